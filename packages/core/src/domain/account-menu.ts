import { isOn, type Flag } from './flag.js';

/**
 * The signed-in customer's pages and the account menu (storefront §2 routes '/profile', 'Account
 * menu (width 300)'): the pages of `/profile?page=…`, the menu's entries in the spec's order, and
 * the configuration rules that hide some of them. Pure, so the header menu, the profile page's
 * side navigation and the tests read the same rules. In the rental module, where trips replace
 * orders (rental-and-auth §1), the last entry is Track Trip (`/track-trip`), as the header's and
 * the footer's links are, instead of Track Order.
 */

/** The `page` values of /profile, as the spec lists them. */
export const PROFILE_PAGES = [
  'profile-settings',
  'inbox',
  'wallet',
  'my-orders',
  'my-trips',
  'coupons',
  'loyalty-points',
  'referral-code',
  'settings',
] as const;

export type ProfilePage = (typeof PROFILE_PAGES)[number];

/** An account menu entry: a profile page, or the public track-order (track-trip) page. */
export type AccountEntryId = Exclude<ProfilePage, 'inbox'> | 'track-order' | 'track-trip';

/** A link of the account area: a profile page, track order or track trip. */
export type AccountLink = ProfilePage | 'track-order' | 'track-trip';

/**
 * The menu's entries in order (spec: 'Inbox is never shown in the menu'); in the rental module
 * 'track-order' is 'track-trip' (`accountMenuEntries`).
 */
export const ACCOUNT_MENU_ORDER: readonly AccountEntryId[] = [
  'profile-settings',
  'my-orders',
  'my-trips',
  'wallet',
  'coupons',
  'loyalty-points',
  'referral-code',
  'settings',
  'track-order',
];

/** What the rules read: three configuration flags and the active modules' types. */
export interface AccountMenuFacts {
  config:
    | {
        customer_wallet_status?: Flag;
        loyalty_point_status?: Flag;
        ref_earning_status?: Flag;
      }
    | null
    | undefined;
  modules: readonly { module_type: string }[] | null | undefined;
  /** The selected module's type: in the rental module the menu tracks trips, not orders. */
  moduleType?: string | null;
}

/** A flag the configuration turned off (0): an absent flag hides nothing. */
const isOff = (flag: Flag): boolean => flag != null && !isOn(flag);

/**
 * Whether a page or entry is offered: wallet hidden when `customer_wallet_status` is 0, loyalty
 * points when `loyalty_point_status` is 0, referral code when `ref_earning_status` is 0, my trips
 * only when an active rental module exists. Until the configuration (or the module list) is
 * known, the entries that depend on it are left out rather than shown and then taken away.
 */
export function isOffered(id: AccountLink, facts: AccountMenuFacts): boolean {
  const { config } = facts;
  switch (id) {
    case 'wallet':
      return config != null && !isOff(config.customer_wallet_status);
    case 'loyalty-points':
      return config != null && !isOff(config.loyalty_point_status);
    case 'referral-code':
      return config != null && !isOff(config.ref_earning_status);
    case 'my-trips':
      return (facts.modules ?? []).some((m) => m.module_type === 'rental');
    default:
      return true;
  }
}

/** The account menu's entries, in order (Track Trip in place of Track Order in rental). */
export function accountMenuEntries(facts: AccountMenuFacts): AccountEntryId[] {
  const rental = facts.moduleType === 'rental';
  return ACCOUNT_MENU_ORDER.filter((id) => isOffered(id, facts)).map((id) =>
    rental && id === 'track-order' ? 'track-trip' : id,
  );
}

/**
 * The profile page's side navigation: the menu's entries and rules, with the inbox (the chat
 * icon's page, a page of /profile) after the orders and trips.
 */
export function profileNavEntries(facts: AccountMenuFacts): AccountLink[] {
  const entries: AccountLink[] = accountMenuEntries(facts);
  const before = ['profile-settings', 'my-orders', 'my-trips'];
  const at = entries.findIndex((id) => !before.includes(id));
  entries.splice(at === -1 ? entries.length : at, 0, 'inbox');
  return entries;
}

/** Where an entry leads. */
export function entryPath(id: AccountLink): string {
  if (id === 'track-order') return '/track-order';
  if (id === 'track-trip') return '/track-trip';
  return `/profile?page=${id}`;
}

/** The page of a `page` query value: unknown or missing → profile-settings. */
export function profilePageOf(raw: string | null | undefined): ProfilePage {
  return (PROFILE_PAGES as readonly string[]).includes(raw ?? '')
    ? (raw as ProfilePage)
    : 'profile-settings';
}

/** The translation key of an entry's label (Track Trip: the header's and footer's text). */
export function entryLabelKey(id: AccountLink): string {
  return id === 'track-trip' ? 'trip.web.track.link' : `account.page.${id}`;
}
