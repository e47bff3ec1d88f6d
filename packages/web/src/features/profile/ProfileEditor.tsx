import { authSettings } from '@storefront/core/domain/auth';
import { PROFILE_PHOTO_ACCEPT, profileFormView } from '@storefront/core/domain/profile';
import { profileEditView, type ProfileField } from '@storefront/core/machines/profile-edit.machine';
import type { profileEditMachine } from '@storefront/core/machines/profile-edit.machine';
import { fieldErrorText } from '@storefront/core/schemas/auth';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import type { Config } from '../../app/types.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field, TextInput } from '../../ui/Field.js';
import { AlertIcon, ArrowIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { Avatar } from '../account/Avatar.js';
import { VerifiedIcon } from '../account/icons.js';
import type { CustomerInfo } from '../account/queries.js';
import { PasswordField } from '../auth/fields.js';
import { OtpPanel, type OtpRef } from '../auth/OtpPanel.js';
import { pickedPhoto } from './logic.js';

export type ProfileEditRef = ActorRefFrom<typeof profileEditMachine>;

/** The mark beside a verified e-mail or phone (spec §5: only when its status is 1). */
function VerifiedBadge({ label }: { label: string }) {
  return (
    <span
      className={css({
        position: 'absolute',
        insetInlineEnd: '3',
        top: '50%',
        transform: 'translateY(-50%)',
        display: 'inline-flex',
        alignItems: 'center',
        color: 'success.text',
        fontSize: 'lg',
        pointerEvents: 'none',
      })}
      title={label}
      data-testid="profile-verified-icon"
    >
      <VerifiedIcon aria-hidden="true" />
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  );
}

function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className={css({ color: 'danger.text', ms: '0.5' })}>
        *
      </span>
      <span className={css({ srOnly: true })}>({t('profile.field.required')})</span>
    </>
  );
}

/** The photo: the preview (the new photo, else the current one), the picker, hint and alert. */
function PhotoPicker({ actor, info }: { actor: ProfileEditRef; info: CustomerInfo }) {
  const { t } = useTranslation();
  const id = useId();
  const photo = useSelector(actor, (s) => s.context.photo);
  const photoError = useSelector(actor, (s) => s.context.photoError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const preview = photo ? { ...info, image_full_url: photo.dataUrl } : info;
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        alignItems: { base: 'flex-start', sm: 'center' },
        gap: '4',
      })}
    >
      <div
        role="img"
        aria-label={photo ? t('profile.photo.previewAlt') : t('profile.photo.alt')}
        data-testid="profile-photo-preview"
        data-new={photo ? 'true' : 'false'}
        className={css({
          borderRadius: 'full',
          outline: photo ? '3px solid' : 'none',
          outlineColor: 'accent.solid',
          outlineOffset: '2px',
        })}
      >
        <Avatar info={preview} size="lg" />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
        <span className={css({ fontSize: 'sm', fontWeight: 'medium' })} id={`${id}-label`}>
          {t('profile.photo.label')}
        </span>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <label
            className={cx(
              button({ variant: 'outline', size: 'sm' }),
              css({
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'focusRing',
                  outlineOffset: '2px',
                },
              }),
            )}
          >
            <input
              type="file"
              accept={PROFILE_PHOTO_ACCEPT}
              className={css({ srOnly: true })}
              aria-describedby={`${id}-hint${photoError ? ` ${id}-error` : ''}`}
              disabled={busy}
              data-testid="profile-photo-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file)
                  void pickedPhoto(file).then((p) => actor.send({ type: 'PICK_PHOTO', photo: p }));
              }}
            />
            {photo || info.image_full_url ? t('profile.photo.change') : t('profile.photo.choose')}
          </label>
          {photo && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => actor.send({ type: 'CLEAR_PHOTO' })}
              data-testid="profile-photo-clear"
            >
              {t('profile.photo.remove')}
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {t('profile.photo.hint')}
        </p>
        {photoError && (
          <p
            id={`${id}-error`}
            role="alert"
            className={note({ tone: 'error' })}
            data-testid="profile-photo-error"
          >
            <AlertIcon />
            {t(photoError)}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * 'Edit Personal Details' with Go Back (spec §2, §5): the photo (JPG, PNG, JPEG or GIF up to 2 MB,
 * 1:1), the name and e-mail (required), the phone (digits and a leading + only; 'Not Changeable'
 * once verified), the verified marks, and the new password with its confirmation when password
 * sign-in is on. A new e-mail or phone is confirmed in the OTP dialog (the sign-in one).
 */
export function ProfileEditor({
  actor,
  info,
  config,
}: {
  actor: ProfileEditRef;
  info: CustomerInfo;
  config: Config | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const view = useSelector(actor, profileEditView);
  const otp = useSelector(actor, (s) => s.children.otp as OtpRef | undefined);
  const otpChannel = useSelector(actor, (s) => s.context.otp?.channel ?? null);
  const form = profileFormView(config, info);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const change = (field: ProfileField) => (value: string) =>
    actor.send({ type: 'CHANGE', field, value });
  const error = (field: ProfileField) => {
    const e = view.fieldErrors[field];
    return e ? fieldErrorText(e, t) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  const fieldId = (name: string) => `${id}-${name}`;
  // E-mails and phones read left to right: the mark sits at their end in Arabic too.
  const withBadge = (children: ReactNode, verified: boolean) => (
    <div dir="ltr" className={css({ position: 'relative' })}>
      {children}
      {verified && <VerifiedBadge label={t('profile.verified')} />}
    </div>
  );

  return (
    <section
      className={css({
        bg: 'bg.surface',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        boxShadow: 'card',
        p: { base: '4', sm: '6' },
      })}
      aria-labelledby={`${id}-title`}
      data-testid="profile-edit"
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          pb: '4',
          mb: '5',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actor.send({ type: 'GO_BACK' })}
          disabled={view.busy}
          data-testid="profile-edit-back"
          className={css({ ps: '2' })}
        >
          <ArrowIcon className={css({ transform: 'scaleX(-1)', _rtl: { transform: 'none' } })} />
          {t('profile.edit.goBack')}
        </Button>
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className={css({ fontSize: 'lg', fontWeight: 'bold', outline: 'none' })}
        >
          {t('profile.edit.title')}
        </h2>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
        data-testid="profile-form"
      >
        <PhotoPicker actor={actor} info={info} />
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: '4',
          })}
        >
          <Field
            id={fieldId('name')}
            label={
              <>
                {t('profile.field.name')}
                <RequiredMark />
              </>
            }
            error={error('name')}
          >
            <TextInput
              id={fieldId('name')}
              name="name"
              autoComplete="name"
              value={view.values.name}
              error={error('name')}
              onChange={(e) => change('name')(e.target.value)}
              data-testid="profile-name-input"
            />
          </Field>
          <Field
            id={fieldId('email')}
            label={
              <>
                {t('profile.field.email')}
                <RequiredMark />
              </>
            }
            error={error('email')}
          >
            {withBadge(
              <TextInput
                id={fieldId('email')}
                name="email"
                type="email"
                dir="ltr"
                autoComplete="email"
                value={view.values.email}
                error={error('email')}
                onChange={(e) => change('email')(e.target.value)}
                className={css({ pe: form.emailVerified ? '10' : undefined })}
                aria-describedby={[
                  error('email') ? `${fieldId('email')}-error` : null,
                  `${fieldId('email')}-hint`,
                ]
                  .filter(Boolean)
                  .join(' ')}
                data-testid="profile-email-input"
              />,
              form.emailVerified && view.values.email === (info.email ?? ''),
            )}
            <p
              id={`${fieldId('email')}-hint`}
              className={css({ fontSize: 'xs', color: 'fg.muted' })}
            >
              {t('profile.changeNeedsCode')}
            </p>
          </Field>
          <Field id={fieldId('phone')} label={t('profile.field.phone')} error={error('phone')}>
            {withBadge(
              <TextInput
                id={fieldId('phone')}
                name="phone"
                type="tel"
                inputMode="tel"
                dir="ltr"
                autoComplete="tel"
                value={view.values.phone}
                error={error('phone')}
                readOnly={!form.phoneChangeable}
                aria-describedby={
                  [
                    error('phone') ? `${fieldId('phone')}-error` : null,
                    form.phoneChangeable ? null : `${fieldId('phone')}-locked`,
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                onChange={(e) => change('phone')(e.target.value)}
                className={css({
                  pe: form.phoneVerified ? '10' : undefined,
                  _readOnly: { bg: 'bg.subtle', color: 'fg.muted', cursor: 'not-allowed' },
                })}
                data-testid="profile-phone-input"
              />,
              form.phoneVerified,
            )}
            {!form.phoneChangeable && (
              <p
                id={`${fieldId('phone')}-locked`}
                className={css({ fontSize: 'xs', color: 'fg.muted' })}
                data-testid="profile-phone-locked"
              >
                {t('profile.phone.notChangeable')}
              </p>
            )}
          </Field>
        </div>
        {form.showsPassword && (
          <fieldset
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: '4',
              pt: '5',
              borderTopWidth: '1px',
              borderColor: 'border.default',
            })}
            data-testid="profile-password-fields"
          >
            <legend className={css({ srOnly: true })}>{t('profile.field.password')}</legend>
            <PasswordField
              id={fieldId('password')}
              name="password"
              label={t('profile.field.password')}
              value={view.values.password}
              onChange={change('password')}
              error={error('password')}
              autoComplete="new-password"
            />
            <PasswordField
              id={fieldId('confirm_password')}
              name="confirm_password"
              label={t('profile.field.confirmPassword')}
              value={view.values.confirm_password}
              onChange={change('confirm_password')}
              error={error('confirm_password')}
              autoComplete="new-password"
            />
            <p
              className={css({
                gridColumn: '1 / -1',
                fontSize: 'xs',
                color: 'fg.muted',
                mt: '-2',
              })}
            >
              {t('profile.field.passwordHint')}
            </p>
          </fieldset>
        )}
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            gap: '3',
            pt: '2',
          })}
        >
          <Button
            variant="outline"
            onClick={() => actor.send({ type: 'RESET' })}
            disabled={view.busy}
            data-testid="profile-reset"
          >
            {t('profile.edit.reset')}
          </Button>
          <Button
            type="submit"
            disabled={view.busy}
            aria-busy={view.busy || undefined}
            data-testid="profile-submit"
            className={css({ minW: '40' })}
          >
            {view.busy && <Spinner />}
            {t('profile.edit.submit')}
          </Button>
        </div>
      </form>
      <Dialog
        open={view.step === 'otp' && otp != null}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'CLOSE_OTP' });
        }}
        size="sm"
        title={t('profile.otp.title')}
        testId="profile-otp"
      >
        {otp && <OtpPanel otp={otp} demo={authSettings(config).demo} />}
        {otpChannel === 'firebase' && (
          <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '3' })}>
            {t('profile.otp.firebaseUnavailable')}
          </p>
        )}
      </Dialog>
    </section>
  );
}
