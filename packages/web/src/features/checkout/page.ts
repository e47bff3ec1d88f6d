import type { CheckoutPage } from '@storefront/core/domain/checkout';

const PAGES: readonly CheckoutPage[] = ['cart', 'buy_now', 'campaign'];

/** The `page` query of /checkout (spec §2: cart, buy_now, campaign); cart when absent or unknown. */
export function checkoutPage(value: string | null): CheckoutPage {
  return PAGES.find((p) => p === value) ?? 'cart';
}
