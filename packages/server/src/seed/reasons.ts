/**
 * The demo marketplace's order cancellation reasons (`customer/order/cancellation-reasons`, per
 * who cancels) and refund reasons (`customer/order/refund-reasons`), in English and Arabic.
 */
import type { Transaction } from '../db/client.js';
import { orderCancelReasons, refundReasons } from '../db/schema.js';

type Text = { en: string; ar: string };

export const ORDER_CANCEL_REASONS: { user: 'customer' | 'store' | 'deliveryman'; reason: Text }[] =
  [
    {
      user: 'customer',
      reason: { en: 'I ordered by mistake', ar: 'طلبت عن طريق الخطأ' },
    },
    {
      user: 'customer',
      reason: {
        en: 'I want to change the items or the address',
        ar: 'أريد تغيير المنتجات أو العنوان',
      },
    },
    {
      user: 'customer',
      reason: { en: 'The delivery time is too long', ar: 'وقت التوصيل طويل جدًا' },
    },
    {
      user: 'customer',
      reason: { en: 'I found a better price elsewhere', ar: 'وجدت سعرًا أفضل في مكان آخر' },
    },
    {
      user: 'customer',
      reason: {
        en: 'I want to pay with another method',
        ar: 'أريد الدفع بطريقة أخرى',
      },
    },
    {
      user: 'store',
      reason: { en: 'An item is out of stock', ar: 'أحد المنتجات غير متوفر' },
    },
    {
      user: 'store',
      reason: { en: 'The store is too busy right now', ar: 'المتجر مشغول جدًا حاليًا' },
    },
    {
      user: 'deliveryman',
      reason: { en: 'The address could not be reached', ar: 'تعذّر الوصول إلى العنوان' },
    },
  ];

export const REFUND_REASONS: Text[] = [
  { en: 'An item was missing from my order', ar: 'كان أحد المنتجات ناقصًا من طلبي' },
  { en: 'I received the wrong item', ar: 'استلمت منتجًا غير الذي طلبته' },
  { en: 'An item arrived damaged', ar: 'وصل أحد المنتجات تالفًا' },
  { en: 'The food was cold or spoiled', ar: 'كان الطعام باردًا أو فاسدًا' },
  { en: 'The order arrived very late', ar: 'وصل الطلب متأخرًا جدًا' },
];

/** Inserts the reasons (part of the demo seed's transaction). */
export async function insertReasons(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(orderCancelReasons).values(
    ORDER_CANCEL_REASONS.map((r) => ({
      reason: r.reason.en,
      userType: r.user,
      translations: { ar: { reason: r.reason.ar } },
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.insert(refundReasons).values(
    REFUND_REASONS.map((r) => ({
      reason: r.en,
      translations: { ar: { reason: r.ar } },
      createdAt: now,
      updatedAt: now,
    })),
  );
}
