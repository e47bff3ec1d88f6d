/**
 * A vehicle review after a trip (reference §1.4 `rental/user/review/add`; issue 11): the trip's
 * owner (a customer by token, or the guest of the trip by `guest_id`) rates a vehicle of the
 * trip once the trip is completed, 1 to 5, with a comment; one review per vehicle per trip.
 *
 * Core's `tripReviewIssue` decides the refusals (403: `rating`, `trip_id` not completed,
 * `vehicle_id` not of the trip or already reviewed on it); another owner's trip is not found
 * (404 `trip_id`). The transaction inserts the review (the unique index on trip and vehicle
 * refuses a second one written meanwhile), locks the vehicle's row and writes its new average
 * and count (core's `ratingAfter`), and bumps the rental reference data (`bumpReference`), which
 * every write to vehicles does.
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ratingAfter, tripReviewIssue } from '@storefront/core/domain/rental-trip';
import { issueText } from '@storefront/core/domain/issue';
import { vehicleReviewRequest } from '@storefront/core/schemas/rental-user';
import { progressStepMs } from '../ordering/progress.js';
import { tripDetails, trips, users, vehicleReviews, vehicles } from '../db/schema.js';
import { type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate } from '../http/validate.js';
import { bumpReference } from '../cache/reference.js';
import { ownedBy, resolveOwner } from '../ordering/owner.js';
import { orderingScope } from '../ordering/scope.js';
import { progressTrip } from '../rental/progress.js';

export function rentalReviewRoutes(options: { progressStepMs?: number } = {}) {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();
  const stepMs = options.progressStepMs ?? progressStepMs(process.env.ORDER_PROGRESS_SECONDS);

  app.post('/rental/user/review/add', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(vehicleReviewRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const db = getDb(c);
    const [[found], lines, reviewed, [user]] = await Promise.all([
      db
        .select()
        .from(trips)
        .where(and(eq(trips.id, body.trip_id), ownedBy(trips, owner)))
        .limit(1),
      db
        .select({ vehicleId: tripDetails.vehicleId })
        .from(tripDetails)
        .where(eq(tripDetails.tripId, body.trip_id)),
      db
        .select({ vehicleId: vehicleReviews.vehicleId })
        .from(vehicleReviews)
        .where(eq(vehicleReviews.tripId, body.trip_id)),
      owner.kind === 'customer'
        ? db
            .select({ fName: users.fName, lName: users.lName })
            .from(users)
            .where(eq(users.id, owner.userId))
            .limit(1)
        : Promise.resolve([]),
    ]);
    if (!found) fail(404, 'trip_id', scope.t('rental.trip.error.notFound'));
    const step = c.get('deps').demo ? stepMs : 0;
    const trip = step > 0 ? await progressTrip(db, found, scope.nowMs, step) : found;
    const issue = tripReviewIssue({
      tripStatus: trip.tripStatus,
      tripVehicleIds: lines.flatMap((l) => (l.vehicleId === null ? [] : [l.vehicleId])),
      reviewedVehicleIds: reviewed.map((r) => r.vehicleId),
      vehicleId: body.vehicle_id,
      rating: body.rating,
    });
    if (issue) fail(403, issue.code, issueText(issue, scope.t, scope.money));
    const contactName = (trip.userInfo?.contact_person_name as string | undefined) ?? '';
    const customerName =
      [user?.fName, user?.lName].filter(Boolean).join(' ') || contactName || 'Customer';
    const change = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(vehicleReviews)
        .values({
          vehicleId: body.vehicle_id,
          tripId: trip.id,
          userId: owner.kind === 'customer' ? owner.userId : null,
          customerName,
          rating: body.rating,
          comment: body.comment ?? '',
          createdAt: new Date(scope.nowMs),
        })
        .onConflictDoNothing()
        .returning({ id: vehicleReviews.id });
      if (inserted.length === 0) {
        fail(403, 'vehicle_id', scope.t('rental.review.error.already'));
      }
      const [current] = await tx
        .select({ avgRating: vehicles.avgRating, totalReviews: vehicles.totalReviews })
        .from(vehicles)
        .where(eq(vehicles.id, body.vehicle_id))
        .for('no key update');
      const next = ratingAfter(current ?? { avgRating: 0, totalReviews: 0 }, body.rating);
      await tx
        .update(vehicles)
        .set({ avgRating: next.avgRating, totalReviews: next.totalReviews })
        .where(eq(vehicles.id, body.vehicle_id));
      return bumpReference(tx, 'rental');
    });
    c.get('deps').reference.invalidate(change);
    return c.json({ message: scope.t('rental.review.submitted') });
  });

  return app;
}
