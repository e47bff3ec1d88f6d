/**
 * The Hono application: middleware (security headers, CORS, body limit, compression, language),
 * the v1 API under /api/v1, generated images under /storage/ and the built web app.
 */
import { tileImageSource } from './config/map-tiles.js';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { renderBrandImage } from './images/brand.js';
import { ApiError, describeError, errorBody, isConnectionError, MESSAGES } from './http/errors.js';
import {
  type AppDeps,
  type AppEnv,
  type ImageRenderer,
  parseLocale,
  type ResolvedDeps,
} from './http/env.js';
import {
  bodyLimitFor,
  compressWhenAsked,
  corsFor,
  DEFAULT_MAX_BODY_BYTES,
  securityHeaders,
} from './http/security.js';
import { storageImages, webApp } from './http/static.js';
import { backpressure, DEFAULT_MAX_IN_FLIGHT } from './http/backpressure.js';
import { refuseControlCharacters } from './http/control-characters.js';
import { socialVerifierFromEnv } from './auth/social.js';
import { trustProxyFromEnv } from './auth/guard.js';
import { ReferenceCache } from './cache/reference.js';
import { ChatHub } from './chat/live.js';
import { referenceData } from './http/reference.js';
import { unsetIdsNotFound } from './http/unset-ids.js';
import { addressRoutes } from './routes/addresses.js';
import { authRoutes } from './routes/auth.js';
import { cartRoutes } from './routes/cart.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { configAndLocationRoutes, FIRST_PART_ROUTES } from './routes/config-and-location.js';
import { contentRoutes } from './routes/content.js';
import { couponRoutes } from './routes/coupons.js';
import { customerRoutes } from './routes/customer.js';
import { demoOutboxRoutes } from './routes/demo-outbox.js';
import { guestRoutes } from './routes/guest.js';
import { interestRoutes } from './routes/interest.js';
import { moduleRoutes } from './routes/modules.js';
import { mostTipsRoutes } from './routes/most-tips.js';
import { orderAmountRoutes } from './routes/order-amount.js';
import { orderRoutes } from './routes/orders.js';
import { parcelRoutes } from './routes/parcel.js';
import { prescriptionRoutes } from './ordering/prescriptions.js';
import { registrationRoutes } from './routes/registration.js';
import { reviewRoutes } from './routes/reviews.js';
import { profileRoutes } from './routes/profile.js';
import { rentalRoutes } from './routes/rental.js';
import { v1CatalogueRoutes } from './routes/v1-catalogue.js';
import { v1MoreRoutes } from './routes/v1-more.js';
import { v1ContentRoutes } from './routes/v1-content.js';
import { wishlistRoutes } from './routes/wishlist.js';
import { paymentRoutes } from './payments/routes.js';
import { loyaltyRoutes } from './routes/loyalty.js';
import { messageRoutes } from './routes/messages.js';
import { walletRoutes } from './routes/wallet.js';

export const systemClock = { now: () => Date.now() };

function resolveDeps(deps: AppDeps): ResolvedDeps {
  const extra = deps.images;
  const images: ImageRenderer = (path) => renderBrandImage(path) ?? extra?.(path) ?? null;
  return {
    database: deps.database,
    clock: deps.clock ?? systemClock,
    demo: deps.demo ?? true,
    mapsApiKey: deps.mapsApiKey || null,
    mapTiles: deps.mapTiles ?? null,
    corsOrigins: deps.corsOrigins ?? [],
    webDist: deps.webDist ?? null,
    publicUrl: deps.publicUrl ?? null,
    images,
    maxBodyBytes: deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    logError: deps.logError ?? ((message) => console.error(message)),
    socialVerifier: deps.socialVerifier ?? socialVerifierFromEnv(process.env),
    firebaseVerifier: deps.firebaseVerifier ?? null,
    trustProxy: deps.trustProxy ?? trustProxyFromEnv(process.env),
    reference: deps.reference ?? new ReferenceCache(),
    chat: deps.chat ?? new ChatHub(),
  };
}

/** The v1 API routes, mounted under /api/v1. */
export function apiRoutes() {
  const api = new Hono<AppEnv>();
  api.route('/', configAndLocationRoutes());
  api.route('/', moduleRoutes());
  api.route('/', guestRoutes());
  api.route('/', contentRoutes());
  api.route('/', catalogueRoutes());
  api.route('/', v1CatalogueRoutes());
  api.route('/', v1MoreRoutes());
  api.route('/', cartRoutes());
  api.route('/', couponRoutes());
  api.route('/', orderRoutes());
  api.route('/', parcelRoutes());
  api.route('/', prescriptionRoutes());
  api.route('/', reviewRoutes());
  api.route('/', orderAmountRoutes());
  api.route('/', mostTipsRoutes());
  api.route('/', authRoutes());
  api.route('/', customerRoutes());
  api.route('/', profileRoutes());
  api.route('/', v1ContentRoutes());
  api.route('/', interestRoutes());
  api.route('/', wishlistRoutes());
  api.route('/', addressRoutes());
  api.route('/', rentalRoutes());
  api.route('/', walletRoutes());
  api.route('/', loyaltyRoutes());
  api.route('/', registrationRoutes());
  api.route('/', messageRoutes());
  return api;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Every failure becomes the error body; unexpected ones are logged here, never sent. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) return c.json({ errors: error.errors }, error.status);
  const logError = c.get('deps')?.logError ?? ((message: string) => console.error(message));
  if (isConnectionError(error)) {
    logError(`Database unavailable for ${c.req.method} ${c.req.path}: ${describeError(error)}`);
    return c.json(errorBody('database', MESSAGES.database), 503);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) {
      c.header('Connection', 'close');
      return c.json(errorBody('body', MESSAGES.tooLarge), 413);
    }
    if (status < 500) return c.json(errorBody('request', error.message || 'Bad request'), status);
  }
  logError(`Unexpected error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
  return c.json(errorBody('internal', MESSAGES.internal), 500);
}

export function createApp(deps: AppDeps) {
  const resolved = resolveDeps(deps);
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', resolved);
    c.set('locale', parseLocale(c.req.header('X-localization')));
    c.set('module', null);
    c.set('zoneIds', []);
    await next();
  });
  const imgSources = resolved.mapTiles ? [tileImageSource(resolved.mapTiles.url)] : [];
  app.use('*', securityHeaders({ maps: resolved.mapsApiKey !== null, imgSources }));
  app.use('/api/*', corsFor(resolved.corsOrigins));
  app.use(
    '/api/*',
    backpressure(
      deps.maxInFlight !== undefined
        ? deps.maxInFlight
        : deps.database.kind === 'pglite'
          ? DEFAULT_MAX_IN_FLIGHT
          : null,
    ),
  );
  app.use('/storage/*', corsFor(resolved.corsOrigins));
  app.use('*', bodyLimitFor(resolved.maxBodyBytes));
  app.use('*', compressWhenAsked());
  app.use('/api/*', refuseControlCharacters());

  // Every API request reads the reference data through one snapshot (no SQL when warm).
  app.use('/api/v1/*', unsetIdsNotFound());
  app.use(
    '/api/v1/*',
    referenceData({ firstPart: FIRST_PART_ROUTES.map((path) => `/api/v1${path}`) }),
  );
  app.route('/api/v1', apiRoutes());
  app.all('/api/*', (c) => c.json(errorBody('not_found', MESSAGES.notFound), 404));
  app.all('/api', (c) => c.json(errorBody('not_found', MESSAGES.notFound), 404));

  app.route('/', demoOutboxRoutes());
  // The payment gateway's hosted pages and the merchant callback (payments/routes.ts).
  app.use('/payment/*', referenceData());
  app.use('/payment-mobile', referenceData());
  app.route('/', paymentRoutes());
  app.use('/storage/*', storageImages(resolved.images));
  if (resolved.webDist)
    app.use(
      '*',
      webApp(resolved.webDist, {
        maps: resolved.mapsApiKey !== null,
        stately: resolved.demo,
        imgSources,
      }),
    );

  app.notFound((c) =>
    isApiPath(c.req.path) || c.req.path.startsWith('/storage/')
      ? c.json(errorBody('not_found', MESSAGES.notFound), 404)
      : c.text('Not found', 404),
  );
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
