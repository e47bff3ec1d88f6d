import type { MoneyConfig } from '@storefront/core/domain/money';
import type {
  CheckoutEvent,
  PrescriptionAttachment,
} from '@storefront/core/machines/checkout.types';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { Section } from '../checkout/ui.js';

const PrescriptionUpload = lazy(() =>
  import('./PrescriptionUpload.js').then((m) => ({ default: m.PrescriptionUpload })),
);

/**
 * The checkout's prescription section (issue 12): shown when the order needs a prescription
 * (`checkoutView(context).needsPrescription`), its files sent to the checkout machine
 * (SET_PRESCRIPTIONS); after a refused Place it says 'Please upload your prescription image'.
 * The upload's code loads only for such an order.
 */
export function CheckoutPrescriptions({
  needed,
  files,
  send,
  disabled,
  attempted,
  money,
}: {
  needed: boolean;
  files: readonly PrescriptionAttachment[];
  send: (event: CheckoutEvent) => void;
  disabled: boolean;
  attempted: boolean;
  money: MoneyConfig;
}) {
  const { t } = useTranslation();
  if (!needed) return null;
  return (
    <Section title={t('prescription.title')} testId="checkout-prescription">
      <Suspense fallback={<div className={css({ minH: '48' })} aria-busy="true" />}>
        <PrescriptionUpload
          value={files}
          onChange={(next) => send({ type: 'SET_PRESCRIPTIONS', files: next })}
          disabled={disabled}
          error={attempted && files.length === 0 ? t('prescription.error.required') : null}
          money={money}
          labelHidden
        />
      </Suspense>
    </Section>
  );
}
