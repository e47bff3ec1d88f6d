import { STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import {
  cartUserData,
  rentalTypeOf,
  type RentalCartResponse,
} from '@storefront/core/domain/rental';
import {
  formatKm,
  parsePickupTime,
  pickupTimeMode,
  type PickupTime,
} from '@storefront/core/domain/rental-search';
import { localDateTime, type LocalDateTime } from '@storefront/core/domain/schedule';
import type { TripBookingConfig } from '@storefront/core/machines/trip-booking.types';

/** Now on the providers' clock (pickup times are their wall clock). */
export const providerNow = (): LocalDateTime => localDateTime(Date.now(), STORE_TIME_ZONE);

/** The config fields trip pricing reads, from the app's config. */
export function tripConfigOf(config: Partial<TripBookingConfig> | undefined): TripBookingConfig {
  return {
    guest_checkout_status: config?.guest_checkout_status ?? 0,
    tax_included: config?.tax_included ?? 0,
    additional_charge_status: config?.additional_charge_status ?? 0,
    additional_charge: config?.additional_charge ?? 0,
    digit_after_decimal_point: config?.digit_after_decimal_point ?? 2,
  } as TripBookingConfig;
}

/** `YYYY-MM-DDTHH:MM` of a pickup time (what features/rental `formatPickupAt` shows). */
export function pickupInputValue(at: PickupTime): string {
  const minutes = Math.floor(at.seconds / 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${at.date}T${hh}:${mm}`;
}

/** The trip of a cart as the drawer and the cart page show it (spec §2 'Trip cart drawer'). */
export interface TripFacts {
  pickup: string;
  destination: string;
  /** 'now' → 'Pickup Now'; 'scheduled' → 'Schedule at' and the time. */
  mode: 'now' | 'scheduled';
  /** `YYYY-MM-DDTHH:MM`, or null when unreadable. */
  at: string | null;
  type: 'hourly' | 'distance';
  /** Hrs (hourly) or Km with 3 decimals (distance-wise). */
  length: string;
}

export function tripFactsOf(cart: RentalCartResponse, now: PickupTime): TripFacts | null {
  const data = cartUserData(cart);
  if (data == null) return null;
  const type = rentalTypeOf(data.rental_type) ?? 'hourly';
  const at = parsePickupTime(data.pickup_time);
  return {
    pickup: data.pickup_location?.location_name ?? '',
    destination: data.destination_location?.location_name ?? '',
    mode: at == null ? 'now' : pickupTimeMode(at, now),
    at: at == null ? null : pickupInputValue(at),
    type,
    length:
      type === 'hourly'
        ? String(Math.max(0, Number(data.estimated_hours) || 0))
        : formatKm(Number(data.distance) || 0),
  };
}
