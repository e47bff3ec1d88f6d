/**
 * The demo content of the v1 paths the storefront itself does not show (issue 16): common
 * conditions linked to pharmacy items, the parcel home's video block and "why choose us" cards,
 * store reels, offline payment methods and parcel cancellation reasons, in English and Arabic.
 */
import type { Transaction } from '../db/client.js';
import {
  commonConditions,
  moduleWiseBanners,
  moduleWiseWhyChooses,
  offlinePaymentMethods,
  parcelCancellationReasons,
  pharmacyItemDetails,
  reels,
} from '../db/schema.js';
import {
  BASIC_MEDICINES,
  COMMON_CONDITIONS,
  OFFLINE_PAYMENT_METHODS,
  PARCEL_CANCELLATION_REASONS,
  PARCEL_VIDEO_CONTENT,
  PARCEL_WHY_CHOOSE,
  REELS,
} from './data/content.js';
import type { ModuleKind } from './data/types.js';
import { daysBefore, imagePath } from './rows.js';
import { insertParcelContent } from './parcel.js';

export interface CompatibilityIds {
  moduleIds: ReadonlyMap<ModuleKind, number>;
  storeIds: ReadonlyMap<string, number>;
  itemIds: ReadonlyMap<string, number>;
}

function need<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return value;
}

export async function insertCompatibilityContent(
  tx: Transaction,
  ids: CompatibilityIds,
  now: Date,
): Promise<void> {
  const conditionRows = await tx
    .insert(commonConditions)
    .values(
      COMMON_CONDITIONS.map((c) => ({
        name: c.en,
        slug: c.slug,
        translations: { ar: { name: c.ar } },
      })),
    )
    .returning({ id: commonConditions.id, slug: commonConditions.slug });
  const conditionIds = new Map(conditionRows.map((r) => [r.slug, r.id]));
  const details = new Map<number, { commonConditionId: number | null; isBasic: boolean }>();
  for (const c of COMMON_CONDITIONS) {
    for (const slug of c.items) {
      details.set(need(ids.itemIds, slug, 'item'), {
        commonConditionId: need(conditionIds, c.slug, 'condition'),
        isBasic: false,
      });
    }
  }
  for (const slug of BASIC_MEDICINES) {
    const itemId = need(ids.itemIds, slug, 'item');
    details.set(itemId, {
      commonConditionId: details.get(itemId)?.commonConditionId ?? null,
      isBasic: true,
    });
  }
  await tx
    .insert(pharmacyItemDetails)
    .values([...details].map(([itemId, d]) => ({ itemId, ...d })));

  const parcel = need(ids.moduleIds, 'parcel', 'module');
  const video = PARCEL_VIDEO_CONTENT;
  const block = (key: string, value: string | null, ar?: string) => ({
    moduleId: parcel,
    type: 'video_banner_content',
    key,
    value,
    translations: (ar === undefined ? {} : { ar: { value: ar } }) as Record<
      string,
      Record<string, string>
    >,
  });
  await tx.insert(moduleWiseBanners).values([
    block('section_title', video.sectionTitle.en, video.sectionTitle.ar),
    // Offline there is no video: the block is an image with its caption.
    block('banner_type', 'image'),
    block('banner_video', null),
    block('banner_image', imagePath.moduleThumbnail('parcel')),
    block('banner_video_content', null),
    ...video.contents.flatMap((content, i) => [
      block(`content${i + 1}_title`, content.title.en, content.title.ar),
      block(`content${i + 1}_subtitle`, content.subtitle.en, content.subtitle.ar),
    ]),
  ]);
  // The parcel home's promotional banner (`other-banners`), its text in both languages.
  await tx.insert(moduleWiseBanners).values({
    moduleId: parcel,
    type: 'promotional_banner',
    key: 'promotional_banner',
    value: imagePath.banner('parcel-marina-default'),
    translations: {
      en: { title: 'Same-day delivery across Dubai: documents, gifts and small packages' },
      ar: { title: 'توصيل في اليوم نفسه داخل دبي: مستندات وهدايا وطرود صغيرة' },
    },
  });
  await tx.insert(moduleWiseWhyChooses).values(
    PARCEL_WHY_CHOOSE.map((card) => ({
      moduleId: parcel,
      title: card.title.en,
      shortDescription: card.description.en,
      image: imagePath.moduleIcon('parcel'),
      translations: { ar: { title: card.title.ar, short_description: card.description.ar } },
    })),
  );

  await tx.insert(reels).values(
    REELS.map((reel, i) => ({
      storeId: need(ids.storeIds, reel.store, 'store'),
      itemId: reel.item ? need(ids.itemIds, reel.item, 'item') : null,
      image: reel.item ? imagePath.item(reel.item) : imagePath.storeCover(reel.store),
      description: reel.caption.en,
      totalViews: reel.views,
      translations: { ar: { description: reel.caption.ar } },
      createdAt: daysBefore(now, REELS.length - i),
    })),
  );

  await tx.insert(offlinePaymentMethods).values(
    OFFLINE_PAYMENT_METHODS.map((m) => ({
      methodName: m.name.en,
      methodFields: m.fields.map((f) => ({ input_name: f.name.en, input_data: f.data })),
      methodInformations: m.informations.map((info) => ({
        customer_input: info.input,
        customer_placeholder: info.placeholder.en,
        is_required: info.required ? 1 : 0,
      })),
      translations: {
        ar: {
          method_name: m.name.ar,
          ...Object.fromEntries(
            m.fields.map((f, i) => [`method_fields.${i}.input_name`, f.name.ar]),
          ),
          ...Object.fromEntries(
            m.informations.map((info, i) => [
              `method_informations.${i}.customer_placeholder`,
              info.placeholder.ar,
            ]),
          ),
        },
      },
    })),
  );

  await tx.insert(parcelCancellationReasons).values(
    PARCEL_CANCELLATION_REASONS.map((r) => ({
      reason: r.reason.en,
      userType: r.user,
      cancellationType: r.type,
      translations: { ar: { reason: r.reason.ar } },
    })),
  );
  // The parcel module's categories and delivery instructions (issue 14).
  await insertParcelContent(tx, ids.moduleIds.get('parcel') ?? null, now);
}
