import { describe, expect, it } from 'vitest';
import { renderImage } from './images.js';

const SVG =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"[^>]*>.*<\/svg>$/s;

describe('renderImage', () => {
  it.each([
    'logo.svg',
    'module/food/icon.svg',
    'module/rental/thumbnail.svg',
    'store/burger-yard/logo.svg',
    'store/harbour-home-living/cover.svg',
    'item/chicken-shawarma-sandwich.svg',
    'item/iftar-family-box.svg',
    'category/grocery-dairy-eggs.svg',
    'vehicle/porsche-911-carrera.svg',
    'vehicle-category/suv.svg',
    'vehicle-brand/mercedes-benz.svg',
    'banner/food-downtown-store.svg',
    'campaign/weekend-feast.svg',
  ])('renders %s as a small SVG', (path) => {
    const svg = renderImage(path);
    expect(svg).toMatch(SVG);
    expect(Buffer.byteLength(svg!)).toBeLessThan(2048);
  });

  it('is deterministic and differs between names', () => {
    expect(renderImage('item/karak-chai.svg')).toBe(renderImage('item/karak-chai.svg'));
    expect(renderImage('item/karak-chai.svg')).not.toBe(renderImage('item/flat-white.svg'));
  });

  it('accepts a /storage/ prefix', () => {
    expect(renderImage('/storage/store/burger-yard/logo.svg')).toBe(
      renderImage('store/burger-yard/logo.svg'),
    );
  });

  it('escapes names for XML', () => {
    const svg = renderImage('store/harbour-home-living/cover.svg')!;
    expect(svg).toContain('Harbour Home &amp; Living');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('draws the module pictogram of the item', () => {
    // The pill is the only rotated pictogram.
    expect(renderImage('item/paracetamol-500-tablets.svg')).toContain('rotate(-45 12 12)');
    expect(renderImage('item/kunafa-nabulsi.svg')).not.toContain('rotate(-45 12 12)');
  });

  it.each([
    'item/unknown.svg',
    'store/unknown/logo.svg',
    'module/cars/icon.svg',
    'other/x.svg',
    'store/burger-yard/logo.png',
    '',
  ])('returns null for %j', (path) => {
    expect(renderImage(path)).toBeNull();
  });
});
