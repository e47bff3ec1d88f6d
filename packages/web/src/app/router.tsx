import { createBrowserRouter, redirect } from 'react-router-dom';
import { bindNavigate } from '../adapters/navigator.js';
import { RootLayout } from './layouts/RootLayout.js';
import { prefetchCritical } from './critical.js';
import { RouteError } from './layouts/RouteError.js';
import { hasLocation, readCurrentSession } from './session.js';

/**
 * The routes of this issue, each a lazy chunk (route-level code splitting). Only routes with
 * real screens are registered; everything else is the 404 screen.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The first route chunk loads before the first render (the boot script already set theme
    // and direction, so the empty page has the right background).
    HydrateFallback: () => null,
    // The data that decides the first paint's layout comes with the route's code (no shift
    // when it arrives); only on the first load.
    loader: ({ request }) => prefetchCritical(new URL(request.url).pathname),
    shouldRevalidate: () => false,
    children: [
      {
        path: '/',
        lazy: () => import('../routes/Landing.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/home',
        // /home needs a stored location with its zone; without one the visitor starts at /.
        loader: () => (hasLocation(readCurrentSession()) ? null : redirect('/')),
        lazy: () => import('../routes/Home.js').then((m) => ({ Component: m.default })),
      },
      // Catalogue (issue 3). Lists need a stored zone; a store or product link works without
      // one (its query names the module, and a store link its zone).
      {
        path: '/categories',
        loader: () => (hasLocation(readCurrentSession()) ? null : redirect('/')),
        lazy: () => import('../routes/Categories.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/category/:id',
        loader: () => (hasLocation(readCurrentSession()) ? null : redirect('/')),
        lazy: () => import('../routes/Category.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/store/latest',
        loader: () => (hasLocation(readCurrentSession()) ? null : redirect('/')),
        lazy: () => import('../routes/StoreLists.js').then((m) => ({ Component: m.LatestStores })),
      },
      {
        path: '/store/popular',
        loader: () => (hasLocation(readCurrentSession()) ? null : redirect('/')),
        lazy: () => import('../routes/StoreLists.js').then((m) => ({ Component: m.PopularStores })),
      },
      {
        path: '/store/:id',
        lazy: () => import('../routes/Store.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/product/:id',
        lazy: () => import('../routes/Product.js').then((m) => ({ Component: m.default })),
      },
      // Cart, checkout and orders (issue 4). Checkout works from the stored cart or a Buy Now
      // line; tracking works without a location (a guest may arrive from another device).
      {
        path: '/checkout',
        lazy: () => import('../routes/Checkout.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/order',
        lazy: () => import('../routes/OrderPlaced.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/track-order',
        lazy: () => import('../routes/TrackOrder.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/track-order/:id',
        lazy: () => import('../routes/TrackOrder.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/about-us',
        lazy: () => import('../routes/policies.js').then((m) => ({ Component: m.AboutUs })),
      },
      {
        path: '/terms-and-conditions',
        lazy: () =>
          import('../routes/policies.js').then((m) => ({ Component: m.TermsAndConditions })),
      },
      {
        path: '/privacy-policy',
        lazy: () => import('../routes/policies.js').then((m) => ({ Component: m.PrivacyPolicy })),
      },
      {
        path: '/refund-policy',
        lazy: () => import('../routes/policies.js').then((m) => ({ Component: m.RefundPolicy })),
      },
      {
        path: '/cancellation-policy',
        lazy: () =>
          import('../routes/policies.js').then((m) => ({ Component: m.CancellationPolicy })),
      },
      {
        path: '/shipping-policy',
        lazy: () => import('../routes/policies.js').then((m) => ({ Component: m.ShippingPolicy })),
      },
      {
        path: '/help-and-support',
        lazy: () => import('../routes/HelpAndSupport.js').then((m) => ({ Component: m.default })),
      },
      // Sign-in (issue 5): forgot password in three steps, and the failure page.
      {
        path: '/forgot-password',
        lazy: () => import('../routes/ForgotPassword.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/failure',
        lazy: () => import('../routes/Failure.js').then((m) => ({ Component: m.default })),
      },
      // The signed-in customer's pages (issue 5): /profile?page=… (a signed-out visitor gets the
      // sign-in modal and /home) and the interest picker after sign-up.
      {
        path: '/profile',
        lazy: () => import('../routes/Profile.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '/interest',
        lazy: () => import('../routes/Interest.js').then((m) => ({ Component: m.default })),
      },
      {
        path: '*',
        lazy: () => import('../routes/NotFound.js').then((m) => ({ Component: m.default })),
      },
    ],
  },
]);

bindNavigate((path) => void router.navigate(path));
