/**
 * Account deletion (`customer/remove-account`, issue 12): what is erased, in the caller's
 * transaction. The `users` row stays, because orders, trips, wallet and loyalty ledgers and payments
 * point to it (their foreign keys would delete the orders with it): every personal field is set
 * to null, `status` off and `deleted_at` set, so no sign-in finds it again and no token of it
 * counts (`customerOfToken` reads `status`).
 *
 * - Erased: name, e-mail, phone, photo (the `profile_images` row too), password, social id, push
 *   token, referral code, interests; saved addresses, wishlists (items, stores, vehicles,
 *   providers), carts (and the rental cart with its trip data), saved prescription files, reel
 *   likes, dismissed review reminders, the chat conversations (their messages and images) and
 *   stream tickets, the stored answers of idempotent writes, the codes and
 *   outbox messages addressed to the e-mail or phone.
 * - Revoked: every token.
 * - Anonymised, kept for the stores and providers: the orders (the contact and address JSON keep
 *   their keys with null values, the address type stays; notes and instructions and the parcel
 *   receiver go; the prescriptions uploaded with them go) and the trips (contact, pickup and
 *   destination, note); the customer's name on item and vehicle reviews becomes 'Customer'.
 * - Kept as they are: the wallet and loyalty ledgers and payments (amounts, no personal data).
 */
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import {
  authTokens,
  carts,
  chatStreamTickets,
  conversations,
  customerAddresses,
  idempotencyKeys,
  orderAttachments,
  orders,
  otpRecords,
  outbox,
  profileImages,
  reelLikes,
  rentalCartUserData,
  rentalCarts,
  rentalWishlists,
  reviewReminderCancels,
  reviews,
  savedFiles,
  trips,
  users,
  vehicleReviews,
  wishlists,
} from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { bumpReference, type ReferenceChange } from '../cache/reference.js';
import { profileOtpKeyPrefix, profileProofKeyPrefix } from './otp.js';

/** The name left on the reviews of a deleted account. */
export const DELETED_REVIEWER = 'Customer';

/** The keys of an order's `delivery_address` that identify a person or a place. */
const ADDRESS_KEYS = [
  'contact_person_name',
  'contact_person_number',
  'contact_person_email',
  'address',
  'latitude',
  'longitude',
  'road',
  'house',
  'floor',
] as const;

/** `delivery_address` with the personal keys set to null (other keys, the type, kept). */
const anonymisedAddress = sql`case when ${orders.deliveryAddress} is null then null else ${
  orders.deliveryAddress
} || jsonb_build_object(${sql.raw(ADDRESS_KEYS.map((k) => `'${k}', null`).join(', '))}) end`;

/**
 * Erases the customer `userId` (see the file comment), inside the caller's transaction; answers
 * the reference change to pass to the cache after the commit when the account had vehicle reviews
 * (their latest ones are rental reference data), else null.
 */
export async function eraseAccount(
  tx: Database,
  user: { id: number; phone: string | null; email: string | null },
  now: Date,
): Promise<ReferenceChange | null> {
  const userId = user.id;
  const contacts = [user.phone, user.email].filter((c): c is string => c !== null && c !== '');

  await tx
    .update(users)
    .set({
      fName: null,
      lName: null,
      phone: null,
      email: null,
      image: null,
      password: null,
      socialId: null,
      loginMedium: null,
      cmFirebaseToken: null,
      refCode: null,
      interest: [],
      moduleIds: [],
      zoneId: null,
      isPhoneVerified: false,
      isEmailVerified: false,
      status: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), sql`${authTokens.revokedAt} is null`));

  await tx.delete(profileImages).where(eq(profileImages.userId, userId));
  await tx.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
  await tx.delete(wishlists).where(eq(wishlists.userId, userId));
  await tx.delete(rentalWishlists).where(eq(rentalWishlists.userId, userId));
  await tx.delete(carts).where(eq(carts.userId, userId));
  await tx.delete(rentalCarts).where(eq(rentalCarts.userId, userId));
  await tx.delete(rentalCartUserData).where(eq(rentalCartUserData.userId, userId));
  await tx.delete(savedFiles).where(eq(savedFiles.userId, userId));
  await tx.delete(reelLikes).where(eq(reelLikes.userId, userId));
  // Chat (issue 14): the conversations, their messages and images (cascade), the stream tickets.
  await tx.delete(conversations).where(eq(conversations.userId, userId));
  await tx.delete(chatStreamTickets).where(eq(chatStreamTickets.userId, userId));
  await tx.delete(reviewReminderCancels).where(eq(reviewReminderCancels.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.owner, `user:${userId}`));

  const codes = [like(otpRecords.destination, `${profileOtpKeyPrefix(userId)}%`)];
  codes.push(like(otpRecords.destination, `${profileProofKeyPrefix(userId)}%`));
  codes.push(eq(otpRecords.destination, `user:${userId}`));
  if (contacts.length > 0) codes.push(inArray(otpRecords.destination, contacts));
  await tx.delete(otpRecords).where(or(...codes));
  if (contacts.length > 0) await tx.delete(outbox).where(inArray(outbox.destination, contacts));

  const owned = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await tx.delete(orderAttachments).where(inArray(orderAttachments.orderId, owned));
  await tx
    .update(orders)
    .set({
      deliveryAddress: anonymisedAddress,
      receiverDetails: null,
      orderNote: null,
      deliveryInstruction: null,
      updatedAt: now,
    })
    .where(eq(orders.userId, userId));
  await tx
    .update(trips)
    .set({
      pickupLocation: {},
      destinationLocation: null,
      userInfo: null,
      tripNote: null,
      updatedAt: now,
    })
    .where(eq(trips.userId, userId));
  await tx
    .update(reviews)
    .set({ customerName: DELETED_REVIEWER })
    .where(eq(reviews.userId, userId));
  const renamed = await tx
    .update(vehicleReviews)
    .set({ customerName: DELETED_REVIEWER })
    .where(eq(vehicleReviews.userId, userId))
    .returning({ id: vehicleReviews.id });
  return renamed.length > 0 ? bumpReference(tx as Transaction, 'rental') : null;
}
