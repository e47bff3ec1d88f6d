import type { Order, OrderDetail } from '@storefront/core/api/ordering';
import { decimalDigits } from '@storefront/core/domain/money';
import { orderLineView } from '@storefront/core/domain/order-details';
import { isSignedIn } from '@storefront/core/domain/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { useConfig } from '../../app/queries.js';
import { useSession } from '../../app/session.js';
import { CheckIcon } from '../../ui/icons.js';
import { useMoney } from '../catalogue/format.js';
import { OrdersIcon } from '../account/icons.js';
import { ReviewItem } from './ReviewItem.js';

interface Snapshot {
  id?: number;
  name?: string;
  slug?: string | null;
  module_id?: number | null;
  image_full_url?: string | null;
}

/** The product page of a line's item (the slug when it has one), with its module. */
function productPath(snapshot: Snapshot, itemId: number | null): string | null {
  const id = snapshot.slug || itemId;
  if (id == null || id === '') return null;
  return `/product/${id}${snapshot.module_id ? `?module_id=${snapshot.module_id}` : ''}`;
}

/**
 * The items of an order (issue 12): each line's image, name (to its product page), options and
 * add-ons, quantity, unit price (struck through before its discount) and total, as placed (core's
 * `orderLineView`). A signed-in customer's delivered order offers 'Write a review' per item, and
 * says 'Reviewed' once done (`is_reviewed`).
 */
export function OrderItems({ order, lines }: { order: Order; lines: readonly OrderDetail[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const session = useSession();
  const { data: config } = useConfig();
  const digits = decimalDigits(config ?? {});
  const reviewable = order.order_status === 'delivered' && isSignedIn(session);
  return (
    <ul
      className={css({ display: 'flex', flexDirection: 'column', listStyle: 'none' })}
      data-testid="order-items"
    >
      {lines.map((line) => {
        const snapshot = line.item_details as Snapshot;
        const name = snapshot.name ?? '';
        const view = orderLineView(line, digits);
        const path = productPath(snapshot, line.item_id);
        const image = line.image_full_url ?? snapshot.image_full_url ?? null;
        return (
          <li
            key={line.id}
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr) auto',
              gap: '3',
              py: '3',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
              _last: { borderBottomWidth: '0', pb: '0' },
              _first: { pt: '0' },
            })}
            data-testid="order-item"
            data-item-id={line.item_id ?? ''}
          >
            {image ? (
              <img
                src={image}
                alt=""
                loading="lazy"
                className={css({
                  w: { base: '14', sm: '16' },
                  h: { base: '14', sm: '16' },
                  borderRadius: 'lg',
                  objectFit: 'cover',
                  bg: 'bg.subtle',
                })}
              />
            ) : (
              <span
                aria-hidden="true"
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: { base: '14', sm: '16' },
                  h: { base: '14', sm: '16' },
                  borderRadius: 'lg',
                  bg: 'bg.subtle',
                  color: 'fg.muted',
                })}
              >
                <OrdersIcon />
              </span>
            )}
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}>
              {path ? (
                <Link
                  to={path}
                  className={css({
                    fontWeight: 'semibold',
                    fontSize: 'sm',
                    _hover: { textDecoration: 'underline' },
                  })}
                  dir="auto"
                  data-testid="order-item-name"
                >
                  {name}
                </Link>
              ) : (
                <span
                  className={css({ fontWeight: 'semibold', fontSize: 'sm' })}
                  dir="auto"
                  data-testid="order-item-name"
                >
                  {name}
                </span>
              )}
              {view.options.length > 0 && (
                <p
                  className={css({ fontSize: 'xs', color: 'fg.muted' })}
                  dir="auto"
                  data-testid="order-item-options"
                >
                  {view.options.join(' · ')}
                </p>
              )}
              {view.addOns.length > 0 && (
                <p className={css({ fontSize: 'xs', color: 'fg.muted' })} dir="auto">
                  {t('orderDetails.items.addOns', {
                    list: view.addOns
                      .map((a) =>
                        t('orderDetails.items.addOn', { name: a.name, count: a.quantity }),
                      )
                      .join(', '),
                  })}
                </p>
              )}
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                <span data-testid="order-item-quantity">
                  {t('orderDetails.items.quantity', { count: view.quantity })}
                </span>
                {' · '}
                {view.originalUnitPrice != null && (
                  <>
                    <s className={css({ color: 'fg.subtle' })}>
                      {money(view.originalUnitPrice)}
                    </s>{' '}
                  </>
                )}
                {t('orderDetails.items.unitPrice', { price: money(view.unitPrice) })}
              </p>
              {reviewable && line.item_id != null && (
                <div className={css({ mt: '1' })}>
                  {line.is_reviewed ? (
                    <span
                      className={css({
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: '1',
                        fontSize: 'xs',
                        fontWeight: 'semibold',
                        color: 'success.text',
                      })}
                      aria-label={t('orderReview.doneLabel', { name })}
                      data-testid="order-item-reviewed"
                    >
                      <CheckIcon />
                      {t('orderReview.done')}
                    </span>
                  ) : (
                    <ReviewItem
                      orderId={order.id}
                      itemId={line.item_id}
                      moduleId={order.module_id ?? null}
                      name={name}
                    />
                  )}
                </div>
              )}
            </div>
            <span
              className={css({ fontWeight: 'bold', fontSize: 'sm', whiteSpace: 'nowrap' })}
              data-testid="order-item-total"
            >
              {money(view.total)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
