import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import {
  EmailField,
  emptyPhone,
  LinkButton,
  NameField,
  NewPasswordFields,
  PhoneInput,
  phoneText,
  RefCodeField,
  SubmitButton,
  TermsCheckbox,
} from './fields.js';
import type { AuthFormProps } from './form.js';

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
}: AuthFormProps & { referral: boolean }) {
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
      <NameField id={`${id}-name`} value={name} onValue={setName} error={errors.name} />
      <EmailField id={`${id}-email`} value={email} onValue={setEmail} error={errors.email} />
      <PhoneInput
        id={`${id}-phone`}
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
        <NewPasswordFields
          id={id}
          label={t('auth.field.password')}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
      </div>
      {referral && (
        <RefCodeField
          id={`${id}-ref`}
          value={refCode}
          onValue={setRefCode}
          error={errors.ref_code}
        />
      )}
      <TermsCheckbox checked={terms} onChange={setTerms} error={errors.terms} />
      <SubmitButton busy={view.busy} disabled={!terms || view.busy} testId="sign-up-submit">
        {t('auth.signUp.submit')}
      </SubmitButton>
      <p className={css({ fontSize: 'sm', textAlign: 'center', color: 'fg.muted' })}>
        {t('auth.signUp.haveAccount')}{' '}
        <LinkButton onClick={() => send({ type: 'SHOW_SIGN_IN' })} testId="show-sign-in">
          {t('auth.signIn.title')}
        </LinkButton>
      </p>
    </form>
  );
}
