/**
 * The sandbox gateway's pages and the merchant callback, outside the API (browser navigations):
 *
 * - `GET /payment/sandbox/{paymentId}`: the hosted page (payments/sandbox-page.ts) of a pending
 *   payment; an unknown id answers 404, a finished payment 409 and an expired one 410, each with
 *   a page that says so (and a link back to the client's callback when there is one).
 * - `POST /payment/sandbox/{paymentId}` (form: `action=pay|cancel`, `card_number`, `expiry`
 *   MM/YY, `cvc`, `name`): the gateway takes the card (field errors: the page again, 422), signs
 *   the result (paid, failed for the declined card, canceled) and hands it to the merchant
 *   callback (the same verification as `POST /payment/sandbox/callback`), then sends the browser
 *   to the client's callback with `flag=success|fail|cancel` and `payment_id` (303).
 * - `POST /payment/sandbox/callback` (form or JSON: `payment_id`, `amount`, `status`,
 *   `transaction_reference`, `signature`): the merchant callback, reachable from outside, so it
 *   trusts only a valid signature (403 `signature`) for the payment's own amount (403 `amount`);
 *   it confirms once (a replay answers the same and changes nothing; 409 for another result of a
 *   finished payment, 410 for an expired one).
 * - `GET /payment-mobile?order_id=&customer_id=&payment_platform=&callback=&payment_method=`: the
 *   incumbent web client's entry (reference/6ammart-web.md): starts, or resumes, the digital
 *   payment of the order of that customer (or guest) and redirects to its hosted page.
 *
 * The page's language: `?lang=` (en or ar), else the language the payment was started in, else
 * the browser's `Accept-Language`. Every page is `no-store`; its Content-Security-Policy lets
 * the form go only to this server and the client's callback.
 */
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { contentSecurityPolicy } from '../http/security.js';
import { translator } from '@storefront/core/i18n/index';
import { type AppContext, type AppEnv, getDb, publicOrigin } from '../http/env.js';
import { ApiError, fail } from '../http/errors.js';
import { readBody } from '../http/validate.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import { paymentGateway, sandboxCallbackFields } from './gateway.js';
import {
  callbackRedirect,
  confirmPayment,
  expirePayment,
  loadPayment,
  type PaymentRow,
} from './registry.js';
import { paymentSecret } from './secret.js';
import {
  checkCard,
  noticePage,
  paymentPage,
  type CardForm,
  type NoticeKind,
} from './sandbox-page.js';
import { resumeOrderPayment } from '../ordering/order-payment.js';

const LANGS = ['en', 'ar'] as const;

/** The page's language (see the module notes). */
function pageLocale(c: AppContext, payment: PaymentRow | null): string {
  const asked = c.req.query('lang');
  if (asked && (LANGS as readonly string[]).includes(asked)) return asked;
  const started = payment?.meta.locale;
  if (typeof started === 'string' && (LANGS as readonly string[]).includes(started)) return started;
  const accepted = (c.req.header('Accept-Language') ?? '').toLowerCase();
  const first = accepted.split(',')[0]?.trim().split(/[-;]/)[0];
  return first === 'ar' ? 'ar' : 'en';
}

/** Text fields of a form or JSON body (other values dropped). */
function textFields(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
  }
  return out;
}

function html(
  c: AppContext,
  body: string,
  status: ContentfulStatusCode,
  payment: PaymentRow | null,
) {
  let formTargets = "'self'";
  if (payment?.callback) {
    try {
      formTargets += ` ${new URL(payment.callback).origin}`;
    } catch {
      // a stored callback is always a URL
    }
  }
  c.header('Cache-Control', 'no-store');
  c.header(
    'Content-Security-Policy',
    contentSecurityPolicy({ maps: false }).replace(
      "form-action 'self'",
      `form-action ${formTargets}`,
    ),
  );
  return c.html(body, status);
}

function notice(
  c: AppContext,
  kind: NoticeKind,
  status: ContentfulStatusCode,
  payment: PaymentRow | null,
) {
  const locale = pageLocale(c, payment);
  const ended = payment && payment.status !== 'pending' ? payment.status : null;
  const backUrl = payment?.callback ? callbackRedirect(payment, publicOrigin(c)) : null;
  return html(
    c,
    noticePage({ locale, t: translator(locale), kind, status: ended, backUrl }),
    status,
    payment,
  );
}

/** The payment of the path, if it can be paid now; otherwise the page that says why. */
async function payable(c: AppContext): Promise<{ payment: PaymentRow } | { page: Response }> {
  const db = getDb(c);
  const now = c.get('deps').clock.now();
  const payment = await loadPayment(db, c.req.param('id') ?? '');
  if (!payment || payment.gateway !== 'sandbox') return { page: notice(c, 'notFound', 404, null) };
  if (payment.status === 'pending' && payment.expiresAt.getTime() <= now) {
    await expirePayment(db, payment.id, now);
    const expired = (await loadPayment(db, payment.id)) ?? payment;
    return { page: notice(c, 'expired', 410, expired) };
  }
  if (payment.status === 'expired') return { page: notice(c, 'expired', 410, payment) };
  if (payment.status !== 'pending') return { page: notice(c, 'finished', 409, payment) };
  return { payment };
}

function expiryText(payment: PaymentRow, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: STORE_TIME_ZONE,
  }).format(payment.expiresAt);
}

function formPage(
  c: AppContext,
  payment: PaymentRow,
  status: ContentfulStatusCode,
  extra: { form?: Partial<CardForm>; errors?: Record<string, string> } = {},
) {
  const locale = pageLocale(c, payment);
  const settings = c.get('ref').settings;
  const page = paymentPage({
    locale,
    t: translator(locale),
    paymentId: payment.id,
    merchantName: settings.business_name,
    amount: payment.amount,
    money: {
      currency_symbol: settings.currency_symbol,
      currency_symbol_direction: settings.currency_symbol_direction,
      digit_after_decimal_point: settings.digit_after_decimal_point,
    },
    expiresAt: expiryText(payment, locale),
    ...extra,
  });
  return html(c, page, status, payment);
}

export function paymentRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/payment/sandbox/callback', async (c) => {
    const db = getDb(c);
    const fields = textFields(await readBody(c));
    const result = await paymentGateway('sandbox', db)!.verifyCallback({
      fields,
      headers: { 'content-type': c.req.header('content-type') },
    });
    if (!result) {
      fail(
        403,
        'signature',
        'The signature is not valid: this result was not sent by the gateway.',
      );
    }
    const outcome = await confirmPayment(db, result, c.get('deps').clock.now());
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        payment_id: outcome.payment.id,
        status: outcome.payment.status,
        replay: outcome.kind === 'replay',
      },
      outcome.kind === 'expired' ? 410 : 200,
    );
  });

  app.get('/payment/sandbox/:id', async (c) => {
    const found = await payable(c);
    if ('page' in found) return found.page;
    return formPage(c, found.payment, 200);
  });

  app.post('/payment/sandbox/:id', async (c) => {
    const found = await payable(c);
    if ('page' in found) return found.page;
    const { payment } = found;
    let fields: Record<string, string>;
    try {
      fields = textFields(await readBody(c));
    } catch {
      fields = {};
    }
    const form: CardForm = {
      card_number: fields.card_number ?? '',
      expiry: fields.expiry ?? '',
      cvc: fields.cvc ?? '',
      name: fields.name ?? '',
    };
    const nowMs = c.get('deps').clock.now();
    let status: 'paid' | 'failed' | 'canceled';
    if (fields.action === 'cancel') status = 'canceled';
    else if (fields.action === 'pay') {
      const parts = new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: 'numeric',
        timeZone: STORE_TIME_ZONE,
      }).formatToParts(nowMs);
      const year = Number(parts.find((p) => p.type === 'year')?.value);
      const month = Number(parts.find((p) => p.type === 'month')?.value);
      const checked = checkCard(form, { year, month });
      if ('errors' in checked) return formPage(c, payment, 422, { form, errors: checked.errors });
      status = checked.outcome;
    } else {
      return formPage(c, payment, 400, { form });
    }
    // The gateway signs its result; the merchant callback verifies and records it.
    const db = getDb(c);
    const signed = sandboxCallbackFields(await paymentSecret(db), {
      paymentId: payment.id,
      amount: payment.amount,
      status,
      transactionReference: `sbx_${randomBytes(8).toString('hex')}`,
    });
    const result = await paymentGateway('sandbox', db)!.verifyCallback({
      fields: signed,
      headers: {},
    });
    if (!result) throw new Error('the sandbox refused its own signature');
    try {
      const outcome = await confirmPayment(db, result, nowMs);
      if (outcome.kind === 'expired') return notice(c, 'expired', 410, outcome.payment);
      c.header('Cache-Control', 'no-store');
      return c.redirect(callbackRedirect(outcome.payment, publicOrigin(c)), 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const current = await loadPayment(db, payment.id);
      return notice(c, 'finished', 409, current);
    }
  });

  app.get('/payment-mobile', async (c) => {
    try {
      const link = await resumeOrderPayment(c, {
        orderId: c.req.query('order_id'),
        customerId: c.req.query('customer_id'),
        callback: c.req.query('callback'),
        gateway: c.req.query('payment_method'),
        platform: c.req.query('payment_platform'),
      });
      c.header('Cache-Control', 'no-store');
      return c.redirect(link, 302);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const status = error.status >= 400 && error.status < 500 ? error.status : 400;
      const locale = pageLocale(c, null);
      const t = translator(locale);
      const page = noticePage({ locale, t, kind: 'invalid', backUrl: null }).replace(
        '</main>',
        `<p role="alert">${error.errors.map((e) => e.message.replace(/[&<>"']/g, '')).join(' ')}</p></main>`,
      );
      return html(c, page, status, null);
    }
  });

  return app;
}
