import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';
import { css } from '../../../styled-system/css';

/** A checkout section: a card with a heading. */
export function Section({
  title,
  children,
  testId,
  action,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  action?: ReactNode;
}) {
  return (
    <section
      className={css({
        bg: 'bg.surface',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        boxShadow: 'card',
        p: { base: '4', sm: '5' },
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
      })}
      data-testid={testId}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <h2 className={css({ fontSize: 'md', fontWeight: 'bold' })}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A tooltip on a control (Ark): shown on hover and focus. */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <ArkTooltip.Root openDelay={200} closeDelay={100}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={css({ zIndex: 'tooltip' })}>
          <ArkTooltip.Content
            className={css({
              bg: 'fg.default',
              color: 'bg.surface',
              fontSize: 'xs',
              fontWeight: 'medium',
              px: '2.5',
              py: '1.5',
              borderRadius: 'md',
              boxShadow: 'overlay',
              maxW: '60',
            })}
          >
            {label}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}

/** Radio cards: one native radio per option, the whole card clickable. */
export function RadioCards<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  testId,
}: {
  name: string;
  label: string;
  value: T | null;
  options: { value: T; label: string; icon?: ReactNode; hint?: string }[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <fieldset
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
        gap: '2',
      })}
      data-testid={testId}
    >
      <legend className={css({ srOnly: true })}>{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            px: '3',
            py: '3',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderColor: 'border.strong',
            cursor: 'pointer',
            fontSize: 'sm',
            fontWeight: 'medium',
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
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={css({ accentColor: 'accent.solid', w: '4', h: '4', flexShrink: 0 })}
          />
          {option.icon}
          <span className={css({ display: 'flex', flexDirection: 'column' })}>
            {option.label}
            {option.hint && (
              <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
                {option.hint}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A labelled text field with its error. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={css({ fontSize: 'xs', color: 'danger.text' })}>
          {error}
        </p>
      )}
    </div>
  );
}
