import { authSettings } from '@storefront/core/domain/auth';
import {
  forgotPasswordStep,
  provideForgotPasswordMachine,
} from '@storefront/core/machines/forgot-password.machine';
import { fieldErrorText } from '@storefront/core/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { useConfig } from '../../app/queries.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { CheckIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { useAuthDialog } from './context.js';
import {
  dialCode,
  EmailField,
  emptyPhone,
  LinkButton,
  NewPasswordFields,
  PhoneInput,
  SubmitButton,
  type PhoneValue,
} from './fields.js';
import { OtpPanel, type OtpRef } from './OtpPanel.js';
import { createAuthActors, translate } from './session.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

const clock = { now: () => Date.now() };

const STEPS = ['auth.forgot.step.request', 'auth.forgot.step.verify', 'auth.forgot.step.reset'];

function Steps({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <ol
      className={css({ display: 'flex', gap: '2', listStyle: 'none', p: '0' })}
      data-testid="forgot-steps"
      data-current={current}
    >
      {STEPS.map((key, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={key}
            aria-current={state === 'current' ? 'step' : undefined}
            className={css({
              flex: '1',
              display: 'flex',
              flexDirection: 'column',
              gap: '1.5',
              fontSize: 'xs',
              fontWeight: 'medium',
              color: state === 'todo' ? 'fg.subtle' : 'fg.default',
            })}
          >
            <span
              className={css({
                h: '1',
                borderRadius: 'full',
                bg: state === 'todo' ? 'bg.muted' : 'accent.solid',
              })}
            />
            <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
              {state === 'done' && <CheckIcon className={css({ color: 'accent.text' })} />}
              {t(key)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

type Method = 'phone' | 'email';

function RequestStep({
  busy,
  errors,
  country,
  countryPicker,
  onSubmit,
}: {
  busy: boolean;
  errors: Record<string, string>;
  country: string | null | undefined;
  countryPicker: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [method, setMethod] = useState<Method>('phone');
  const [phone, setPhone] = useState<PhoneValue>(() => emptyPhone(country));
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(
      method === 'phone'
        ? { verification_method: 'phone', phone: phone.national, dial_code: dialCode(phone) }
        : { verification_method: 'email', email },
    );
  };
  const methods: Method[] = ['phone', 'email'];
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-testid="forgot-request"
    >
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('auth.forgot.request')}</p>
      <div
        role="radiogroup"
        aria-label={t('auth.forgot.method')}
        className={css({
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: '1',
          p: '1',
          bg: 'bg.subtle',
          borderRadius: 'lg',
        })}
      >
        {methods.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={method === m}
            onClick={() => setMethod(m)}
            className={css({
              h: '9',
              borderRadius: 'md',
              fontSize: 'sm',
              fontWeight: 'semibold',
              cursor: 'pointer',
              color: 'fg.muted',
              '&[aria-checked=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'card' },
            })}
            data-testid={`forgot-by-${m}`}
          >
            {t(m === 'phone' ? 'auth.forgot.byPhone' : 'auth.forgot.byEmail')}
          </button>
        ))}
      </div>
      {method === 'phone' ? (
        <PhoneInput
          id={`${id}-phone`}
          value={phone}
          onChange={setPhone}
          pickerEnabled={countryPicker}
          error={errors.phone ?? errors.dial_code}
        />
      ) : (
        <EmailField id={`${id}-email`} value={email} onValue={setEmail} error={errors.email} />
      )}
      <SubmitButton busy={busy} testId="forgot-next">
        {t('auth.forgot.next')}
      </SubmitButton>
    </form>
  );
}

function NewPasswordStep({
  busy,
  errors,
  onSubmit,
}: {
  busy: boolean;
  errors: Record<string, string>;
  onSubmit: (values: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ password, confirm_password: confirm });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      data-testid="forgot-new-password"
    >
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('auth.forgot.newPassword')}</p>
      <NewPasswordFields
        id={id}
        label={t('auth.field.newPassword')}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <SubmitButton busy={busy} testId="forgot-done">
        {t('auth.forgot.done')}
      </SubmitButton>
    </form>
  );
}

/**
 * /forgot-password (spec §2, §4, §5): core's forgot-password machine in three steps: request a
 * code by phone (the country picker's code and the 10 digits beside it) or e-mail, verify it in
 * the OTP step (Resend behind the 60 s countdown), then set the new password; then /home with
 * the sign-in modal open.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const { data: config } = useConfig();
  const settings = useMemo(() => authSettings(config), [config]);
  const queryClient = useQueryClient();
  const authDialog = useAuthDialog();
  const [logic] = useState(() =>
    provideForgotPasswordMachine({
      actors: createAuthActors(queryClient),
      storage,
      clock,
      notifier,
      navigator: navigatorPort,
      openAuth: (mode) => authDialog.open(mode === 'signUp' ? 'sign-up' : 'sign-in'),
      t: translate,
    }),
  );
  const actor = useInspectedActorRef(logic);
  const step = useSelector(actor, forgotPasswordStep);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const otp = useSelector(actor, (s) => s.children.otp as OtpRef | undefined);
  const errors: Record<string, string> = {};
  for (const error of fieldErrors) errors[error.code] ??= fieldErrorText(error, t);

  return (
    <section
      className={css({
        flex: '1',
        display: 'flex',
        justifyContent: 'center',
        px: '4',
        py: { base: '6', sm: '12' },
      })}
    >
      <div
        className={cx(
          card(),
          css({
            w: 'full',
            maxW: '440px',
            alignSelf: 'flex-start',
            p: { base: '5', sm: '7' },
            display: 'flex',
            flexDirection: 'column',
            gap: '5',
          }),
        )}
        data-testid="forgot-password"
        data-step={step}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('auth.forgot.title')}</h1>
        <Steps current={Math.min(step, 2)} />
        {step === 0 && (
          <RequestStep
            busy={busy}
            errors={errors}
            country={config?.country}
            countryPicker={settings.countryPicker}
            onSubmit={(values) => actor.send({ type: 'SUBMIT_REQUEST', values })}
          />
        )}
        {step === 1 && otp && <OtpPanel otp={otp} demo={settings.demo} />}
        {step === 2 && (
          <NewPasswordStep
            busy={busy}
            errors={errors}
            onSubmit={(values) => actor.send({ type: 'SUBMIT_PASSWORD', values })}
          />
        )}
        {step === 3 && (
          <div className={css({ display: 'grid', placeItems: 'center', py: '6' })}>
            <Spinner />
          </div>
        )}
        {(step === 1 || step === 2) && (
          <div className={css({ display: 'flex', justifyContent: 'center' })}>
            <LinkButton onClick={() => actor.send({ type: 'GO_BACK' })} testId="forgot-back">
              {t('auth.forgot.back')}
            </LinkButton>
          </div>
        )}
      </div>
    </section>
  );
}
