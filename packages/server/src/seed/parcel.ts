/** Inserts the parcel categories and delivery instructions (seed/data/parcel.ts; issue 14). */
import type { Transaction } from '../db/client.js';
import { parcelCategories, parcelDeliveryInstructions } from '../db/schema.js';
import { PARCEL_CATEGORIES, PARCEL_INSTRUCTIONS } from './data/parcel.js';
import { daysBefore, imagePath } from './rows.js';

export async function insertParcelContent(
  tx: Transaction,
  parcelModuleId: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(parcelCategories).values(
    PARCEL_CATEGORIES.map((c, i) => ({
      name: c.name.en,
      description: c.description.en,
      image: imagePath.parcelCategory(c.slug),
      moduleId: parcelModuleId,
      parcelPerKmShippingCharge: c.perKm,
      parcelMinimumShippingCharge: c.minimum,
      parcelMaximumShippingCharge: c.maximum,
      translations: { ar: { name: c.name.ar, description: c.description.ar } },
      createdAt: daysBefore(now, 90 - i),
      updatedAt: daysBefore(now, 1),
    })),
  );
  await tx.insert(parcelDeliveryInstructions).values(
    PARCEL_INSTRUCTIONS.map((text, i) => ({
      instruction: text.en,
      translations: { ar: { instruction: text.ar } },
      createdAt: daysBefore(now, 90 - i),
      updatedAt: daysBefore(now, 1),
    })),
  );
}
