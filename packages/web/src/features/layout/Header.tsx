import { COMPACT_BREAKPOINT_PX, showsCompactModuleSwitcher } from '@storefront/core/domain/modules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useMatch } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useConfig } from '../../app/queries.js';
import { hasLocation, useSession } from '../../app/session.js';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { HeadsetIcon, HomeIcon, PhoneIcon } from '../../ui/header-icons.js';
import { AccountCorner, AccountIcons } from '../account/HeaderAccount.js';
import { LogoutProvider } from '../account/logout.js';
import { CartSlot } from '../cart/CartSlot.js';
import { LocationSelector } from '../location/LocationSelector.js';
import { TrackOrderLink } from '../orders/TrackOrderLink.js';
import { ModuleChips, ModuleChipsSkeleton, ModuleMenu } from '../modules/ModuleSwitcher.js';
import { useModuleSwitch } from '../modules/ModuleSwitch.js';
import { LanguageMenu } from './LanguageMenu.js';
import { MobileMenu } from './MobileMenu.js';
import { headerStyles } from './header-styles.js';
import { ThemeToggle } from './ThemeToggle.js';

const DESKTOP_QUERY = `(min-width: ${COMPACT_BREAKPOINT_PX + 1}px)`;

/** The logo: to /home when a location is saved, else to /. */
function Logo({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const session = useSession();
  const name = config?.business_name ?? '';
  const target = hasLocation(session) ? '/home' : '/';
  // The compact header has room for the square icon only.
  const src = (compact ? config?.fav_icon_full_url : null) ?? config?.logo_full_url;
  return (
    <Link
      to={target}
      aria-label={t('header.logo.label', { name })}
      data-testid="logo"
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        flexShrink: 0,
        borderRadius: 'md',
        fontWeight: 'bold',
        fontSize: 'lg',
        color: 'fg.default',
      })}
    >
      {src ? (
        // A fixed box (the logo's own size is unknown until it loads): nothing moves when it does.
        <img
          src={src}
          alt=""
          width={compact ? 36 : 176}
          height={compact ? 36 : 40}
          className={css({
            h: compact ? '9' : '10',
            w: compact ? '9' : '44',
            objectFit: 'contain',
            objectPosition: 'left center',
            _rtl: { objectPosition: 'right center' },
            borderRadius: compact ? 'lg' : '0',
          })}
        />
      ) : (
        <span
          aria-hidden="true"
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '9',
            h: '9',
            borderRadius: 'lg',
            bg: 'accent.solid',
            color: 'accent.onSolid',
          })}
        >
          {name.slice(0, 1)}
        </span>
      )}
      {!compact && !src && <span>{name}</span>}
    </Link>
  );
}

function NavItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cx(
          button({ variant: 'ghost', size: 'md' }),
          isActive && css({ color: 'accent.text', bg: 'accent.subtle' }),
        )
      }
    >
      {icon}
      {children}
    </NavLink>
  );
}

/**
 * The header: logo, location selector, navigation, module switcher (on /home), the track-order
 * icon (signed out), the chat and wishlist icons (signed in), the cart, language menu, theme
 * toggle, and Sign In or the avatar with the account menu (whose logout it hosts). At max width
 * 1180px the compact header is used: the menu button, the logo, the location and the cart, with
 * everything else in the mobile menu drawer (MobileMenu), and the module chips on /home when
 * there are 2 or more modules.
 */
export function Header() {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const session = useSession();
  const onHome = useMatch('/home') != null;
  const located = hasLocation(session);
  const sw = useModuleSwitch();
  const { data: config } = useConfig();
  const chips = onHome && sw != null && showsCompactModuleSwitcher(sw.modules.length);
  // Until the zone's modules are in, the chip row keeps its place (no shift when they arrive).
  const chipsPending = onHome && located && (sw == null || (sw.busy && sw.modules.length === 0));

  return (
    <LogoutProvider>
      <header className={headerStyles.frame}>
        {/* On phones the location takes a row of its own under the logo and the icons, so that
            its text has the header's whole width. */}
        <div className={headerStyles.bar}>
          {/* Compact header: the menu button at the inline start; the rest is in its drawer. */}
          {!desktop && <MobileMenu />}
          <Logo compact={!desktop} />
          <div className={headerStyles.location}>
            <LocationSelector compact={!desktop} />
            {desktop && onHome && <ModuleMenu />}
          </div>
          {desktop && (
            <nav aria-label={t('header.nav.label')} className={css({ display: 'flex', gap: '1' })}>
              {located && (
                <NavItem to="/home" icon={<HomeIcon />}>
                  {t('header.nav.home')}
                </NavItem>
              )}
              <NavItem to="/help-and-support" icon={<HeadsetIcon />}>
                {t('header.nav.helpAndSupport')}
              </NavItem>
              {/* Signed-out visitors without a location also get the business phone. */}
              {!located && config?.phone && (
                <a
                  href={`tel:${config.phone}`}
                  className={button({ variant: 'ghost', size: 'md' })}
                  aria-label={`${t('footer.contact.phone')}: ${config.phone}`}
                  data-testid="header-phone"
                >
                  <PhoneIcon />
                  <span dir="ltr">{config.phone}</span>
                </a>
              )}
            </nav>
          )}
          {desktop ? (
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '1',
                flexShrink: 0,
                ms: 'auto',
              })}
            >
              <TrackOrderLink />
              <AccountIcons />
              <CartSlot />
              {/* Icon only: the account corner needs the room (its label names the language). */}
              <LanguageMenu compact />
              <ThemeToggle />
              <AccountCorner compact={false} />
            </div>
          ) : (
            // The compact header keeps the cart alone here, a 44 px touch target.
            <div
              className={css({
                display: 'flex',
                flexShrink: 0,
                ms: 'auto',
                '& button': { w: '11', h: '11' },
              })}
            >
              <CartSlot />
            </div>
          )}
        </div>
        {!desktop && (chips || chipsPending) && (
          <div className={headerStyles.chips}>
            {chips ? <ModuleChips /> : <ModuleChipsSkeleton />}
          </div>
        )}
      </header>
    </LogoutProvider>
  );
}
