/**
 * v1 clients build a path with an id they do not have as `…/null` or `…/undefined` (the
 * incumbent web client's `categories/items/null`): such a path names nothing, so it answers 404
 * with the error body, as an unknown id does, rather than a validation error.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.js';
import { errorBody, MESSAGES } from './errors.js';

const UNSET_SEGMENTS = new Set(['null', 'undefined']);

export function unsetIdsNotFound() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.path.split('/').some((segment) => UNSET_SEGMENTS.has(segment))) {
      return c.json(errorBody('not_found', MESSAGES.notFound), 404);
    }
    await next();
  });
}
