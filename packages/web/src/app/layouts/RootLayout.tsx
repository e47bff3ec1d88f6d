import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatch } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { Header } from '../../features/layout/Header.js';
import { LocationProvider } from '../../features/location/LocationProvider.js';
import { MapPickerDialog } from '../../features/location/MapPickerDialog.js';
import { ModuleSwitchProvider } from '../../features/modules/ModuleSwitch.js';
import { hasLocation, useSession } from '../session.js';
import { useRouteLoading } from '../lazy-route.js';
import { useFavicon } from '../usePageTitle.js';
import { ScrollRestoration } from './ScrollRestoration.js';

// The footer starts below the fold (main is a screen high), so its code loads after the first
// paint's and nothing visible moves when it arrives.
const Footer = lazy(() =>
  import('../../features/layout/Footer.js').then((m) => ({ default: m.Footer })),
);

/** A thin bar at the top while a route's chunk loads. */
function NavigationProgress() {
  if (!useRouteLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-busy="true"
      className={css({
        position: 'fixed',
        top: '0',
        insetInline: '0',
        h: '0.5',
        bg: 'accent.solid',
        zIndex: 'toast',
        animation: 'progress',
        // Still for visitors who ask for reduced motion.
        _motionReduce: { animation: 'none' },
      })}
    />
  );
}

/** The app frame: skip link, header, main content, footer, and the map picker dialog. */
export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const onHome = useMatch('/home') != null;
  const { pathname } = useLocation();
  useFavicon();

  // Focus moves to the main content after a client-side navigation (not on the first load, where
  // the skip link comes first), unless it is in a dialog or a panel beside the page (the
  // inspector): a page that commits late (its code still loading) does not pull it out of them.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <LocationProvider>
      <ModuleSwitchProvider enabled={onHome && hasLocation(session)}>
        <a
          href="#main"
          className={css({
            position: 'absolute',
            insetInlineStart: '2',
            top: '-20',
            zIndex: 'skipLink',
            px: '4',
            py: '2',
            borderRadius: 'md',
            bg: 'accent.solid',
            color: 'accent.onSolid',
            fontWeight: 'semibold',
            _focus: { top: '2' },
          })}
        >
          {t('app.skipToContent')}
        </a>
        <NavigationProgress />
        <Header />
        <main
          id="main"
          tabIndex={-1}
          // At least a screen high: the footer starts below the fold, so the page's content
          // arriving after the first paint never pushes a visible footer down (layout shift).
          className={css({
            flex: '1',
            display: 'flex',
            flexDirection: 'column',
            outline: 'none',
            minH: '[calc(100dvh - 4rem)]',
          })}
        >
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <MapPickerDialog />
        <ScrollRestoration />
      </ModuleSwitchProvider>
    </LocationProvider>
  );
}
