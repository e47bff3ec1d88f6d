import { Checkbox } from '@ark-ui/react/checkbox';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';
import { input } from '../../styled-system/recipes';
import { CheckIcon } from './icons.js';

const errorClass = css({ fontSize: 'xs', color: 'danger.text' });

/** A field's message (the schema's, translated), named by `${id}-error` when the field has an id. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id == null ? undefined : `${id}-error`} className={errorClass} data-testid="field-error">
      {children}
    </p>
  );
}

/** A labelled form field with its message under it. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      {children}
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  );
}

/** The ARIA attributes of an input with a message. */
export function errorProps(id: string, error: string | null | undefined) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { 'aria-invalid': undefined };
}

export function TextInput({
  id,
  error,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; error?: string | null }) {
  return (
    <input
      id={id}
      className={cx(input(), css({ textAlign: 'start' }), className)}
      {...errorProps(id, error)}
      {...props}
    />
  );
}

/** A text input in its labelled field; `onValue` receives the text. */
export function TextField({
  id,
  label,
  error,
  onValue,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  id: string;
  label: ReactNode;
  error?: string | null;
  onValue: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <TextInput id={id} error={error} onChange={(e) => onValue(e.target.value)} {...props} />
    </Field>
  );
}

/** The box of an Ark checkbox (inside `Checkbox.Root`): accent-filled with a check when checked. */
export function CheckboxBox() {
  return (
    <Checkbox.Control
      className={css({
        display: 'grid',
        placeItems: 'center',
        w: '5',
        h: '5',
        flexShrink: 0,
        borderRadius: 'sm',
        borderWidth: '1.5px',
        borderColor: 'border.strong',
        bg: 'bg.surface',
        color: 'accent.onSolid',
        _checked: { bg: 'accent.solid', borderColor: 'accent.solid' },
        _focusVisible: {
          outline: '2px solid',
          outlineColor: 'focusRing',
          outlineOffset: '2px',
        },
        '& svg': { w: '3.5', h: '3.5' },
      })}
    >
      <Checkbox.Indicator>
        <CheckIcon />
      </Checkbox.Indicator>
    </Checkbox.Control>
  );
}
