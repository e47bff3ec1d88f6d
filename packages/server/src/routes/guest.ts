/**
 * `POST auth/guest/request`: a new guest identity. The id is 128 random bits (32 hex characters),
 * never a counter, stored with the client's address.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { guests } from '../db/schema.js';
import { clientAddress } from '../auth/guard.js';
import { type AppEnv, getDb } from '../http/env.js';
import { readBody, validate } from '../http/validate.js';

const guestBody = v.object({
  fcm_token: v.optional(
    v.nullable(
      v.pipe(
        v.string('The fcm token must be a string.'),
        v.maxLength(512, 'The fcm token may not be greater than 512 characters.'),
      ),
    ),
  ),
});

/** 128 random bits as 32 lowercase hex characters. */
export function newGuestId(): string {
  return randomBytes(16).toString('hex');
}

export function guestRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/auth/guest/request', async (c) => {
    const body = validate(guestBody, await readBody(c));
    const db = getDb(c);
    const id = newGuestId();
    await db.transaction(async (tx) => {
      await tx.insert(guests).values({
        id,
        ipAddress: clientAddress(c),
        fcmToken: body.fcm_token ?? null,
        createdAt: new Date(c.get('deps').clock.now()),
      });
    });
    return c.json({ message: 'Guest verified', guest_id: id });
  });

  return app;
}
