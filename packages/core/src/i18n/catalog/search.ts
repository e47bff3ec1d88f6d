import type { Messages } from '../define.js';

/**
 * Search and browsing (issue 15): recent searches, the empty submit, the results heading with
 * its count, the filters and sort of search results and store pages, and checkout's minimum
 * order and phone total bar.
 */
export const en = {
  'search.emptySubmit': 'Please search some keywords.',
  'search.resultsFor': 'Search result for “{{text}}”',
  'search.resultCount': 'Results: {{count}}',
  'search.recent.title': 'Recent searches',
  'search.recent.clearAll': 'Clear All',
  'search.recent.remove': 'Remove {{text}} from recent searches',
  'search.recent.hint': 'Press Delete to remove the highlighted recent search.',
  'search.filters.title': 'Filters',
  'search.filters.open': 'Filter and sort',
  'search.filters.applied': 'Applied filters',
  'search.filters.appliedCount': '{{count}} applied',
  'search.filters.clearAll': 'Clear all',
  'search.filters.clear': 'Remove filter: {{label}}',
  'search.filters.show': 'Show results',
  'search.filters.type': 'Type',
  'search.filters.type.all': 'All',
  'search.filters.type.veg': 'Veg',
  'search.filters.type.non_veg': 'Non-veg',
  'search.filters.available': 'Currently available',
  'search.filters.discounted': 'Discounted',
  'search.filters.price': 'Price range',
  'search.filters.minPrice': 'Min',
  'search.filters.maxPrice': 'Max',
  'search.filters.applyPrice': 'Apply',
  'search.filters.priceChip.range': '{{min}} – {{max}}',
  'search.filters.priceChip.from': 'From {{min}}',
  'search.filters.priceChip.upTo': 'Up to {{max}}',
  'search.filters.rating': 'Rating',
  'search.filters.ratingAtLeast': '{{rating}}★ & up',
  'search.filters.ratingAny': 'Any',
  'search.sort.label': 'Sort by',
  'search.sort.default': 'Relevance',
  'search.sort.a_to_z': 'A to Z',
  'search.sort.z_to_a': 'Z to A',
  'search.sort.price_low': 'Price: low to high',
  'search.sort.price_high': 'Price: high to low',
  'search.sort.rating': 'Rating',
  'search.checkout.total': 'Total',
  'search.checkout.minimumMissing': 'Add {{amount}} more to place this order',
} satisfies Messages;
