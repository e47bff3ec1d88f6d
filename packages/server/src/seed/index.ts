/**
 * The demo marketplace (Dubai): inserted on first start, in one transaction, in
 * dependency order, with batch inserts. Does nothing when modules already exist.
 * The data lives in ./data; dates are computed from the seed date so campaigns
 * and coupons stay current.
 */
import type { Database, Transaction } from '../db/client.js';
import {
  addOns,
  automatedMessages,
  banners,
  businessSettings,
  campaigns,
  campaignStores,
  categories,
  coupons,
  customerAddresses,
  gazetteerPlaces,
  itemCampaigns,
  items,
  loyaltyPointTransactions,
  modules,
  moduleZone,
  pages,
  reviews,
  storeDiscounts,
  stores,
  storeSchedules,
  testimonials,
  users,
  vehicleBrands,
  vehicleCategories,
  vehicleIdentities,
  vehicleReviews,
  vehicles,
  walletBonuses,
  walletTransactions,
  zones,
} from '../db/schema.js';
import { settingRows } from '../config/settings.js';
import { CATEGORIES } from './data/categories.js';
import { insertCompatibilityContent } from './compatibility.js';
import { insertReasons } from './reasons.js';
import { insertRegistrationReference } from '../registration/seed.js';
import { insertV1Promotions } from './v1-promotions.js';
import { itemTermTranslations } from './data/arabic.js';
import { storeTermTranslations, vehicleTermTranslations } from './data/arabic-catalogue.js';
import { AUTOMATED_MESSAGES, TESTIMONIALS } from './data/content.js';
import { COUPONS } from './data/coupons.js';
import { DEMO_CUSTOMER } from './data/customer.js';
import { PLACES } from './data/gazetteer.js';
import { ADD_ONS, ITEMS } from './data/items/index.js';
import { MODULES } from './data/modules.js';
import { PAGES } from './data/pages.js';
import { BANNERS, CAMPAIGNS, ITEM_CAMPAIGNS, REVIEWS } from './data/promotions.js';
import { VEHICLE_BRANDS, VEHICLE_CATEGORIES, VEHICLE_REVIEWS, VEHICLES } from './data/rental.js';
import { STORES } from './data/stores.js';
import { WALLET_BONUSES } from './data/wallet.js';
import type { ItemSeed, ModuleKind, ZoneKey } from './data/types.js';
import { ZONES } from './data/zones.js';
import { hashPassword } from './password.js';
import {
  categoryRefs,
  choiceOptions,
  clock,
  dayOffset,
  daysBefore,
  foodVariations,
  imagePath,
  itemRatings,
  itemStock,
  itemVariations,
  slugify,
  vinFor,
} from './rows.js';
import { intBetween, prngFor } from './prng.js';

export interface SeedOptions {
  /** The seed date (defaults to now); campaign and coupon windows are relative to it. */
  now?: Date;
}

/** Seeds the demo marketplace unless the database already has modules. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<void> {
  if (await hasModules(db)) return;
  const now = options.now ?? new Date();
  // Hash outside the transaction: scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction(async (tx) => {
    if (await hasModules(tx)) return;
    await insertAll(tx, now, passwordHash);
  });
}

async function hasModules(db: Database | Transaction): Promise<boolean> {
  const rows = await db.select({ id: modules.id }).from(modules).limit(1);
  return rows.length > 0;
}

/** Looks a key up in a map built from inserted rows; a miss is a bug in the data files. */
function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return value;
}

async function insertAll(tx: Transaction, now: Date, passwordHash: string): Promise<void> {
  // ---------------------------------------------------------------- settings, pages, places
  await tx.insert(businessSettings).values(settingRows()).onConflictDoNothing();
  await tx
    .insert(pages)
    .values(
      PAGES.flatMap((p) => [
        { slug: p.slug, locale: 'en', title: p.en.title, html: p.en.html },
        { slug: p.slug, locale: 'ar', title: p.ar.title, html: p.ar.html },
      ]),
    )
    .onConflictDoNothing();
  await tx.insert(testimonials).values(
    TESTIMONIALS.map((t) => ({
      name: t.name,
      designation: t.designation,
      review: t.review,
      translations: { ar: t.ar },
    })),
  );
  await tx
    .insert(automatedMessages)
    .values(
      AUTOMATED_MESSAGES.map((m) => ({ message: m.en, translations: { ar: { message: m.ar } } })),
    );
  await tx
    .insert(gazetteerPlaces)
    .values(
      PLACES.map((p) => ({
        id: p.id,
        name: p.name,
        area: p.area,
        kind: p.kind,
        lat: p.lat,
        lng: p.lng,
        translations: { ar: { name: p.ar.name, area: p.ar.area } },
      })),
    )
    .onConflictDoNothing();

  // ---------------------------------------------------------------- zones and modules
  const zoneRows = await tx
    .insert(zones)
    .values(
      ZONES.map((z) => ({
        name: z.name,
        displayName: z.displayName,
        coordinates: z.coordinates,
        translations: { ar: { name: z.ar.displayName, display_name: z.ar.displayName } },
      })),
    )
    .returning({ id: zones.id, name: zones.name });
  const zoneIds = new Map<ZoneKey, number>(
    ZONES.map((z) => [z.key, lookup(new Map(zoneRows.map((r) => [r.name, r.id])), z.name, 'zone')]),
  );

  const moduleRows = await tx
    .insert(modules)
    .values(
      MODULES.map((m) => ({
        moduleName: m.name,
        moduleType: m.type,
        icon: imagePath.moduleIcon(m.type),
        thumbnail: imagePath.moduleThumbnail(m.type),
        themeId: m.themeId,
        description: m.description,
        translations: { ar: { module_name: m.ar.name, description: m.ar.description } },
      })),
    )
    .returning({ id: modules.id, type: modules.moduleType });
  const moduleIds = new Map<ModuleKind, number>(moduleRows.map((r) => [r.type, r.id]));

  await tx.insert(moduleZone).values(
    MODULES.flatMap((m) =>
      (Object.keys(m.zones) as ZoneKey[]).map((zone) => {
        const charges = m.zones[zone]!;
        return {
          moduleId: lookup(moduleIds, m.type, 'module'),
          zoneId: lookup(zoneIds, zone, 'zone'),
          perKmShippingCharge: charges.perKm,
          minimumShippingCharge: charges.minimum,
          maximumShippingCharge: charges.maximum,
          maximumCodOrderAmount: charges.maximumCod,
        };
      }),
    ),
  );

  // ---------------------------------------------------------------- stores
  const storeRows = await tx
    .insert(stores)
    .values(
      STORES.map((s, i) => ({
        name: s.name,
        slug: s.slug,
        phone: s.phone,
        email: s.email,
        logo: imagePath.storeLogo(s.slug),
        coverPhoto: imagePath.storeCover(s.slug),
        latitude: s.lat,
        longitude: s.lng,
        address: s.address,
        footerText: s.footerText ?? null,
        minimumOrder: s.minimumOrder,
        tax: s.tax,
        scheduleOrder: s.scheduleOrder,
        active: s.active ?? true,
        freeDelivery: s.freeDelivery ?? false,
        delivery: s.delivery,
        takeAway: s.takeAway,
        veg: s.veg ?? true,
        nonVeg: s.nonVeg ?? true,
        featured: s.featured ?? false,
        selfDeliverySystem: s.selfDelivery !== undefined,
        minimumShippingCharge: s.selfDelivery?.minimum ?? 0,
        perKmShippingCharge: s.selfDelivery?.perKm ?? 0,
        maximumShippingCharge: s.selfDelivery?.maximum ?? null,
        deliveryTime: s.deliveryTime,
        prescriptionOrder: s.prescriptionOrder ?? false,
        cutlery: s.cutlery ?? false,
        halalTagStatus: s.halal ?? false,
        isRecommended: s.recommended ?? false,
        extraPackagingStatus: s.extraPackaging !== undefined,
        extraPackagingAmount: s.extraPackaging ?? 0,
        announcement: s.announcement !== undefined,
        announcementMessage: s.announcement ?? null,
        zoneId: lookup(zoneIds, s.zone, 'zone'),
        moduleId: lookup(moduleIds, s.module, 'module'),
        pickupZoneIds: s.module === 'rental' ? [lookup(zoneIds, s.zone, 'zone')] : [],
        orderCount: s.orderCount,
        rating: [...s.rating],
        translations: {
          ar: { name: s.ar.name, address: s.ar.address, ...storeTermTranslations(s) },
        },
        // Older stores first, so "newly joined" has a meaningful order.
        createdAt: daysBefore(now, 400 - i * 20),
        updatedAt: daysBefore(now, 1),
      })),
    )
    .returning({ id: stores.id, slug: stores.slug });
  const storeIds = new Map(storeRows.map((r) => [r.slug, r.id]));
  const storeBySlug = new Map(STORES.map((s) => [s.slug, s]));

  await tx.insert(storeSchedules).values(
    STORES.flatMap((s) =>
      s.schedule.map((slot) => ({
        storeId: lookup(storeIds, s.slug, 'store'),
        day: slot.day,
        openingTime: clock(slot.open),
        closingTime: clock(slot.close),
      })),
    ),
  );
  const discounted = STORES.filter((s) => s.discount);
  if (discounted.length > 0) {
    await tx.insert(storeDiscounts).values(
      discounted.map((s) => ({
        storeId: lookup(storeIds, s.slug, 'store'),
        startDate: dayOffset(now, -7),
        endDate: dayOffset(now, 90),
        startTime: clock(s.discount!.startTime),
        endTime: clock(s.discount!.endTime),
        minPurchase: s.discount!.minPurchase,
        maxDiscount: s.discount!.maxDiscount,
        discount: s.discount!.percent,
        discountType: 'percent',
      })),
    );
  }

  // ---------------------------------------------------------------- categories and add-ons
  const categoryRow = (c: (typeof CATEGORIES)[number], parentId: number) => ({
    name: c.name,
    slug: c.slug,
    image: imagePath.category(c.slug),
    parentId,
    position: parentId === 0 ? 0 : 1,
    priority: c.priority ?? 0,
    featured: c.featured ?? false,
    moduleId: lookup(moduleIds, c.module, 'module'),
    translations: { ar: { name: c.ar } },
  });
  const parentRows = await tx
    .insert(categories)
    .values(CATEGORIES.filter((c) => !c.parent).map((c) => categoryRow(c, 0)))
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(parentRows.map((r) => [r.slug, r.id]));
  const childRows = await tx
    .insert(categories)
    .values(
      CATEGORIES.filter((c) => c.parent).map((c) =>
        categoryRow(c, lookup(categoryIds, c.parent!, 'category')),
      ),
    )
    .returning({ id: categories.id, slug: categories.slug });
  for (const r of childRows) categoryIds.set(r.slug, r.id);
  const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));

  const addOnRows = await tx
    .insert(addOns)
    .values(
      ADD_ONS.map((a) => ({
        name: a.name,
        price: a.price,
        storeId: lookup(storeIds, a.store, 'store'),
        translations: { ar: { name: a.ar } },
      })),
    )
    .returning({ id: addOns.id, name: addOns.name, storeId: addOns.storeId });
  const addOnIds = new Map(addOnRows.map((r) => [`${r.storeId}|${r.name}`, r.id]));

  // ---------------------------------------------------------------- items and campaign items
  const itemRow = (seed: ItemSeed, index: number) => {
    const store = lookup(storeBySlug, seed.store, 'store');
    const storeId = lookup(storeIds, seed.store, 'store');
    const category = lookup(categoryBySlug, seed.category, 'category');
    if (category.module !== store.module) {
      throw new Error(`seed: item ${seed.slug} is in a category of another module`);
    }
    const leafId = lookup(categoryIds, seed.category, 'category');
    const parentId = category.parent ? lookup(categoryIds, category.parent, 'category') : null;
    const ratings = itemRatings(seed);
    const image = imagePath.item(seed.slug);
    const random = prngFor(`created:${seed.slug}`);
    return {
      name: seed.name,
      slug: seed.slug,
      description: seed.description,
      image,
      images: imagePath.itemImages(seed.slug),
      categoryId: leafId,
      categoryIds: categoryRefs(leafId, parentId),
      variations: seed.variations ? itemVariations(seed.variations) : [],
      foodVariations: seed.foodVariations ? foodVariations(seed.foodVariations) : [],
      addOnIds: (seed.addOns ?? []).map((name) => lookup(addOnIds, `${storeId}|${name}`, 'add-on')),
      choiceOptions: seed.choices ? choiceOptions(seed.choices) : [],
      price: seed.price,
      discount: seed.discount?.value ?? 0,
      discountType: seed.discount?.type ?? 'percent',
      availableTimeStarts: seed.available ? clock(seed.available[0]) : '00:00:00',
      availableTimeEnds: seed.available ? clock(seed.available[1]) : '23:59:59',
      veg: seed.veg ? 1 : 0,
      storeId,
      moduleId: lookup(moduleIds, store.module, 'module'),
      unitType: seed.unit ?? null,
      stock: itemStock(seed),
      maximumCartQuantity: seed.maxCart ?? null,
      orderCount: ratings.orderCount,
      avgRating: ratings.avgRating,
      ratingCount: ratings.ratingCount,
      rating: ratings.rating,
      recommended: seed.recommended ?? false,
      organic: seed.organic ?? false,
      isHalal: seed.halal ?? false,
      isPrescriptionRequired: seed.prescription ?? false,
      genericName: seed.genericName ?? [],
      nutritions: seed.nutritions ?? [],
      allergies: seed.allergies ?? [],
      tags: seed.tags ?? [],
      brand: seed.brand ?? null,
      translations: {
        ar: {
          name: seed.ar,
          ...(seed.arDescription ? { description: seed.arDescription } : {}),
          ...itemTermTranslations(seed),
        },
      },
      createdAt: daysBefore(now, intBetween(random, 0, 180) + index / 1000),
      updatedAt: daysBefore(now, 1),
    };
  };

  const itemRows = await tx
    .insert(items)
    .values(ITEMS.map(itemRow))
    .returning({ id: items.id, slug: items.slug });
  const itemIds = new Map(itemRows.map((r) => [r.slug, r.id]));
  await insertCompatibilityContent(tx, { moduleIds, storeIds, itemIds }, now);
  await insertReasons(tx, now);
  await insertRegistrationReference(tx, now);
  await insertV1Promotions(tx, { moduleIds, storeIds, itemIds }, now);

  await tx.insert(itemCampaigns).values(
    ITEM_CAMPAIGNS.map((seed, i) => ({
      ...itemRow(seed, i),
      startDate: dayOffset(now, seed.window[0]),
      endDate: dayOffset(now, seed.window[1]),
    })),
  );

  // ---------------------------------------------------------------- campaigns and banners
  const campaignRows = await tx
    .insert(campaigns)
    .values(
      CAMPAIGNS.map((c) => ({
        title: c.title,
        description: c.description,
        image: imagePath.campaign(c.slug),
        startDate: dayOffset(now, c.window[0]),
        endDate: dayOffset(now, c.window[1]),
        moduleId: lookup(moduleIds, c.module, 'module'),
        translations: { ar: { title: c.ar.title, description: c.ar.description } },
      })),
    )
    .returning({ id: campaigns.id });
  await tx.insert(campaignStores).values(
    CAMPAIGNS.flatMap((c, i) =>
      c.stores.map((slug) => ({
        campaignId: campaignRows[i]!.id,
        storeId: lookup(storeIds, slug, 'store'),
      })),
    ),
  );

  await tx.insert(banners).values(
    BANNERS.map((b) => ({
      title: b.title,
      type: b.type,
      image: imagePath.banner(b.key),
      data:
        b.type === 'store_wise'
          ? lookup(storeIds, b.target!, 'store')
          : b.type === 'item_wise'
            ? lookup(itemIds, b.target!, 'item')
            : null,
      zoneId: lookup(zoneIds, b.zone, 'zone'),
      moduleId: lookup(moduleIds, b.module, 'module'),
      featured: b.featured ?? false,
      translations: { ar: { title: b.ar } },
    })),
  );

  // ---------------------------------------------------------------- coupons
  await tx.insert(coupons).values(
    COUPONS.map((c) => ({
      title: c.title,
      code: c.code,
      startDate: dayOffset(now, c.window[0]),
      expireDate: dayOffset(now, c.window[1]),
      minPurchase: c.minPurchase,
      maxDiscount: c.maxDiscount,
      discount: c.discount,
      discountType: c.discountType,
      couponType: c.type,
      limit: c.limit,
      data:
        c.type === 'zone_wise'
          ? (c.zones ?? []).map((z) => lookup(zoneIds, z, 'zone'))
          : c.type === 'store_wise'
            ? (c.stores ?? []).map((s) => lookup(storeIds, s, 'store'))
            : [],
      moduleId: lookup(moduleIds, c.module, 'module'),
      createdBy: c.vendorStore ? ('vendor' as const) : ('admin' as const),
      storeId: c.vendorStore ? lookup(storeIds, c.vendorStore, 'store') : null,
      translations: { ar: { title: c.ar } },
    })),
  );

  // ---------------------------------------------------------------- wallet bonuses
  await tx.insert(walletBonuses).values(
    WALLET_BONUSES.map((b) => ({
      title: b.title,
      description: b.description,
      bonusType: b.bonusType,
      bonusAmount: b.bonusAmount,
      minimumAddAmount: b.minimumAddAmount,
      maximumBonusAmount: b.maximumBonusAmount,
      startDate: dayOffset(now, b.window[0]),
      endDate: dayOffset(now, b.window[1]),
      translations: { ar: b.ar },
    })),
  );

  // ---------------------------------------------------------------- the demo customer
  const customer = DEMO_CUSTOMER;
  const [user] = await tx
    .insert(users)
    .values({
      fName: customer.fName,
      lName: customer.lName,
      phone: customer.phone,
      email: customer.email,
      isPhoneVerified: true,
      isEmailVerified: true,
      password: passwordHash,
      loginMedium: 'manual',
      zoneId: lookup(zoneIds, 'downtown', 'zone'),
      walletBalance: customer.walletBalance,
      loyaltyPoint: customer.loyaltyPoint,
      refCode: customer.refCode,
      createdAt: daysBefore(now, 30),
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await tx.insert(customerAddresses).values(
    customer.addresses.map((a) => ({
      userId,
      addressType: a.addressType,
      addressLabel: a.addressLabel,
      contactPersonName: `${customer.fName} ${customer.lName}`,
      contactPersonNumber: customer.phone,
      address: a.address,
      latitude: a.latitude,
      longitude: a.longitude,
      zoneId: lookup(zoneIds, a.zone, 'zone'),
      house: a.house,
      floor: a.floor,
      road: a.road,
      additionalInformation: a.additionalInformation,
    })),
  );
  let balance = 0;
  await tx.insert(walletTransactions).values(
    customer.wallet.map((t) => {
      balance += t.credit + t.adminBonus - t.debit;
      return {
        userId,
        transactionId: t.transactionId,
        credit: t.credit,
        debit: t.debit,
        adminBonus: t.adminBonus,
        balance,
        transactionType: t.type,
        reference: t.reference,
        createdAt: daysBefore(now, t.daysAgo),
      };
    }),
  );
  let points = 0;
  await tx.insert(loyaltyPointTransactions).values(
    customer.loyalty.map((t) => {
      points += t.credit - t.debit;
      return {
        userId,
        transactionId: t.transactionId,
        credit: t.credit,
        debit: t.debit,
        balance: points,
        transactionType: t.type,
        reference: t.reference,
        createdAt: daysBefore(now, t.daysAgo),
      };
    }),
  );
  await tx.insert(reviews).values(
    REVIEWS.map((r) => ({
      itemId: lookup(itemIds, r.item, 'item'),
      userId: r.byDemoCustomer ? userId : null,
      customerName: r.customerName,
      rating: r.rating,
      comment: r.comment,
      createdAt: daysBefore(now, r.daysAgo),
    })),
  );

  // ---------------------------------------------------------------- rental
  const vehicleCategoryRows = await tx
    .insert(vehicleCategories)
    .values(
      VEHICLE_CATEGORIES.map((c) => ({
        name: c.name,
        image: imagePath.vehicleCategory(c.key),
        translations: { ar: { name: c.ar } },
      })),
    )
    .returning({ id: vehicleCategories.id });
  const vehicleCategoryIds = new Map(
    VEHICLE_CATEGORIES.map((c, i) => [c.key, vehicleCategoryRows[i]!.id]),
  );
  const brandRows = await tx
    .insert(vehicleBrands)
    .values(
      VEHICLE_BRANDS.map((b) => ({
        name: b.name,
        image: imagePath.vehicleBrand(slugify(b.name)),
        translations: { ar: { name: b.ar } },
      })),
    )
    .returning({ id: vehicleBrands.id, name: vehicleBrands.name });
  const brandIds = new Map(brandRows.map((r) => [r.name, r.id]));
  const brandWmi = new Map(VEHICLE_BRANDS.map((b) => [b.name, b.wmi]));

  const vehicleRows = await tx
    .insert(vehicles)
    .values(
      VEHICLES.map((v, i) => {
        const provider = lookup(storeBySlug, v.provider, 'provider');
        return {
          name: v.name,
          slug: v.slug,
          description: v.description,
          thumbnail: imagePath.vehicle(v.slug),
          images: [imagePath.vehicle(v.slug)],
          zoneId: lookup(zoneIds, provider.zone, 'zone'),
          providerId: lookup(storeIds, v.provider, 'provider'),
          brandId: lookup(brandIds, v.brand, 'brand'),
          categoryId: lookup(vehicleCategoryIds, v.category, 'vehicle category'),
          model: v.model,
          type: v.type,
          engineCapacity: v.engineCapacity,
          enginePower: v.enginePower,
          seatingCapacity: v.seats,
          airCondition: v.airCondition,
          fuelType: v.fuel,
          transmissionType: v.transmission,
          tripHourly: v.hourly !== undefined,
          tripDistance: v.perKm !== undefined,
          hourlyPrice: v.hourly ?? 0,
          distancePrice: v.perKm ?? 0,
          discountType: v.discount?.type ?? 'percent',
          discountPrice: v.discount?.value ?? 0,
          tag: v.tags,
          newTag: v.newTag ?? false,
          totalTrip: v.totalTrips,
          avgRating: v.avgRating,
          totalReviews: v.totalReviews,
          translations: {
            ar: { name: v.ar, description: v.arDescription, ...vehicleTermTranslations(v) },
          },
          createdAt: daysBefore(now, v.newTag ? 10 + i : 200 - i * 5),
        };
      }),
    )
    .returning({ id: vehicles.id, slug: vehicles.slug, providerId: vehicles.providerId });
  const vehicleBySlug = new Map(vehicleRows.map((r) => [r.slug, r]));
  await tx.insert(vehicleIdentities).values(
    VEHICLES.flatMap((v) => {
      const row = lookup(vehicleBySlug, v.slug, 'vehicle');
      return v.plates.map((plate) => ({
        vehicleId: row.id,
        providerId: row.providerId,
        vinNumber: vinFor(lookup(brandWmi, v.brand, 'brand'), plate),
        licensePlateNumber: plate,
      }));
    }),
  );
  await tx.insert(vehicleReviews).values(
    VEHICLE_REVIEWS.map((r) => ({
      vehicleId: lookup(vehicleBySlug, r.vehicle, 'vehicle').id,
      userId: r.byDemoCustomer ? userId : null,
      customerName: r.customerName,
      rating: r.rating,
      comment: r.comment,
      createdAt: daysBefore(now, r.daysAgo),
    })),
  );
}
