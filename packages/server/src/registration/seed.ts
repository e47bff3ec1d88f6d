/**
 * The demo marketplace's delivery vehicle types (`get-vehicles`, with the distance each covers and
 * its extra charge) and subscription packages (`vendor/package-view`), in English and Arabic.
 */
import type { Transaction } from '../db/client.js';
import { eq } from 'drizzle-orm';
import { dmVehicles, stores, subscriptionPackages } from '../db/schema.js';

export const DM_VEHICLES = [
  { type: 'Bicycle', ar: 'دراجة هوائية', from: 0, to: 3, extra: 0 },
  { type: 'Motorbike', ar: 'دراجة نارية', from: 3, to: 10, extra: 3 },
  { type: 'Car', ar: 'سيارة', from: 10, to: 25, extra: 6 },
  { type: 'Van', ar: 'شاحنة صغيرة', from: 25, to: 100, extra: 12 },
];

/** The demo store on a subscription, the first package's (which leaves reviews out). */
export const SUBSCRIPTION_STORE = 'palm-sushi-bar';

export const SUBSCRIPTION_PACKAGES = [
  {
    name: 'Basic',
    ar: 'الأساسية',
    price: 99,
    validity: 30,
    maxOrder: 200,
    maxProduct: 50,
    // No reviews on the entry plan: its stores show 'this store is not having any review plan'.
    features: { pos: false, mobileApp: true, chat: true, review: false, selfDelivery: false },
    colour: '#0d9488',
    text: 'For a new store: the essentials to start selling.',
    textAr: 'لمتجر جديد: كل ما تحتاجه لتبدأ البيع.',
  },
  {
    name: 'Standard',
    ar: 'القياسية',
    price: 249,
    validity: 90,
    maxOrder: null,
    maxProduct: 500,
    features: { pos: true, mobileApp: true, chat: true, review: true, selfDelivery: false },
    colour: '#2563eb',
    text: 'For a growing store: unlimited orders and a point of sale.',
    textAr: 'لمتجر ينمو: طلبات غير محدودة ونقطة بيع.',
    isDefault: true,
  },
  {
    name: 'Premium',
    ar: 'المميزة',
    price: 799,
    validity: 365,
    maxOrder: null,
    maxProduct: null,
    features: { pos: true, mobileApp: true, chat: true, review: true, selfDelivery: true },
    colour: '#7c3aed',
    text: 'For an established store: everything, with your own delivery team.',
    textAr: 'لمتجر راسخ: كل الميزات مع فريق توصيل خاص بك.',
  },
];

/** Inserts the vehicle types and packages (part of the demo seed's transaction). */
export async function insertRegistrationReference(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(dmVehicles).values(
    DM_VEHICLES.map((v) => ({
      type: v.type,
      startingCoverageArea: v.from,
      maximumCoverageArea: v.to,
      extraCharges: v.extra,
      translations: { ar: { type: v.ar } },
      createdAt: now,
      updatedAt: now,
    })),
  );
  const packages = await tx
    .insert(subscriptionPackages)
    .values(
      SUBSCRIPTION_PACKAGES.map((p) => ({
        packageName: p.name,
        price: p.price,
        validity: p.validity,
        maxOrder: p.maxOrder,
        maxProduct: p.maxProduct,
        ...p.features,
        isDefault: p.isDefault ?? false,
        colour: p.colour,
        text: p.text,
        translations: { ar: { package_name: p.ar, text: p.textAr } },
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: subscriptionPackages.id });
  await tx
    .update(stores)
    .set({ storeBusinessModel: 'subscription', packageId: packages[0]!.id })
    .where(eq(stores.slug, SUBSCRIPTION_STORE));
}
