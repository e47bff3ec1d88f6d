/**
 * The catalogue of issue 3 (reference §1.3): categories, items, stores, banners and campaigns,
 * mounted under /api/v1 by `apiRoutes()`.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { categoryRoutes } from './categories.js';
import { itemRoutes } from './items.js';
import { promotionRoutes } from './promotions.js';
import { storeRoutes } from './stores.js';

export function catalogueRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/', categoryRoutes());
  app.route('/', itemRoutes());
  app.route('/', storeRoutes());
  app.route('/', promotionRoutes());
  return app;
}
