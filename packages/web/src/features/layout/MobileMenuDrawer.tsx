import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { entryPath } from '@storefront/core/domain/account-menu';
import {
  menuCategories,
  menuStoreHeadingKey,
  menuStores,
  mobileMenuSections,
} from '@storefront/core/domain/mobile-menu';
import { LANGUAGES, type LanguageCode } from '@storefront/core/domain/rtl';
import { isSignedIn } from '@storefront/core/domain/session';
import type { StoreListKind } from '@storefront/core/api/catalogue';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, dialog } from '../../../styled-system/recipes';
import { CountBadge } from '../../ui/CountBadge.js';
import { currentLocale } from '../../app/i18n.js';
import { hasLocation, useSession } from '../../app/session.js';
import { LanguageConfirm } from './LanguageConfirm.js';
import {
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  GlobeIcon,
  HeadsetIcon,
  HomeIcon,
  MoonIcon,
  SunIcon,
} from '../../ui/icons.js';
import { Avatar, customerName } from '../account/Avatar.js';
import { ChatIcon, LogoutIcon, UserIcon } from '../account/icons.js';
import { useLogout } from '../account/logout.js';
import { useCustomerInfo } from '../account/queries.js';
import { useUnreadCount } from '../chat/queries.js';
import { unreadBadge } from '@storefront/core/domain/chat';
import { useAuthDialog } from '../auth/context.js';
import { TruckIcon } from '../cart/icons.js';
import { categoryPath, storePath } from '../catalogue/links.js';
import { useCategories, useStoreSection } from '../catalogue/queries.js';
import { HeartIcon } from '../wishlist/HeartIcon.js';
import { wishlistEnabled } from '../wishlist/keys.js';
import { wishlistUi } from '../wishlist/wishlist-ui.js';
import { useTheme } from './theme.js';

/** The drawer's width (it leaves a strip of the page visible on a phone). */
const DRAWER_MAX_WIDTH = '340px';

const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '11',
  px: '3',
  py: '1.5',
  borderRadius: 'lg',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '-2px' },
  '& > svg': { flexShrink: 0, w: '5', h: '5', color: 'fg.muted' },
});

const activeRowClass = css({ color: 'accent.text', bg: 'accent.subtle' });

const thumbClass = css({
  w: '7',
  h: '7',
  flexShrink: 0,
  borderRadius: 'full',
  objectFit: 'cover',
  bg: 'bg.muted',
});

const sectionClass = css({ borderTopWidth: '1px', borderColor: 'border.default', py: '2' });

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the drawer closes (the menu button). */
  finalFocus: () => HTMLElement | null;
}

/** A link row of the drawer; following it closes the drawer. */
function RowLink({
  to,
  icon,
  children,
  close,
  active = false,
  testId,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  close: () => void;
  active?: boolean;
  testId?: string;
}) {
  return (
    <Link
      to={to}
      className={cx(rowClass, active && activeRowClass)}
      aria-current={active ? 'page' : undefined}
      onClick={close}
      data-testid={testId}
    >
      {icon}
      <span className={css({ minW: 0, truncate: true })}>{children}</span>
    </Link>
  );
}

/** A collapsible list of the drawer (categories, store lists): closed until the visitor opens it. */
function Collapsible({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <details
      className={cx(
        sectionClass,
        css({ '&[open] > summary > svg': { transform: 'rotate(180deg)' } }),
      )}
      data-testid={testId}
    >
      <summary
        className={cx(
          rowClass,
          css({
            listStyle: 'none',
            justifyContent: 'space-between',
            fontWeight: 'semibold',
            '&::-webkit-details-marker': { display: 'none' },
            '& > svg': { transition: 'transform 150ms' },
          }),
        )}
      >
        <span>{title}</span>
        <ChevronDownIcon />
      </summary>
      <div className={css({ ps: '2' })}>{children}</div>
    </details>
  );
}

/** Loading, failed and empty states of a list in the drawer. */
function ListState({
  loading,
  failed,
  empty,
  retry,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div aria-busy="true" className={css({ display: 'grid', gap: '2', px: '3', py: '2' })}>
        {[0, 1, 2].map((k) => (
          <span
            key={k}
            aria-hidden="true"
            className={css({
              display: 'block',
              h: '7',
              borderRadius: 'md',
              bg: 'bg.muted',
              animation: 'skeleton',
              // Still for visitors who ask for reduced motion.
              _motionReduce: { animation: 'none' },
            })}
          />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' })}>
        <p>{t('mobileMenu.loadFailed')}</p>
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), css({ mt: '2', h: '11' }))}
          onClick={retry}
        >
          {t('common.action.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <p className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' })}>
        {t('mobileMenu.empty')}
      </p>
    );
  }
  return null;
}

/** Categories of the module: the first 10, then 'View all' (/categories). */
function CategoriesList({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useCategories();
  const categories = menuCategories(query.data ?? []);
  const moduleId = session.module?.id ?? null;
  return (
    <Collapsible title={t('mobileMenu.categories')} testId="mobile-menu-categories">
      <ListState
        loading={query.isPending}
        failed={query.isError}
        empty={query.isSuccess && categories.length === 0}
        retry={() => void query.refetch()}
      />
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <RowLink
              to={categoryPath(category.id, moduleId)}
              close={close}
              icon={
                <img src={category.image_full_url ?? undefined} alt="" className={thumbClass} />
              }
              testId="mobile-menu-category"
            >
              {category.name}
            </RowLink>
          </li>
        ))}
      </ul>
      {query.isSuccess && (
        <RowLink to="/categories" close={close} testId="mobile-menu-categories-all">
          <span className={css({ color: 'accent.text', fontWeight: 'semibold' })}>
            {t('mobileMenu.viewAll')}
          </span>
        </RowLink>
      )}
    </Collapsible>
  );
}

/** The first 12 latest or popular stores of the module, named with its store noun. */
function StoresList({
  kind,
  close,
}: {
  kind: Extract<StoreListKind, 'latest' | 'popular'>;
  close: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useStoreSection(kind);
  const stores = menuStores(query.data ?? []);
  return (
    <Collapsible
      title={t(menuStoreHeadingKey(kind, session.module?.module_type))}
      testId={`mobile-menu-${kind}-stores`}
    >
      <ListState
        loading={query.isPending}
        failed={query.isError}
        empty={query.isSuccess && stores.length === 0}
        retry={() => void query.refetch()}
      />
      <ul>
        {stores.map((store) => (
          <li key={store.id}>
            <RowLink
              to={storePath(store)}
              close={close}
              icon={<img src={store.logo_full_url ?? undefined} alt="" className={thumbClass} />}
              testId="mobile-menu-store"
            >
              {store.name}
            </RowLink>
          </li>
        ))}
      </ul>
    </Collapsible>
  );
}

/** The Theme Mode toggle: a switch, on for Dark Mode. */
function ThemeRow() {
  const { t } = useTranslation();
  const { mode, toggle } = useTheme();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('theme.dark')}
      onClick={toggle}
      className={cx(rowClass, css({ justifyContent: 'space-between' }))}
      data-testid="mobile-menu-theme"
      data-theme-mode={mode}
    >
      <span
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          '& > svg': { flexShrink: 0, w: '5', h: '5', color: 'fg.muted' },
        })}
      >
        {dark ? <MoonIcon /> : <SunIcon />}
        <span className={css({ display: 'grid' })}>
          <span>{t('theme.mode')}</span>
          <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
            {dark ? t('theme.dark') : t('theme.light')}
          </span>
        </span>
      </span>
      <span
        aria-hidden="true"
        className={css({
          position: 'relative',
          w: '11',
          h: '6',
          flexShrink: 0,
          borderRadius: 'full',
          bg: dark ? 'accent.solid' : 'border.default',
          transition: 'background 150ms',
        })}
      >
        <span
          className={css({
            position: 'absolute',
            top: '0.5',
            insetInlineStart: '0.5',
            w: '5',
            h: '5',
            borderRadius: 'full',
            bg: 'white',
            boxShadow: 'sm',
            transition: 'transform 150ms',
            '[aria-checked=true] &': { transform: 'translateX(20px)' },
            '[dir=rtl] [aria-checked=true] &': { transform: 'translateX(-20px)' },
          })}
        />
      </span>
    </button>
  );
}

/** The language selector: English / العربية; another language asks first (the page reloads). */
function LanguageRow() {
  const { t } = useTranslation();
  const current = currentLocale();
  const [pending, setPending] = useState<LanguageCode | null>(null);
  return (
    <div className={css({ px: '3', py: '1.5' })}>
      <p
        id="mobile-menu-language-label"
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          fontSize: 'sm',
          fontWeight: 'medium',
          mb: '2',
          '& > svg': { w: '5', h: '5', color: 'fg.muted' },
        })}
      >
        <GlobeIcon />
        {t('language.label')}
      </p>
      <div
        role="group"
        aria-labelledby="mobile-menu-language-label"
        className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}
      >
        {LANGUAGES.map((language) => {
          const checked = language.code === current;
          return (
            <button
              key={language.code}
              type="button"
              aria-pressed={checked}
              lang={language.code}
              onClick={() => !checked && setPending(language.code)}
              className={cx(
                button({ variant: checked ? 'subtle' : 'outline', size: 'md' }),
                css({ h: '11', justifyContent: 'center' }),
                checked && css({ color: 'accent.text', borderColor: 'accent.solid' }),
              )}
              data-testid={`mobile-menu-language-${language.code}`}
            >
              {checked && <CheckIcon />}
              {language.name}
            </button>
          );
        })}
      </div>
      <LanguageConfirm pending={pending} onCancel={() => setPending(null)} />
    </div>
  );
}

/** The inbox, with its unread count (the header's chat badge is not shown on phones). */
function InboxRow({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const unread = useUnreadCount(true);
  const count = unread.data ?? 0;
  const badge = unreadBadge(count);
  return (
    <Link
      to={entryPath('inbox')}
      className={rowClass}
      onClick={close}
      aria-label={badge ? t('chat.badge.label', { count }) : undefined}
      data-testid="mobile-menu-inbox"
      data-unread={count}
    >
      <ChatIcon />
      <span className={css({ minW: 0, truncate: true, flex: '1' })}>{t('account.chat.open')}</span>
      {badge && <CountBadge corner={false}>{badge}</CountBadge>}
    </Link>
  );
}

/** Signed in: the customer and their account, the inbox and the wishlist; else Sign In. */
function AccountRows({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const auth = useAuthDialog();
  const info = useCustomerInfo();
  if (!isSignedIn(session)) {
    return (
      <div className={css({ px: '1', pb: '2' })}>
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'md' }), css({ w: 'full', h: '11' }))}
          onClick={() => {
            close();
            auth.open('sign-in');
          }}
          data-testid="mobile-menu-sign-in"
        >
          <UserIcon />
          {t('account.signIn')}
        </button>
      </div>
    );
  }
  const name = customerName(info.data);
  return (
    <div className={css({ pb: '2' })}>
      <Link
        to={entryPath('profile-settings')}
        onClick={close}
        className={cx(rowClass, css({ py: '2' }))}
        data-testid="mobile-menu-account"
      >
        <Avatar info={info.data} />
        <span className={css({ display: 'grid', minW: 0 })}>
          <span className={css({ fontWeight: 'bold', truncate: true })}>
            {name || t('mobileMenu.account')}
          </span>
          {name && (
            <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
              {t('mobileMenu.account')}
            </span>
          )}
        </span>
      </Link>
      <InboxRow close={close} />
      {wishlistEnabled(session) && (
        <button
          type="button"
          className={rowClass}
          aria-haspopup="dialog"
          onClick={() => {
            close();
            wishlistUi.open();
          }}
          data-testid="mobile-menu-wishlist"
        >
          <HeartIcon />
          {t('account.wishlist.open')}
        </button>
      )}
    </div>
  );
}

/**
 * The mobile menu drawer (spec §2 'Mobile menu drawer'): an Ark dialog (focus trapped, Escape and
 * the close button give the focus back to the menu button) at the inline start (the left in
 * English, the right in Arabic). The account, Home (and Help & Support, Track Order), Categories
 * (first 10 and View all), Latest stores (first 12), Popular stores (with a location), the Theme
 * Mode toggle, the language selector and Logout with its confirm. Following a link closes it.
 */
export default function MobileMenuDrawer({ open, onOpenChange, finalFocus }: DrawerProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  const signedIn = isSignedIn(session);
  const located = hasLocation(session);
  const sections = new Set(mobileMenuSections({ signedIn, located }));
  const moduleType = session.module?.module_type;
  const close = () => onOpenChange(false);
  const classes = dialog();
  const here = location.pathname;
  // Track Order (Track Trip in rental) as the header's icon: signed out, located, not parcel.
  const track =
    !signedIn && located && moduleType !== 'parcel'
      ? moduleType === 'rental'
        ? { to: '/track-trip', label: t('trip.web.track.link') }
        : { to: '/track-order', label: t('orders.track.link') }
      : null;

  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            display: 'flex',
            justifyContent: 'flex-start',
            zIndex: 'modal',
          })}
        >
          <ArkDialog.Content
            className={css({
              display: 'flex',
              flexDirection: 'column',
              h: '100dvh',
              w: 'full',
              maxW: DRAWER_MAX_WIDTH,
              bg: 'bg.surface',
              color: 'fg.default',
              boxShadow: 'overlay',
              outline: 'none',
              _open: { animation: 'fadeIn 150ms ease-out' },
            })}
            data-testid="mobile-menu"
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                ps: '4',
                pe: '2',
                py: '2',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <ArkDialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                {t('mobileMenu.title')}
              </ArkDialog.Title>
              <ArkDialog.CloseTrigger
                className={cx(
                  button({ variant: 'ghost', size: 'icon' }),
                  css({ w: '11', h: '11' }),
                )}
                aria-label={t('common.action.close')}
                data-testid="mobile-menu-close"
              >
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            </div>
            <nav
              aria-label={t('header.nav.label')}
              className={css({ flex: '1', overflowY: 'auto', px: '2', py: '2' })}
            >
              {sections.has('account') && <AccountRows close={close} />}
              <div className={sectionClass}>
                <RowLink
                  to={located ? '/home' : '/'}
                  icon={<HomeIcon />}
                  close={close}
                  active={here === '/home'}
                  testId="mobile-menu-home"
                >
                  {t('header.nav.home')}
                </RowLink>
                {track && (
                  <RowLink
                    to={track.to}
                    icon={<TruckIcon />}
                    close={close}
                    active={here === track.to}
                  >
                    {track.label}
                  </RowLink>
                )}
                <RowLink
                  to="/help-and-support"
                  icon={<HeadsetIcon />}
                  close={close}
                  active={here === '/help-and-support'}
                >
                  {t('header.nav.helpAndSupport')}
                </RowLink>
              </div>
              {sections.has('categories') && <CategoriesList close={close} />}
              {sections.has('latest-stores') && <StoresList kind="latest" close={close} />}
              {sections.has('popular-stores') && <StoresList kind="popular" close={close} />}
              <div className={sectionClass}>
                {sections.has('theme') && <ThemeRow />}
                {sections.has('language') && <LanguageRow />}
              </div>
              {sections.has('logout') && (
                <div className={sectionClass}>
                  <button
                    type="button"
                    className={cx(
                      rowClass,
                      css({ color: 'danger.text', '& > svg': { color: 'danger.text' } }),
                    )}
                    onClick={() => {
                      close();
                      logout.request(here);
                    }}
                    data-testid="mobile-menu-logout"
                  >
                    <LogoutIcon />
                    {t('auth.logout.title')}
                  </button>
                </div>
              )}
            </nav>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
