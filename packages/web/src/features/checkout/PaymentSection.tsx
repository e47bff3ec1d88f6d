import type { PaymentGatewayOption } from '@storefront/core/domain/payment';
import { issueText } from '@storefront/core/domain/issue';
import type { MoneyConfig } from '@storefront/core/domain/money';
import type {
  CheckoutPaymentView,
  OrderPaymentMethod,
} from '@storefront/core/machines/checkout.types';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { AlertIcon } from '../../ui/icons.js';
import { useMoney } from '../catalogue/format.js';
import { CardIcon, CashIcon, LockIcon, WalletIcon } from './icons.js';
import { RadioCards, Section } from './ui.js';

/** A choice of the section: a method, a digital one with its gateway. */
export interface PaymentChoice {
  method: OrderPaymentMethod;
  gateway?: string | null;
}

const SEPARATOR = ':';
const valueOf = (choice: PaymentChoice) =>
  choice.method === 'digital_payment' && choice.gateway
    ? `${choice.method}${SEPARATOR}${choice.gateway}`
    : choice.method;
const choiceOf = (value: string): PaymentChoice => {
  const [method, gateway] = value.split(SEPARATOR) as [OrderPaymentMethod, string | undefined];
  return { method, gateway: gateway ?? null };
};

/** A gateway's image (`gateway_image_full_url`), else a card. */
function GatewayIcon({ gateway }: { gateway: PaymentGatewayOption }) {
  const { t } = useTranslation();
  if (!gateway.gateway_image_full_url) return <CardIcon className={iconClass} />;
  return (
    <img
      src={gateway.gateway_image_full_url}
      alt={t('checkout.payment.gatewayImage', { gateway: gateway.gateway_title })}
      width={40}
      height={24}
      className={css({
        w: '10',
        h: '6',
        objectFit: 'contain',
        flexShrink: 0,
        borderRadius: 'sm',
        bg: 'white',
        p: '0.5',
      })}
    />
  );
}

const iconClass = css({ fontSize: 'xl', flexShrink: 0, color: 'fg.muted' });

/** The cash and digital cards (a card per gateway) of a list of wire methods. */
function methodCards(
  methods: readonly OrderPaymentMethod[],
  gateways: readonly PaymentGatewayOption[],
  labels: { cash: string; wallet: string; walletHint?: string },
) {
  return methods.flatMap((method) => {
    if (method === 'digital_payment') {
      return gateways.map((gateway) => ({
        value: valueOf({ method, gateway: gateway.gateway }),
        label: gateway.gateway_title,
        icon: <GatewayIcon gateway={gateway} />,
      }));
    }
    if (method === 'wallet') {
      return [
        {
          value: method,
          label: labels.wallet,
          icon: <WalletIcon className={iconClass} />,
          ...(labels.walletHint ? { hint: labels.walletHint } : {}),
        },
      ];
    }
    return [{ value: method, label: labels.cash, icon: <CashIcon className={iconClass} /> }];
  });
}

function SplitRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
      <dt className={css({ color: 'fg.muted' })}>{label}</dt>
      <dd
        className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}
        data-testid={testId}
      >
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/**
 * The payment section of checkout (issue 12 'Payments'; reference 'Payment methods', 'Partial
 * wallet payment'): cash on delivery, each digital gateway of `active_payment_method_list` with
 * its title and image, the wallet with its balance (customers), and, when the wallet holds
 * something but not the total, paying with the wallet first: 'Wallet Balance', 'Remaining
 * Balance' and '* Please select an option to pay the rest of the amount' with the rest's
 * methods. Everything offered and every refusal is core's (`checkoutView(...).payment`).
 */
export function PaymentSection({
  payment,
  method,
  gateway,
  partial,
  total,
  money,
  attempted,
  disabled,
  onChoose,
  onPartial,
  cashLabel,
  extra,
}: {
  payment: CheckoutPaymentView;
  method: OrderPaymentMethod | null;
  gateway: string | null;
  partial: boolean;
  total: number;
  money: MoneyConfig;
  /** PLACE was tried: a missing choice is pointed out. */
  attempted: boolean;
  disabled: boolean;
  onChoose: (choice: PaymentChoice) => void;
  onPartial: (partial: boolean) => void;
  /** 'Cash on delivery', or 'Cash at pickup' for trips. */
  cashLabel?: string;
  /** Below the choices (e.g. what paying at pickup means). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const id = useId();
  const tr = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});
  const { options } = payment;
  const labels = {
    cash: cashLabel ?? t('payment.method.cash'),
    wallet: t('payment.method.wallet'),
    ...(options.wallet
      ? {
          walletHint: t('checkout.payment.wallet.balance', {
            amount: format(payment.walletBalance),
          }),
        }
      : {}),
  };
  const chosen =
    method == null
      ? null
      : valueOf({
          method,
          gateway: method === 'digital_payment' ? (gateway ?? options.gateways[0]?.gateway) : null,
        });
  const issue = payment.issue;
  const showIssue =
    issue != null &&
    (attempted || issue.code === 'insufficient_balance' || issue.code === 'payment_gateway');
  const gatewayTitle = options.gateways.find((g) => g.gateway === payment.gateway)?.gateway_title;

  return (
    <Section title={t('checkout.payment.title')} testId="checkout-payment">
      {payment.methods.length === 0 ? (
        <p className={note({ tone: 'warning' })}>
          <AlertIcon />
          {t('checkout.payment.none')}
        </p>
      ) : partial ? null : (
        <RadioCards
          name={`${id}-payment`}
          label={t('checkout.payment.title')}
          value={chosen}
          options={methodCards(payment.methods, options.gateways, labels).map((o) => ({
            ...o,
            disabled,
          }))}
          onChange={(value) => onChoose(choiceOf(value))}
          testId="payment-methods"
        />
      )}

      {(payment.showPartial || partial) && (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            p: '3',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderColor: partial ? 'accent.solid' : 'border.default',
            bg: partial ? 'accent.subtle' : 'bg.subtle',
          })}
          data-testid="payment-partial"
        >
          <label
            className={css({
              display: 'flex',
              alignItems: 'start',
              gap: '3',
              cursor: 'pointer',
              fontSize: 'sm',
              fontWeight: 'medium',
            })}
          >
            <input
              type="checkbox"
              checked={partial}
              disabled={disabled}
              onChange={(e) => onPartial(e.target.checked)}
              className={css({
                accentColor: 'accent.solid',
                w: '4',
                h: '4',
                mt: '0.5',
                flexShrink: 0,
              })}
              data-testid="payment-partial-toggle"
            />
            <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
              <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                <WalletIcon className={iconClass} />
                {t('checkout.payment.partial.use')}
              </span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
                {t('checkout.payment.partial.hint', {
                  amount: format(Math.min(payment.walletBalance, total)),
                })}
              </span>
            </span>
          </label>
          {partial && payment.split && (
            <>
              <dl
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '1.5',
                  fontSize: 'sm',
                  p: '3',
                  borderRadius: 'md',
                  bg: 'bg.surface',
                })}
              >
                <SplitRow
                  label={t('payment.partial.walletBalance')}
                  value={format(payment.split.wallet)}
                  testId="payment-partial-wallet"
                />
                <SplitRow
                  label={t('payment.partial.remainingBalance')}
                  value={format(payment.split.rest)}
                  testId="payment-partial-rest"
                />
              </dl>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                <p
                  id={`${id}-rest`}
                  className={cx(
                    css({ fontSize: 'sm', fontWeight: 'medium' }),
                    method == null ? css({ color: 'danger.text' }) : undefined,
                  )}
                >
                  {t('payment.error.selectRest')}
                </p>
                <RadioCards
                  name={`${id}-rest`}
                  label={t('payment.error.selectRest')}
                  value={chosen}
                  options={methodCards(payment.restMethods, options.gateways, labels).map((o) => ({
                    ...o,
                    disabled,
                  }))}
                  onChange={(value) => onChoose(choiceOf(value))}
                  testId="payment-rest"
                />
              </div>
            </>
          )}
        </div>
      )}

      {showIssue && issue.code !== 'partial_rest' && (
        <p className={note({ tone: 'warning' })} role="status" data-testid="payment-issue">
          <AlertIcon />
          {issueText(issue, tr, money)}
        </p>
      )}
      {payment.viaGateway && gatewayTitle && (
        <p
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
          data-testid="payment-gateway-note"
        >
          <LockIcon className={css({ flexShrink: 0 })} />
          {t('checkout.payment.gatewayNote', {
            amount: format(payment.split?.rest ?? total),
            gateway: gatewayTitle,
          })}
        </p>
      )}
      {extra}
    </Section>
  );
}
