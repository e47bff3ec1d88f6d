import { contactSchema } from '@storefront/core/schemas/contact';
import { validate } from '@storefront/core/schemas/validate';
import type { GuestContact } from '@storefront/core/domain/checkout';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { i18n } from '../../app/i18n.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';

export interface AddressDetails {
  road: string;
  house: string;
  floor: string;
}

interface Values extends AddressDetails {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
}

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * The guest's contact form (spec §2 'Contact person form': name, phone, email, Reset, Save;
 * §5 messages from core's `contactSchema`), with street number, house number and floor for a
 * delivery.
 */
export function ContactDialog({
  open,
  onOpenChange,
  contact,
  details,
  withAddressDetails,
  onSave,
  finalFocusEl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact: GuestContact | null;
  details: AddressDetails;
  withAddressDetails: boolean;
  onSave: (contact: GuestContact, details: AddressDetails) => void;
  /** Where the focus goes when the form closes (the control that opened it). */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const { t: tr } = useTranslation();
  const id = useId();
  const initial: Values = {
    contact_person_name: contact?.contact_person_name ?? '',
    contact_person_number: contact?.contact_person_number ?? '',
    contact_person_email: contact?.contact_person_email ?? '',
    ...details,
  };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [openedWith, setOpenedWith] = useState(open);
  // Each opening starts from what is saved.
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) {
      setValues(initial);
      setErrors({});
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(
      contactSchema,
      {
        contact_person_name: values.contact_person_name,
        contact_person_number: values.contact_person_number,
        contact_person_email: values.contact_person_email,
      },
      t,
    );
    if (!result.success) {
      setErrors(Object.fromEntries(result.errors.map((e) => [e.code, e.message])));
      return;
    }
    setErrors({});
    onSave(result.data, {
      road: values.road.trim(),
      house: values.house.trim(),
      floor: values.floor.trim(),
    });
    onOpenChange(false);
  };

  const field = (name: keyof Values, label: string, type = 'text', autoComplete?: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <Field id={fieldId} label={label} error={error}>
        <input
          id={fieldId}
          name={name}
          type={type}
          autoComplete={autoComplete}
          dir={type === 'tel' || type === 'email' ? 'ltr' : undefined}
          className={cx(input(), css({ textAlign: 'start' }))}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      </Field>
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={tr('checkout.contact.title')}
      testId="contact-dialog"
      finalFocusEl={finalFocusEl}
    >
      <form
        onSubmit={submit}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '1' })}
      >
        {field('contact_person_name', tr('checkout.contact.name'), 'text', 'name')}
        {field('contact_person_number', tr('checkout.contact.phone'), 'tel', 'tel')}
        {field('contact_person_email', tr('checkout.contact.email'), 'email', 'email')}
        {withAddressDetails && (
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: '3',
            })}
          >
            {field('road', tr('checkout.address.road'))}
            {field('house', tr('checkout.address.house'))}
            {field('floor', tr('checkout.address.floor'))}
          </div>
        )}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', pt: '2' })}>
          <Button
            variant="outline"
            onClick={() => {
              setValues({
                contact_person_name: '',
                contact_person_number: '',
                contact_person_email: '',
                road: '',
                house: '',
                floor: '',
              });
              setErrors({});
            }}
          >
            {tr('common.action.reset')}
          </Button>
          <Button type="submit" data-testid="contact-save">
            {tr('common.action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
