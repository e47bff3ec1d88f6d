import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES_PATH,
  categoryPath,
  categorySearchPath,
  productPath,
  searchPath,
  storePath,
} from '../catalogue/links.js';
import { MAX_SEARCH_TEXT, parseSearch } from './query.js';

const parse = (url: string) => parseSearch(new URL(url, 'http://x').searchParams);

describe('parseSearch (the /home query forms)', () => {
  it('no search, or a blank one, is the module home', () => {
    expect(parse('/home')).toEqual({ kind: 'none' });
    expect(parse('/home?search=%20%20')).toEqual({ kind: 'none' });
  });

  it('a text search', () => {
    expect(parse('/home?search=%20basmati%20rice%20')).toEqual({
      kind: 'text',
      text: 'basmati rice',
    });
    expect(parse(`/home?search=${'a'.repeat(400)}`)).toEqual({
      kind: 'text',
      text: 'a'.repeat(MAX_SEARCH_TEXT),
    });
  });

  it('the category form: search=category, id, module_id, name, data_type=category', () => {
    expect(parse('/home?search=category&id=24&module_id=4&name=Drinks&data_type=category')).toEqual(
      { kind: 'category', id: 24, moduleId: 4, name: 'Drinks' },
    );
    expect(parse('/home?search=category&id=24&data_type=category')).toEqual({
      kind: 'category',
      id: 24,
      moduleId: null,
      name: '',
    });
  });

  it('"category" without the category form (or a bad id) is a text search', () => {
    expect(parse('/home?search=category')).toEqual({ kind: 'text', text: 'category' });
    expect(parse('/home?search=category&id=x&data_type=category')).toEqual({
      kind: 'text',
      text: 'category',
    });
    expect(parse('/home?search=category&id=0&data_type=category').kind).toBe('text');
  });

  it('all categories: search=allCategories, from=allCategories, data_type=new', () => {
    expect(parse(ALL_CATEGORIES_PATH)).toEqual({ kind: 'allCategories' });
  });
});

describe('catalogue links', () => {
  it('build the spec’s query forms, which parseSearch reads back', () => {
    expect(parse(categorySearchPath({ id: 7, name: 'Fresh & Green' }, 1))).toEqual({
      kind: 'category',
      id: 7,
      moduleId: 1,
      name: 'Fresh & Green',
    });
    expect(parse(searchPath('  milk '))).toEqual({ kind: 'text', text: 'milk' });
  });

  it('a store link carries id, module_id, lat, lng and store_zone_id', () => {
    const url = new URL(
      storePath({
        id: 2,
        slug: 'downtown-pantry',
        module_id: 1,
        zone_id: 1,
        latitude: '25.19',
        longitude: '55.27',
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/store/downtown-pantry');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '2',
      module_id: '1',
      lat: '25.19',
      lng: '55.27',
      store_zone_id: '1',
    });
    expect(storePath({ id: 9 })).toBe('/store/9?id=9');
  });

  it('a product link uses the slug when present, else the id', () => {
    expect(productPath({ id: 82, slug: 'nova-x5-smartphone' }, 3)).toBe(
      '/product/nova-x5-smartphone?module_id=3',
    );
    expect(productPath({ id: 82, slug: '' }, null)).toBe('/product/82');
    expect(categoryPath(5, 4)).toBe('/category/5?id=5&module_id=4');
  });
});
