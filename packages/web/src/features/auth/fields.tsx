import { Checkbox } from '@ark-ui/react/checkbox';
import { PasswordInput } from '@ark-ui/react/password-input';
import { Select, createListCollection } from '@ark-ui/react/select';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input, menu } from '../../../styled-system/recipes';
import { Button } from '../../ui/Button.js';
import { CheckboxBox, Field, FieldError, TextField, TextInput } from '../../ui/Field.js';
import { CheckIcon, ChevronDownIcon, Icon, type IconProps } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { COUNTRIES, countryName, countryOf, type Country } from './countries.js';
import type { PhoneValue } from './phone.js';

export { dialCode, emptyPhone, phoneText, type PhoneValue } from './phone.js';
export { errorProps, Field, TextField, TextInput } from '../../ui/Field.js';

const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

const EyeOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.7 3.6M6.6 6.6A16.7 16.7 0 0 0 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </Icon>
);

/** The password field with its show/hide toggle (Ark password input). */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
  autoComplete = 'current-password',
  name,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  autoComplete?: 'current-password' | 'new-password';
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput.Root
      autoComplete={autoComplete}
      invalid={error ? true : undefined}
      translations={{
        visibilityTrigger: (visible) =>
          visible ? t('auth.password.hide') : t('auth.password.show'),
      }}
      ids={{ input: id }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}
    >
      <PasswordInput.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </PasswordInput.Label>
      <PasswordInput.Control className={css({ position: 'relative' })}>
        <PasswordInput.Input
          name={name}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(input(), css({ pe: '11', textAlign: 'start' }))}
        />
        <PasswordInput.VisibilityTrigger
          className={cx(
            button({ variant: 'ghost', size: 'iconSm' }),
            css({
              position: 'absolute',
              insetInlineEnd: '1.5',
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'fg.muted',
            }),
          )}
          data-testid="password-toggle"
        >
          <PasswordInput.Indicator fallback={<EyeOffIcon />}>
            <EyeIcon />
          </PasswordInput.Indicator>
        </PasswordInput.VisibilityTrigger>
      </PasswordInput.Control>
      {error && <FieldError id={id}>{error}</FieldError>}
    </PasswordInput.Root>
  );
}

/**
 * The phone input: the country picker (an Ark select, disabled unless the configuration's
 * `country_picker_status` is 1) and the number.
 */
export function PhoneInput({
  id,
  label: labelProp,
  value,
  onChange,
  pickerEnabled,
  error,
  name = 'phone',
}: {
  id: string;
  /** 'Phone' unless named otherwise. */
  label?: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  pickerEnabled: boolean;
  error?: string | null;
  name?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'ar' ? 'ar' : 'en';
  const label = labelProp ?? t('auth.field.phone');
  const collection = useMemo(() => {
    const items = COUNTRIES.map((c) => ({ ...c, name: countryName(c.code, locale) })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
    return createListCollection({
      items,
      itemToValue: (item) => item.code,
      itemToString: (item) => `${item.name} ${item.dial}`,
    });
  }, [locale]);
  const country: Country = countryOf(value.country);
  const classes = menu();
  return (
    <Field id={id} label={label} error={error}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'stretch' })} dir="ltr">
        <Select.Root
          collection={collection}
          value={[country.code]}
          onValueChange={(details) => {
            const next = details.value[0];
            if (next) onChange({ ...value, country: next });
          }}
          disabled={!pickerEnabled}
          positioning={{ strategy: 'fixed', sameWidth: false }}
          className={css({ flexShrink: 0 })}
        >
          <Select.Control>
            <Select.Trigger
              aria-label={t('auth.field.country')}
              className={cx(
                input(),
                css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1.5',
                  w: 'auto',
                  px: '2.5',
                  cursor: 'pointer',
                  _disabled: { cursor: 'not-allowed', bg: 'bg.subtle', color: 'fg.muted' },
                }),
              )}
              data-testid="country-picker"
            >
              <span className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' })}>
                {country.code}
              </span>
              <span className={css({ fontVariantNumeric: 'tabular-nums' })}>{country.dial}</span>
              {pickerEnabled && <ChevronDownIcon className={css({ color: 'fg.muted' })} />}
            </Select.Trigger>
          </Select.Control>
          <Select.Positioner>
            <Select.Content
              className={cx(
                classes.content,
                css({ zIndex: 'popover', maxH: '64', overflowY: 'auto', w: '72' }),
              )}
              dir={locale === 'ar' ? 'rtl' : 'ltr'}
            >
              {collection.items.map((item) => (
                <Select.Item key={item.code} item={item} className={classes.item}>
                  <Select.ItemText className={css({ flex: '1' })}>{item.name}</Select.ItemText>
                  <span dir="ltr" className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                    {item.dial}
                  </span>
                  <Select.ItemIndicator className={classes.itemIndicator}>
                    <CheckIcon />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
          <Select.HiddenSelect name={`${name}_country`} />
        </Select.Root>
        <TextInput
          id={id}
          name={name}
          className={css({ flex: '1' })}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.national}
          error={error}
          onChange={(e) => onChange({ ...value, national: e.target.value })}
        />
      </div>
    </Field>
  );
}

/** The terms checkbox of sign-up (Ark checkbox); the link opens the terms in a new tab. */
export function TermsCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        name="terms"
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          fontSize: 'sm',
          cursor: 'pointer',
        })}
        data-testid="terms"
      >
        <CheckboxBox />
        <Checkbox.Label>
          {t('auth.terms.agree')}{' '}
          <a
            href="/terms-and-conditions"
            target="_blank"
            rel="noopener noreferrer"
            className={css({
              color: 'accent.text',
              fontWeight: 'semibold',
              _hover: { textDecoration: 'underline' },
            })}
            onClick={(e) => e.stopPropagation()}
          >
            {t('auth.terms.link')}
          </a>
        </Checkbox.Label>
        <Checkbox.HiddenInput />
      </Checkbox.Root>
      {error && <FieldError>{error}</FieldError>}
    </div>
  );
}

/** A row of small text links (Forgot password, Sign in with OTP, Go Back). */
export function LinkButton({
  children,
  onClick,
  testId,
}: {
  children: ReactNode;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className={css({
        color: 'accent.text',
        fontWeight: 'semibold',
        fontSize: 'sm',
        cursor: 'pointer',
        _hover: { textDecoration: 'underline' },
      })}
    >
      {children}
    </button>
  );
}

/** A form's submit button: large, with the spinner while the request runs. */
export function SubmitButton({
  busy,
  disabled = busy,
  testId,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={disabled} data-testid={testId}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}

interface TextValueProps {
  id: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
}

/** The name field of sign-up and user info. */
export function NameField(props: TextValueProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.field.name')} name="name" autoComplete="name" {...props} />;
}

/** An e-mail field ('Email' unless named otherwise). */
export function EmailField({ label, ...props }: TextValueProps & { label?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('auth.field.email')}
      name="email"
      type="email"
      autoComplete="email"
      dir="ltr"
      {...props}
    />
  );
}

/** The referral code field (where referral earning is on). */
export function RefCodeField(props: TextValueProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.field.refCode')} name="ref_code" dir="ltr" {...props} />;
}

/** A new password and its confirmation (sign-up, forgot password's last step). */
export function NewPasswordFields({
  id,
  label,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
}: {
  id: string;
  label: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={label}
        placeholder={t('auth.field.passwordPlaceholder')}
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        error={errors.password}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirm_password"
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        error={errors.confirm_password}
      />
    </>
  );
}
