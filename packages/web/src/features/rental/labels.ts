import type { TFunction } from 'i18next';
import type { Fuel, Transmission, VehicleSort } from './search-query.js';

/**
 * The words of a vehicle's specifications and of the search's choices, from the catalog (area
 * `rental-pages`). The server sends the values in English (`automatic`, `petrol`, `suv`); a
 * value the catalog does not know is shown as sent, its underscores as spaces.
 */

export const TRANSMISSION_KEYS: Record<Transmission, string> = {
  automatic: 'rentalPages.transmission.automatic',
  manual: 'rentalPages.transmission.manual',
  continuously_variable: 'rentalPages.transmission.continuouslyVariable',
  dual_clutch: 'rentalPages.transmission.dualClutch',
  semi_automatic: 'rentalPages.transmission.semiAutomatic',
};

export const FUEL_KEYS: Record<Fuel, string> = {
  petrol: 'rentalPages.fuel.petrol',
  octan: 'rentalPages.fuel.octan',
  diesel: 'rentalPages.fuel.diesel',
  cng: 'rentalPages.fuel.cng',
  electric: 'rentalPages.fuel.electric',
};

const TYPE_KEYS: Record<string, string> = {
  sedan: 'rentalPages.type.sedan',
  suv: 'rentalPages.type.suv',
  hatchback: 'rentalPages.type.hatchback',
  van: 'rentalPages.type.van',
  minibus: 'rentalPages.type.minibus',
  luxury: 'rentalPages.type.luxury',
  pickup: 'rentalPages.type.pickup',
  sports: 'rentalPages.type.sports',
  coupe: 'rentalPages.type.coupe',
  convertible: 'rentalPages.type.convertible',
  bus: 'rentalPages.type.bus',
};

export const SORT_KEYS: Record<VehicleSort, string> = {
  default: 'rentalPages.sort.default',
  top_rated: 'rentalPages.sort.topRated',
  newest: 'rentalPages.sort.newest',
  price_low: 'rentalPages.sort.priceLow',
  price_high: 'rentalPages.sort.priceHigh',
  a_to_z: 'rentalPages.sort.aToZ',
  z_to_a: 'rentalPages.sort.zToA',
};

const humanize = (value: string) => {
  const text = value.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function lookup(t: TFunction, keys: Record<string, string>, value: string | null | undefined) {
  if (value == null || value.trim() === '') return '';
  const key = keys[value.trim().toLowerCase()];
  return key != null ? t(key) : humanize(value);
}

export const transmissionLabel = (t: TFunction, value: string | null | undefined) =>
  lookup(t, TRANSMISSION_KEYS, value);

export const fuelLabel = (t: TFunction, value: string | null | undefined) =>
  lookup(t, FUEL_KEYS, value);

export const vehicleTypeLabel = (t: TFunction, value: string | null | undefined) =>
  lookup(t, TYPE_KEYS, value);

/** 'AC' or 'Non-AC' (spec §3: `air_condition` 0 = non-AC). */
export const airConditionLabel = (t: TFunction, value: number | null | undefined) =>
  t(value === 0 ? 'rentalPages.spec.nonAc' : 'rentalPages.spec.ac');
