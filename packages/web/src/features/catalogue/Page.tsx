import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { pageFrame } from './page-frame-styles.js';

/** The frame of a catalogue page: the content width and spacing of /home. */
export function Page({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      className={cx(pageFrame.box, pageFrame.gap, css({ display: 'flex' }))}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

export const pageTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold' });

/** Something asked for does not exist (an unknown store, item or category). */
export function NotFoundNote({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '3',
        py: '16',
      })}
      role="alert"
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <p className={css({ color: 'fg.muted' })}>{text}</p>
      <Link to="/home" className={cx(button({ size: 'lg' }), css({ mt: '2' }))}>
        {t('catalogue.backHome')}
      </Link>
    </div>
  );
}

/** A positive integer from a query or path value, else null. */
export function positiveId(value: string | null | undefined): number | null {
  if (value == null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
