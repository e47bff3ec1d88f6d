import type { QueryClient } from '@tanstack/react-query';

// Apart from the customer's queries (and the API calls they need), so that the header can forget
// the customer at a session's end without loading them.

/**
 * The signed-in customer's data. Every key starts with `customer`, so that signing out (or an
 * expired session) forgets all of it at once (`forgetCustomer`).
 */
export const CUSTOMER_KEY = 'customer';
export const CUSTOMER_INFO_KEY = [CUSTOMER_KEY, 'info'] as const;

/** Forgets every query of the signed-in customer (after a logout or an expired session). */
export function forgetCustomer(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [CUSTOMER_KEY] });
}
