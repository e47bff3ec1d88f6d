import { decimalDigits } from '@storefront/core/domain/money';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import { tripBookingTotals } from '@storefront/core/machines/trip-booking.connect';
import type { TripBookingConfig } from '@storefront/core/machines/trip-booking.types';
import { useMemo } from 'react';
import { useConfig } from '../../app/queries.js';
import { providerNow, tripConfigOf } from './facts.js';

export {
  pickupInputValue,
  providerNow,
  tripConfigOf,
  tripFactsOf,
  type TripFacts,
} from './facts.js';

/** The cart's amounts: core's rental pricing (the numbers trip checkout sends and the server charges). */
export function useTripTotals(cart: RentalCartResponse | undefined) {
  const { data: config } = useConfig();
  const tripConfig = useMemo(() => tripConfigOf(config as Partial<TripBookingConfig>), [config]);
  const totals = useMemo(
    () =>
      cart == null ? null : tripBookingTotals({ cart, config: tripConfig, now: providerNow() }),
    [cart, tripConfig],
  );
  return { totals, digits: decimalDigits(config), config: tripConfig };
}
