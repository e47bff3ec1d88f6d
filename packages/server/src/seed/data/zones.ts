/**
 * Dubai, split into two delivery zones that share a border along Umm Suqeim /
 * Al Barsha (so a point is never in both). Coordinates are `{lat,lng}`; each
 * ring is open (the last point joins the first) and runs clockwise.
 */
import type { ZoneSeed } from './types.js';

export const ZONES: ZoneSeed[] = [
  {
    key: 'downtown',
    name: 'Downtown & Old Dubai',
    displayName: 'Downtown & Old Dubai',
    ar: { displayName: 'وسط المدينة ودبي القديمة' },
    // Deira and Bur Dubai in the north, the Creek and Ras Al Khor to the east,
    // Meydan and Al Quoz to the south, the Jumeirah coast to the west.
    coordinates: [
      { lat: 25.295, lng: 55.295 }, // sea off Deira waterfront
      { lat: 25.295, lng: 55.34 }, // Al Mamzar side of Deira
      { lat: 25.245, lng: 55.342 }, // Al Garhoud, west of the airport
      { lat: 25.2, lng: 55.335 }, // Ras Al Khor
      { lat: 25.155, lng: 55.3 }, // Meydan
      { lat: 25.125, lng: 55.25 }, // Al Quoz industrial
      { lat: 25.118, lng: 55.225 }, // Sheikh Zayed Road at Al Barsha (shared border)
      { lat: 25.128, lng: 55.2 }, // Umm Suqeim / Al Barsha 1 (shared border)
      { lat: 25.145, lng: 55.17 }, // sea off Madinat Jumeirah (shared border)
      { lat: 25.205, lng: 55.225 }, // sea off Jumeirah 3
      { lat: 25.255, lng: 55.255 }, // sea off Jumeirah 1 and La Mer
      { lat: 25.28, lng: 55.265 }, // sea off Port Rashid
    ],
  },
  {
    key: 'marina',
    name: 'Marina & JLT',
    displayName: 'Marina & JLT',
    ar: { displayName: 'مرسى دبي وأبراج بحيرات جميرا' },
    // Dubai Marina, JBR and JLT, the Palm Jumeirah, Al Sufouh, Barsha Heights
    // and Al Barsha up to Mall of the Emirates.
    coordinates: [
      { lat: 25.145, lng: 55.105 }, // sea north-west of the Palm's crescent
      { lat: 25.145, lng: 55.17 }, // sea off Madinat Jumeirah (shared border)
      { lat: 25.128, lng: 55.2 }, // Umm Suqeim / Al Barsha 1 (shared border)
      { lat: 25.118, lng: 55.225 }, // Sheikh Zayed Road at Al Barsha (shared border)
      { lat: 25.085, lng: 55.21 }, // Al Barsha 3, west of Dubai Hills
      { lat: 25.055, lng: 55.17 }, // Jumeirah Islands
      { lat: 25.05, lng: 55.125 }, // south of JLT, east of Ibn Battuta
      { lat: 25.065, lng: 55.105 }, // sea off the Marina entrance
    ],
  },
];

/** Reference points used by tests and docs/demo.md. */
export const REFERENCE_POINTS = {
  burjKhalifa: { lat: 25.1972, lng: 55.2744 },
  dubaiMarina: { lat: 25.0805, lng: 55.1403 },
  abuDhabi: { lat: 24.45, lng: 54.38 },
} as const;
