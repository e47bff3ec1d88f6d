import { describe, expect, it } from 'vitest';
import { storePageTarget } from './store-link.js';

const query = (text: string) => new URLSearchParams(text);

describe('storePageTarget', () => {
  it("takes the query's positive id before the path's slug or id", () => {
    expect(storePageTarget('al-karama', query('id=7&module_id=2'))).toEqual({
      idOrSlug: '7',
      rental: false,
    });
    expect(storePageTarget('al-karama', query(''))).toEqual({
      idOrSlug: 'al-karama',
      rental: false,
    });
    expect(storePageTarget('12', query('id=0'))).toEqual({ idOrSlug: '12', rental: false });
    expect(storePageTarget('12', query('id=x'))).toEqual({ idOrSlug: '12', rental: false });
  });

  it('says when the link is a rental provider’s', () => {
    expect(storePageTarget('fast-wheels', query('module_type=rental'))).toEqual({
      idOrSlug: 'fast-wheels',
      rental: true,
    });
  });

  it('names no store for the store lists', () => {
    expect(storePageTarget('latest', query(''))).toBeNull();
    expect(storePageTarget('popular', query('id=3'))).toBeNull();
    expect(storePageTarget('', query('id=3'))).toBeNull();
  });
});
