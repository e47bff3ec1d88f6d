import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../styled-system/css';
import { button, note } from '../../styled-system/recipes';
import { AlertIcon } from './icons.js';
import { Spinner } from './Spinner.js';

/** A load under way: the spinner, centred ('Loading...' unless named otherwise). */
export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={css({ display: 'grid', placeItems: 'center', py: '16', color: 'fg.muted' })}>
      <Spinner label={label ?? t('common.loading')} />
    </div>
  );
}

const failedClass = {
  flush: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  padded: css({ display: 'flex', flexDirection: 'column', gap: '3', py: '6' }),
} as const;

/** A load that failed: the message as an alert, and Try again. */
export function LoadFailedBlock({
  message,
  onRetry,
  spacing = 'flush',
}: {
  message: ReactNode;
  onRetry: () => void;
  /** `padded` in a drawer's body. */
  spacing?: keyof typeof failedClass;
}) {
  const { t } = useTranslation();
  return (
    <div className={failedClass[spacing]}>
      <p className={note({ tone: 'error' })} role="alert">
        <AlertIcon />
        {message}
      </p>
      <button
        type="button"
        className={cx(button({ variant: 'outline' }), css({ alignSelf: 'start' }))}
        onClick={onRetry}
      >
        {t('common.action.tryAgain')}
      </button>
    </div>
  );
}
