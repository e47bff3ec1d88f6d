/**
 * `/deliveryman-registration` (storefront §2; issue 14): the delivery man's application on one
 * page: personal information with the photo, work (freelancer or salaried, zone, vehicle type
 * from `get-vehicles`), identity (type, number, 1 to 5 images), account (e-mail, password); sent
 * with `delivery-man/store`, ending in a confirmation. react-hook-form with core's valibot schema;
 * the server's refusals show on their field and as a toast.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@storefront/core/api/errors';
import {
  IDENTITY_TYPES,
  MAX_IDENTITY_IMAGES,
  REGISTRATION_MESSAGES,
} from '@storefront/core/domain/registration';
import { errorText, toUiError } from '@storefront/core/domain/ui-error';
import { deliveryManRegistrationFormSchema } from '@storefront/core/schemas/registration';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { useConfig, useZones } from '../../app/queries.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { Button } from '../../ui/Button.js';
import { FieldError } from '../../ui/Field.js';
import { registerDeliveryMan, useVehicles } from './api.js';
import {
  ImagePicker,
  InputField,
  PasswordChecklist,
  Section,
  SelectField,
  useSay,
  wide,
} from './form-parts.js';
import { Confirmation, PageFrame } from './layout.js';

type Name =
  | 'f_name'
  | 'l_name'
  | 'email'
  | 'phone'
  | 'password'
  | 'confirm_password'
  | 'identity_type'
  | 'identity_number'
  | 'zone_id'
  | 'vehicle_id'
  | 'earning';
type Values = Record<Name, string>;

const EMPTY: Values = {
  f_name: '',
  l_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  identity_type: '',
  identity_number: '',
  zone_id: '',
  vehicle_id: '',
  earning: '1',
};

export default function DeliveryManRegistrationPage() {
  const { t } = useTranslation();
  const say = useSay();
  usePageTitle(t('registration.dm.title'));
  const { data: config } = useConfig();
  const { data: zoneList } = useZones();
  const zones = useMemo(() => (zoneList ?? []).filter((z) => z.status === 1), [zoneList]);
  const vehicles = useVehicles();
  const form = useForm<Values>({
    // The resolver gives core's parsed values.
    resolver: valibotResolver(deliveryManRegistrationFormSchema) as unknown as Resolver<Values>,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, formState, setError, getValues, control, trigger } = form;
  const watched = useWatch({ control });
  const watch = (name: Name): string => watched[name] ?? '';
  const err = (name: Name) => say(formState.errors[name]?.message);
  // A field showing a message is checked again as it changes, so the message goes once fixed.
  const field = (name: Name) =>
    register(name, {
      onChange: () => {
        if (formState.errors[name]) void trigger(name);
      },
    });
  const [photo, setPhoto] = useState<File[]>([]);
  const [identity, setIdentity] = useState<File[]>([]);
  const [imageErrors, setImageErrors] = useState<{
    image: string | null;
    identity_image: string | null;
  }>({ image: null, identity_image: null });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const checkImages = () => {
    const next = {
      image: photo.length === 0 ? say(REGISTRATION_MESSAGES.imageRequired) : imageErrors.image,
      identity_image:
        identity.length === 0
          ? say(REGISTRATION_MESSAGES.imageRequired)
          : imageErrors.identity_image,
    };
    setImageErrors(next);
    return !next.image && !next.identity_image;
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = form.handleSubmit(
    async (values) => {
      if (!checkImages()) {
        notifier.notify('error', t('registration.fixErrors'));
        focusFirstError();
        return;
      }
      setBusy(true);
      try {
        const { confirm_password: _confirm, ...fields } = values;
        await registerDeliveryMan(fields, { image: photo[0]!, identity });
        setDone(true);
        window.scrollTo({ top: 0 });
      } catch (error) {
        notifier.notify('error', errorText(toUiError(error), t));
        if (isApiError(error)) {
          for (const entry of error.entries) {
            const code = entry.code ?? '';
            if (code === 'image' || code === 'identity_image') {
              setImageErrors((prev) => ({ ...prev, [code]: entry.message }));
            } else if (code in EMPTY) {
              setError(code as Name, { type: 'server', message: entry.message });
            }
          }
          focusFirstError();
        }
      } finally {
        setBusy(false);
      }
    },
    () => {
      checkImages();
      notifier.notify('error', t('registration.fixErrors'));
      focusFirstError();
    },
  );

  return (
    <PageFrame
      title={t('registration.dm.title')}
      subtitle={t('registration.dm.subtitle')}
      testId="dm-registration"
    >
      {config?.toggle_dm_registration === false ? (
        <p className={note({ tone: 'info' })}>{t('registration.closed')}</p>
      ) : done ? (
        <Confirmation
          title={t('registration.done.dmTitle')}
          text={t('registration.done.dmText', {
            name: getValues('f_name'),
            email: getValues('email'),
          })}
          testId="dm-registration-done"
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
          data-testid="dm-registration-form"
        >
          <Section title={t('registration.dm.section.personal')}>
            <InputField
              id="dm-first-name"
              label={t('registration.field.firstName')}
              error={err('f_name')}
              autoComplete="given-name"
              {...field('f_name')}
            />
            <InputField
              id="dm-last-name"
              label={t('registration.field.lastName')}
              error={err('l_name')}
              autoComplete="family-name"
              {...field('l_name')}
            />
            <InputField
              id="dm-phone"
              type="tel"
              dir="ltr"
              label={t('registration.field.phone')}
              error={err('phone')}
              autoComplete="tel"
              placeholder="+971 50 123 4567"
              {...field('phone')}
            />
            <ImagePicker
              id="dm-photo"
              label={t('registration.field.photo')}
              hint={t('registration.file.hint')}
              files={photo}
              onFiles={setPhoto}
              error={imageErrors.image}
              onError={(message) => setImageErrors((p) => ({ ...p, image: message }))}
            />
          </Section>

          <Section title={t('registration.dm.section.work')}>
            <fieldset className={wide}>
              <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>
                {t('registration.field.earning')}
              </legend>
              <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
                {(['1', '0'] as const).map((value) => (
                  <label
                    key={value}
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '2',
                      px: '4',
                      py: '2.5',
                      borderWidth: '1px',
                      borderRadius: 'lg',
                      borderColor: watch('earning') === value ? 'accent.solid' : 'border.default',
                      bg: watch('earning') === value ? 'accent.subtle' : 'transparent',
                      cursor: 'pointer',
                      fontSize: 'sm',
                    })}
                  >
                    <input type="radio" value={value} {...field('earning')} />
                    {t(
                      value === '1'
                        ? 'registration.earning.freelancer'
                        : 'registration.earning.salaried',
                    )}
                  </label>
                ))}
              </div>
              {err('earning') && <FieldError>{err('earning')}</FieldError>}
            </fieldset>
            <SelectField
              id="dm-zone"
              label={t('registration.field.zone')}
              placeholder={t('registration.field.zonePlaceholder')}
              error={err('zone_id')}
              options={zones.map((z) => ({ value: String(z.id), label: z.display_name || z.name }))}
              {...field('zone_id')}
            />
            <SelectField
              id="dm-vehicle"
              label={t('registration.field.vehicle')}
              placeholder={t('registration.field.vehiclePlaceholder')}
              error={err('vehicle_id')}
              options={(vehicles.data ?? []).map((vehicle) => ({
                value: String(vehicle.id),
                label: vehicle.type,
              }))}
              {...field('vehicle_id')}
            />
          </Section>

          <Section title={t('registration.dm.section.identity')}>
            <SelectField
              id="dm-identity-type"
              label={t('registration.field.identityType')}
              placeholder={t('registration.field.identityTypePlaceholder')}
              error={err('identity_type')}
              options={IDENTITY_TYPES.map((type) => ({
                value: type,
                label: t(`registration.identity.${type}`),
              }))}
              {...field('identity_type')}
            />
            <InputField
              id="dm-identity-number"
              label={t('registration.field.identityNumber')}
              error={err('identity_number')}
              dir="auto"
              {...field('identity_number')}
            />
            <ImagePicker
              id="dm-identity-images"
              label={t('registration.field.identityImages')}
              hint={`${t('registration.field.identityImagesHint')} ${t('registration.file.hint')}`}
              files={identity}
              onFiles={setIdentity}
              error={imageErrors.identity_image}
              onError={(message) => setImageErrors((p) => ({ ...p, identity_image: message }))}
              max={MAX_IDENTITY_IMAGES}
              wideImage
              className={wide}
            />
          </Section>

          <Section title={t('registration.dm.section.account')}>
            <InputField
              id="dm-email"
              type="email"
              dir="ltr"
              label={t('registration.field.email')}
              error={err('email')}
              autoComplete="email"
              className={wide}
              {...field('email')}
            />
            <InputField
              id="dm-password"
              type="password"
              label={t('registration.field.password')}
              error={err('password')}
              autoComplete="new-password"
              {...field('password')}
            />
            <InputField
              id="dm-confirm-password"
              type="password"
              label={t('registration.field.confirmPassword')}
              error={err('confirm_password')}
              autoComplete="new-password"
              {...field('confirm_password')}
            />
            <PasswordChecklist password={watch('password')} className={wide} />
          </Section>

          <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
            <Button type="submit" size="lg" disabled={busy} data-testid="dm-submit">
              {busy ? t('registration.action.submitting') : t('registration.action.submit')}
            </Button>
          </div>
        </form>
      )}
    </PageFrame>
  );
}
