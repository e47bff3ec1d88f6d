/**
 * The sandbox gateway's hosted payment page, as plain HTML (no script): the merchant and the
 * amount, a card form (number, expiry MM/YY, security code, name) with Pay and Cancel, the two
 * test cards, and pages for a payment that is unknown, finished or expired. English or Arabic
 * (right-to-left), light or dark by `prefers-color-scheme`, one column that fits a 320 px phone
 * and a desktop alike; labels on every field, errors tied to their fields
 * (`aria-invalid`, `aria-describedby`) and summarised in an alert.
 *
 * The card rules (`checkCard`): the number is 12 to 19 digits (spaces and dashes ignored) passing
 * the Luhn check and one of the test cards (`4242 4242 4242 4242` succeeds, `4000 0000 0000 0002`
 * is declined); the expiry is MM/YY and not past; the code 3 or 4 digits; the name 1 to 100
 * characters without control characters.
 */
import { formatMoney, type MoneyConfig } from '@storefront/core/domain/money';
import { isRtl } from '@storefront/core/domain/rtl';
import type { Translate } from '@storefront/core/i18n/index';

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
} as const;

export type CardField = 'card_number' | 'expiry' | 'cvc' | 'name';
export type CardErrors = Partial<Record<CardField, string>>;

export interface CardForm {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn check of a card number's digits. */
export function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * What a submitted card does: `paid` (the success card), `failed` (the declined card), or the
 * field errors (keys of the area `payment`).
 */
export function checkCard(
  form: CardForm,
  now: { year: number; month: number },
): { outcome: 'paid' | 'failed' } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const number = digitsOnly(form.card_number);
  let outcome: 'paid' | 'failed' | null = null;
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    errors.card_number = 'payment.page.error.cardNumber';
  } else if (number === digitsOnly(TEST_CARDS.success)) outcome = 'paid';
  else if (number === digitsOnly(TEST_CARDS.decline)) outcome = 'failed';
  else errors.card_number = 'payment.page.error.unknownCard';
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'payment.page.error.expiry';
  else {
    const year = 2000 + Number(expiry[2]);
    if (year < now.year || (year === now.year && month < now.month)) {
      errors.expiry = 'payment.page.error.cardExpired';
    }
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'payment.page.error.cvc';
  const name = form.name.trim();
  // eslint-disable-next-line no-control-regex
  if (name === '' || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name)) {
    errors.name = 'payment.page.error.name';
  }
  if (Object.keys(errors).length > 0 || outcome === null) return { errors };
  return { outcome };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `
:root{color-scheme:light dark;--bg:#f3f4f6;--card:#fff;--text:#111827;--muted:#4b5563;--line:#d1d5db;
--accent:#0f766e;--accent-text:#fff;--error:#b91c1c;--error-bg:#fef2f2;--focus:#2563eb;--badge:#fef3c7;--badge-text:#78350f}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--card:#111827;--text:#f3f4f6;--muted:#9ca3af;--line:#374151;
--accent:#2dd4bf;--accent-text:#042f2e;--error:#fca5a5;--error-bg:#3b1114;--focus:#93c5fd;--badge:#422006;--badge-text:#fde68a}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",Tahoma,sans-serif;
display:flex;justify-content:center;align-items:flex-start;padding:1.5rem 1rem}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--line);border-radius:1rem;
padding:1.5rem;box-shadow:0 10px 30px rgb(0 0 0 / .08)}
h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1rem;margin:0 0 .5rem}
.badge{display:inline-block;margin:0;padding:.25rem .625rem;border-radius:999px;background:var(--badge);
color:var(--badge-text);font-size:.8125rem;font-weight:600}
dl{margin:0 0 1.25rem;display:grid;gap:.5rem;padding:1rem;border:1px solid var(--line);border-radius:.75rem}
dl div{display:flex;justify-content:space-between;gap:1rem;align-items:baseline}
dt{color:var(--muted)}dd{margin:0;font-weight:600;text-align:end}.amount{font-size:1.375rem}
fieldset{border:0;margin:0;padding:0;display:grid;gap:.875rem}legend{font-weight:600;margin-bottom:.5rem;padding:0}
label{display:block;font-weight:500;margin-bottom:.25rem}
input{width:100%;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);
border-radius:.5rem;padding:.625rem .75rem;min-height:2.75rem}
input[aria-invalid=true]{border-color:var(--error)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.875rem;align-items:start}
.error{color:var(--error);font-size:.875rem;margin:.25rem 0 0}
.summary{background:var(--error-bg);color:var(--error);border-radius:.5rem;padding:.625rem .75rem;margin:0 0 1rem;font-weight:500}
.actions{display:grid;gap:.625rem;margin-top:1.25rem}
button,.button{font:inherit;font-weight:600;border-radius:.5rem;min-height:2.75rem;padding:.625rem 1rem;cursor:pointer;
text-align:center;text-decoration:none;display:block}
.primary{background:var(--accent);color:var(--accent-text);border:1px solid var(--accent)}
.secondary{background:transparent;color:var(--text);border:1px solid var(--line)}
.tests{margin-top:1.5rem;padding-top:1rem;border-top:1px solid var(--line);color:var(--muted);font-size:.9375rem}
.tests ul{margin:0 0 .5rem;padding-inline-start:1.25rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--text);unicode-bidi:isolate}
.note{color:var(--muted);font-size:.875rem;margin:1rem 0 0}
@media (min-width:40rem){body{align-items:center}main{padding:2rem}.actions{grid-template-columns:2fr 1fr}}
`;

function document(options: { locale: string; t: Translate; title: string; body: string }): string {
  const dir = isRtl(options.locale) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${options.locale}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
<style>${STYLE}</style></head>
<body><main aria-labelledby="title">
${options.body}
</main></body></html>`;
}

export interface PaymentPageInput {
  locale: string;
  t: Translate;
  paymentId: string;
  merchantName: string;
  amount: number;
  money: MoneyConfig;
  /** The expiry time as shown (HH:MM in the store's time zone). */
  expiresAt: string;
  form?: Partial<CardForm>;
  errors?: CardErrors;
}

function field(
  input: PaymentPageInput,
  name: CardField,
  label: string,
  attributes: string,
  keepValue = true,
): string {
  const error = input.errors?.[name];
  const value = keepValue ? (input.form?.[name] ?? '') : '';
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div><label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${described}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(input.t(error))}</p>` : ''}</div>`;
}

/** The payment form. */
export function paymentPage(input: PaymentPageInput): string {
  const { t } = input;
  const amount = formatMoney(input.amount, input.money, { compact: false });
  const hasErrors = input.errors && Object.keys(input.errors).length > 0;
  const body = `<p class="badge">${escapeHtml(t('payment.page.sandbox'))}</p>
<h1 id="title">${escapeHtml(t('payment.page.title'))}</h1>
<dl>
<div><dt>${escapeHtml(t('payment.page.merchant'))}</dt><dd>${escapeHtml(input.merchantName)}</dd></div>
<div><dt>${escapeHtml(t('payment.page.amount'))}</dt><dd class="amount" dir="ltr">${escapeHtml(amount)}</dd></div>
</dl>
<form method="post" action="/payment/sandbox/${escapeHtml(input.paymentId)}" novalidate>
${hasErrors ? `<p class="summary" role="alert">${escapeHtml(t('payment.page.errorSummary'))}</p>` : ''}
<fieldset><legend>${escapeHtml(t('payment.page.card'))}</legend>
${field(input, 'card_number', t('payment.page.cardNumber'), 'inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23" placeholder="1234 5678 9012 3456" required')}
<div class="row">
${field(input, 'expiry', t('payment.page.expiry'), 'inputmode="numeric" autocomplete="cc-exp" dir="ltr" maxlength="7" placeholder="MM/YY" required')}
${field(input, 'cvc', t('payment.page.cvc'), 'inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="4" placeholder="123" required', false)}
</div>
${field(input, 'name', t('payment.page.name'), 'autocomplete="cc-name" maxlength="100" required')}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(t('payment.page.pay', { amount }))}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t('payment.page.cancel'))}</button>
</div>
</form>
<section class="tests" aria-labelledby="tests-title">
<h2 id="tests-title">${escapeHtml(t('payment.page.testCards'))}</h2>
<ul>
<li><code dir="ltr">${TEST_CARDS.success}</code> – ${escapeHtml(t('payment.page.testSuccess'))}</li>
<li><code dir="ltr">${TEST_CARDS.decline}</code> – ${escapeHtml(t('payment.page.testDecline'))}</li>
</ul>
<p>${escapeHtml(t('payment.page.testHint'))}</p>
</section>
<p class="note">${escapeHtml(t('payment.page.expiresAt', { time: input.expiresAt }))}</p>`;
  return document({ locale: input.locale, t, title: t('payment.page.title'), body });
}

export type NoticeKind = 'notFound' | 'finished' | 'expired' | 'invalid';

/** A page for a payment that cannot be paid: unknown, already finished, or expired. */
export function noticePage(input: {
  locale: string;
  t: Translate;
  kind: NoticeKind;
  /** How a finished payment ended. */
  status?: 'paid' | 'failed' | 'canceled' | 'expired' | null;
  /** Where "Back to the shop" leads (the client's callback with the flag), or none. */
  backUrl: string | null;
}): string {
  const { t, kind } = input;
  const title = t(`payment.page.${kind}.title`);
  const body = `<h1 id="title">${escapeHtml(title)}</h1>
${input.status ? `<p><strong>${escapeHtml(t(`payment.page.result.${input.status}`))}</strong></p>` : ''}
<p>${escapeHtml(t(`payment.page.${kind}.text`))}</p>
${input.backUrl ? `<p><a class="button primary" href="${escapeHtml(input.backUrl)}">${escapeHtml(t('payment.page.back'))}</a></p>` : ''}`;
  return document({ locale: input.locale, t, title, body });
}
