// Customers for the suites that run against a live demo server (contract, e2e): signed up through
// the API with the code the server wrote to the demo outbox.
import { expect } from 'vitest';
import { http } from './http.js';

/** The newest code sent to `destination`, from the demo outbox. */
export async function lastCode(base: string, destination: string): Promise<string> {
  const page = await http(base, '/demo/outbox.json');
  const messages = (page.json as { messages: { destination: string; code: string | null }[] })
    .messages;
  const code = messages.find((m) => m.destination === destination)?.code;
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

/** A new customer: sign-up, then the phone verified with the code of the demo outbox; the token. */
export async function signedUpCustomer(
  base: string,
  customer: { name: string; phone: string; password: string },
): Promise<string> {
  const post = (path: string, body: unknown) =>
    http(base, `/api/v1${path}`, { method: 'POST', body });
  const created = await post('/auth/sign-up', customer);
  expect(created.status, created.text).toBe(200);
  const verified = await post('/auth/verify-phone', {
    phone: customer.phone,
    otp: await lastCode(base, customer.phone),
    verification_type: 'phone',
    login_type: 'manual',
  });
  expect(verified.status, verified.text).toBe(200);
  return (verified.json as { token: string }).token;
}
