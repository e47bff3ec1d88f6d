/**
 * Content and customer settings v1 clients call (issue 16; reference §1.1, §1.3):
 *
 * - `testimonial`: the active customer testimonials of the landing page, in the request's
 *   language: `[{id, name, designation, review, reviewer_image, company_image, status,
 *   reviewer_image_full_url, company_image_full_url, created_at}]`.
 * - `customer/automated-message`: the one-tap chat messages, a page (`limit` default 25,
 *   `offset` the page) in the v1 envelope `{total_size, limit, offset, data:[{id, message}]}`.
 * - `customer/cm-firebase-token`: the signed-in customer's push token (`cm_firebase_token`,
 *   at most 512 characters), stored on the customer's own row. `PUT`, or `POST` with
 *   `_method=put` as the incumbent web client sends it (another `_method` → 405). A valid
 *   token is needed (401 `auth-001`).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { asc, eq } from 'drizzle-orm';
import { pageQuery } from '@storefront/core/schemas/catalogue';
import { automatedMessages, testimonials, users } from '../db/schema.js';
import { pageOfRows } from '../db/paging.js';
import { type AppContext, type AppEnv, getDb, storageUrl, translated } from '../http/env.js';
import { fail } from '../http/errors.js';
import { readBody, validate } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { v1CustomerContentRoutes } from './v1-customer-content.js';

export const AUTOMATED_MESSAGE_PAGE = 25;

const firebaseTokenBody = v.object(
  {
    cm_firebase_token: v.pipe(
      v.string('The cm firebase token field is required.'),
      v.trim(),
      v.nonEmpty('The cm firebase token field is required.'),
      v.maxLength(512, 'The cm firebase token may not be greater than 512 characters.'),
    ),
    _method: v.optional(v.nullable(v.string('The method must be a string.'))),
  },
  'The request body must be a JSON object.',
);

export function v1ContentRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/testimonial', async (c) => {
    const locale = c.get('locale');
    const rows = await getDb(c)
      .select()
      .from(testimonials)
      .where(eq(testimonials.status, true))
      .orderBy(asc(testimonials.id));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: translated(row.translations, locale, 'name', row.name),
        designation: translated(row.translations, locale, 'designation', row.designation),
        review: translated(row.translations, locale, 'review', row.review),
        reviewer_image: row.reviewerImage,
        company_image: row.companyImage,
        status: 1,
        reviewer_image_full_url: storageUrl(c, row.reviewerImage),
        company_image_full_url: storageUrl(c, row.companyImage),
        created_at: row.createdAt.toISOString(),
      })),
    );
  });

  app.get('/customer/automated-message', async (c) => {
    const query = validate(
      pageQuery,
      {
        limit: c.req.query('limit') ?? String(AUTOMATED_MESSAGE_PAGE),
        offset: c.req.query('offset'),
      },
      'query',
    );
    const locale = c.get('locale');
    const db = getDb(c);
    const active = eq(automatedMessages.status, true);
    const { total, rows } = await pageOfRows(
      db,
      automatedMessages,
      active,
      [asc(automatedMessages.id)],
      query,
    );
    return c.json({
      total_size: total,
      limit: query.limit,
      offset: query.offset,
      data: rows.map((row) => ({
        id: row.id,
        message: translated(row.translations, locale, 'message', row.message),
      })),
    });
  });

  const saveFirebaseToken = async (c: AppContext, form: boolean) => {
    const { userId } = await requireCustomer(c);
    const body = validate(firebaseTokenBody, await readBody(c));
    if (form && (body._method ?? '').trim().toLowerCase() !== 'put') {
      fail(405, '_method', 'Send the token with PUT, or with POST and _method=put.');
    }
    await getDb(c)
      .update(users)
      .set({
        cmFirebaseToken: body.cm_firebase_token,
        updatedAt: new Date(c.get('deps').clock.now()),
      })
      .where(eq(users.id, userId));
    return c.json({ message: 'Successfully updated!' });
  };
  app.put('/customer/cm-firebase-token', (c) => saveFirebaseToken(c, false));
  app.post('/customer/cm-firebase-token', (c) => saveFirebaseToken(c, true));

  // Reels, saved files, parcel blocks, offline payment, review reminders (issue 16).
  app.route('/', v1CustomerContentRoutes());

  return app;
}
