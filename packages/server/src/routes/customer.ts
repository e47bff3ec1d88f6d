/**
 * `GET customer/info` (reference §4.10): the signed-in customer's row (never the password) with
 * the computed fields (`order_count`, `member_since_days`, the new-customer discount); it records
 * the request's language as `current_language_key`. `POST customer/logout`: the v1 API has no
 * logout route (Passport tokens are dropped by the client); ours revokes the token it is called
 * with, so a copied token stops working too. Both need a valid token: 401 `auth-001` otherwise.
 */
import { Hono } from 'hono';
import { count, eq } from 'drizzle-orm';
import { orders, users } from '../db/schema.js';
import { type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireCustomer, UNAUTHENTICATED } from '../auth/guard.js';
import { revokeToken } from '../auth/tokens.js';
import { ownImageUrl } from '../profile/image.js';

const DAY_MS = 86_400_000;

export function customerRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/customer/info', async (c) => {
    const { userId } = await requireCustomer(c);
    const db = getDb(c);
    const now = c.get('deps').clock.now();
    const [user] = await db
      .update(users)
      .set({ currentLanguageKey: c.get('locale') })
      .where(eq(users.id, userId))
      .returning();
    if (!user) fail(401, UNAUTHENTICATED.code, UNAUTHENTICATED.message);
    const [counted] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    const orderCount = Number(counted?.n ?? 0);
    const settings = c.get('ref').settings;
    const validity = settings.new_customer_discount_amount_validity;
    const unit = settings.new_customer_discount_validity_type;
    return c.json({
      id: user.id,
      f_name: user.fName,
      l_name: user.lName,
      phone: user.phone,
      email: user.email,
      image: user.image,
      image_full_url: await ownImageUrl(c, db, user),
      is_phone_verified: user.isPhoneVerified ? 1 : 0,
      is_email_verified: user.isEmailVerified ? 1 : 0,
      email_verified_at: null,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
      cm_firebase_token: user.cmFirebaseToken,
      status: user.status ? 1 : 0,
      order_count: orderCount,
      login_medium: user.loginMedium,
      social_id: null,
      zone_id: user.zoneId,
      wallet_balance: user.walletBalance,
      loyalty_point: Math.trunc(user.loyaltyPoint),
      ref_code: user.refCode,
      current_language_key: user.currentLanguageKey,
      ref_by: user.refBy,
      temp_token: null,
      module_ids: user.moduleIds,
      is_from_pos: user.isFromPos ? 1 : 0,
      storage: [],
      userinfo: null,
      member_since_days: Math.max(0, Math.floor((now - user.createdAt.getTime()) / DAY_MS)),
      selected_modules_for_interest: user.interest,
      is_valid_for_discount: settings.new_customer_discount_status === 1 && orderCount === 0,
      discount_amount: settings.new_customer_discount_amount,
      discount_amount_type: settings.new_customer_discount_amount_type,
      validity: `${validity} ${unit}${validity === 1 ? '' : 's'}`,
      average_rating: 0,
      total_review: 0,
    });
  });

  app.post('/customer/logout', async (c) => {
    const { token } = await requireCustomer(c);
    await revokeToken(getDb(c), token, new Date(c.get('deps').clock.now()));
    return c.json({ message: 'Logged out successfully.' });
  });

  return app;
}
