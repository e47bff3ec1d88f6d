import type { Messages } from '../define.js';

/** The store page and store cards: open state, delivery facts, categories and in-store search. */
export const en = {
  'store.open': 'Open now',
  'store.closed': 'Closed now',
  'store.deliveryTime': '{{min}}-{{max}} min',
  'store.deliveryTimeLabel': 'Delivery time',
  'store.minimumOrder': 'Minimum order',
  'store.minimumOrderShort': 'Min. {{amount}}',
  'store.distance': '{{km}} km',
  'store.delivery': 'Delivery',
  'store.takeAway': 'Take away',
  'store.freeDelivery': 'Free delivery',
  'store.logo': '{{name}} logo',
  'store.categories': 'Categories',
  'store.allItems': 'All items',
  'store.noItems': 'No items here yet.',
  'store.search.label': 'Search in {{name}}',
  'store.search.placeholder': 'Search in this store…',
  'store.search.clear': 'Clear search',
  'store.loading': 'Loading the store',
  'store.notFound.title': 'Store not found',
  'store.notFound.text': 'This store does not exist or is no longer available.',
} satisfies Messages;
