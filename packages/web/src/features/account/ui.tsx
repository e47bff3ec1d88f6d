import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { CopyIcon } from './icons.js';

/** A panel of the profile page. */
export function Panel({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      className={cx(card(), css({ p: { base: '4', sm: '6' } }), className)}
      data-testid={testId}
    >
      {children}
    </section>
  );
}

/** Loading, in a panel. */
export function Loading() {
  return <LoadingBlock />;
}

/** A load that failed, with Try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailedBlock message={t('account.error.load')} onRetry={onRetry} />;
}

/** An icon in an accent circle (empty states, the referral panel). */
export function IconCircle({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={css({
        display: 'grid',
        placeItems: 'center',
        w: '16',
        h: '16',
        borderRadius: 'full',
        bg: 'accent.subtle',
        color: 'accent.text',
        fontSize: '2xl',
      })}
    >
      {children}
    </span>
  );
}

/** An empty state: an icon, a title and an explanation, and an optional action. */
export function EmptyState({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '3',
        py: '12',
        px: '4',
      })}
      data-testid={testId}
    >
      <IconCircle>{icon}</IconCircle>
      <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{title}</p>
      {children}
    </div>
  );
}

/** Copies a text to the clipboard and says so (or says it could not). */
export async function copyText(text: string, t: (key: string) => string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifier.notify('success', t('account.copied'));
  } catch {
    notifier.notify('error', t('account.copyFailed'));
  }
}

/** A Copy button for a code. */
export function CopyButton({
  text,
  label,
  testId,
}: {
  text: string;
  /** The button's accessible name ('Copy code WELCOME10'). */
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={button({ variant: 'subtle', size: 'sm' })}
      onClick={() => void copyText(text, t)}
      aria-label={label}
      data-testid={testId}
    >
      <CopyIcon />
      {t('account.copy')}
    </button>
  );
}

/** A big figure (a balance, points) with its label. */
export function Figure({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '4',
        p: '5',
        borderRadius: 'xl',
        bg: 'accent.subtle',
        color: 'accent.text',
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '14',
          h: '14',
          borderRadius: 'full',
          bg: 'bg.surface',
          fontSize: '2xl',
          flexShrink: 0,
        })}
      >
        {icon}
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}>
        <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</span>
        <span
          className={css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: '1.1' })}
          data-testid={testId}
        >
          {value}
        </span>
      </div>
    </div>
  );
}
