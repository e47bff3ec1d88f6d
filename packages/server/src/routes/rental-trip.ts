/**
 * Trips (reference §1.4 `rental/user/trip/*`, §4.12, §6.11; issue 11), for a signed-in customer
 * (bearer token) or a guest (`guest_id`), behind the module check (`get-trip-list` is exempt
 * when no `moduleId` is sent).
 *
 * - `trip-booking` (POST): books the trip cart (rental/trips.ts); 200 with the bare trip id. The
 *   `Idempotency-Key` header names one attempt (optional: without it a key is derived from the
 *   owner and the request for 5 minutes, as order placement).
 * - `get-trip-list/{all}`: `running`, `completed`, anything else every trip; newest first,
 *   `{total_size, limit, offset, trips}`.
 * - `get-trip-details?trip_id=`: the owner's trip; each of its details says whether its vehicle
 *   was reviewed on this trip (`is_reviewed`, read in the details' statement). Tracking: the v1 API has no trip tracking
 *   path, so, as `order/track` does for guests, the trip's pickup contact number
 *   (`contact_number`, compared with a leading `+`) shows the trip to whoever knows both.
 * - `payment` (POST, issue 12): cash at pickup, wallet, partial payment or a digital payment
 *   through the hosted page (rental/trip-payment.ts: `{message}`, and `redirect_link` for a
 *   digital payment); the v1 API answers its payment errors as `{message}`, so a refusal's body
 *   carries `message` beside the errors. A trip waiting for its digital payment fails when its
 *   time passes (`payment_failed`, its units free), on read and by the sweep.
 * - `cancel-trip` (PUT): only the owner, only while pending or confirmed, with a reason; the
 *   units are free again at once (a canceled trip holds none) and what was paid goes back to the
 *   customer's wallet.
 *
 * Another owner's trip answers 404 `trip_id`, never its data. Demo mode moves trips along on
 * read (rental/progress.ts).
 */
import { Hono } from 'hono';
import { and, desc, eq, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import {
  canCancelTrip,
  tripListOf,
  tripListStatuses,
  UNIT_HOLDING_TRIP_STATUSES,
} from '@storefront/core/domain/rental-trip';
import { idempotencyKeyIssue } from '@storefront/core/schemas/ordering';
import {
  cancelTripRequest,
  tripBookingRequest,
  tripDetailsQuery,
  tripListPath,
  tripListQuery,
  tripPaymentRequest,
} from '@storefront/core/schemas/rental-user';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { trips } from '../db/schema.js';
import { pageOfRows } from '../db/paging.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate, validateQuery } from '../http/validate.js';
import { ownedBy, resolveOwner, type Owner } from '../ordering/owner.js';
import { orderingScope, type OrderingScope } from '../ordering/scope.js';
import { normalizeContact } from './orders.js';
import { bookTrip, detailsOf, formatTrip, type TripRowDb } from '../rental/trips.js';
import { progressStepMs, progressTrip, progressTrips } from '../rental/progress.js';
import { cancelTrip, expireDueTrips, payTrip, TripPaymentRefusal } from '../rental/trip-payment.js';
import { paymentEnv } from '../payments/registry.js';

export interface TripRouteOptions {
  /** Demo progress step in ms (default: `ORDER_PROGRESS_SECONDS`, else 20 s; 0: off). */
  progressStepMs?: number;
}

function tripNotFound(scope: OrderingScope): never {
  fail(404, 'trip_id', scope.t('rental.trip.error.notFound'));
}

export function rentalTripRoutes(options: TripRouteOptions = {}) {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();
  const stepMs = options.progressStepMs ?? progressStepMs(process.env.ORDER_PROGRESS_SECONDS);
  const step = (c: AppContext) => (c.get('deps').demo ? stepMs : 0);
  const now = (c: AppContext) => c.get('deps').clock.now();

  /** The owner's trip (moved along in demo mode), or 404. */
  async function ownedTrip(c: AppContext, owner: Owner, tripId: number): Promise<TripRowDb> {
    const db = getDb(c);
    const [row] = await db
      .select()
      .from(trips)
      .where(and(eq(trips.id, tripId), ownedBy(trips, owner)))
      .limit(1);
    if (!row) tripNotFound(orderingScope(c));
    return current(c, row);
  }

  /** A trip as it stands now: failed when its payment time passed, moved in demo mode. */
  async function current(c: AppContext, row: TripRowDb): Promise<TripRowDb> {
    const db = getDb(c);
    const [settled] = await expireDueTrips(db, [row], now(c));
    return step(c) > 0 ? progressTrip(db, settled!, now(c), step(c)) : settled!;
  }

  app.post('/rental/user/trip/trip-booking', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(tripBookingRequest, raw);
    const keyIssue = idempotencyKeyIssue(c.req.header('Idempotency-Key'));
    if (keyIssue) fail(403, 'idempotency_key', keyIssue);
    const owner = await resolveOwner(c, raw);
    const answer = await bookTrip(c, {
      body,
      raw,
      owner,
      idempotencyKey: c.req.header('Idempotency-Key') ?? null,
    });
    return c.json(answer.body as number, answer.status as ContentfulStatusCode);
  });

  app.get('/rental/user/trip/get-trip-list/:all', moduleChecked, async (c) => {
    const { all } = validate(tripListPath, { all: c.req.param('all') }, 'all');
    const query = validateQuery(c, tripListQuery);
    const owner = await resolveOwner(c);
    const scope = orderingScope(c);
    const db = scope.db;
    // Move the owner's running trips first, so that each lands in the right list.
    if (step(c) > 0) {
      const running = await db
        .select()
        .from(trips)
        .where(
          and(ownedBy(trips, owner), inArray(trips.tripStatus, [...UNIT_HOLDING_TRIP_STATUSES])),
        );
      await progressTrips(db, await expireDueTrips(db, running, now(c)), now(c), step(c));
    } else {
      const due = await db
        .select()
        .from(trips)
        .where(
          and(
            ownedBy(trips, owner),
            isNotNull(trips.paymentExpiresAt),
            lte(trips.paymentExpiresAt, new Date(now(c))),
          ),
        );
      await expireDueTrips(db, due, now(c));
    }
    const statuses = tripListStatuses(tripListOf(all));
    const module = c.get('module');
    const where: SQL | undefined = and(
      ownedBy(trips, owner),
      statuses ? inArray(trips.tripStatus, [...statuses]) : undefined,
      module ? eq(trips.moduleId, module.id) : undefined,
    );
    const page = await pageOfRows(db, trips, where, [desc(trips.createdAt), desc(trips.id)], query);
    const details = await detailsOf(
      db,
      page.rows.map((r) => r.id),
    );
    return c.json({
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      trips: page.rows.map((row) => formatTrip(scope, row, details.get(row.id) ?? [])),
    });
  });

  app.get('/rental/user/trip/get-trip-details', moduleChecked, async (c) => {
    const query = validateQuery(c, tripDetailsQuery);
    const owner = await resolveOwner(c);
    const scope = orderingScope(c);
    const [row] = await scope.db.select().from(trips).where(eq(trips.id, query.trip_id)).limit(1);
    const owned =
      row !== undefined &&
      (owner.kind === 'customer' ? row.userId === owner.userId : row.guestId === owner.guestId);
    const stored = row?.userInfo?.contact_person_number;
    const sent = normalizeContact(query.contact_number);
    const contactMatches =
      row !== undefined &&
      sent !== '' &&
      sent === normalizeContact(typeof stored === 'string' ? stored : null);
    if (!row || !(owned || contactMatches)) tripNotFound(scope);
    const moved = await current(c, row);
    const details = await detailsOf(scope.db, [moved.id]);
    return c.json(formatTrip(scope, moved, details.get(moved.id) ?? []));
  });

  app.post('/rental/user/trip/payment', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(tripPaymentRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const trip = await ownedTrip(c, owner, body.trip_id);
    try {
      return c.json(await payTrip(scope, paymentEnv(c), trip, body));
    } catch (error) {
      if (!(error instanceof TripPaymentRefusal)) throw error;
      const [first] = error.errors;
      return c.json({ errors: error.errors, message: first?.message ?? '' }, error.status);
    }
  });

  app.put('/rental/user/trip/cancel-trip', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(cancelTripRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const trip = await ownedTrip(c, owner, body.trip_id);
    const refused = () => fail(403, 'trip', scope.t('rental.trip.error.cancelStatus'));
    if (!canCancelTrip(trip.tripStatus)) refused();
    const canceled = await cancelTrip(getDb(c), trip, {
      reason: body.reason ?? '',
      nowMs: scope.nowMs,
    });
    if (!canceled) refused();
    return c.json({ message: scope.t('rental.trip.canceled') });
  });

  return app;
}
