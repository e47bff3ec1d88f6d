import type { Messages } from '../define.js';

/** The landing page's location hero and its place search. */
export const en = {
  'landing.hero.label': 'Choose your location',
  'landing.search.clear': 'Clear search',
  'landing.or': 'or',
  'landing.current': 'Your location: {{location}}',
  'landing.explore': 'Explore',
  'landing.zones.title': 'Where we deliver',
  'landing.testimonials.title': 'What our customers say',
  'landing.testimonials.loading': 'Loading what our customers say',
  'landing.app.loading': 'Loading the app section',
  'landing.app.googlePlay': 'Get it on Google Play',
  'landing.app.appStore': 'Download on the App Store',
  'landing.app.getItOn': 'Get it on',
  'landing.app.downloadOn': 'Download on the',
} satisfies Messages;
