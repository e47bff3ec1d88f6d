import { PinInput } from '@ark-ui/react/pin-input';
import { formatCountdown, OTP_LENGTH } from '@storefront/core/domain/auth';
import type { otpMachine } from '@storefront/core/machines/otp.machine';
import { otpView } from '@storefront/core/machines/otp.connect';
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { input, note } from '../../../styled-system/recipes';
import { InfoIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { useDemoCode } from './demo.js';
import { SubmitButton } from './fields.js';

export type OtpRef = ActorRefFrom<typeof otpMachine>;

/**
 * The OTP verification step (spec §2, §5 'OTP', §9), over core's OTP machine: the 6-digit code
 * in an Ark pin input, Verify (enabled at exactly 6 digits), 'field is empty' when Enter is
 * pressed with nothing typed, and Resend behind the 60 s countdown (the machine keeps it as an
 * absolute deadline, so a reload does not reset it). In demo mode the code the server put in its
 * outbox is shown.
 */
export function OtpPanel({ otp, demo }: { otp: OtpRef; demo: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const view = useSelector(otp, otpView);
  const busy = useSelector(otp, (s) => s.hasTag('busy'));
  const sending = useSelector(otp, (s) => s.hasTag('sending'));
  const deadline = useSelector(otp, (s) => s.context.deadline);
  const demoCode = useDemoCode(view.destination, demo, deadline);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => view.code[i] ?? '');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    otp.send({ type: 'SUBMIT' });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '1' })}
      data-testid="otp-panel"
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {/* The phone or e-mail keeps its left-to-right order in an Arabic sentence. */}
        {t('auth.otp.sentTo', { destination: `\u2066${view.destination}\u2069` })}
      </p>
      {demo && demoCode && (
        <p className={note({ tone: 'info' })} data-testid="demo-otp">
          <InfoIcon />
          {t('auth.demo.otp', { secret: demoCode })}
        </p>
      )}
      <PinInput.Root
        count={OTP_LENGTH}
        otp
        type="numeric"
        value={digits}
        onValueChange={(details) => otp.send({ type: 'CHANGE', code: details.valueAsString })}
        invalid={view.fieldError != null}
        disabled={busy}
        translations={{
          inputLabel: (index, length) => t('auth.otp.digit', { index: index + 1, length }),
        }}
        ids={{ label: `${id}-label` }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        data-testid="otp-input"
      >
        <PinInput.Label id={`${id}-label`} className={css({ srOnly: true })}>
          {t('auth.otp.code')}
        </PinInput.Label>
        <PinInput.Control
          dir="ltr"
          className={css({
            display: 'flex',
            gap: { base: '2', sm: '3' },
            justifyContent: 'center',
          })}
          onKeyDown={(e) => {
            // The Verify button is disabled until 6 digits: Enter still asks the machine, which
            // answers 'field is empty' when nothing is typed.
            if (e.key === 'Enter') submit(e);
          }}
        >
          {digits.map((_, index) => (
            <PinInput.Input
              key={index}
              index={index}
              className={cx(
                input(),
                css({
                  w: { base: '11', sm: '12' },
                  h: { base: '12', sm: '14' },
                  px: '0',
                  textAlign: 'center',
                  fontSize: 'xl',
                  fontWeight: 'bold',
                  fontVariantNumeric: 'tabular-nums',
                }),
              )}
            />
          ))}
        </PinInput.Control>
        <PinInput.HiddenInput />
      </PinInput.Root>
      {view.fieldError && (
        <p
          className={css({ fontSize: 'sm', color: 'danger.text', textAlign: 'center' })}
          role="alert"
          data-testid="otp-error"
        >
          {t(view.fieldError)}
        </p>
      )}
      <SubmitButton busy={busy} disabled={!view.canVerify} testId="otp-verify">
        {t('auth.otp.verify')}
      </SubmitButton>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          gap: '1.5',
          fontSize: 'sm',
        })}
      >
        <span className={css({ color: 'fg.muted' })}>{t('auth.otp.notReceived')}</span>
        {view.secondsLeft > 0 ? (
          <span data-testid="otp-countdown" aria-live="polite">
            {t('auth.otp.resendIn', { time: formatCountdown(view.secondsLeft) })}
          </span>
        ) : (
          <button
            type="button"
            disabled={!view.canResend}
            onClick={() => otp.send({ type: 'RESEND' })}
            data-testid="otp-resend"
            className={css({
              color: 'accent.text',
              fontWeight: 'semibold',
              cursor: 'pointer',
              _hover: { _enabled: { textDecoration: 'underline' } },
              _disabled: { opacity: 0.55, cursor: 'not-allowed' },
            })}
          >
            {sending ? <Spinner /> : t('auth.otp.resend')}
          </button>
        )}
      </div>
    </form>
  );
}
