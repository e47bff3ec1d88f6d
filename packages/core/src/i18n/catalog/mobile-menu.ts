import type { Messages } from '../define.js';

/** The phone header's menu button and the mobile menu drawer (spec §2 'Mobile menu drawer'). */
export const en = {
  'mobileMenu.open': 'Menu',
  'mobileMenu.title': 'Menu',
  'mobileMenu.account': 'My account',
  'mobileMenu.categories': 'Categories',
  'mobileMenu.viewAll': 'View all',
  'mobileMenu.latest.stores': 'Latest Stores',
  'mobileMenu.latest.restaurants': 'Latest Restaurants',
  'mobileMenu.latest.providers': 'Latest Providers',
  'mobileMenu.popular.stores': 'Popular Stores',
  'mobileMenu.popular.restaurants': 'Popular Restaurants',
  'mobileMenu.popular.providers': 'Popular Providers',
  'mobileMenu.empty': 'Nothing to show here yet.',
  'mobileMenu.loadFailed': 'This list could not be loaded.',
} satisfies Messages;
