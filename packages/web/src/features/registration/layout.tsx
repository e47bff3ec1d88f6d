import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CheckIcon } from '../../ui/icons.js';

/** A registration page: its title, a short line and the form, centred at a readable width. */
export function PageFrame({
  title,
  subtitle,
  testId,
  children,
}: {
  title: string;
  subtitle: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      className={css({
        w: 'full',
        maxW: '4xl',
        mx: 'auto',
        px: { base: '4', lg: '6' },
        py: { base: '6', md: '10' },
        display: 'flex',
        flexDirection: 'column',
        gap: '6',
      })}
      data-testid={testId}
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          {title}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{subtitle}</p>
      </header>
      {children}
    </section>
  );
}

/** The end of an application: what happens next, and the way home. */
export function Confirmation({
  title,
  text,
  extra,
  testId,
}: {
  title: string;
  text: string;
  extra?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '3',
        p: { base: '6', md: '10' },
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'xl',
        bg: 'bg.surface',
      })}
      data-testid={testId}
    >
      <span
        aria-hidden
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '14',
          h: '14',
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent.text',
          '& svg': { w: '7', h: '7' },
        })}
      >
        <CheckIcon />
      </span>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{title}</h2>
      <p className={css({ maxW: 'xl', color: 'fg.muted' })}>{text}</p>
      {extra && <p className={css({ fontWeight: 'semibold' })}>{extra}</p>}
      <Link to="/" className={button({ variant: 'solid', size: 'md' })}>
        {t('registration.action.home')}
      </Link>
    </div>
  );
}
