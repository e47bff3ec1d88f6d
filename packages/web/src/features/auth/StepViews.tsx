import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/Button.js';
import { Spinner } from '../../ui/Spinner.js';
import {
  EmailField,
  emptyPhone,
  LinkButton,
  NameField,
  PhoneInput,
  phoneText,
  RefCodeField,
  SubmitButton,
} from './fields.js';
import type { AuthFormProps } from './form.js';

type StepProps = AuthFormProps;

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '1' });

/**
 * The phone step of a social sign-in (phone_modal: the server answered with the error code
 * `email`): the phone the account lacks, then `auth/social-register`.
 */
export function PhoneStep({ view, send, errors, country, countryPicker }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [phone, setPhone] = useState(() => emptyPhone(country));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT_PHONE', values: { phone: phoneText(phone) } });
  };
  return (
    <form onSubmit={submit} noValidate className={formClass} data-testid="phone-step">
      <PhoneInput
        id={`${id}-phone`}
        value={phone}
        onChange={setPhone}
        pickerEnabled={countryPicker}
        error={errors.phone}
      />
      <SubmitButton busy={view.busy} testId="phone-step-submit">
        {t('auth.phoneModal.submit')}
      </SubmitButton>
      <div className={css({ display: 'flex', justifyContent: 'center' })}>
        <LinkButton onClick={() => send({ type: 'SHOW_SIGN_IN' })}>
          {t('auth.signIn.goBack')}
        </LinkButton>
      </div>
    </form>
  );
}

/**
 * The user-info step (user_info: `is_personal_info` 0): the name, the e-mail after an OTP
 * sign-in (optional), the phone after a social sign-in (required), and a referral code where
 * referral earning is on.
 */
export function UserInfoStep({
  view,
  send,
  errors,
  country,
  countryPicker,
  referral,
}: StepProps & { referral: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const social = view.userInfoLoginType === 'social';
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(() => emptyPhone(country));
  const [refCode, setRefCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({
      type: 'SUBMIT_USER_INFO',
      values: {
        name,
        ...(social ? { phone: phoneText(phone) } : { email }),
        ref_code: refCode,
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className={formClass} data-testid="user-info-step">
      <NameField id={`${id}-name`} value={name} onValue={setName} error={errors.name} />
      {social ? (
        <PhoneInput
          id={`${id}-phone`}
          value={phone}
          onChange={setPhone}
          pickerEnabled={countryPicker}
          error={errors.phone}
        />
      ) : (
        <EmailField
          id={`${id}-email`}
          label={t('auth.field.emailOptional')}
          value={email}
          onValue={setEmail}
          error={errors.email}
        />
      )}
      {referral && (
        <RefCodeField
          id={`${id}-ref`}
          value={refCode}
          onValue={setRefCode}
          error={errors.ref_code}
        />
      )}
      <SubmitButton busy={view.busy} testId="user-info-submit">
        {t('auth.userInfo.submit')}
      </SubmitButton>
    </form>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

/**
 * 'Is it you?' (is_exist_user): the existing account's name and image; Yes and No answer the
 * sign-in again with `verified` yes or no.
 */
export function ExistingUserStep({ view, send }: Pick<StepProps, 'view' | 'send'>) {
  const { t } = useTranslation();
  const user = view.existingUser;
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '4',
        pt: '2',
        textAlign: 'center',
      })}
      data-testid="existing-user-step"
    >
      <div
        className={css({
          w: '20',
          h: '20',
          borderRadius: 'full',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          bg: 'accent.subtle',
          color: 'accent.text',
          fontSize: '2xl',
          fontWeight: 'bold',
          borderWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        {user?.image && !imageFailed ? (
          <img
            src={user.image}
            alt=""
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
            onError={() => setImageFailed(true)}
            data-testid="existing-user-image"
          />
        ) : (
          <span aria-hidden="true">{initials(user?.name ?? '') || '?'}</span>
        )}
      </div>
      <p className={css({ fontSize: 'lg', fontWeight: 'bold' })} data-testid="existing-user-name">
        {user?.name}
      </p>
      <div className={css({ display: 'flex', gap: '3', w: 'full' })}>
        <Button
          variant="outline"
          size="lg"
          className={css({ flex: '1' })}
          disabled={view.busy}
          onClick={() => send({ type: 'DENY_EXISTING' })}
          data-testid="existing-user-no"
        >
          {t('auth.existingUser.no')}
        </Button>
        <Button
          size="lg"
          className={css({ flex: '1' })}
          disabled={view.busy}
          onClick={() => send({ type: 'CONFIRM_EXISTING' })}
          data-testid="existing-user-yes"
        >
          {view.busy && <Spinner />}
          {t('auth.existingUser.yes')}
        </Button>
      </div>
    </div>
  );
}
