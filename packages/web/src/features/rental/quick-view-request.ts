/**
 * What opens a vehicle's quick view: the vehicle and the search it was found by. Apart from
 * VehicleQuickView.tsx (the provider, which loads the dialog lazily) and
 * VehicleQuickViewDialog.tsx (the dialog), which both need it, so neither imports the other's
 * module for it.
 */
export interface VehicleQuickViewRequest {
  id: number;
  slug: string;
  name: string;
  /** The search's trip (its query), kept on the link to the vehicle's page. */
  trip: URLSearchParams | null;
}
