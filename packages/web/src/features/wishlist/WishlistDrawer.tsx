import { Tabs } from '@ark-ui/react/tabs';
import type { CatalogueItem, CatalogueStore } from '@storefront/core/api/catalogue';
import { itemAddOns } from '@storefront/core/domain/item';
import { linePrice } from '@storefront/core/domain/item-price';
import type { ModuleType } from '@storefront/core/domain/session';
import { initialSelection } from '@storefront/core/domain/variations';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { Drawer } from '../../ui/Drawer.js';
import { useMoney } from '../catalogue/format.js';
import { productPath, storePath } from '../catalogue/links.js';
import { RatingBadge } from '../catalogue/Rating.js';
import { QuickViewProvider, useQuickView } from '../item/QuickView.js';
import { HeartIcon } from './HeartIcon.js';
import { wishlistNouns, type WishlistTab } from '@storefront/core/domain/wishlist-kinds';
import { useWishlist } from './queries.js';
import { WishlistHeart } from './WishlistHeart.js';
import { wishlistUi, useWishlistDrawerOpen } from './wishlist-ui.js';
import { tabTrigger } from '../../ui/tabs.js';

// The rental module's tabs: vehicles and providers of the rental wishlist.
const RentalWishlistBody = lazy(() => import('../trips/RentalWishlistBody.js'));

/** The drawer's width (spec §2 'Wishlist drawer': max width 523px). */
const MAX_WIDTH = '523px';

const row = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  transition: 'border-color 150ms',
  _hover: { borderColor: 'accent.muted' },
});
const thumb = css({
  w: '16',
  h: '16',
  flexShrink: 0,
  borderRadius: 'lg',
  objectFit: 'cover',
  bg: 'bg.subtle',
});
const rowText = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0, flex: '1' });
const rowName = css({
  fontWeight: 'semibold',
  fontSize: 'sm',
  lineClamp: '2',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { color: 'accent.text' },
});
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });
const tabTriggerFill = cx(tabTrigger, css({ flex: '1' }));

/** A wished item: image, store, name (quick view, or the product page for e-commerce), price. */
function ItemRow({ item, moduleType }: { item: CatalogueItem; moduleType: ModuleType }) {
  const money = useMoney();
  const quickView = useQuickView();
  const type: ModuleType = item.module_type ?? moduleType;
  const price = linePrice(item, itemAddOns(item), type, {
    selected: initialSelection(item, type),
    addOns: [],
    quantity: 1,
  });
  return (
    <li className={row} data-testid="wishlist-item" data-id={item.id}>
      <img src={item.image_full_url ?? undefined} alt="" loading="lazy" className={thumb} />
      <div className={rowText}>
        {item.store_name && (
          <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
            {item.store_name}
          </p>
        )}
        {type === 'ecommerce' ? (
          <Link
            to={productPath(item, item.module_id)}
            className={rowName}
            onClick={() => wishlistUi.close()}
          >
            {item.name}
          </Link>
        ) : (
          <button
            type="button"
            className={rowName}
            onClick={() =>
              quickView?.open({
                id: item.id,
                name: item.name,
                moduleType: type,
                moduleId: item.module_id,
              })
            }
          >
            {item.name}
          </button>
        )}
        <p className={css({ display: 'flex', alignItems: 'baseline', gap: '2' })}>
          <span className={css({ fontWeight: 'bold', color: 'accent.text', fontSize: 'sm' })}>
            {money(price.total)}
          </span>
          {price.showOriginal && (
            <s className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{money(price.original)}</s>
          )}
        </p>
      </div>
      <WishlistHeart kind="item" id={item.id} name={item.name} />
    </li>
  );
}

/** A wished store: logo, name (its page), address and rating. */
function StoreRow({ store }: { store: CatalogueStore }) {
  return (
    <li className={row} data-testid="wishlist-store" data-id={store.id}>
      <img
        src={store.logo_full_url ?? undefined}
        alt=""
        loading="lazy"
        className={cx(thumb, css({ borderRadius: 'full' }))}
      />
      <div className={rowText}>
        <Link to={storePath(store)} className={rowName} onClick={() => wishlistUi.close()}>
          {store.name}
        </Link>
        {store.address && (
          <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
            {store.address}
          </p>
        )}
        <RatingBadge average={store.avg_rating} count={store.rating_count} />
      </div>
      <WishlistHeart kind="store" id={store.id} name={store.name} />
    </li>
  );
}

/** 'No favourite {kind} found', with the tab's noun. */
function Empty({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
        py: '14',
        px: '4',
        textAlign: 'center',
        color: 'fg.muted',
      })}
      data-testid="wishlist-empty"
    >
      <HeartIcon className={css({ w: '16', h: '16', color: 'fg.subtle' })} />
      <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
        {t('wishlist.empty', { kind: t(`wishlist.kind.${kind}`) })}
      </p>
    </div>
  );
}

function WishlistBody() {
  const { t } = useTranslation();
  const session = useSession();
  const moduleType: ModuleType = session.module?.module_type ?? 'grocery';
  const nouns = wishlistNouns(moduleType);
  const wishlist = useWishlist();
  const [tab, setTab] = useState<WishlistTab>('items');

  if (wishlist.isPending) {
    return <LoadingBlock />;
  }
  if (wishlist.isError) {
    return (
      <LoadFailedBlock
        message={t('account.error.load')}
        onRetry={() => void wishlist.refetch()}
        spacing="padded"
      />
    );
  }
  const { item: items, store: stores } = wishlist.data;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(d) => setTab(d.value as WishlistTab)}
      lazyMount
      unmountOnExit
    >
      <Tabs.List
        className={css({
          display: 'flex',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          mb: '4',
        })}
      >
        <Tabs.Trigger value="items" className={tabTriggerFill} data-testid="wishlist-tab-items">
          {t(`wishlist.tab.${nouns.items}`)}
        </Tabs.Trigger>
        <Tabs.Trigger value="stores" className={tabTriggerFill} data-testid="wishlist-tab-stores">
          {t(`wishlist.tab.${nouns.stores}`)}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="items">
        {items.length === 0 ? (
          <Empty kind={nouns.items} />
        ) : (
          <ul className={list}>
            {items.map((item) => (
              <ItemRow key={item.id} item={item} moduleType={moduleType} />
            ))}
          </ul>
        )}
      </Tabs.Content>
      <Tabs.Content value="stores">
        {stores.length === 0 ? (
          <Empty kind={nouns.stores} />
        ) : (
          <ul className={list}>
            {stores.map((store) => (
              <StoreRow key={store.id} store={store} />
            ))}
          </ul>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * The wishlist drawer (storefront §2 'Wishlist drawer', rental-and-auth §2): an Ark dialog at the
 * inline end (the right in English) of at most 523px, titled Wishlist, with the items and stores
 * tabs named by module and 'No favourite {kind} found'. Each row's heart removes it, asking 'Are
 * you sure you want to delete this item?' first (core's wishlist-toggle machine).
 */
export default function WishlistDrawer() {
  const { t } = useTranslation();
  const open = useWishlistDrawerOpen();
  const rental = useSession().module?.module_type === 'rental';
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => wishlistUi.setOpen(next)}
      title={t('wishlist.title')}
      maxWidth={MAX_WIDTH}
      testId="wishlist-drawer"
    >
      {rental ? (
        <Suspense fallback={<LoadingBlock />}>
          <RentalWishlistBody />
        </Suspense>
      ) : (
        <QuickViewProvider>
          <WishlistBody />
        </QuickViewProvider>
      )}
    </Drawer>
  );
}
