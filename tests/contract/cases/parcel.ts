// Contract cases of parcel delivery's reads (issue 14): `parcel-category` and
// `customer/order/parcel-instructions`. Placement is in ../parcel.test.ts.
import { expect } from 'vitest';
import { http } from '../../support/http.js';
import { baseUrl, type ContractCase } from './types.js';

const arabic = (text: string) => expect(text).toMatch(/[\u0600-\u06ff]/);

interface Category {
  id: number;
  name: string;
  description: string;
  image_full_url: string | null;
  parcel_per_km_shipping_charge: number | null;
}

export const parcelCases: Record<string, ContractCase> = {
  listParcelCategories: {
    valid: [
      {
        name: 'documents, small package and others, each with a description and an image',
        check: async (json) => {
          const list = json as Category[];
          expect(list.map((c) => c.name)).toEqual(['Documents', 'Small package', 'Others']);
          for (const c of list) {
            expect(c.description.length).toBeGreaterThan(10);
            const image = await http(baseUrl(), new URL(c.image_full_url!).pathname);
            expect(image.status).toBe(200);
            expect(image.headers.get('content-type')).toMatch(/svg/);
          }
          expect(list[0]!.parcel_per_km_shipping_charge).toBe(2);
          expect(list[2]!.parcel_per_km_shipping_charge).toBeNull();
        },
      },
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          for (const c of json as Category[]) {
            arabic(c.name);
            arabic(c.description);
          }
        },
      },
      {
        name: 'of another module: none',
        query: { module_id: 1 },
        check: (json) => expect(json).toEqual([]),
      },
    ],
    invalid: [{ name: 'a module id that is not a number', query: { module_id: 'x' }, status: 403 }],
  },
  listParcelInstructions: {
    valid: [
      {
        name: 'a page of the instructions, in Arabic',
        headers: { 'X-localization': 'ar' },
        query: { limit: 2, offset: 2 },
        check: (json) => {
          const page = json as { total_size: number; data: { instruction: string }[] };
          expect(page.total_size).toBe(5);
          expect(page.data).toHaveLength(2);
          page.data.forEach((r) => arabic(r.instruction));
        },
      },
      {
        name: 'the first page in English',
        check: (json) => {
          const page = json as { data: { instruction: string }[] };
          expect(page.data[0]!.instruction).toBe('Handle with care');
        },
      },
    ],
    invalid: [{ name: 'a limit of 0', query: { limit: 0 }, status: 403 }],
  },
};
