/**
 * The signed-in customer's profile and account (reference §4.10; storefront §3, §4, §8; issue 12):
 *
 * - `POST customer/update-profile` (multipart, or JSON without a photo): `name` (or `f_name` and
 *   `l_name`), `email`, `phone`, `image`, `password`, `button_type`, and to confirm a change
 *   `otp`, `verification_on`, `verification_medium`, `session_info`; a field left out is kept.
 *   - A new e-mail or phone is confirmed with a code sent to it (profile/otp.ts): the call that
 *     changes it answers 200 `{verification_on, verification_medium, otp_send: true, message}` and
 *     changes nothing; the same call with the code applies the update (with a new e-mail and a new
 *     phone, the second code is sent once the first is confirmed). The confirmed value is then
 *     verified. Phone codes go through Firebase when `firebase_otp_verification` is 1 (the client
 *     sends them; `verification_medium` 'firebase', `session_info` checked by the verifier).
 *   - Refusals (403, `code` = the field): the body's fields (core's `profileUpdateBodySchema`); a
 *     verified phone is 'Not Changeable'; an e-mail or phone another account has ('The email has
 *     already been taken.', 'The phone has already been taken.'); a password while password
 *     sign-in is off (`manual_login_status` 0), or a weak one; the photo not a JPEG, PNG or GIF
 *     by its bytes (a PDF named .jpg included), empty, or over 2 MB. A wrong code is 404 `otp`
 *     'OTP does not match' (expired: 'OTP has expired. …'); the 5th wrong code blocks that change
 *     for 10 minutes (405, as sign-in).
 *   - Success: `{message: 'Updated successfully.'}`; a new password revokes the customer's other
 *     tokens (other devices), this one stays.
 * - `DELETE customer/remove-account`: 203 `{errors:[{code:'on-going',…}]}` while an order
 *   (pending, accepted, confirmed, processing, handover, picked_up) or a trip is ongoing; else the
 *   account is erased in one transaction (profile/erase.ts) and the answer is 200 `[]`.
 * - `GET customer/profile-image/{id}?signature=`: the photo, for the signed link `customer/info`
 *   gives its owner (profile/image.ts); anything else 404.
 *
 * Messages come in the request's language (the `profile` catalog).
 */
import { Hono } from 'hono';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { translator, type Translate } from '@storefront/core/i18n/index';
import {
  ONGOING_ERROR_CODE,
  ONGOING_ORDER_STATUSES,
  ONGOING_TRIP_STATUSES,
  type VerificationOn,
} from '@storefront/core/domain/profile';
import { profileUpdateBodySchema } from '@storefront/core/schemas/profile';
import { authTokens, orders, trips, users, vehicleReviews } from '../db/schema.js';
import { bumpReference } from '../cache/reference.js';
import type { Database } from '../db/client.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { ApiError, fail } from '../http/errors.js';
import { readBody, validate } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { splitName, userByEmail, userByPhone } from '../auth/accounts.js';
import { hashPassword, passwordProblem } from '../auth/password.js';
import { hashToken } from '../ordering/owner.js';
import { progressOrders, progressStepMs } from '../ordering/progress.js';
import { progressTrips } from '../rental/progress.js';
import { eraseAccount } from '../profile/erase.js';
import {
  checkPhoto,
  profileImageId,
  replacePhoto,
  storedPhoto,
  validSignature,
  type CheckedPhoto,
} from '../profile/image.js';
import {
  checkChangeCode,
  confirmedChanges,
  recordChangeProof,
  sendChangeCode,
  useChangeProofs,
} from '../profile/otp.js';

export interface ProfileRouteOptions {
  /** Demo progress step in ms (default: `ORDER_PROGRESS_SECONDS`, else 20 s; 0: off). */
  progressStepMs?: number;
}

type UserRow = typeof users.$inferSelect;

const IMAGE_NOT_FOUND = 'Image not found.';

interface Change {
  kind: VerificationOn;
  value: string;
}

/** The request's form or JSON body, and its photo file (or null). */
async function readProfileRequest(
  c: AppContext,
  t: Translate,
): Promise<{ raw: unknown; file: File | null }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch {
      fail(400, 'body', t('profile.error.badForm'));
    }
    const { image, ...fields } = form;
    if (image === undefined || image === '') return { raw: fields, file: null };
    if (typeof image === 'string') fail(403, 'image', t('profile.error.imageNotFile'));
    // An empty file input sends a nameless empty file: no photo.
    if (image.size === 0 && image.name === '') return { raw: fields, file: null };
    return { raw: fields, file: image };
  }
  const raw = await readBody(c);
  const image = (raw as { image?: unknown } | null)?.image;
  if (image !== undefined && image !== null && image !== '') {
    fail(403, 'image', t('profile.error.imageNotFile'));
  }
  return { raw, file: null };
}

async function checkedPhoto(file: File | null, t: Translate): Promise<CheckedPhoto | null> {
  if (!file) return null;
  const checked = checkPhoto(Buffer.from(await file.arrayBuffer()));
  if ('refused' in checked) fail(403, 'image', t(`profile.photo.${checked.refused}`));
  return checked;
}

/** Another account with this e-mail or phone: 403. */
async function refuseTaken(db: Database, t: Translate, user: UserRow, changes: readonly Change[]) {
  for (const { kind, value } of changes) {
    const other = kind === 'email' ? await userByEmail(db, value) : await userByPhone(db, value);
    if (other && other.id !== user.id) {
      fail(
        403,
        kind,
        t(kind === 'email' ? 'profile.error.emailTaken' : 'profile.error.phoneTaken'),
      );
    }
  }
}

export function profileRoutes(options: ProfileRouteOptions = {}) {
  const app = new Hono<AppEnv>();
  const stepMs = options.progressStepMs ?? progressStepMs(process.env.ORDER_PROGRESS_SECONDS);
  const step = (c: AppContext) => (c.get('deps').demo ? stepMs : 0);

  app.post('/customer/update-profile', async (c) => {
    const { userId, token } = await requireCustomer(c);
    const t = translator(c.get('locale'));
    const { raw, file } = await readProfileRequest(c, t);
    const body = validate(profileUpdateBodySchema, raw);
    const photo = await checkedPhoto(file, t);
    const db = getDb(c);
    const now = new Date(c.get('deps').clock.now());
    const settings = c.get('ref').settings;

    if (body.password !== undefined) {
      if (settings.centralize_login.manual_login_status !== 1) {
        fail(403, 'password', t('profile.error.passwordNotAllowed'));
      }
      const problem = passwordProblem(body.password);
      if (problem) fail(403, 'password', problem);
    }
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) fail(401, 'auth-001', 'Unauthenticated.');

    const email = body.email ?? user.email;
    const phone = body.phone ?? user.phone;
    const changes: Change[] = [];
    if (email !== null && email !== user.email) changes.push({ kind: 'email', value: email });
    if (phone !== null && phone !== user.phone) {
      if (user.isPhoneVerified) fail(403, 'phone', t('profile.error.phoneNotChangeable'));
      changes.push({ kind: 'phone', value: phone });
    }
    await refuseTaken(db, t, user, changes);

    // The changes still to confirm: those without a proof, less the one this code confirms.
    const confirmed = await confirmedChanges(db, userId, changes, now);
    if (body.otp !== undefined) {
      const waiting = changes.filter((ch) => !confirmed.has(ch.kind));
      // `verification_on` names the change the code confirms; without it, the one `button_type`
      // names if it still waits, else the first waiting (a client that sends the code at once).
      const change = body.verification_on
        ? waiting.find((ch) => ch.kind === body.verification_on)
        : (waiting.find((ch) => ch.kind === body.button_type) ?? waiting[0]);
      if (!change) fail(403, 'verification_on', t('profile.error.nothingToVerify'));
      await confirmChange(c, { userId, change, code: body.otp, now, body, t });
      confirmed.add(change.kind);
      if (changes.some((ch) => !confirmed.has(ch.kind))) {
        await recordChangeProof(db, { userId, ...change, now });
      }
    }
    const waiting = changes.filter((ch) => !confirmed.has(ch.kind));
    if (waiting.length > 0) {
      const next = waiting.find((ch) => ch.kind === body.button_type) ?? waiting[0]!;
      const firebase = next.kind === 'phone' && settings.firebase_otp_verification === 1;
      await sendChangeCode(db, {
        userId,
        ...next,
        now,
        business: settings.business_name,
        deliver: !firebase,
      });
      return c.json({
        verification_on: next.kind,
        verification_medium: firebase ? 'firebase' : next.kind === 'email' ? 'email' : 'SMS',
        otp_send: true,
        message: t(next.kind === 'email' ? 'profile.otp.sentEmail' : 'profile.otp.sentPhone', {
          destination: next.value,
        }),
      });
    }

    const password = body.password !== undefined ? await hashPassword(body.password) : null;
    const change = await db.transaction(async (tx) => {
      const image = photo ? await replacePhoto(tx, userId, photo, now) : undefined;
      try {
        await tx
          .update(users)
          .set({
            ...(body.name !== undefined ? splitName(body.name) : {}),
            email,
            phone,
            ...(changes.some((ch) => ch.kind === 'email') ? { isEmailVerified: true } : {}),
            ...(changes.some((ch) => ch.kind === 'phone') ? { isPhoneVerified: true } : {}),
            ...(image !== undefined ? { image } : {}),
            ...(password !== null ? { password } : {}),
            updatedAt: now,
          })
          .where(eq(users.id, userId));
      } catch (error) {
        // Another account took the e-mail or phone meanwhile (the unique index).
        const text = String(
          (error as { detail?: string; message?: string }).detail ?? (error as Error).message,
        );
        if (text.includes('email')) fail(403, 'email', t('profile.error.emailTaken'));
        if (text.includes('phone')) fail(403, 'phone', t('profile.error.phoneTaken'));
        throw error;
      }
      await useChangeProofs(tx, userId, changes);
      // A reviewer's new name or photo shows on the vehicle reviews kept as reference data.
      const shown = body.name !== undefined || image !== undefined;
      const [reviewed] = shown
        ? await tx
            .select({ id: vehicleReviews.id })
            .from(vehicleReviews)
            .where(eq(vehicleReviews.userId, userId))
            .limit(1)
        : [];
      if (password !== null) {
        await tx
          .update(authTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(authTokens.userId, userId),
              ne(authTokens.tokenHash, hashToken(token)),
              isNull(authTokens.revokedAt),
            ),
          );
      }
      return reviewed ? bumpReference(tx, 'rental') : null;
    });
    if (change) c.get('deps').reference.invalidate(change);
    return c.json({ message: t('profile.updated') });
  });

  /** Checks the code (or Firebase's) confirming `change`; a wrong one answers 404 `otp`. */
  async function confirmChange(
    c: AppContext,
    input: {
      userId: number;
      change: Change;
      code: string;
      now: Date;
      body: { verification_medium?: string; session_info?: string };
      t: Translate;
    },
  ) {
    const { change, t } = input;
    const settings = c.get('ref').settings;
    if (change.kind === 'phone' && settings.firebase_otp_verification === 1) {
      const verifier = c.get('deps').firebaseVerifier;
      if (!verifier || !input.body.session_info) {
        fail(403, 'session_info', 'The session info field is required.');
      }
      const result = await verifier.verify({
        sessionInfo: input.body.session_info,
        phone: change.value,
        code: input.code,
      });
      if (result !== true) {
        fail(
          403,
          'firebase',
          typeof result === 'object' ? result.error : t('profile.error.otpMismatch'),
        );
      }
      return;
    }
    const check = await checkChangeCode(getDb(c), {
      userId: input.userId,
      kind: change.kind,
      value: change.value,
      code: input.code,
      now: input.now,
    });
    if (check !== 'ok') {
      fail(
        404,
        'otp',
        t(check === 'expired' ? 'profile.error.otpExpired' : 'profile.error.otpMismatch'),
      );
    }
  }

  app.delete('/customer/remove-account', async (c) => {
    const { userId } = await requireCustomer(c);
    const t = translator(c.get('locale'));
    const db = getDb(c);
    const nowMs = c.get('deps').clock.now();
    const now = new Date(nowMs);
    const ongoing = () =>
      new ApiError(203, [{ code: ONGOING_ERROR_CODE, message: t('profile.delete.ongoing') }]);

    // Read first: the running orders and trips, moved along in demo mode.
    const [runningOrders, runningTrips, [user]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(
          and(eq(orders.userId, userId), inArray(orders.orderStatus, [...ONGOING_ORDER_STATUSES])),
        ),
      db
        .select()
        .from(trips)
        .where(
          and(eq(trips.userId, userId), inArray(trips.tripStatus, [...ONGOING_TRIP_STATUSES])),
        ),
      db
        .select({ id: users.id, phone: users.phone, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1),
    ]);
    if (!user) fail(401, 'auth-001', 'Unauthenticated.');
    const movedOrders =
      step(c) > 0 ? await progressOrders(db, runningOrders, nowMs, step(c)) : runningOrders;
    const movedTrips =
      step(c) > 0 ? await progressTrips(db, runningTrips, nowMs, step(c)) : runningTrips;
    if (
      movedOrders.some((o) =>
        (ONGOING_ORDER_STATUSES as readonly string[]).includes(o.orderStatus),
      ) ||
      movedTrips.some((tr) => (ONGOING_TRIP_STATUSES as readonly string[]).includes(tr.tripStatus))
    ) {
      throw ongoing();
    }

    const change = await db.transaction(async (tx) => {
      // The customer's row is locked; an order placed since the read above still refuses.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.userId, userId), inArray(orders.orderStatus, [...ONGOING_ORDER_STATUSES])),
        )
        .limit(1);
      const [trip] = await tx
        .select({ id: trips.id })
        .from(trips)
        .where(and(eq(trips.userId, userId), inArray(trips.tripStatus, [...ONGOING_TRIP_STATUSES])))
        .limit(1);
      if (order || trip) throw ongoing();
      return eraseAccount(tx, user, now);
    });
    if (change) c.get('deps').reference.invalidate(change);
    return c.json([]);
  });

  app.get('/customer/profile-image/:id', async (c) => {
    const id = c.req.param('id');
    const signature = c.req.query('signature') ?? '';
    if (!/^\d{1,9}$/.test(id)) fail(404, 'image', IMAGE_NOT_FOUND);
    const db = getDb(c);
    const row = await storedPhoto(db, Number(id));
    // Only the owner's current photo, by its link.
    if (!row || profileImageId(row.current) !== row.id) fail(404, 'image', IMAGE_NOT_FOUND);
    if (!(await validSignature(db, row.id, row.userId, signature))) {
      fail(404, 'image', IMAGE_NOT_FOUND);
    }
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'private, max-age=86400',
      'Content-Disposition': `inline; filename="profile-${row.id}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
