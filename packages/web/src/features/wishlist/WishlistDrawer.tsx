import type { CatalogueItem } from '@storefront/core/api/catalogue';
import { itemAddOns } from '@storefront/core/domain/item';
import { linePrice } from '@storefront/core/domain/item-price';
import type { ModuleType } from '@storefront/core/domain/session';
import { initialSelection } from '@storefront/core/domain/variations';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { LoadingBlock } from '../../ui/LoadState.js';
import { Drawer } from '../../ui/Drawer.js';
import { useMoney } from '../catalogue/format.js';
import { productPath, storePath } from '../catalogue/links.js';
import { QuickViewProvider, useQuickView } from '../item/QuickView.js';
import { wishlistNouns } from '@storefront/core/domain/wishlist-kinds';
import { useWishlist } from './queries.js';
import { WishlistHeart } from './WishlistHeart.js';
import { wishlistUi, useWishlistDrawerOpen } from './wishlist-ui.js';
import {
  placeRows,
  WishlistRow,
  WishlistRowLink,
  WishlistRowNote,
  WishlistTabs,
  wishlistRowName,
} from './WishlistTabs.js';

// The rental module's tabs: vehicles and providers of the rental wishlist.
const RentalWishlistBody = lazy(() => import('../trips/RentalWishlistBody.js'));

/** The drawer's width (spec §2 'Wishlist drawer': max width 523px). */
const MAX_WIDTH = '523px';

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
    <WishlistRow kind="item" entry={item} image={item.image_full_url} Heart={WishlistHeart}>
      {item.store_name && <WishlistRowNote>{item.store_name}</WishlistRowNote>}
      {type === 'ecommerce' ? (
        <WishlistRowLink to={productPath(item, item.module_id)}>{item.name}</WishlistRowLink>
      ) : (
        <button
          type="button"
          className={wishlistRowName}
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
    </WishlistRow>
  );
}

/** The items and stores tabs, named by the module. */
function WishlistBody() {
  const moduleType: ModuleType = useSession().module?.module_type ?? 'grocery';
  const wishlist = useWishlist();
  return (
    <WishlistTabs
      query={wishlist}
      nouns={wishlistNouns(moduleType)}
      rows={({ item, store }) => ({
        items: item.map((entry) => <ItemRow key={entry.id} item={entry} moduleType={moduleType} />),
        stores: placeRows(store, 'store', storePath, WishlistHeart),
      })}
    />
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
