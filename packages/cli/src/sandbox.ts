/**
 * Driving the sandbox gateway's hosted page from the command line (`--sandbox success|decline|
 * cancel`), as a customer would in a browser: the page's form posted with the success test card,
 * the declined one, or Cancel. The gateway then sends the browser to the client's callback with
 * `flag=success|fail|cancel` (303): that address is the outcome. The server has confirmed the
 * payment (the signed result) before it answers, so what it paid for is settled by then.
 */
import { InvalidArgumentError } from 'commander';
import { CliError, EXIT } from './errors.js';

export const SANDBOX_OUTCOMES = ['success', 'decline', 'cancel'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The sandbox's test cards (its hosted page lists them). */
export const SANDBOX_CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
} as const;

/** `--sandbox` as an outcome (commander's parser). */
export function sandboxOutcome(value: string): SandboxOutcome {
  if ((SANDBOX_OUTCOMES as readonly string[]).includes(value)) return value as SandboxOutcome;
  throw new InvalidArgumentError(`must be one of ${SANDBOX_OUTCOMES.join(', ')}`);
}

/** An expiry date a year ahead (`MM/YY`). */
export function futureExpiry(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const year = String((now.getUTCFullYear() + 1) % 100).padStart(2, '0');
  return `${month}/${year}`;
}

export interface SandboxResult {
  /** The callback's `flag` (null when the gateway went back to its own page). */
  flag: 'success' | 'fail' | 'cancel' | null;
  /** Where the gateway sent the browser. */
  location: string;
}

/** Pays, declines or cancels on the hosted page at `link` (see the module notes). */
export async function driveSandbox(
  fetchImpl: typeof fetch,
  link: string,
  outcome: SandboxOutcome,
): Promise<SandboxResult> {
  const form = new URLSearchParams(
    outcome === 'cancel'
      ? { action: 'cancel' }
      : {
          action: 'pay',
          card_number: SANDBOX_CARDS[outcome],
          expiry: futureExpiry(),
          cvc: '123',
          name: 'Storefront CLI',
        },
  );
  const response = await fetchImpl(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('Location');
  if (response.status < 300 || response.status >= 400 || location == null) {
    throw new CliError(
      `The payment page did not take the payment (HTTP ${response.status}).`,
      response.status >= 500 ? EXIT.unavailable : EXIT.failure,
      'payment_page',
    );
  }
  const target = new URL(location, link);
  const flag = target.searchParams.get('flag');
  return {
    flag: flag === 'success' || flag === 'fail' || flag === 'cancel' ? flag : null,
    location: target.toString(),
  };
}
