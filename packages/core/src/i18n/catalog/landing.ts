import type { Messages } from '../define.js';

/** The landing page's location hero and its place search. */
export const en = {
  'landing.hero.label': 'Choose your location',
  'landing.search.clear': 'Clear search',
  'landing.or': 'or',
  'landing.current': 'Your location: {{location}}',
  'landing.explore': 'Explore',
  'landing.zones.title': 'Where we deliver',
} satisfies Messages;
