import type { ModuleType } from '@storefront/core/domain/session';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import {
  useCancelReviewReminder,
  useReviewReminder,
  useSuggestedItems,
} from './content-queries.js';
import { ItemsRow } from './ItemsRow.js';

/**
 * 'Just for you' on a signed-in customer's home (GET customer/suggested-items): items of the
 * customer's interests, else the popular ones. A guest sees nothing (known at first paint).
 */
export function JustForYou({ moduleType }: { moduleType: ModuleType }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const query = useSuggestedItems();
  if (token == null || query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <ItemsRow
      title={t('home.justForYou')}
      testId="home-just-for-you"
      items={query.data}
      moduleType={moduleType}
      skeletons={5}
    />
  );
}

/**
 * The review reminder (GET customer/review-reminder): a card floating at the bottom of the
 * home, so that it never pushes the page, with the delivered order's item images, a link to
 * the order and 'Not now' (GET customer/review-reminder-cancel).
 */
export function ReviewReminder() {
  const { t } = useTranslation();
  const id = useId();
  const query = useReviewReminder();
  const cancel = useCancelReviewReminder();
  const orderId = query.data?.order_id ?? null;
  if (orderId == null || cancel.isPending || cancel.isSuccess) return null;
  const images = query.data?.images.slice(0, 3) ?? [];
  return (
    <section
      aria-labelledby={id}
      data-testid="review-reminder"
      className={css({
        position: 'fixed',
        zIndex: 'sticky',
        bottom: '4',
        insetEnd: '4',
        w: { base: 'calc(100% - token(spacing.8))', sm: '96' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: '2xl',
        boxShadow: 'overlay',
        p: '4',
        display: 'flex',
        gap: '3',
        animation: 'fadeIn 200ms ease-out',
      })}
    >
      {images.length > 0 && (
        <div className={css({ display: 'flex', flexShrink: 0, alignSelf: 'flex-start' })}>
          {images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt=""
              width={44}
              height={44}
              className={css({
                w: '11',
                h: '11',
                borderRadius: 'lg',
                objectFit: 'cover',
                bg: 'bg.subtle',
                borderWidth: '2px',
                borderColor: 'bg.surface',
                ms: i === 0 ? '0' : '-4',
              })}
            />
          ))}
        </div>
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}>
        <h2 id={id} className={css({ fontWeight: 'bold' })}>
          {t('home.reviewReminder.title')}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('home.reviewReminder.text', { id: orderId })}
        </p>
        <div className={css({ display: 'flex', gap: '2', mt: '2' })}>
          <Link
            to={`/track-order/${orderId}`}
            className={button({ size: 'sm' })}
            data-testid="review-reminder-open"
          >
            {t('home.reviewReminder.action')}
          </Link>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => cancel.mutate(orderId)}
            data-testid="review-reminder-dismiss"
          >
            {t('home.reviewReminder.dismiss')}
          </button>
        </div>
      </div>
    </section>
  );
}
