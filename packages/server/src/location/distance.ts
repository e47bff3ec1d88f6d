/**
 * Offline route estimate in the shape of one Routes API `computeRouteMatrix` element: the
 * distance is the one delivery charges by, core's `deliveryDistanceMeters` (the straight line in
 * whole metres), whatever the travel mode, so a v1 client that prices delivery from this answer
 * arrives at placement's charge (docs/compatibility.md, 'Distance'); the duration is at a typical
 * speed per mode. Points more than 300 km apart have no route (ZERO_RESULTS).
 */
import { deliveryDistanceMeters } from '@storefront/core/domain/delivery';
import { haversineMeters } from '@storefront/core/domain/geo';
import type { LatLng } from '@storefront/core/domain/session';
import type { Locale } from '../http/env.js';

export type TravelMode = 'DRIVE' | 'WALK' | 'BICYCLE';

/** The typical speed of each mode (the distance is the same for all). */
export const TRAVEL_MODES: Record<TravelMode, { kmh: number }> = {
  DRIVE: { kmh: 40 },
  WALK: { kmh: 5 },
  BICYCLE: { kmh: 15 },
};

export const MAX_ROUTE_KM = 300;

/** `DRIVE`, `driving` … → the Routes API mode; the legacy names are accepted too. */
export function travelMode(value: string): TravelMode | null {
  switch (value) {
    case 'DRIVE':
    case 'driving':
      return 'DRIVE';
    case 'WALK':
    case 'walking':
      return 'WALK';
    case 'BICYCLE':
    case 'bicycling':
      return 'BICYCLE';
    default:
      return null;
  }
}

function distanceText(meters: number, locale: Locale): string {
  const km = meters / 1000;
  const value =
    meters < 1000 ? `${Math.round(meters)}` : km < 10 ? km.toFixed(1) : `${Math.round(km)}`;
  const unit = meters < 1000 ? (locale === 'ar' ? 'م' : 'm') : locale === 'ar' ? 'كم' : 'km';
  return `${value} ${unit}`;
}

function durationText(seconds: number, locale: Locale): string {
  const totalMinutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (locale === 'ar') {
    const parts = [];
    if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'ساعة' : 'ساعات'}`);
    if (minutes > 0 || hours === 0) parts.push(`${minutes} ${minutes === 1 ? 'دقيقة' : 'دقائق'}`);
    return parts.join(' و');
  }
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes} ${minutes === 1 ? 'min' : 'mins'}`);
  return parts.join(' ');
}

function methodText(mode: TravelMode, locale: Locale): string {
  const { kmh } = TRAVEL_MODES[mode];
  return locale === 'ar'
    ? `تقدير دون اتصال: المسافة المستقيمة التي تُحسب بها رسوم التوصيل، بسرعة ${kmh} كم/س`
    : `Offline estimate: the straight-line distance the delivery charge uses, at ${kmh} km/h`;
}

export function estimateRoute(
  origin: LatLng,
  destination: LatLng,
  mode: TravelMode,
  locale: Locale,
) {
  const straight = haversineMeters(origin, destination);
  if (straight > MAX_ROUTE_KM * 1000) {
    return {
      originIndex: 0,
      destinationIndex: 0,
      status: 'ZERO_RESULTS' as const,
      condition: 'ROUTE_NOT_FOUND' as const,
      distanceMeters: 0,
      duration: '0s',
      staticDuration: '0s',
      localizedValues: {
        distance: { text: '' },
        duration: { text: '' },
        staticDuration: { text: '' },
        method: {
          text:
            locale === 'ar'
              ? `لا يوجد مسار: النقطتان متباعدتان بأكثر من ${MAX_ROUTE_KM} كم`
              : `No route: the points are more than ${MAX_ROUTE_KM} km apart`,
        },
      },
    };
  }
  const { kmh } = TRAVEL_MODES[mode];
  const distanceMeters = deliveryDistanceMeters(origin, destination);
  const seconds = Math.round(distanceMeters / ((kmh * 1000) / 3600));
  return {
    originIndex: 0,
    destinationIndex: 0,
    status: 'OK' as const,
    condition: 'ROUTE_EXISTS' as const,
    distanceMeters,
    duration: `${seconds}s`,
    staticDuration: `${seconds}s`,
    localizedValues: {
      distance: { text: distanceText(distanceMeters, locale) },
      duration: { text: durationText(seconds, locale) },
      staticDuration: { text: durationText(seconds, locale) },
      method: { text: methodText(mode, locale) },
    },
  };
}
