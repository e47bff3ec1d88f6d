import { Tabs } from '@ark-ui/react/tabs';
import type { Order, OrderListKind } from '@storefront/core/api/ordering';
import { isFinalOrderStatus } from '@storefront/core/domain/order-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { ChevronEndIcon } from '../catalogue/icons.js';
import { useMoney } from '../catalogue/format.js';
import { formatDateTime } from '../orders/format.js';
import { CancelOrder } from '../orders/CancelOrder.js';
import { OrdersIcon } from './icons.js';
import { useCustomerOrders } from './order-queries.js';
import { EmptyState, LoadFailed, Loading, Panel } from './ui.js';
import { tabTrigger } from '../../ui/tabs.js';

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone =
    status === 'delivered'
      ? css({ bg: 'success.subtle', color: 'success.text' })
      : status === 'canceled' || status === 'failed'
        ? css({ bg: 'danger.subtle', color: 'danger.text' })
        : isFinalOrderStatus(status)
          ? css({ bg: 'bg.subtle', color: 'fg.muted' })
          : css({ bg: 'info.subtle', color: 'info.text' });
  return (
    <span
      className={cx(
        css({
          px: '2',
          py: '0.5',
          borderRadius: 'full',
          fontSize: 'xs',
          fontWeight: 'bold',
          whiteSpace: 'nowrap',
        }),
        tone,
      )}
      data-testid="order-status"
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}

/**
 * One order: its store, number, date, status, items and amount, linking to its details and
 * tracking; a pending order can be canceled from here (issue 12).
 */
function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { language } = useSession();
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Link
        to={`/track-order/${order.id}`}
        aria-label={t('account.orders.track', { id: order.id })}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          p: '3',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          transition: 'border-color 150ms, background 150ms',
          _hover: { borderColor: 'accent.muted', bg: 'bg.subtle' },
        })}
        data-testid="order-row"
        data-order-id={order.id}
      >
        {order.store?.logo_full_url ? (
          <img
            src={order.store.logo_full_url}
            alt=""
            loading="lazy"
            className={css({
              display: { base: 'none', sm: 'block' },
              w: '12',
              h: '12',
              borderRadius: 'lg',
              objectFit: 'cover',
              flexShrink: 0,
              bg: 'bg.subtle',
            })}
          />
        ) : (
          <span
            aria-hidden="true"
            className={css({
              display: { base: 'none', sm: 'grid' },
              placeItems: 'center',
              w: '12',
              h: '12',
              borderRadius: 'lg',
              bg: 'bg.subtle',
              color: 'fg.muted',
              flexShrink: 0,
            })}
          >
            <OrdersIcon />
          </span>
        )}
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '0.5',
            minW: 0,
            flex: '1',
          })}
        >
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}
          >
            <span className={css({ fontWeight: 'bold', whiteSpace: 'nowrap' })}>
              {t('account.orders.number', { id: order.id })}
            </span>
            <StatusBadge status={order.order_status} />
          </div>
          {order.store && (
            <span className={css({ fontSize: 'sm', color: 'fg.muted', truncate: true })}>
              {order.store.name}
            </span>
          )}
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {formatDateTime(order.created_at, language)} ·{' '}
            {t('account.orders.items', { count: order.details_count })}
          </span>
        </div>
        <span
          className={css({ fontWeight: 'bold', whiteSpace: 'nowrap' })}
          data-testid="order-amount"
        >
          {money(order.order_amount)}
        </span>
        <ChevronEndIcon
          className={css({ color: 'fg.subtle', flexShrink: 0, _rtl: { transform: 'scaleX(-1)' } })}
        />
      </Link>
      {order.order_status === 'pending' && (
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <CancelOrder orderId={order.id} status={order.order_status} compact />
        </div>
      )}
    </li>
  );
}

function OrderList({ kind }: { kind: OrderListKind }) {
  const { t } = useTranslation();
  const orders = useCustomerOrders(kind);
  if (orders.isPending) return <Loading />;
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} />;
  const list = orders.data.pages.flatMap((page) => page.orders);
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<OrdersIcon />}
        title={
          kind === 'running' ? t('account.orders.emptyRunning') : t('account.orders.emptyHistory')
        }
        testId="orders-empty"
      />
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}
      >
        {list.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      {orders.hasNextPage && (
        <button
          type="button"
          className={cx(button({ variant: 'outline' }), css({ alignSelf: 'center' }))}
          onClick={() => void orders.fetchNextPage()}
          disabled={orders.isFetchingNextPage}
          aria-busy={orders.isFetchingNextPage || undefined}
        >
          {t('account.orders.more')}
        </button>
      )}
    </div>
  );
}

/**
 * My orders: the running orders (GET customer/order/running-orders) and the history (GET
 * customer/order/list) of the stored module, each order linking to /track-order/:id.
 */
export function OrdersSection() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderListKind>('running');
  return (
    <Panel testId="my-orders">
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as OrderListKind)} lazyMount>
        <Tabs.List
          aria-label={t('account.orders.tabs')}
          className={css({
            display: 'flex',
            gap: '1',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            mb: '4',
          })}
        >
          <Tabs.Trigger value="running" className={tabTrigger} data-testid="orders-tab-running">
            {t('account.orders.running')}
          </Tabs.Trigger>
          <Tabs.Trigger value="finished" className={tabTrigger} data-testid="orders-tab-history">
            {t('account.orders.history')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="running">
          <OrderList kind="running" />
        </Tabs.Content>
        <Tabs.Content value="finished">
          <OrderList kind="finished" />
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}
