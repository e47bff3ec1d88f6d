import { isSignedIn } from '@storefront/core/domain/session';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { useConfig, useModules } from '../../app/queries.js';
import { useSession } from '../../app/session.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useAuthDialog } from '../auth/context.js';
import { WalletSection, LoyaltySection, ReferralSection } from './BalanceSections.js';
import { CouponsSection } from './CouponsSection.js';
import { LINK_ICONS } from './icons.js';
import {
  entryLabelKey,
  entryPath,
  isOffered,
  profileNavEntries,
  profilePageOf,
  type AccountMenuFacts,
  type ProfilePage as Page,
} from '@storefront/core/domain/account-menu';
import { InboxSection } from '../chat/InboxSection.js';
import { OrdersSection } from './OrdersSection.js';
import { ProfileSettingsSection } from './ProfileSettingsSection.js';
import { useCustomerInfo } from './queries.js';
import { sessionEndedOn } from './session-end.js';
import { SettingsSection } from './SettingsSection.js';
import { LoadFailed, Loading, Panel } from './ui.js';

/** The side navigation: the account menu's entries and rules, with the inbox. */
function SideNav({ page, facts }: { page: Page; facts: AccountMenuFacts }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('account.nav.label')} data-testid="profile-nav">
      <ul
        className={css({
          display: 'flex',
          flexDirection: { base: 'row', lg: 'column' },
          gap: '1',
          overflowX: { base: 'auto', lg: 'visible' },
          pb: { base: '2', lg: '0' },
          listStyle: 'none',
          scrollbarWidth: 'thin',
        })}
      >
        {profileNavEntries(facts).map((id) => {
          const LinkIcon = LINK_ICONS[id];
          const current = id === page;
          return (
            <li key={id} className={css({ flexShrink: 0 })}>
              <Link
                to={entryPath(id)}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '3',
                    px: '3',
                    py: '2.5',
                    borderRadius: 'lg',
                    fontSize: 'sm',
                    fontWeight: 'medium',
                    whiteSpace: 'nowrap',
                    color: 'fg.default',
                    _hover: { bg: 'bg.subtle' },
                  }),
                  current &&
                    css({
                      bg: 'accent.subtle',
                      color: 'accent.text',
                      fontWeight: 'semibold',
                      _hover: { bg: 'accent.subtle' },
                    }),
                )}
                data-testid={`profile-nav-${id}`}
              >
                <LinkIcon />
                {t(entryLabelKey(id))}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

// My trips (the rental trips) loads with its page.
const TripsSection = lazy(() =>
  import('../trips/MyTrips.js').then((m) => ({ default: m.TripsSection })),
);

/** The section of a page (the customer info is loaded by the page). */
function Section({ page, facts }: { page: Page; facts: AccountMenuFacts }) {
  const info = useCustomerInfo();
  switch (page) {
    case 'my-orders':
      return <OrdersSection />;
    case 'coupons':
      return <CouponsSection />;
    case 'settings':
      return <SettingsSection />;
    case 'inbox':
      return <InboxSection />;
    case 'my-trips':
      return (
        <Suspense
          fallback={
            <Panel>
              <Loading />
            </Panel>
          }
        >
          <TripsSection />
        </Suspense>
      );
    default:
      break;
  }
  if (info.isPending) {
    return (
      <Panel>
        <Loading />
      </Panel>
    );
  }
  if (info.isError) {
    return (
      <Panel>
        <LoadFailed onRetry={() => void info.refetch()} />
      </Panel>
    );
  }
  switch (page) {
    case 'wallet':
      return <WalletSection info={info.data} />;
    case 'loyalty-points':
      return <LoyaltySection info={info.data} />;
    case 'referral-code':
      return <ReferralSection info={info.data} />;
    default:
      return <ProfileSettingsSection info={info.data} facts={facts} />;
  }
}

/**
 * A signed-out visitor is sent to /home with the sign-in modal open; signing in brings them back
 * to the page they asked for. A session that ends on this page (logout, an expired token) is not
 * such a visit: the logout and the expiry already go to /home.
 */
function useSignInFirst(signedIn: boolean, page: Page) {
  const auth = useAuthDialog();
  const navigate = useNavigate();
  const { key } = useLocation();
  const sent = useRef(false);
  useEffect(() => {
    if (signedIn || sent.current || sessionEndedOn(key)) return;
    sent.current = true;
    void navigate('/home', { replace: true });
    auth.open('sign-in', { onSignedIn: () => void navigate(entryPath(page)) });
  }, [signedIn, key, auth, navigate, page]);
}

/**
 * /profile?page=…: the signed-in customer's pages (spec §2 routes): profile settings, inbox,
 * wallet, my orders, my trips, coupons, loyalty points, referral code and settings, with a side
 * navigation of the same entries and rules as the account menu. A page the configuration turns
 * off goes to profile settings.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const page = profilePageOf(params.get('page'));
  const config = useConfig();
  const modules = useModules();
  const facts: AccountMenuFacts = {
    config: config.data,
    modules: modules.data,
    moduleType: session.module?.module_type ?? null,
  };
  const title = t(entryLabelKey(page));
  usePageTitle(title);
  useSignInFirst(signedIn, page);

  if (!signedIn) return null;
  const known = page === 'my-trips' ? modules.isSuccess : config.isSuccess;
  if (known && !isOffered(page, facts)) {
    return <Navigate to={entryPath('profile-settings')} replace />;
  }

  return (
    <div
      className={css({
        w: 'full',
        maxW: '7xl',
        mx: 'auto',
        px: { base: '3', sm: '4', lg: '6' },
        py: { base: '5', lg: '8' },
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' },
        gap: { base: '4', lg: '8' },
        alignItems: 'start',
      })}
      data-testid="profile-page"
      data-page={page}
    >
      <aside className={css({ position: { lg: 'sticky' }, top: { lg: '24' } })}>
        <SideNav page={page} facts={facts} />
      </aside>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        <Section page={page} facts={facts} />
      </div>
    </div>
  );
}
