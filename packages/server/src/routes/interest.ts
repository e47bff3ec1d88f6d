/**
 * `POST customer/update-interest` (reference §1.3, `interest[]`): the signed-in customer's
 * category interests, picked on /interest after sign-up. The list replaces the stored one (the
 * web page sends the interests of the other modules along). `interest` holds 1 to 100 distinct
 * ids of existing, active categories (JSON `{"interest":[1,2]}`, or a form's `interest[]`);
 * anything else is refused with 403 `interest` before the database is written. The owner is the
 * token's customer (401 `auth-001` otherwise); the ids are checked and saved in one transaction.
 */
import { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { INTEREST_MESSAGES, interestListSchema } from '@storefront/core/schemas/interest';
import { categories, users } from '../db/schema.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { readBody } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';

/** The ids, or 403 `interest` with the first problem (an item's problem included). */
function parseInterest(input: unknown): number[] {
  if (input === undefined) fail(403, 'interest', INTEREST_MESSAGES.required);
  const result = v.safeParse(interestListSchema, input, { abortPipeEarly: true });
  if (!result.success)
    fail(403, 'interest', result.issues[0]?.message ?? INTEREST_MESSAGES.invalid);
  return result.output;
}

/**
 * The `interest` list of a JSON body (`interest`, or `interest[]` as some clients name it) or of
 * a form (`interest[]` repeated, or one `interest` value). Missing stays undefined (→ required).
 */
async function interestInput(c: AppContext): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      fail(400, 'body', 'The request body is not a valid form.');
    }
    const raw = form['interest[]'] ?? form.interest;
    if (raw === undefined) return undefined;
    return Array.isArray(raw) ? raw : [raw];
  }
  const body = await readBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  return record.interest ?? record['interest[]'];
}

export function interestRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/customer/update-interest', async (c) => {
    const { userId } = await requireCustomer(c);
    const interest = parseInterest(await interestInput(c));
    const now = new Date(c.get('deps').clock.now());
    await getDb(c).transaction(async (tx) => {
      const found = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(inArray(categories.id, interest), eq(categories.status, true)));
      if (found.length !== interest.length) fail(403, 'interest', INTEREST_MESSAGES.invalid);
      await tx.update(users).set({ interest, updatedAt: now }).where(eq(users.id, userId));
    });
    return c.json({ message: INTEREST_MESSAGES.saved });
  });

  return app;
}
