/**
 * The registration forms' parts: sections, labelled inputs wired to react-hook-form, selects,
 * the image picker (preview, JPG/PNG/GIF/WebP up to 2 MB told by the file's bytes, as the
 * server checks) and the password checklist. Messages are core's English texts, shown in the
 * visitor's language (`useSay`); the server's messages come translated already.
 */
import { FILE_HEAD_BYTES, fileKindOf } from '@storefront/core/domain/file-kind';
import {
  passwordStrength,
  REGISTRATION_IMAGE_ACCEPT,
  registrationImageIssue,
} from '@storefront/core/domain/registration';
import { messageKey } from '@storefront/core/schemas/validate';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { Button } from '../../ui/Button.js';
import { errorProps, Field, FieldError } from '../../ui/Field.js';
import { CheckIcon } from '../../ui/icons.js';

/** Shows core's English message in the visitor's language (a server message as it came). */
export function useSay() {
  const { t } = useTranslation();
  return (message: string | undefined | null): string | null => {
    if (!message) return null;
    const key = messageKey(message);
    return key ? t(key) : message;
  };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        p: { base: '4', md: '6' },
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'xl',
        bg: 'bg.surface',
        minW: 0,
      })}
    >
      <legend
        className={css({
          px: '2',
          mx: '-2',
          fontSize: 'md',
          fontWeight: 'bold',
        })}
      >
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** Spans both columns of a section. */
export const wide = css({ gridColumn: { md: '1 / -1' } });

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  error?: string | null;
  className?: string;
};

export function InputField({ id, label, error, className, ...props }: InputProps) {
  return (
    <div className={className}>
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          className={cx(input(), css({ textAlign: 'start' }))}
          {...errorProps(id, error)}
          {...props}
        />
      </Field>
    </div>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: ReactNode;
  error?: string | null;
  placeholder: string;
  options: { value: string; label: string }[];
  className?: string;
};

export function SelectField({
  id,
  label,
  error,
  placeholder,
  options,
  className,
  ...props
}: SelectProps) {
  return (
    <div className={className}>
      <Field id={id} label={label} error={error}>
        <select
          id={id}
          className={cx(input(), css({ pe: '8' }))}
          {...errorProps(id, error)}
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/** Why a picked file cannot be sent (core's rule on its first bytes), or null. */
export async function imageIssue(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  return registrationImageIssue({ size: file.size, kind: fileKindOf(head) });
}

function Preview({ file, alt, wideImage }: { file: File; alt: string; wideImage?: boolean }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img
      src={url}
      alt={alt}
      className={css({
        objectFit: 'cover',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.subtle',
      })}
      style={wideImage ? { width: '180px', height: '60px' } : { width: '64px', height: '64px' }}
      data-testid="image-preview"
    />
  );
}

/**
 * An image input with its preview: `files` picked (one, or up to `max`), checked before they are
 * kept; a refused file shows the rule's message under the field.
 */
export function ImagePicker({
  id,
  label,
  hint,
  files,
  onFiles,
  error,
  onError,
  max = 1,
  wideImage,
  className,
}: {
  id: string;
  label: string;
  hint: string;
  files: File[];
  onFiles: (files: File[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
  max?: number;
  wideImage?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const say = useSay();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 }),
        className,
      )}
    >
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        {files.map((file, i) => (
          <div
            key={`${file.name}-${i}`}
            className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
          >
            <Preview
              file={file}
              alt={t('registration.file.preview', { name: file.name })}
              wideImage={wideImage}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onFiles(files.filter((_, j) => j !== i));
                onError(null);
              }}
              aria-label={`${t('registration.file.remove')}: ${file.name}`}
            >
              {t('registration.file.remove')}
            </Button>
          </div>
        ))}
        {files.length < max && (
          <Button variant="outline" size="md" onClick={() => inputRef.current?.click()}>
            {files.length > 0 && max === 1
              ? t('registration.file.change')
              : t('registration.file.choose')}
          </Button>
        )}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={REGISTRATION_IMAGE_ACCEPT}
          multiple={max > 1}
          className={css({ srOnly: true })}
          aria-describedby={error ? `${id}-error ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          data-testid={`${id}-input`}
          onChange={async (event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            const kept = [...files];
            for (const file of picked) {
              const issue = await imageIssue(file);
              if (issue) {
                onError(say(issue));
                return;
              }
              if (kept.length >= max) break;
              kept.push(file);
            }
            onError(null);
            onFiles(kept);
          }}
        />
      </div>
      <p id={hintId} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
        {hint}
      </p>
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  );
}

/** The password rules, each ticked when met. */
export function PasswordChecklist({
  password,
  className,
}: {
  password: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const met = passwordStrength(password);
  const rules = [
    ['length', met.length],
    ['mixedCase', met.mixedCase],
    ['number', met.number],
    ['symbol', met.symbol],
  ] as const;
  return (
    <div className={cx(css({ fontSize: 'xs', color: 'fg.muted' }), className)}>
      <p>{t('registration.password.rules')}</p>
      <ul
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', mt: '1', listStyle: 'none' })}
      >
        {rules.map(([rule, ok]) => (
          <li
            key={rule}
            data-met={ok}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              px: '2',
              py: '0.5',
              borderRadius: 'full',
              borderWidth: '1px',
              borderColor: ok ? 'accent.solid' : 'border.default',
              color: ok ? 'accent.text' : 'fg.muted',
              '& svg': { w: '3', h: '3' },
            })}
          >
            {ok && <CheckIcon aria-hidden />}
            {t(`registration.password.${rule}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The step list of the store form. */
export function Steps({ steps, current }: { steps: string[]; current: number }) {
  const { t } = useTranslation();
  return (
    <ol
      aria-label={t('registration.store.stepOf', { step: current + 1, total: steps.length })}
      className={css({
        display: 'flex',
        gap: { base: '3', sm: '2' },
        rowGap: '2',
        listStyle: 'none',
        flexWrap: 'wrap',
      })}
      data-testid="registration-steps"
    >
      {steps.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? 'step' : undefined}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            fontWeight: i === current ? 'bold' : 'medium',
            color: i <= current ? 'fg.default' : 'fg.muted',
          })}
        >
          <span
            className={css({
              display: 'grid',
              placeItems: 'center',
              w: '7',
              h: '7',
              borderRadius: 'full',
              fontSize: 'xs',
              bg: i <= current ? 'accent.solid' : 'bg.subtle',
              color: i <= current ? 'accent.onSolid' : 'fg.muted',
            })}
          >
            {i + 1}
          </span>
          {label}
          {i < steps.length - 1 && (
            <span
              aria-hidden
              className={css({
                display: { base: 'none', sm: 'block' },
                w: '6',
                h: '1px',
                bg: 'border.default',
              })}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
