import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { Spinner } from '../../../ui/Spinner.js';
import { MinusIcon, PlusIcon } from '../../../ui/icons.js';
import { EmptyState, LoadFailed, Loading } from '../ui.js';

/** One movement of a history: what it was, when, how much (signed) and the balance after. */
export interface HistoryEntry {
  id: number;
  label: string;
  /** A second line (a bonus included, a note). */
  detail?: string | null;
  date: string;
  /** The signed amount as shown ('+AED 110.00'). */
  amount: string;
  credit: boolean;
  /** The balance after it ('Balance AED 150.00'). */
  balance: string;
}

/** The state of a paged history query, as the list needs it. */
export interface HistoryQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A paged list of wallet or point movements: newest first, each with its type, date, signed
 * amount (green credits, red debits, with a sign that does not rely on colour) and the balance
 * after it; Load more while the server has more; loading, failure with Try again, empty.
 */
export function HistoryList({
  entries,
  query,
  empty,
  emptyIcon,
  moreLabel,
  countLabel,
  testId,
}: {
  entries: HistoryEntry[];
  query: HistoryQuery;
  empty: string;
  emptyIcon: ReactNode;
  moreLabel: string;
  countLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError && entries.length === 0) {
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  if (entries.length === 0) {
    return <EmptyState icon={emptyIcon} title={empty} testId={`${testId}-empty`} />;
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ul
        className={css({ display: 'flex', flexDirection: 'column', listStyle: 'none' })}
        data-testid={testId}
      >
        {entries.map((entry) => (
          <li
            key={entry.id}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              py: '3',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
              _last: { borderBottomWidth: '0' },
            })}
            data-testid={`${testId}-row`}
          >
            <span
              aria-hidden="true"
              className={cx(
                css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '9',
                  h: '9',
                  borderRadius: 'full',
                  flexShrink: 0,
                  fontSize: 'sm',
                }),
                entry.credit
                  ? css({ bg: 'success.subtle', color: 'success.text' })
                  : css({ bg: 'danger.subtle', color: 'danger.text' }),
              )}
            >
              {entry.credit ? <PlusIcon /> : <MinusIcon />}
            </span>
            <div className={css({ display: 'flex', flexDirection: 'column', minW: 0, flex: '1' })}>
              <span
                className={css({ fontWeight: 'semibold', fontSize: 'sm' })}
                data-testid={`${testId}-type`}
              >
                {entry.label}
              </span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                <bdi>{entry.date}</bdi>
                {entry.detail ? ` · ${entry.detail}` : ''}
              </span>
            </div>
            <div
              className={css({
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-end',
                flexShrink: 0,
                textAlign: 'end',
              })}
            >
              <span
                className={cx(
                  css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
                  entry.credit ? css({ color: 'success.text' }) : css({ color: 'danger.text' }),
                )}
                data-testid={`${testId}-amount`}
              >
                <bdi dir="ltr">{entry.amount}</bdi>
              </span>
              <span
                className={css({ fontSize: 'xs', color: 'fg.muted' })}
                data-testid={`${testId}-balance`}
              >
                {entry.balance}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{countLabel}</span>
        {query.hasNextPage && (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
            data-testid={`${testId}-more`}
          >
            {query.isFetchingNextPage && <Spinner />}
            {moreLabel}
          </button>
        )}
      </div>
      {query.isError && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
          {t('account.error.load')}
        </p>
      )}
    </div>
  );
}
