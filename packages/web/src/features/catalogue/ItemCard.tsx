import type { CatalogueItem } from '@storefront/core/api/catalogue';
import { itemAddOns, itemBadges } from '@storefront/core/domain/item';
import { linePrice } from '@storefront/core/domain/item-price';
import type { ModuleType } from '@storefront/core/domain/session';
import { initialSelection } from '@storefront/core/domain/variations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useConfig } from '../../app/queries.js';
import { useQuickView } from '../item/QuickView.js';
import { WishlistHeart } from '../wishlist/WishlistHeart.js';
import { Chip, DiscountBadge, VegMark } from './Badges.js';
import { CardPicture, CardQuickViewButton, cardFrame } from './CardPicture.js';
import { useMoney } from './format.js';
import { CartPlusIcon } from './icons.js';
import { productPath } from './links.js';
import { RatingBadge } from './Rating.js';

/** The starting price of a card: core's line price with the starting choice, quantity 1. */
function cardPrice(item: CatalogueItem, moduleType: ModuleType) {
  return linePrice(item, itemAddOns(item), moduleType, {
    selected: initialSelection(item, moduleType),
    addOns: [],
    quantity: 1,
  });
}

/**
 * The item card (spec §2 'Other widgets', width 230px; two fluid columns in phone grids):
 * image, veg or non-veg mark (food, when the configuration turns it on), Halal, Organic and
 * Recommend badges, the discount badge, rating, store name, quick view and add to cart (which
 * opens the quick view, where the item is configured). E-commerce items link to their page.
 */
export function ItemCard({
  item,
  moduleType: moduleTypeProp,
  campaign = false,
  fluid = false,
}: {
  item: CatalogueItem;
  moduleType?: ModuleType | null;
  campaign?: boolean;
  /** Fill the grid cell (phone grids) instead of the fixed 230px. */
  fluid?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { data: config } = useConfig();
  const quickView = useQuickView();
  const moduleType: ModuleType = item.module_type ?? moduleTypeProp ?? 'grocery';
  const badges = itemBadges(item);
  const price = cardPrice(item, moduleType);
  const showVeg = config?.toggle_veg_non_veg === true && moduleType === 'food';
  const open = () =>
    quickView?.open({
      id: item.id,
      name: item.name,
      moduleType,
      moduleId: item.module_id,
      campaign,
    });
  const productLink = moduleType === 'ecommerce' && !campaign;

  return (
    <article
      className={cx(
        css(cardFrame, {
          flexDirection: 'column',
          flexShrink: 0,
          transition: 'border-color 150ms, box-shadow 150ms',
          '&:hover [data-hover-reveal], &:focus-within [data-hover-reveal]': { opacity: 1 },
        }),
        fluid ? css({ w: 'full', minW: 0 }) : css({ w: '230px' }),
      )}
      data-testid="item-card"
      data-item-id={item.id}
      aria-label={item.name}
    >
      <CardPicture
        src={item.image_full_url}
        alt={item.name}
        className={css({ aspectRatio: '1' })}
        top={
          <>
            <DiscountBadge item={item} />
            <div className={css({ ms: 'auto', display: 'flex', alignItems: 'center', gap: '1.5' })}>
              {showVeg && <VegMark veg={badges.veg} />}
              <WishlistHeart
                kind="item"
                id={item.id}
                name={item.name}
                onImage
                className={css({ pointerEvents: 'auto' })}
              />
            </div>
          </>
        }
      >
        {(badges.halal || badges.organic || badges.recommended) && (
          <div
            className={css({
              position: 'absolute',
              bottom: '2',
              insetInlineStart: '2',
              display: 'flex',
              flexWrap: 'wrap',
              gap: '1',
              pointerEvents: 'none',
            })}
          >
            {badges.recommended && (
              <Chip tone="accent" onImage>
                {t('item.badge.recommend')}
              </Chip>
            )}
            {badges.halal && (
              <Chip tone="success" onImage>
                {t('item.badge.halal')}
              </Chip>
            )}
            {badges.organic && (
              <Chip tone="success" onImage>
                {t('item.badge.organic')}
              </Chip>
            )}
          </div>
        )}
        {quickView && (
          <CardQuickViewButton name={item.name} onOpen={open} testId="item-card-quick-view" />
        )}
      </CardPicture>

      <div
        className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', flex: '1' })}
      >
        {item.store_name && (
          <p
            className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}
            data-testid="item-card-store"
          >
            {item.store_name}
          </p>
        )}
        <h3 className={css({ fontWeight: 'semibold', fontSize: 'sm', lineHeight: '1.35' })}>
          {productLink ? (
            <Link
              to={productPath(item, item.module_id)}
              className={css({ lineClamp: '2', _hover: { color: 'accent.text' } })}
            >
              {item.name}
            </Link>
          ) : (
            <button
              type="button"
              onClick={open}
              className={css({
                lineClamp: '2',
                textAlign: 'start',
                cursor: 'pointer',
                _hover: { color: 'accent.text' },
              })}
              data-testid="item-card-name"
            >
              {item.name}
            </button>
          )}
        </h3>
        <RatingBadge average={item.avg_rating} count={item.rating_count} />
        <div
          className={css({
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: '2',
            mt: 'auto',
            pt: '1',
          })}
        >
          <p className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
            {price.showOriginal && (
              <s className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{money(price.original)}</s>
            )}
            <span
              className={css({ fontWeight: 'bold', color: 'accent.text' })}
              data-testid="item-card-price"
            >
              {money(price.total)}
            </span>
          </p>
          {quickView && (
            <button
              type="button"
              onClick={open}
              aria-label={t('catalogue.card.addToCart', { name: item.name })}
              title={t('item.button.addToCart')}
              data-testid="item-card-add"
              className={cx(
                button({ variant: 'subtle', size: 'iconSm' }),
                css({ borderRadius: 'full' }),
              )}
            >
              <CartPlusIcon />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
