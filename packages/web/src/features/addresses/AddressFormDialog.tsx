import { saveAddress, type AddressRequest } from '@storefront/core/api/addresses';
import { isApiError } from '@storefront/core/api/errors';
import {
  ADDRESS_TYPES,
  addressFormOf,
  addressRequestOf,
  newAddressForm,
  type AddressForm,
  type AddressType,
  type SavedAddressLike,
} from '@storefront/core/domain/address';
import { toUiError, errorTexts } from '@storefront/core/domain/ui-error';
import { validate } from '@storefront/core/schemas/validate';
import { addressRequestSchema } from '@storefront/core/schemas/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { useSession } from '../../app/session.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { MapIcon, MapPinIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { Field } from '../../ui/Field.js';
import { AddressMapPicker, type PinnedLocation } from './AddressMapPicker.js';
import { AddressTypeIcon } from './AddressType.js';
import { useCustomerInfo } from '../account/queries.js';
import { refreshAddresses } from './queries.js';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/** What the dialog edits: a new address (maybe at a known location) or a saved one. */
export type AddressFormMode =
  { kind: 'add'; location?: PinnedLocation | null } | { kind: 'edit'; address: SavedAddressLike };

/** Which form field shows a body field's error. */
const FIELD_OF: Record<string, keyof AddressForm> = {
  contact_person_name: 'contactName',
  contact_person_number: 'contactNumber',
  address_type: 'label',
  address_label: 'label',
  address: 'address',
  latitude: 'address',
  longitude: 'address',
  road: 'road',
  house: 'house',
  floor: 'floor',
};

type Errors = Partial<Record<keyof AddressForm, string>>;

function errorsOf(list: { code: string; message: string }[]): Errors {
  const out: Errors = {};
  for (const { code, message } of list) {
    const field = FIELD_OF[code];
    if (field && out[field] === undefined) out[field] = message;
  }
  return out;
}

/**
 * Adds or edits a saved address (spec §2 'Profile edit: Address modal: map, Label As (home,
 * office, other) and an address form'; §4 'Address save'; §5 'Address form'). A new address
 * starts on the map (the location map picker); the form then takes the type, a label for the
 * type other, the contact (the customer's name and phone to start with), street number, house
 * number and floor. Checked with core's `addressRequestSchema`, then created or updated; the
 * server's message is toasted and the saved lists refetched.
 */
export function AddressFormDialog({
  open,
  mode,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  mode: AddressFormMode;
  onOpenChange: (open: boolean) => void;
  /** The saved address (its id from the server; null when the server did not say). */
  onSaved: (address: SavedAddressLike | null) => void;
}) {
  const { t: tr } = useTranslation();
  const { data: customer } = useCustomerInfo();
  const session = useSession();
  const queryClient = useQueryClient();
  const id = useId();

  const initialForm = (): AddressForm =>
    mode.kind === 'edit'
      ? addressFormOf(mode.address)
      : newAddressForm(customer ?? null, mode.location ?? null);
  const [form, setForm] = useState<AddressForm>(initialForm);
  const [step, setStep] = useState<'map' | 'form'>(mode.kind === 'add' ? 'map' : 'form');
  const [errors, setErrors] = useState<Errors>({});
  const [openedWith, setOpenedWith] = useState<{ open: boolean; mode: AddressFormMode }>({
    open,
    mode,
  });
  // Each opening starts from the address (or a new one).
  if (open !== openedWith.open || mode !== openedWith.mode) {
    setOpenedWith({ open, mode });
    if (open) {
      setForm(initialForm());
      setStep(mode.kind === 'add' ? 'map' : 'form');
      setErrors({});
    }
  }
  // The customer's name and phone may arrive after the dialog opened.
  const [prefilled, setPrefilled] = useState(false);
  if (customer && mode.kind === 'add' && !prefilled) {
    setPrefilled(true);
    setForm((f) => ({
      ...f,
      contactName: f.contactName || newAddressForm(customer).contactName,
      contactNumber: f.contactNumber || newAddressForm(customer).contactNumber,
    }));
  }

  const mutation = useMutation({
    mutationFn: (body: AddressRequest) =>
      saveAddress(api, { id: mode.kind === 'edit' ? mode.address.id : null, body }),
    onSuccess: (saved, body) => {
      notifier.notify('success', saved.message || t('addresses.toast.saved'));
      void refreshAddresses(queryClient);
      const savedId = saved.id ?? (mode.kind === 'edit' ? mode.address.id : null);
      onSaved(savedId == null ? null : { id: savedId, ...body, zone_ids: saved.zone_ids });
      onOpenChange(false);
    },
    onError: (error) => {
      const ui = toUiError(error);
      for (const message of errorTexts(ui, t)) notifier.notify('error', message);
      if (isApiError(error)) {
        setErrors(errorsOf(error.entries.map((e) => ({ code: e.code ?? '', message: e.message }))));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(addressRequestSchema, addressRequestOf(form), t);
    if (!result.success) {
      setErrors(errorsOf(result.errors));
      return;
    }
    setErrors({});
    mutation.mutate(result.data);
  };

  const set = <K extends keyof AddressForm>(key: K, value: AddressForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const text = (name: keyof AddressForm, label: ReactNode, type = 'text', auto?: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <Field id={fieldId} label={label as string} error={error}>
        <input
          id={fieldId}
          name={name}
          type={type}
          autoComplete={auto}
          dir={type === 'tel' ? 'ltr' : undefined}
          className={cx(input(), css({ textAlign: 'start' }))}
          value={String(form[name] ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(e) => set(name, e.target.value as never)}
          data-testid={`address-${name}`}
        />
      </Field>
    );
  };

  const title =
    mode.kind === 'edit' ? tr('addresses.form.editTitle') : tr('addresses.form.addTitle');
  const center =
    form.latitude != null && form.longitude != null
      ? { lat: form.latitude, lng: form.longitude }
      : session.currentLatLng;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) onOpenChange(next);
      }}
      size={step === 'map' ? 'lg' : 'md'}
      title={title}
      description={
        step === 'map' ? tr('addresses.form.mapDescription') : tr('addresses.form.description')
      }
      testId="address-form"
    >
      {step === 'map' ? (
        <AddressMapPicker
          center={center}
          onPicked={(picked) => {
            setForm((f) => ({ ...f, ...picked }));
            setErrors((e) => ({ ...e, address: undefined }));
            setStep('form');
          }}
          onCancel={() => {
            // Back to the form when it has a location, else the dialog closes.
            if (form.latitude != null) setStep('form');
            else onOpenChange(false);
          }}
        />
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '1' })}
          data-testid="address-form-fields"
        >
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '3',
              alignItems: 'flex-start',
              p: '3',
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: errors.address ? 'danger.text' : 'border.default',
              bg: 'bg.subtle',
            })}
          >
            <MapPinIcon
              className={css({ mt: '0.5', color: 'accent.text', flexShrink: 0, fontSize: 'lg' })}
            />
            <div className={css({ flex: '1 1 12rem', minW: 0 })}>
              <p className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' })}>
                {tr('addresses.form.location')}
              </p>
              <p
                className={css({ fontSize: 'sm', fontWeight: 'semibold' })}
                data-testid="address-location"
              >
                {form.address || tr('addresses.error.location')}
              </p>
              {errors.address && (
                <p className={css({ fontSize: 'xs', color: 'danger.text', mt: '1' })} role="alert">
                  {errors.address}
                </p>
              )}
            </div>
            <Button variant="outline" size="sm" onClick={() => setStep('map')}>
              <MapIcon />
              {form.latitude == null
                ? tr('addresses.form.pickLocation')
                : tr('addresses.form.changeLocation')}
            </Button>
          </div>

          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
              {tr('addresses.form.labelAs')}
            </legend>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              {ADDRESS_TYPES.map((type) => (
                <TypeChoice
                  key={type}
                  name={`${id}-type`}
                  type={type}
                  checked={form.type === type}
                  onChange={() => set('type', type)}
                />
              ))}
            </div>
          </fieldset>
          {form.type === 'other' && (
            <div>
              {text('label', tr('addresses.form.label'))}
              <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
                {tr('addresses.form.labelPlaceholder')}
              </p>
            </div>
          )}

          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: '3',
            })}
          >
            {text('contactName', tr('addresses.form.contactName'), 'text', 'name')}
            {text('contactNumber', tr('addresses.form.contactNumber'), 'tel', 'tel')}
          </div>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: '3',
            })}
          >
            {text('road', tr('addresses.form.road'))}
            {text('house', tr('addresses.form.house'))}
            {text('floor', tr('addresses.form.floor'))}
          </div>

          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', pt: '1' })}>
            <Button
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={mutation.isPending}
            >
              {tr('common.action.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending}
              data-testid="address-save"
            >
              {mutation.isPending ? <Spinner /> : null}
              {mutation.isPending ? tr('addresses.form.saving') : tr('addresses.form.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** One of home, office, other: a radio drawn as a chip with the type's icon. */
function TypeChoice({
  name,
  type,
  checked,
  onChange,
}: {
  name: string;
  type: AddressType;
  checked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <label
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        px: '3.5',
        h: '10',
        borderRadius: 'full',
        borderWidth: '1px',
        borderColor: 'border.strong',
        fontSize: 'sm',
        fontWeight: 'medium',
        cursor: 'pointer',
        _hover: { bg: 'bg.subtle' },
        '&:has(input:checked)': {
          borderColor: 'accent.solid',
          bg: 'accent.subtle',
          color: 'accent.text',
        },
        '&:has(input:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'focusRing',
          outlineOffset: '2px',
        },
      })}
    >
      <input
        type="radio"
        name={name}
        value={type}
        checked={checked}
        onChange={onChange}
        className={css({ srOnly: true })}
        data-testid={`address-type-${type}`}
      />
      <AddressTypeIcon type={type} />
      {t(`addresses.type.${type}`)}
    </label>
  );
}
