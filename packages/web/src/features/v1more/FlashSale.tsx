import type { FlashSaleProduct } from '@storefront/core/api/v1-more';
import { flashSoldShare } from '@storefront/core/domain/flash-sale';
import type { ModuleType } from '@storefront/core/domain/session';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ArrowIcon } from '../../ui/icons.js';
import { ItemCard } from '../catalogue/ItemCard.js';
import { ScrollRow } from '../catalogue/Section.js';
import { ItemCardSkeleton, LoadingRegion } from '../catalogue/Skeleton.js';
import { FlashCountdown } from './Countdown.js';
import { useFlashSale } from './queries.js';

/** How much of the sale's stock is sold: a bar and the counts, under a product's card. */
export function SoldBar({ product }: { product: FlashSaleProduct }) {
  const { t } = useTranslation();
  const terms = product.flash_sale_item;
  const share = flashSoldShare(terms);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '2', px: '1' })}>
      <div
        className={css({ h: '1.5', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' })}
        aria-hidden
      >
        <div
          className={css({ h: 'full', bg: 'accent.solid', borderRadius: 'full' })}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '2',
          fontSize: 'xs',
          color: 'fg.muted',
        })}
      >
        <span>{t('v1more.flash.sold', { sold: terms.sold })}</span>
        <span>{t('v1more.flash.left', { count: terms.available_stock })}</span>
      </div>
    </div>
  );
}

/**
 * The home's flash sale (GET flash-sales): its title, a live countdown to its end, its items
 * with how much is sold, and 'View all' to the sale's page. Nothing when no sale runs; the
 * skeleton holds the row's height while it loads.
 */
export function FlashSaleSection({ moduleType }: { moduleType: ModuleType }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useFlashSale();
  if (
    query.isError ||
    (query.isSuccess && (query.data === null || query.data.active_products.length === 0))
  ) {
    return null;
  }
  const sale = query.data ?? null;
  const title = sale?.title ?? t('v1more.flash.title');
  return (
    <section
      aria-labelledby={id}
      data-testid="home-flash-sale"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        minW: 0,
        p: { base: '4', md: '5' },
        borderRadius: '2xl',
        bg: 'accent.subtle',
      })}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          minH: '12',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <span
            className={css({
              fontSize: 'xs',
              fontWeight: 'bold',
              color: 'accent.text',
              textTransform: 'uppercase',
              letterSpacing: 'wide',
            })}
          >
            {t('v1more.flash.title')}
          </span>
          <h2 id={id} className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' })}>
            {title}
          </h2>
        </div>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          {sale ? <FlashCountdown end={sale.end_date} /> : <span className={css({ h: '11' })} />}
          {sale && (
            <Link
              to={`/flash-sales/${sale.id}`}
              data-testid="flash-sale-view-all"
              className={cx(
                button({ variant: 'ghost', size: 'sm' }),
                css({ color: 'accent.text' }),
              )}
            >
              {t('v1more.flash.viewAll')}
              <ArrowIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
            </Link>
          )}
        </div>
      </div>
      {sale === null ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <ItemCardSkeleton key={i} />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {sale.active_products.map((product) => (
            <li key={product.id} data-testid="flash-sale-item">
              <div className={css({ display: 'flex', flexDirection: 'column' })}>
                <ItemCard item={product} moduleType={moduleType} />
                <SoldBar product={product} />
              </div>
            </li>
          ))}
        </ScrollRow>
      )}
    </section>
  );
}
