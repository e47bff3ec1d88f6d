import { formatTimeWindow } from '@storefront/core/domain/availability';
import { itemBadges, type CatalogItem } from '@storefront/core/domain/item';
import { lowStockLeft } from '@storefront/core/domain/low-stock';
import type { ModuleType } from '@storefront/core/domain/session';
import type { CatalogueItemDetails } from '@storefront/core/api/catalogue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { useConfig } from '../../app/queries.js';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { StoreIcon } from '../../ui/icons.js';
import { Chip, DiscountBadge, VegMark } from '../catalogue/Badges.js';
import { useMoney } from '../catalogue/format.js';
import { ClockIcon, PrescriptionIcon } from '../catalogue/icons.js';
import { storePath } from '../catalogue/links.js';
import { RatingStars } from '../catalogue/Rating.js';
import { Gallery } from './Gallery.js';
import { descriptionLimit, galleryImages, truncateText } from './gallery.js';
import { ItemOptions } from './ItemOptions.js';
import { QuantityStepper } from './QuantityStepper.js';
import { useItemConfig } from './useItemConfig.js';
import { WishlistHeart } from '../wishlist/WishlistHeart.js';

export interface ItemConfiguratorProps {
  item: CatalogueItemDetails;
  /** The module the item is shown in (default: the item's own `module_type`). */
  moduleType: ModuleType;
  campaign?: boolean;
  /** 'true' in the quick view: the description is cut (spec §2). */
  modalmanage?: 'true' | 'false';
  /** Hide the store link (already on that store's page). */
  hideStoreLink?: boolean;
  /** The id of the name heading (the quick view's dialog is labelled by it). */
  titleId?: string;
  headingLevel?: 1 | 2;
  /** The machine finished (added, updated or bought now): the quick view closes. */
  onDone?: () => void;
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const sectionTitle = css({ fontWeight: 'bold', fontSize: 'sm' });
const chipList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' });

function Description({ text, modalmanage }: { text: string; modalmanage?: string }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 639px)');
  const [expanded, setExpanded] = useState(false);
  const cut = truncateText(text, expanded ? null : descriptionLimit(modalmanage, narrow));
  if (text.trim() === '') return null;
  return (
    <p className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="item-description">
      {cut.text}{' '}
      {(cut.truncated || expanded) && (
        <button
          type="button"
          className={css({ color: 'accent.text', fontWeight: 'semibold', cursor: 'pointer' })}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('item.readLess') : t('item.readMore')}
        </button>
      )}
    </p>
  );
}

function Names({ title, names, testId }: { title: string; names: string[]; testId: string }) {
  if (names.length === 0) return null;
  return (
    <div className={section} data-testid={testId}>
      <h3 className={sectionTitle}>{title}</h3>
      <ul className={chipList}>
        {names.map((name) => (
          <li key={name}>
            <Chip tone="info">{name}</Chip>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One list format per language for the page's life: building one costs far more than using it,
 * and the configurator renders again at each step of its machine (issue 9: up to 110 ms of the
 * product page's main thread at 4x CPU, built on every render).
 */
const listFormats = new Map<string, Intl.ListFormat>();
function listFormat(language: string): Intl.ListFormat {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { style: 'narrow', type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format;
}

/**
 * The item configuration of the quick view and of the product page, exactly as the spec lists
 * it; core's itemConfigMachine decides validity, messages, prices and buttons.
 */
export function ItemConfigurator({
  item,
  moduleType,
  campaign,
  modalmanage,
  hideStoreLink = false,
  titleId,
  headingLevel = 2,
  onDone,
}: ItemConfiguratorProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { data: config } = useConfig();
  const list = listFormat(i18n.language);
  const catalogItem: CatalogItem = item;
  const { context, view, busy, done, send } = useItemConfig(catalogItem, moduleType, campaign);
  const [attempted, setAttempted] = useState(false);
  const badges = itemBadges(catalogItem);
  const showVeg = config?.toggle_veg_non_veg === true && moduleType === 'food';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);

  const nutrition = item.nutritions_name.length
    ? item.nutritions_name
    : item.nutritions.map((n) => n.nutrition);
  const allergies = item.allergies_name.length
    ? item.allergies_name
    : item.allergies.map((a) => a.allergy);
  const categories = item.category_ids.map((c) => c.name).filter((n) => n !== '');
  const tags = item.tags.map((tag) => tag.tag).filter((n) => n !== '');
  const store = item.store_details;
  const periods = { am: t('item.time.am'), pm: t('item.time.pm') };
  const stockLeft = lowStockLeft(view.stock);

  return (
    <div
      className={css({
        // The sticky bar's layer stays inside the configurator (menus and dialogs go above).
        isolation: 'isolate',
        display: 'grid',
        gap: { base: '5', md: '8' },
        gridTemplateColumns: { base: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      })}
      data-testid="item-configurator"
      data-item-id={item.id}
    >
      <div
        className={cx(
          css({ md: { position: 'sticky', top: '0' } }),
          // In the quick view the body has no bottom padding (the sticky bar sits on the edge):
          // the gallery keeps the bar's room under its thumbnails.
          modalmanage === 'true' && css({ md: { pb: '4' } }),
        )}
      >
        <Gallery images={galleryImages(item)} name={item.name} />
      </div>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <DiscountBadge item={item} />
          {badges.organic && <Chip tone="success">{t('item.badge.organic')}</Chip>}
          {badges.halal && <Chip tone="success">{t('item.badge.halal')}</Chip>}
          {badges.recommended && <Chip tone="accent">{t('item.badge.recommend')}</Chip>}
          {showVeg && <VegMark veg={badges.veg} />}
        </div>

        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          {!hideStoreLink && item.store_name && (
            <Link
              to={storePath({
                id: item.store_id,
                slug: store?.slug,
                module_id: store?.module_id ?? item.module_id,
                zone_id: store?.zone_id ?? item.zone_id,
                latitude: store?.latitude,
                longitude: store?.longitude,
              })}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1.5',
                alignSelf: 'flex-start',
                fontSize: 'sm',
                fontWeight: 'semibold',
                color: 'accent.text',
                _hover: { textDecoration: 'underline' },
              })}
              data-testid="item-store-link"
            >
              <StoreIcon />
              {item.store_name}
            </Link>
          )}
          <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '2' })}>
            <Heading
              id={titleId}
              className={css({
                fontSize:
                  headingLevel === 1 ? { base: '2xl', md: '3xl' } : { base: 'xl', md: '2xl' },
                fontWeight: 'extrabold',
                lineHeight: '1.2',
              })}
              data-testid="item-name"
            >
              {item.name}
            </Heading>
            <WishlistHeart
              kind="item"
              id={item.id}
              name={item.name}
              size="md"
              // Centred on the name's first line.
              className={css({ mt: { base: '-2', md: '-1.5' } })}
            />
          </div>
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}
          >
            {view.inStock && view.stock != null && (
              <Chip tone="success" testId="in-stock">
                {t('item.inStock')}
              </Chip>
            )}
            {view.inStock && stockLeft != null && (
              <Chip tone="warning" testId="stock-left">
                {t('product.stockLeft', { count: stockLeft })}
              </Chip>
            )}
            <RatingStars average={item.avg_rating} count={item.rating_count} />
          </div>
          {item.generic_name.length > 0 && (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              <span className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
                {t('item.genericName')}:
              </span>{' '}
              {list.format(item.generic_name)}
            </p>
          )}
        </div>

        <p
          className={css({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })}
          data-testid="item-unit-price"
        >
          <span className={css({ fontSize: '2xl', fontWeight: 'extrabold', color: 'accent.text' })}>
            {money(view.price.discountedUnitPrice)}
          </span>
          {view.price.discountedUnitPrice < view.price.unitPrice && (
            <s className={css({ color: 'fg.subtle' })}>{money(view.price.unitPrice)}</s>
          )}
          {item.unit_type && (
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>/ {item.unit_type}</span>
          )}
        </p>

        <Description text={item.description} modalmanage={modalmanage} />

        {badges.prescriptionRequired && (
          <p className={note({ tone: 'warning' })} data-testid="prescription-required">
            <PrescriptionIcon />
            {t('item.prescriptionRequired')}
          </p>
        )}

        {!view.available && view.window && (
          <p className={note({ tone: 'error' })} role="status" data-testid="not-available">
            <ClockIcon />
            <span>
              <strong>{t('item.notAvailableNow')}</strong>{' '}
              <span dir="ltr">{formatTimeWindow(view.window, periods)}</span>
            </span>
          </p>
        )}

        <Names title={t('item.nutrition')} names={nutrition} testId="item-nutrition" />
        <Names title={t('item.allergies')} names={allergies} testId="item-allergies" />

        <ItemOptions
          item={catalogItem}
          moduleType={moduleType}
          context={context}
          view={view}
          showIssues={attempted}
          send={send}
        />

        {item.unit_type && (
          <p className={css({ fontSize: 'sm' })} data-testid="item-unit">
            <span className={css({ fontWeight: 'bold' })}>{t('item.unit')}:</span> {item.unit_type}
          </p>
        )}

        {(categories.length > 0 || tags.length > 0) && (
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: '3',
              rowGap: '1',
              fontSize: 'sm',
            })}
          >
            {categories.length > 0 && (
              <>
                <dt className={css({ fontWeight: 'bold' })}>{t('item.categories')}</dt>
                <dd className={css({ color: 'fg.muted' })} data-testid="item-categories">
                  {list.format(categories)}
                </dd>
              </>
            )}
            {tags.length > 0 && (
              <>
                <dt className={css({ fontWeight: 'bold' })}>{t('item.tags')}</dt>
                <dd
                  className={css({
                    color: 'fg.muted',
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: '2',
                  })}
                  data-testid="item-tags"
                >
                  {tags.map((tag) => (
                    <bdi key={tag}>#{tag}</bdi>
                  ))}
                </dd>
              </>
            )}
          </dl>
        )}

        <div
          className={css({
            position: 'sticky',
            bottom: '0',
            zIndex: 'raised',
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            pt: '3',
            pb: modalmanage === 'true' ? '4' : '1',
            // The bar covers what scrolls under it: the dialog's surface, or the page's canvas.
            bg: modalmanage === 'true' ? 'bg.surface' : 'bg.canvas',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '3',
              flexWrap: 'wrap',
            })}
          >
            <QuantityStepper
              label={t('item.quantity')}
              value={view.quantityLabel}
              canDecrement={view.canDecrement}
              onDecrement={() => send({ type: 'DECREMENT' })}
              onIncrement={() => send({ type: 'INCREMENT' })}
              testId="item-quantity"
            />
            <p className={css({ textAlign: 'end' })}>
              <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
                {t('item.totalAmount')}
              </span>
              <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'baseline' })}>
                {view.price.showOriginal && (
                  <s className={css({ color: 'fg.subtle', fontSize: 'sm' })}>
                    {money(view.price.original)}
                  </s>
                )}
                <strong className={css({ fontSize: 'xl' })} data-testid="item-total">
                  {money(view.price.total)}
                </strong>
              </span>
            </p>
          </div>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {view.buttons.map((b) => {
              const blocked = b.disabled || busy;
              return (
                <button
                  key={b.kind}
                  type="button"
                  className={cx(
                    button({
                      variant: b.kind === 'buyNow' ? 'outline' : 'solid',
                      size: 'lg',
                    }),
                    css({ flex: '1', minW: '36' }),
                  )}
                  disabled={blocked}
                  data-testid={`item-button-${b.kind}`}
                  onClick={() => {
                    if (b.event == null) return;
                    setAttempted(true);
                    send({ type: b.event });
                  }}
                >
                  {t(b.labelKey)}
                </button>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
