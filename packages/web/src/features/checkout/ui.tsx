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
  title: ReactNode;
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
        <ArkTooltip.Positioner>
          <ArkTooltip.Content
            className={css({
              // Ark's popper gives the positioner the content's z-index.
              zIndex: 'tooltip',
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
  options: { value: T; label: string; icon?: ReactNode; hint?: string; disabled?: boolean }[];
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
            '&:has(input:disabled)': {
              opacity: 0.55,
              cursor: 'not-allowed',
              _hover: { bg: 'transparent' },
            },
          })}
          data-value={option.value}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
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

/** The look of a chip (tips, days, notes): a pill, accent-filled when chosen. */
const chipClass = css({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  minH: '10',
  minW: '16',
  px: '3.5',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  lineHeight: 'tight',
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'background, border-color, color',
  transitionDuration: '120ms',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked), &[aria-pressed=true]': {
    bg: 'accent.solid',
    borderColor: 'accent.solid',
    color: 'accent.onSolid',
    _hover: { bg: 'accent.solidHover' },
  },
  '&:has(input:focus-visible), &:focus-visible': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  '&:has(input:disabled), &:disabled': {
    opacity: 0.5,
    cursor: 'not-allowed',
    _hover: { bg: 'bg.surface' },
  },
});

const chipRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', minW: 0 });

export interface ChipOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A small line under the label ('Most Tipped'). */
  badge?: ReactNode;
  disabled?: boolean;
}

/** Single-choice chips: one native radio per option (the tip, the day). */
export function RadioChips<T extends string>({
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
  options: ChipOption<T>[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <fieldset className={chipRow} data-testid={testId}>
      <legend className={css({ srOnly: true })}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={chipClass} data-value={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
            className={css({ srOnly: true })}
          />
          <span>{option.label}</span>
          {option.badge != null && (
            <span
              className={css({
                fontSize: '2xs',
                fontWeight: 'semibold',
                textTransform: 'uppercase',
                letterSpacing: 'wide',
                opacity: 0.85,
              })}
            >
              {option.badge}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** One choice or none: toggle buttons (`aria-pressed`); pressing the chosen one clears it. */
export function ToggleChips<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T | null;
  options: ChipOption<T>[];
  onChange: (value: T | null) => void;
  testId?: string;
}) {
  return (
    <div role="group" aria-label={label} className={chipRow} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={chipClass}
          aria-pressed={value === option.value}
          disabled={option.disabled}
          onClick={() => onChange(value === option.value ? null : option.value)}
          data-value={option.value}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
