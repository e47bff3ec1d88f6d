/**
 * `/store-registration?active=active` (storefront §2; issue 14): the vendor application in steps,
 * as the incumbent shows it: store info (name, address, zone, module, delivery time, the pin on
 * the map, logo and cover, tax and licence), owner info (name, phone, e-mail, password), sent with
 * `vendor/register`; then the business plan (`vendor/package-view`, `vendor/business_plan`) when
 * the platform offers both models; then the confirmation. The form is react-hook-form with core's
 * valibot schema; each step checks its own fields; the server's refusals show on their field
 * (and as a toast), the step with that field opened again.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { MAP_ZOOM, pointInPolygon, polygonCenter } from '@storefront/core/domain/geo';
import { isApiError } from '@storefront/core/api/errors';
import { errorText, toUiError } from '@storefront/core/domain/ui-error';
import {
  DELIVERY_TIME_TYPES,
  REGISTRATION_MESSAGES,
  showsPlanStep,
  type BusinessPlan,
} from '@storefront/core/domain/registration';
import { storeRegistrationFormSchema } from '@storefront/core/schemas/registration';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { currentLocale } from '../../app/i18n.js';
import { useConfig, useZones } from '../../app/queries.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { Button } from '../../ui/Button.js';
import { DateTimeField } from '../../ui/DateTimeField.js';
import { Spinner } from '../../ui/Spinner.js';
import { MapView } from '../map/MapView.js';
import { formatCoordinate } from '../map/projection.js';
import { CalendarIcon } from '../rental/icons.js';
import { toMapZones } from '../map/zones.js';
import {
  chooseBusinessPlan,
  registerStore,
  usePackages,
  useZoneModules,
  type StoreRegistrationResponse,
} from './api.js';
import {
  ImagePicker,
  InputField,
  PasswordChecklist,
  Section,
  SelectField,
  Steps,
  useSay,
  wide,
} from './form-parts.js';
import { BusinessPlanStep } from './BusinessPlanStep.js';
import { Confirmation, PageFrame } from './layout.js';

type Name =
  | 'name'
  | 'address'
  | 'zone_id'
  | 'module_id'
  | 'minimum_delivery_time'
  | 'maximum_delivery_time'
  | 'delivery_time_type'
  | 'latitude'
  | 'longitude'
  | 'tin'
  | 'tin_expire_date'
  | 'f_name'
  | 'l_name'
  | 'phone'
  | 'email'
  | 'password'
  | 'confirm_password';
type Values = Record<Name, string>;

const STORE_FIELDS: Name[] = [
  'name',
  'address',
  'zone_id',
  'module_id',
  'minimum_delivery_time',
  'maximum_delivery_time',
  'delivery_time_type',
  'latitude',
  'longitude',
  'tin',
  'tin_expire_date',
];

type ImageField = 'logo' | 'cover_photo' | 'tin_certificate_image';

const EMPTY: Values = {
  name: '',
  address: '',
  zone_id: '',
  module_id: '',
  minimum_delivery_time: '',
  maximum_delivery_time: '',
  delivery_time_type: 'min',
  latitude: '',
  longitude: '',
  tin: '',
  tin_expire_date: '',
  f_name: '',
  l_name: '',
  phone: '',
  email: '',
  password: '',
  confirm_password: '',
};

export default function StoreRegistrationPage() {
  const { t } = useTranslation();
  const say = useSay();
  usePageTitle(t('registration.store.title'));
  const { data: config } = useConfig();
  const { data: zoneList } = useZones();
  const zones = useMemo(() => (zoneList ?? []).filter((z) => z.status === 1), [zoneList]);
  const mapZones = useMemo(() => toMapZones(zones), [zones]);
  const planStep = config ? showsPlanStep(config as never) : false;

  const form = useForm<Values>({
    // The resolver gives core's parsed values (numbers, null for empty optional fields).
    resolver: valibotResolver(storeRegistrationFormSchema) as unknown as Resolver<Values>,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, formState, trigger, setValue, setError, getValues, control } = form;
  const watched = useWatch({ control });
  const watch = (name: Name): string => watched[name] ?? '';
  const errors = formState.errors;
  const err = (name: Name) => say(errors[name]?.message);
  // A field showing a message is checked again as it changes, so the message goes once fixed.
  const field = (
    name: Name,
    options: { onChange?: (event: { target: { value: string } }) => void } = {},
  ) =>
    register(name, {
      onChange: (event: { target: { value: string } }) => {
        options.onChange?.(event);
        if (formState.errors[name]) void trigger(name);
      },
    });

  const [step, setStep] = useState(0);
  const [images, setImages] = useState<Record<ImageField, File[]>>({
    logo: [],
    cover_photo: [],
    tin_certificate_image: [],
  });
  const [imageErrors, setImageErrors] = useState<Record<ImageField, string | null>>({
    logo: null,
    cover_photo: null,
    tin_certificate_image: null,
  });
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<StoreRegistrationResponse | null>(null);
  const [planDone, setPlanDone] = useState<{ plan: BusinessPlan; packageName?: string } | null>(
    null,
  );

  const zoneId = Number(watch('zone_id')) || null;
  const modules = useZoneModules(zoneId);
  const zone = zones.find((z) => z.id === zoneId);
  const lat = Number(watch('latitude'));
  const lng = Number(watch('longitude'));
  const pin = watch('latitude') !== '' && Number.isFinite(lat) ? { lat, lng } : null;
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.withPolygon + 2);
  const fallback = config?.default_location
    ? { lat: Number(config.default_location.lat), lng: Number(config.default_location.lng) }
    : null;
  const center = pin ?? (zone ? polygonCenter(zone.formated_coordinates) : fallback);
  const outside = pin && zone ? !pointInPolygon(pin, zone.formated_coordinates) : false;

  const setPin = (point: { lat: number; lng: number }) => {
    const recheck = Boolean(formState.errors.latitude ?? formState.errors.longitude);
    setValue('latitude', point.lat.toFixed(7), { shouldValidate: recheck });
    setValue('longitude', point.lng.toFixed(7), { shouldValidate: recheck });
  };

  const steps = [
    t('registration.store.step.store'),
    t('registration.store.step.owner'),
    ...(planStep ? [t('registration.store.step.plan')] : []),
    t('registration.store.step.done'),
  ];

  const checkImages = () => {
    const next = { ...imageErrors };
    if (images.logo.length === 0) next.logo = say(REGISTRATION_MESSAGES.imageRequired);
    if (images.cover_photo.length === 0) {
      next.cover_photo = say(REGISTRATION_MESSAGES.imageRequired);
    }
    setImageErrors(next);
    return !next.logo && !next.cover_photo && !next.tin_certificate_image;
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const nextFromStore = async () => {
    const fieldsOk = await trigger(STORE_FIELDS);
    const imagesOk = checkImages();
    if (fieldsOk && imagesOk) {
      setStep(1);
      window.scrollTo({ top: 0 });
    } else {
      notifier.notify('error', t('registration.fixErrors'));
      focusFirstError();
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (!checkImages()) {
        setStep(0);
        return;
      }
      setBusy(true);
      try {
        const { confirm_password: _confirm, ...fields } = values;
        const answer = await registerStore(fields, {
          logo: images.logo[0]!,
          cover_photo: images.cover_photo[0]!,
          tin_certificate_image: images.tin_certificate_image[0] ?? null,
        });
        setRegistered(answer);
        setStep(planStep && answer.business_plan == null ? 2 : steps.length - 1);
        window.scrollTo({ top: 0 });
      } catch (error) {
        const message = errorText(toUiError(error), t);
        notifier.notify('error', message);
        if (isApiError(error)) {
          let back = false;
          for (const entry of error.entries) {
            const code = entry.code ?? '';
            if (code in images) {
              setImageErrors((prev) => ({ ...prev, [code]: entry.message }));
              back = true;
            } else if (code in EMPTY) {
              setError(code as Name, { type: 'server', message: entry.message });
              if (STORE_FIELDS.includes(code as Name)) back = true;
            }
          }
          if (back) setStep(0);
          focusFirstError();
        }
      } finally {
        setBusy(false);
      }
    },
    () => {
      notifier.notify('error', t('registration.fixErrors'));
      focusFirstError();
    },
  );

  const done = step === steps.length - 1;

  return (
    <PageFrame
      title={t('registration.store.title')}
      subtitle={t('registration.store.subtitle')}
      testId="store-registration"
    >
      <Steps steps={steps} current={step} />
      {config?.toggle_store_registration === false ? (
        <p className={note({ tone: 'info' })}>{t('registration.closed')}</p>
      ) : done && registered ? (
        <Confirmation
          title={t('registration.done.storeTitle')}
          text={t('registration.done.storeText', {
            name: getValues('name'),
            email: getValues('email'),
          })}
          extra={
            (planDone?.plan ?? registered.business_plan) === 'subscription'
              ? t('registration.done.planSubscription', { name: planDone?.packageName ?? '' })
              : (planDone?.plan ?? registered.business_plan) === 'commission'
                ? t('registration.done.planCommission')
                : undefined
          }
          testId="store-registration-done"
        />
      ) : step === 2 && registered ? (
        <BusinessPlanStep
          commission={Number(
            (config as Record<string, unknown> | undefined)?.admin_commission ?? 0,
          )}
          onChoose={async (plan, pack) => {
            await chooseBusinessPlan({
              store_id: registered.store_id,
              plan_token: registered.plan_token,
              business_plan: plan,
              ...(pack ? { package_id: pack.id } : {}),
            });
            setPlanDone({ plan, packageName: pack?.package_name });
            setStep(steps.length - 1);
            window.scrollTo({ top: 0 });
          }}
          usePackageList={usePackages}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 0) void nextFromStore();
            else void submit(event);
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
          data-testid="store-registration-form"
        >
          {step === 0 ? (
            <>
              <Section title={t('registration.store.section.store')}>
                <InputField
                  id="store-name"
                  label={t('registration.field.storeName')}
                  error={err('name')}
                  autoComplete="organization"
                  {...field('name')}
                />
                <SelectField
                  id="store-zone"
                  label={t('registration.field.zone')}
                  placeholder={t('registration.field.zonePlaceholder')}
                  error={err('zone_id')}
                  options={zones.map((z) => ({
                    value: String(z.id),
                    label: z.display_name || z.name,
                  }))}
                  {...field('zone_id', {
                    onChange: (event: { target: { value: string } }) => {
                      setValue('module_id', '');
                      const picked = zones.find((z) => String(z.id) === event.target.value);
                      if (picked) setPin(polygonCenter(picked.formated_coordinates));
                    },
                  })}
                />
                <InputField
                  id="store-address"
                  label={t('registration.field.storeAddress')}
                  error={err('address')}
                  autoComplete="street-address"
                  className={wide}
                  {...field('address')}
                />
                <SelectField
                  id="store-module"
                  label={t('registration.field.module')}
                  placeholder={
                    zoneId
                      ? t('registration.field.modulePlaceholder')
                      : t('registration.field.moduleNeedsZone')
                  }
                  error={err('module_id')}
                  disabled={!zoneId}
                  options={(modules.data ?? [])
                    .filter((m) => m.module_type !== 'parcel')
                    .map((m) => ({ value: String(m.id), label: m.module_name }))}
                  {...field('module_id')}
                />
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
                  <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
                    {t('registration.field.deliveryTime')}
                  </span>
                  <div
                    className={css({
                      display: 'grid',
                      // On a phone the unit goes under the two times.
                      gridTemplateColumns: {
                        base: 'repeat(2, minmax(0, 1fr))',
                        sm: 'repeat(3, minmax(0, 1fr))',
                      },
                      gap: '2',
                      '& > :last-child': { gridColumn: { base: '1 / -1', sm: 'auto' } },
                    })}
                  >
                    <InputField
                      id="store-min-time"
                      label={t('registration.field.minTime')}
                      error={err('minimum_delivery_time')}
                      inputMode="numeric"
                      {...field('minimum_delivery_time')}
                    />
                    <InputField
                      id="store-max-time"
                      label={t('registration.field.maxTime')}
                      error={err('maximum_delivery_time')}
                      inputMode="numeric"
                      {...field('maximum_delivery_time')}
                    />
                    <SelectField
                      id="store-time-unit"
                      label={t('registration.field.timeUnit')}
                      placeholder="—"
                      error={err('delivery_time_type')}
                      options={DELIVERY_TIME_TYPES.map((unit) => ({
                        value: unit,
                        label: t(`registration.timeUnit.${unit}`),
                      }))}
                      {...field('delivery_time_type')}
                    />
                  </div>
                </div>
              </Section>

              <Section title={t('registration.store.section.location')}>
                <div className={wide}>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
                    {t('registration.field.pinHint')}
                  </p>
                  {center ? (
                    <MapView
                      key={zoneId ?? 'none'}
                      apiKey={config?.map_api_key}
                      language={currentLocale()}
                      center={center}
                      zoom={zoom}
                      onZoomChange={setZoom}
                      zones={mapZones}
                      onMoveEnd={setPin}
                      label={t('registration.field.pin')}
                      height="300px"
                      testId="store-map"
                    />
                  ) : (
                    <Spinner />
                  )}
                  <p
                    className={css({ fontSize: 'sm', mt: '2' })}
                    dir="auto"
                    data-testid="store-pin"
                  >
                    {pin
                      ? t('registration.field.pinChosen', {
                          latitude: formatCoordinate(pin.lat),
                          longitude: formatCoordinate(pin.lng),
                        })
                      : null}
                  </p>
                  {outside && (
                    <p className={css({ fontSize: 'xs', color: 'danger.text' })}>
                      {t('registration.field.pinOutside')}
                    </p>
                  )}
                  {(err('latitude') ?? err('longitude')) && (
                    <p
                      className={css({ fontSize: 'xs', color: 'danger.text' })}
                      data-testid="field-error"
                    >
                      {err('latitude') ?? err('longitude')}
                    </p>
                  )}
                </div>
              </Section>

              <Section title={t('registration.store.section.images')}>
                <ImagePicker
                  id="store-logo"
                  label={t('registration.field.logo')}
                  hint={`${t('registration.field.logoHint')} ${t('registration.file.hint')}`}
                  files={images.logo}
                  onFiles={(files) => setImages((p) => ({ ...p, logo: files }))}
                  error={imageErrors.logo}
                  onError={(message) => setImageErrors((p) => ({ ...p, logo: message }))}
                />
                <ImagePicker
                  id="store-cover"
                  label={t('registration.field.cover')}
                  hint={`${t('registration.field.coverHint')} ${t('registration.file.hint')}`}
                  files={images.cover_photo}
                  onFiles={(files) => setImages((p) => ({ ...p, cover_photo: files }))}
                  error={imageErrors.cover_photo}
                  onError={(message) => setImageErrors((p) => ({ ...p, cover_photo: message }))}
                  wideImage
                />
              </Section>

              <Section title={t('registration.store.section.tax')}>
                <InputField
                  id="store-tin"
                  label={t('registration.field.tin')}
                  error={err('tin')}
                  {...field('tin')}
                />
                <DateTimeField
                  id="store-tin-expire"
                  label={t('registration.field.tinExpire')}
                  icon={<CalendarIcon />}
                  value={watch('tin_expire_date')}
                  clearable
                  onChange={(value) =>
                    setValue('tin_expire_date', value, {
                      shouldDirty: true,
                      shouldValidate: errors.tin_expire_date != null,
                    })
                  }
                  error={err('tin_expire_date')}
                  testId="store-tin-expire"
                />
                <ImagePicker
                  id="store-tin-certificate"
                  label={t('registration.field.tinCertificate')}
                  hint={t('registration.file.hint')}
                  files={images.tin_certificate_image}
                  onFiles={(files) => setImages((p) => ({ ...p, tin_certificate_image: files }))}
                  error={imageErrors.tin_certificate_image}
                  onError={(message) =>
                    setImageErrors((p) => ({ ...p, tin_certificate_image: message }))
                  }
                  className={wide}
                />
              </Section>
            </>
          ) : (
            <>
              <Section title={t('registration.store.section.owner')}>
                <InputField
                  id="owner-first-name"
                  label={t('registration.field.firstName')}
                  error={err('f_name')}
                  autoComplete="given-name"
                  {...field('f_name')}
                />
                <InputField
                  id="owner-last-name"
                  label={t('registration.field.lastName')}
                  error={err('l_name')}
                  autoComplete="family-name"
                  {...field('l_name')}
                />
                <InputField
                  id="owner-phone"
                  type="tel"
                  dir="ltr"
                  label={t('registration.field.phone')}
                  error={err('phone')}
                  autoComplete="tel"
                  placeholder="+971 50 123 4567"
                  {...field('phone')}
                />
              </Section>
              <Section title={t('registration.store.section.account')}>
                <InputField
                  id="owner-email"
                  type="email"
                  dir="ltr"
                  label={t('registration.field.email')}
                  error={err('email')}
                  autoComplete="email"
                  className={wide}
                  {...field('email')}
                />
                <InputField
                  id="owner-password"
                  type="password"
                  label={t('registration.field.password')}
                  error={err('password')}
                  autoComplete="new-password"
                  {...field('password')}
                />
                <InputField
                  id="owner-confirm-password"
                  type="password"
                  label={t('registration.field.confirmPassword')}
                  error={err('confirm_password')}
                  autoComplete="new-password"
                  {...field('confirm_password')}
                />
                <PasswordChecklist password={watch('password') ?? ''} className={wide} />
              </Section>
            </>
          )}

          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
            {step === 1 && (
              <Button variant="outline" size="lg" onClick={() => setStep(0)} disabled={busy}>
                {t('registration.action.back')}
              </Button>
            )}
            <Button type="submit" size="lg" disabled={busy} data-testid="registration-next">
              {step === 0
                ? t('registration.action.next')
                : busy
                  ? t('registration.action.submitting')
                  : t('registration.action.submit')}
            </Button>
          </div>
        </form>
      )}
    </PageFrame>
  );
}
