import type { AuthModalView } from '@storefront/core/machines/auth-modal.machine';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/Button.js';
import { Spinner } from '../../ui/Spinner.js';
import {
  emptyPhone,
  Field,
  LinkButton,
  PasswordField,
  PhoneInput,
  phoneText,
  TermsCheckbox,
  TextInput,
} from './fields.js';
import type { AuthSend, FieldErrors } from './form.js';

/**
 * The sign-up form (spec §5 'Sign-up'): name, e-mail, phone, password and its confirmation, the
 * referral code where referral earning is on, and the terms: submit stays disabled until they
 * are accepted.
 */
export function SignUpView({
  view,
  send,
  errors,
  country,
  countryPicker,
  referral,
}: {
  view: AuthModalView;
  send: AuthSend;
  errors: FieldErrors;
  country: string | null | undefined;
  countryPicker: boolean;
  referral: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(() => emptyPhone(country));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [refCode, setRefCode] = useState('');
  const [terms, setTerms] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({
      type: 'SUBMIT_SIGN_UP',
      values: {
        name,
        email,
        phone: phoneText(phone),
        password,
        confirm_password: confirm,
        ref_code: refCode,
        terms,
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '1' })}
      data-testid="sign-up-form"
    >
      <Field id={`${id}-name`} label={t('auth.field.name')} error={errors.name}>
        <TextInput
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field id={`${id}-email`} label={t('auth.field.email')} error={errors.email}>
        <TextInput
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <PhoneInput
        id={`${id}-phone`}
        label={t('auth.field.phone')}
        value={phone}
        onChange={setPhone}
        pickerEnabled={countryPicker}
        error={errors.phone}
      />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
          gap: '3',
        })}
      >
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={t('auth.field.password')}
          placeholder={t('auth.field.passwordPlaceholder')}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <PasswordField
          id={`${id}-confirm`}
          name="confirm_password"
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm_password}
        />
      </div>
      {referral && (
        <Field id={`${id}-ref`} label={t('auth.field.refCode')} error={errors.ref_code}>
          <TextInput
            id={`${id}-ref`}
            name="ref_code"
            dir="ltr"
            value={refCode}
            error={errors.ref_code}
            onChange={(e) => setRefCode(e.target.value)}
          />
        </Field>
      )}
      <TermsCheckbox checked={terms} onChange={setTerms} error={errors.terms} />
      <Button type="submit" size="lg" disabled={!terms || view.busy} data-testid="sign-up-submit">
        {view.busy && <Spinner />}
        {t('auth.signUp.submit')}
      </Button>
      <p className={css({ fontSize: 'sm', textAlign: 'center', color: 'fg.muted' })}>
        {t('auth.signUp.haveAccount')}{' '}
        <LinkButton onClick={() => send({ type: 'SHOW_SIGN_IN' })} testId="show-sign-in">
          {t('auth.signIn.title')}
        </LinkButton>
      </p>
    </form>
  );
}
