import { Component, useState, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { bindNavigate } from '../adapters/navigator.js';
import { RootLayout } from './layouts/RootLayout.js';
import { RouteError } from './layouts/RouteError.js';
import { lazyRoute, type LazyRoute } from './lazy-route.js';
import { hasLocation, readCurrentSession } from './session.js';

/** Lists need a stored location with its zone; without one the visitor starts at /. */
function RequireLocation({ children }: { children: ReactNode }) {
  // Checked when the page is opened (as a route loader would), not on every render.
  const [allowed] = useState(() => hasLocation(readCurrentSession()));
  return allowed ? children : <Navigate to="/" replace />;
}

const pages: [path: string, route: LazyRoute, needsLocation?: boolean][] = [
  [
    '/',
    lazyRoute(
      () => import('../routes/Landing.js'),
      (m) => m.default,
    ),
  ],
  [
    '/home',
    lazyRoute(
      () => import('../routes/Home.js'),
      (m) => m.default,
    ),
    true,
  ],
  // Catalogue (issue 3). Lists need a stored zone; a store or product link works without
  // one (its query names the module, and a store link its zone).
  [
    '/categories',
    lazyRoute(
      () => import('../routes/Categories.js'),
      (m) => m.default,
    ),
    true,
  ],
  [
    '/category/:id',
    lazyRoute(
      () => import('../routes/Category.js'),
      (m) => m.default,
    ),
    true,
  ],
  // A pharmacy's common condition and its medicines (issue 16).
  [
    '/common-condition/:id',
    lazyRoute(
      () => import('../routes/CommonCondition.js'),
      (m) => m.default,
    ),
    true,
  ],
  [
    '/store/latest',
    lazyRoute(
      () => import('../routes/StoreLists.js'),
      (m) => m.LatestStores,
    ),
    true,
  ],
  [
    '/store/popular',
    lazyRoute(
      () => import('../routes/StoreLists.js'),
      (m) => m.PopularStores,
    ),
    true,
  ],
  [
    '/store/discounted',
    lazyRoute(
      () => import('../routes/StoreLists.js'),
      (m) => m.DiscountedStores,
    ),
    true,
  ],
  [
    '/store/recommended',
    lazyRoute(
      () => import('../routes/StoreLists.js'),
      (m) => m.RecommendedStores,
    ),
    true,
  ],
  [
    '/store/top-offer-near-me',
    lazyRoute(
      () => import('../routes/StoreLists.js'),
      (m) => m.TopOfferStores,
    ),
    true,
  ],
  [
    '/store/:id',
    lazyRoute(
      () => import('../routes/Store.js'),
      (m) => m.default,
    ),
  ],
  [
    '/product/:id',
    lazyRoute(
      () => import('../routes/Product.js'),
      (m) => m.default,
    ),
  ],
  // The rental module's pages (issue 11): the vehicle search needs a zone; a vehicle or a
  // provider link works without one.
  [
    '/rental/vehicle-search',
    lazyRoute(
      () => import('../routes/RentalVehicleSearch.js'),
      (m) => m.default,
    ),
    true,
  ],
  [
    '/rental/vehicle-details/:id',
    lazyRoute(
      () => import('../routes/RentalVehicleDetails.js'),
      (m) => m.default,
    ),
  ],
  [
    '/rental/provider-details',
    lazyRoute(
      () => import('../routes/RentalProviderDetails.js'),
      (m) => m.RentalProviders,
    ),
    true,
  ],
  [
    '/rental/provider-details/:id',
    lazyRoute(
      () => import('../routes/RentalProviderDetails.js'),
      (m) => m.default,
    ),
  ],
  // The trip cart with trip checkout, and the trip confirmation (issue 11).
  [
    '/rental/cart',
    lazyRoute(
      () => import('../routes/RentalCart.js'),
      (m) => m.default,
    ),
  ],
  [
    '/track-trip',
    lazyRoute(
      () => import('../routes/TripTrack.js'),
      (m) => m.default,
    ),
  ],
  [
    '/track-trip/:id',
    lazyRoute(
      () => import('../routes/TripTrack.js'),
      (m) => m.default,
    ),
  ],
  [
    '/rental/trip-booked',
    lazyRoute(
      () => import('../routes/TripBooked.js'),
      (m) => m.default,
    ),
  ],
  // Cart, checkout and orders (issue 4). Checkout works from the stored cart or a Buy Now
  // line; tracking works without a location (a guest may arrive from another device).
  [
    '/checkout',
    lazyRoute(
      () => import('../routes/Checkout.js'),
      (m) => m.default,
    ),
  ],
  [
    '/order',
    lazyRoute(
      () => import('../routes/OrderPlaced.js'),
      (m) => m.default,
    ),
  ],
  // Back from the payment gateway (issue 12): the confirmation, or the failure with a retry.
  [
    '/payment-callback',
    lazyRoute(
      () => import('../routes/PaymentCallback.js'),
      (m) => m.default,
    ),
  ],
  // The public registration forms (issue 14).
  [
    '/store-registration',
    lazyRoute(
      () => import('../routes/StoreRegistration.js'),
      (m) => m.default,
    ),
  ],
  [
    '/deliveryman-registration',
    lazyRoute(
      () => import('../routes/DeliveryManRegistration.js'),
      (m) => m.default,
    ),
  ],
  [
    '/track-order',
    lazyRoute(
      () => import('../routes/TrackOrder.js'),
      (m) => m.default,
    ),
  ],
  [
    '/track-order/:id',
    lazyRoute(
      () => import('../routes/TrackOrder.js'),
      (m) => m.default,
    ),
  ],
  [
    '/about-us',
    lazyRoute(
      () => import('../routes/policies.js'),
      (m) => m.AboutUs,
    ),
  ],
  [
    '/terms-and-conditions',
    lazyRoute(
      () => import('../routes/policies.js'),
      (m) => m.TermsAndConditions,
    ),
  ],
  [
    '/privacy-policy',
    lazyRoute(
      () => import('../routes/policies.js'),
      (m) => m.PrivacyPolicy,
    ),
  ],
  [
    '/refund-policy',
    lazyRoute(
      () => import('../routes/policies.js'),
      (m) => m.RefundPolicy,
    ),
  ],
  [
    '/cancellation-policy',
    lazyRoute(
      () => import('../routes/policies.js'),
      (m) => m.CancellationPolicy,
    ),
  ],
  [
    '/shipping-policy',
    lazyRoute(
      () => import('../routes/policies.js'),
      (m) => m.ShippingPolicy,
    ),
  ],
  [
    '/help-and-support',
    lazyRoute(
      () => import('../routes/HelpAndSupport.js'),
      (m) => m.default,
    ),
  ],
  // Sign-in (issue 5): forgot password in three steps, and the failure page.
  [
    '/forgot-password',
    lazyRoute(
      () => import('../routes/ForgotPassword.js'),
      (m) => m.default,
    ),
  ],
  [
    '/failure',
    lazyRoute(
      () => import('../routes/Failure.js'),
      (m) => m.default,
    ),
  ],
  // The signed-in customer's pages (issue 5): /profile?page=… (a signed-out visitor gets the
  // sign-in modal and /home) and the interest picker after sign-up.
  [
    '/profile',
    lazyRoute(
      () => import('../routes/Profile.js'),
      (m) => m.default,
    ),
  ],
  [
    '/interest',
    lazyRoute(
      () => import('../routes/Interest.js'),
      (m) => m.default,
    ),
  ],
  // The running campaigns (the footer's link) and a campaign with its stores (issue 14).
  [
    '/campaigns',
    lazyRoute(
      () => import('../routes/Campaigns.js'),
      (m) => m.default,
    ),
    true,
  ],
  [
    '/campaigns/:id',
    lazyRoute(
      () => import('../routes/Campaigns.js'),
      (m) => m.CampaignDetails,
    ),
    true,
  ],
  // The remaining v1 paths (issue 14): a flash sale's items and a brand's items.
  [
    '/flash-sales/:id',
    lazyRoute(
      () => import('../routes/FlashSale.js'),
      (m) => m.default,
    ),
    true,
  ],
  [
    '/brand/:id',
    lazyRoute(
      () => import('../routes/Brand.js'),
      (m) => m.default,
    ),
    true,
  ],
  [
    '*',
    lazyRoute(
      () => import('../routes/NotFound.js'),
      (m) => m.default,
    ),
  ],
];

/**
 * The routes of this issue, each a lazy chunk (route-level code splitting). Only routes with
 * real screens are registered; everything else is the 404 screen.
 */
const replayPage = lazyRoute(
  () => import('../features/inspector/replay/ReplayPage.js'),
  (m) => m.default,
);

const routes: (RouteObject & { preload?: () => Promise<unknown> })[] = [
  // The trace replay that `storefront inspect FILE` opens (issue 13): a developer page outside
  // the storefront's frame, so that it works with the built app served without the API.
  { path: '/inspect/replay', preload: replayPage.preload, element: <replayPage.Component /> },
  {
    element: <RootLayout />,
    children: pages.map(([path, { Component: Page, preload }, needsLocation]) => ({
      path,
      preload,
      element: needsLocation ? (
        <RequireLocation>
          <Page />
        </RequireLocation>
      ) : (
        <Page />
      ),
    })),
  },
];

/**
 * Loads the code of the page at `pathname` (main.tsx waits for it before the first render, so
 * the first paint is the page, not an empty frame).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const match = matchRoutes(routes, pathname)?.at(-1)?.route as {
    preload?: () => Promise<unknown>;
  };
  return match?.preload?.().catch(() => null) ?? Promise.resolve(null);
}

/** A route that throws shows the failure page until the next navigation. */
class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };
  static getDerivedStateFromError() {
    return { failedAt: '' };
  }
  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }
  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) {
      return <RouteError />;
    }
    return this.props.children;
  }
}

function Routes() {
  const navigate = useNavigate();
  bindNavigate((path) => void navigate(path));
  return useRoutes(routes);
}

/** The app's pages; inside a `<BrowserRouter>`. */
export function AppRoutes() {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Routes />
    </RouteErrorBoundary>
  );
}
