/**
 * `storefront catalog …`: the catalogue of the stored zone and module, through core's catalogue
 * calls (the same the web app uses): categories, stores, items and a search of items and
 * stores. Prices are core's (line price with the starting choice, discounts, money format).
 */
import { InvalidArgumentError, type Command } from 'commander';
import {
  formatRating,
  initialSelection,
  itemAddOns,
  linePrice,
  type ModuleType,
} from '@storefront/core';
import {
  listCategories,
  listCategoryItems,
  listItems,
  listStoreItems,
  listStores,
  searchItems,
  searchStores,
  type CatalogueCategory,
  type CatalogueItem,
  type CatalogueStore,
  type StoreListFilter,
} from '@storefront/core/api/catalogue';
import type { Runner } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { table } from '../output.js';
import {
  moneyFormatter,
  positiveInt,
  requireZone,
  scopeOptions,
  sessionModuleType,
} from './shared.js';

// ---------------------------------------------------------------- rows

export interface CategoryRow {
  id: number;
  name: string;
  items: number;
  children: { id: number; name: string; items: number }[];
}

export function categoryRows(categories: readonly CatalogueCategory[]): CategoryRow[] {
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    items: c.products_count,
    children: c.childes.map((child) => ({
      id: child.id,
      name: child.name,
      items: child.products_count,
    })),
  }));
}

export function formatCategories(rows: readonly CategoryRow[]): string {
  return table(
    ['ID', 'NAME', 'ITEMS'],
    rows.flatMap((row) => [
      [String(row.id), row.name, String(row.items)],
      ...row.children.map((child) => [String(child.id), `  ${child.name}`, String(child.items)]),
    ]),
  );
}

export interface StoreRow {
  id: number;
  slug: string;
  name: string;
  open: boolean;
  rating: string;
  ratingCount: number;
  deliveryTime: string;
  distanceKm: number | null;
  minimumOrder: string;
  delivery: boolean;
  takeAway: boolean;
}

export function storeRows(
  stores: readonly CatalogueStore[],
  money: (amount: number) => string,
): StoreRow[] {
  return stores.map((s) => ({
    id: s.id,
    slug: s.slug,
    name: s.name,
    open: s.open === 1,
    rating: formatRating(s.avg_rating),
    ratingCount: s.rating_count,
    deliveryTime: s.delivery_time,
    distanceKm: s.distance == null ? null : Number((s.distance / 1000).toFixed(1)),
    minimumOrder: money(s.minimum_order),
    delivery: s.delivery,
    takeAway: s.take_away,
  }));
}

export function formatStores(rows: readonly StoreRow[]): string {
  return table(
    ['ID', 'NAME', 'OPEN', 'RATING', 'DELIVERY', 'DISTANCE', 'MIN. ORDER'],
    rows.map((r) => [
      String(r.id),
      r.name,
      r.open ? 'open' : 'closed',
      `${r.rating} (${r.ratingCount})`,
      r.deliveryTime,
      r.distanceKm == null ? '-' : `${r.distanceKm} km`,
      r.minimumOrder,
    ]),
  );
}

export interface ItemRow {
  id: number;
  slug: string;
  name: string;
  store: string;
  /** The price with the starting choice and the discount (quantity 1). */
  price: string;
  /** The undiscounted price, when a discount lowers it. */
  original: string | null;
  rating: string;
  ratingCount: number;
}

export function itemRows(
  items: readonly CatalogueItem[],
  money: (amount: number) => string,
  fallbackType: ModuleType | null,
): ItemRow[] {
  return items.map((item) => {
    const moduleType = item.module_type ?? fallbackType ?? 'grocery';
    const price = linePrice(item, itemAddOns(item), moduleType, {
      selected: initialSelection(item, moduleType),
      addOns: [],
      quantity: 1,
    });
    return {
      id: item.id,
      slug: item.slug,
      name: item.name,
      store: item.store_name,
      price: money(price.total),
      original: price.showOriginal ? money(price.original) : null,
      rating: formatRating(item.avg_rating),
      ratingCount: item.rating_count,
    };
  });
}

export function formatItems(rows: readonly ItemRow[]): string {
  return table(
    ['ID', 'NAME', 'STORE', 'PRICE', 'RATING'],
    rows.map((r) => [
      String(r.id),
      r.name,
      r.store,
      r.original ? `${r.price} (was ${r.original})` : r.price,
      `${r.rating} (${r.ratingCount})`,
    ]),
  );
}

const pageLine = (total: number, page: number, shown: number) =>
  `${total} in all; page ${page} shows ${shown}${shown > 0 ? ' (next: --page ' + (page + 1) + ')' : ''}`;

// ---------------------------------------------------------------- commands

const STORE_FILTERS: readonly StoreListFilter[] = ['all', 'delivery', 'take_away'];

function storeFilter(value: string): StoreListFilter {
  const found = STORE_FILTERS.find((f) => f === value);
  if (!found) throw new InvalidArgumentError(`must be one of ${STORE_FILTERS.join(', ')}`);
  return found;
}

interface ListOptions {
  module?: number;
  page?: number;
  limit?: number;
}

export function registerCatalogCommands(program: Command, run: Runner): void {
  const catalog = program
    .command('catalog')
    .description('browse the catalogue of the stored zone and module');

  catalog
    .command('categories')
    .description('list the categories of the module, with their sub-categories')
    .option('--module <id>', 'another module than the stored one', positiveInt)
    .action(
      run(async (context, options: { module?: number }) => {
        const rows = categoryRows(await listCategories(context.api, scopeOptions(options)));
        context.output.result(rows, () => formatCategories(rows));
      }),
    );

  catalog
    .command('stores')
    .description('list the stores of the zone and module, open ones first')
    .option('--type <type>', 'all, delivery or take_away', storeFilter, 'all')
    .option('--page <n>', 'page number', positiveInt, 1)
    .option('--limit <n>', 'stores per page', positiveInt, 12)
    .option('--module <id>', 'another module than the stored one', positiveInt)
    .action(
      run(async (context, options: ListOptions & { type: StoreListFilter }) => {
        requireZone(context);
        const money = await moneyFormatter(context);
        const page = await listStores(context.api, options.type, {
          ...scopeOptions(options),
          offset: options.page,
          limit: options.limit,
        });
        const rows = storeRows(page.stores, money);
        context.output.result(
          { total: page.total_size, page: page.offset, stores: rows },
          () => `${formatStores(rows)}\n${pageLine(page.total_size, page.offset, rows.length)}`,
        );
      }),
    );

  catalog
    .command('items')
    .description("list items: a store's, a category's, or the module's popular items")
    .option('--store <id>', "a store's items (id or slug)")
    .option('--category <id>', "a category's items (within --store: that category)", positiveInt)
    .option('--page <n>', 'page number', positiveInt, 1)
    .option('--limit <n>', 'items per page', positiveInt, 12)
    .option('--module <id>', 'another module than the stored one', positiveInt)
    .action(
      run(async (context, options: ListOptions & { store?: string; category?: number }) => {
        requireZone(context);
        const money = await moneyFormatter(context);
        const call = { ...scopeOptions(options), offset: options.page, limit: options.limit };
        const page =
          options.store != null
            ? await listStoreItems(context.api, options.store, {
                ...call,
                categoryId: options.category ?? null,
              })
            : options.category != null
              ? await listCategoryItems(context.api, options.category, call)
              : await listItems(context.api, 'popular', call);
        const rows = itemRows(page.products, money, sessionModuleType(context));
        context.output.result(
          { total: page.total_size, page: page.offset, items: rows },
          () => `${formatItems(rows)}\n${pageLine(page.total_size, page.offset, rows.length)}`,
        );
      }),
    );

  catalog
    .command('search')
    .argument('<text>', 'what to look for in item and store names')
    .description('search the items and the stores of the zone and module')
    .option('--module <id>', 'another module than the stored one', positiveInt)
    .action(
      run(async (context, text: string, options: { module?: number }) => {
        const name = text.trim();
        if (name === '') throw new CliError('the search text is empty', EXIT.usage, 'usage');
        requireZone(context);
        const money = await moneyFormatter(context);
        const scope = scopeOptions(options);
        const [items, stores] = await Promise.all([
          searchItems(context.api, { ...scope, name }),
          searchStores(context.api, { ...scope, name }),
        ]);
        const itemList = itemRows(items.products, money, sessionModuleType(context));
        const storeList = storeRows(stores.stores, money);
        const empty = itemList.length === 0 && storeList.length === 0;
        const message = empty ? context.t('catalogue.search.empty') : null;
        context.output.result(
          {
            text: name,
            items: { total: items.total_size, items: itemList },
            stores: { total: stores.total_size, stores: storeList },
            message,
          },
          () =>
            empty
              ? (message ?? '')
              : [
                  `Items (${items.total_size})`,
                  itemList.length > 0 ? formatItems(itemList) : '-',
                  '',
                  `Stores (${stores.total_size})`,
                  storeList.length > 0 ? formatStores(storeList) : '-',
                ].join('\n'),
        );
      }),
    );
}
