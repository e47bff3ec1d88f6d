import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import {
  emptyPhone,
  LinkButton,
  PasswordField,
  PhoneInput,
  phoneText,
  SubmitButton,
  TextField,
} from './fields.js';
import type { AuthFormProps } from './form.js';
import { SocialButtons } from './SocialButtons.js';
import type { SocialClients } from './social.js';

/**
 * The sign-in step in the configured login mode (core's `loginView`): the e-mail-or-phone and
 * password form with 'Forgot password?', the OTP phone form, 'Sign in with OTP' / 'Go Back',
 * the social buttons, and the way to sign-up.
 */
export function SignInView({
  view,
  send,
  errors,
  country,
  countryPicker,
  clients,
}: AuthFormProps & { clients: SocialClients }) {
  const { t } = useTranslation();
  const id = useId();
  const [contact, setContact] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState(() => emptyPhone(country));
  const { login, busy } = view;

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT_LOGIN', values: { email_or_phone: contact, password } });
  };
  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT_OTP_LOGIN', values: { phone: phoneText(phone) } });
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '1' })}>
      {login.manualForm && (
        <form
          onSubmit={submitManual}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          data-testid="sign-in-manual"
        >
          <TextField
            id={`${id}-contact`}
            label={t('auth.field.emailOrPhone')}
            name="email_or_phone"
            autoComplete="username"
            dir="ltr"
            value={contact}
            onValue={setContact}
            error={errors.email_or_phone}
          />
          <PasswordField
            id={`${id}-password`}
            name="password"
            label={t('auth.field.password')}
            placeholder={t('auth.field.passwordPlaceholder')}
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
            <LinkButton onClick={() => send({ type: 'FORGOT_PASSWORD' })} testId="forgot-password">
              {t('auth.signIn.forgotPassword')}
            </LinkButton>
          </div>
          <SubmitButton busy={busy} testId="sign-in-submit">
            {t('auth.signIn.submit')}
          </SubmitButton>
        </form>
      )}
      {login.otpForm && (
        <form
          onSubmit={submitOtp}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          data-testid="sign-in-otp"
        >
          <PhoneInput
            id={`${id}-phone`}
            value={phone}
            onChange={setPhone}
            pickerEnabled={countryPicker}
            error={errors.phone}
          />
          <SubmitButton busy={busy} testId="get-otp">
            {t('auth.signIn.getOtp')}
          </SubmitButton>
        </form>
      )}
      {(login.signInWithOtp || login.goBack) && (
        <div className={css({ display: 'flex', justifyContent: 'center' })}>
          {login.signInWithOtp ? (
            <LinkButton
              onClick={() => send({ type: 'SIGN_IN_WITH_OTP' })}
              testId="sign-in-with-otp"
            >
              {t('auth.signIn.withOtp')}
            </LinkButton>
          ) : (
            <LinkButton onClick={() => send({ type: 'GO_BACK' })} testId="go-back">
              {t('auth.signIn.goBack')}
            </LinkButton>
          )}
        </div>
      )}
      {login.socialButtons && view.socialMedia.length > 0 && (
        <>
          {(login.manualForm || login.otpForm) && (
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                color: 'fg.muted',
                fontSize: 'sm',
                _before: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
                _after: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
              })}
            >
              {t('auth.signIn.or')}
            </div>
          )}
          <SocialButtons
            media={view.socialMedia}
            clients={clients}
            disabled={busy}
            onCredential={(credential) => send({ type: 'SOCIAL_LOGIN', credential })}
          />
        </>
      )}
      <p className={css({ fontSize: 'sm', textAlign: 'center', color: 'fg.muted' })}>
        {t('auth.signIn.noAccount')}{' '}
        <LinkButton onClick={() => send({ type: 'SHOW_SIGN_UP' })} testId="show-sign-up">
          {t('auth.signUp.title')}
        </LinkButton>
      </p>
    </div>
  );
}
