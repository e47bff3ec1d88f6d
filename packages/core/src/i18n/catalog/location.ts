import type { Messages } from '../define.js';

/** Choosing a location: header selector, landing hero, map picker, their toasts and errors. */
export const en = {
  'location.toast.deliverySelected': 'New Delivery address selected.',
  'location.toast.pickupSelected': 'New Pickup address selected.',
  'location.toast.locationSet': 'Location set successfully',
  'location.label.delivery': 'Delivery',
  'location.label.pickup': 'Pickup',
  'location.savedAddresses.hint': 'Select from saved addresses or pick from map',
  'location.savedAddresses.signInRequired': 'To select from saved addresses, you need to sign in.',
  'location.useCurrentLocation': 'Use Current Location',
  'location.pickFromMap': 'Pick from map',
  'location.locating': 'Finding your location…',
  'location.resolving': 'Checking this location…',
  'location.search.placeholder': 'Search for a place',
  'location.search.searching': 'Searching…',
  'location.search.noResults': 'No places match your search',
  'location.map.title': 'Pick your location on the map',
  'location.map.hint': 'Move the map to place the pin on your address',
  'location.map.confirm': 'Pick this location',
  'location.map.zoomIn': 'Zoom in',
  'location.map.zoomOut': 'Zoom out',
  'location.error.permissionDenied':
    'Location access is blocked. Allow it in your browser settings, or search for a place instead.',
  'location.error.positionUnavailable':
    'Your location could not be found. Try again, or pick a place on the map.',
  'location.error.timeout':
    'Finding your location took too long. Try again, or search for a place.',
  'location.error.unsupported':
    'This device cannot share its location. Search for a place or pick from map.',
  'location.error.geolocation': 'Could not get your current location.',
  'location.error.invalidAddress':
    'This address has no valid coordinates. Pick it on the map instead.',
} satisfies Messages;
