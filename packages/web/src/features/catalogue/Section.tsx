import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { AlertIcon, ArrowIcon } from '../../ui/icons.js';
import { ChevronEndIcon, ChevronStartIcon } from './icons.js';

/** A titled part of a page, with an optional 'View all' link. */
export function Section({
  id,
  title,
  viewAll,
  children,
  testId,
}: {
  id: string;
  title: string;
  viewAll?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={id}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}
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
        <h2 id={id} className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' })}>
          {title}
        </h2>
        {viewAll && (
          <Link
            to={viewAll}
            className={cx(button({ variant: 'ghost', size: 'sm' }), css({ color: 'accent.text' }))}
          >
            {t('catalogue.viewAll')}
            <ArrowIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A row that scrolls sideways, with previous and next buttons from md up. */
export function ScrollRow({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  // Which ends can still be scrolled to (the buttons show only then).
  const [ends, setEnds] = useState({ back: false, forward: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    const position = Math.abs(element.scrollLeft);
    setEnds({ back: position > 1, forward: position < max - 1 });
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    // The observer's first call comes once the row is laid out: measuring here, in the effect,
    // made the browser lay the page out again for every row of a page (a third of a second of
    // a phone's main thread on a module home).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  const scroll = (direction: 1 | -1) => {
    const element = ref.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({
      left: direction * (rtl ? -1 : 1) * element.clientWidth * 0.8,
      behavior: 'smooth',
    });
  };
  const arrow = cx(
    button({ variant: 'outline', size: 'iconSm' }),
    css({
      display: { base: 'none', md: 'inline-flex' },
      position: 'absolute',
      top: '50%',
      translate: '0 -50%',
      zIndex: 'raised',
      borderRadius: 'full',
      boxShadow: 'overlay',
    }),
  );
  return (
    <div className={css({ position: 'relative', minW: 0, isolation: 'isolate' })}>
      {ends.back && (
        <button
          type="button"
          className={cx(arrow, css({ insetStart: '-3' }))}
          aria-label={t('catalogue.row.previous', { label })}
          onClick={() => scroll(-1)}
        >
          <ChevronStartIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
        </button>
      )}
      <ul
        ref={ref}
        aria-label={label}
        className={css({
          display: 'flex',
          gap: '4',
          overflowX: 'auto',
          listStyle: 'none',
          pb: '2',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          '& > li': { scrollSnapAlign: 'start', flexShrink: 0, display: 'flex' },
        })}
      >
        {children}
      </ul>
      {ends.forward && (
        <button
          type="button"
          className={cx(arrow, css({ insetEnd: '-3' }))}
          aria-label={t('catalogue.row.next', { label })}
          onClick={() => scroll(1)}
        >
          <ChevronEndIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
        </button>
      )}
    </div>
  );
}

/** A list's load failure, with the server's message and a retry. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={cx(note({ tone: 'error' }), css({ alignItems: 'center', flexWrap: 'wrap' }))}
      role="alert"
    >
      <AlertIcon />
      <span className={css({ flex: '1' })}>{error.message}</span>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={onRetry}
      >
        {t('common.action.tryAgain')}
      </button>
    </div>
  );
}

/** The grid that item and store pages use: two fluid columns on phones, then fixed cards. */
export const cardGrid = css({
  display: 'grid',
  gap: { base: '3', sm: '4' },
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, 230px)',
  },
  justifyContent: { sm: 'start' },
  listStyle: 'none',
});

export const storeGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  listStyle: 'none',
});

/** 'Load more' for paged lists (a next page exists while the last page is non-empty). */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}) {
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', pt: '2' })}>
      <button
        type="button"
        className={button({ variant: 'outline' })}
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
        onClick={fetchNextPage}
        data-testid="load-more"
      >
        {isFetchingNextPage ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
      </button>
    </div>
  );
}

/** A friendly empty state. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '2',
        py: '12',
        px: '4',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.strong',
        color: 'fg.muted',
      })}
      data-testid="empty-state"
    >
      <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{title}</p>
      {children}
    </div>
  );
}
