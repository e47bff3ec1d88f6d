import { describe, expect, it } from 'vitest';
import {
  descriptionLimit,
  galleryImages,
  lensOffset,
  thumbnailsPerView,
  truncateText,
  zoomSize,
} from './gallery.js';

describe('thumbnailsPerView', () => {
  it('is 5 until the strip is measured', () => {
    expect(thumbnailsPerView(undefined)).toBe(5);
    expect(thumbnailsPerView(0)).toBe(5);
  });

  it('follows the width from 3 to 7', () => {
    expect(thumbnailsPerView(120)).toBe(3);
    expect(thumbnailsPerView(230)).toBe(3);
    expect(thumbnailsPerView(310)).toBe(4);
    expect(thumbnailsPerView(380)).toBe(5);
    expect(thumbnailsPerView(460)).toBe(6);
    expect(thumbnailsPerView(540)).toBe(7);
    expect(thumbnailsPerView(4000)).toBe(7);
  });
});

describe('zoom', () => {
  it('fits the image in 1200x1800 with its ratio', () => {
    expect(zoomSize({ width: 600, height: 600 })).toEqual({ width: 1200, height: 1200 });
    expect(zoomSize({ width: 400, height: 800 })).toEqual({ width: 900, height: 1800 });
    expect(zoomSize({ width: 2400, height: 600 })).toEqual({ width: 1200, height: 300 });
    expect(zoomSize({ width: 0, height: 0 })).toEqual({ width: 1200, height: 1200 });
  });

  it('moves the large image under the pointer, within its edges', () => {
    const frame = { width: 400, height: 400 };
    const large = { width: 1200, height: 1200 };
    expect(lensOffset(frame, large, { x: 0, y: 0 })).toEqual({ x: -0, y: -0 });
    expect(lensOffset(frame, large, { x: 0.5, y: 1 })).toEqual({ x: -400, y: -800 });
    expect(lensOffset(frame, large, { x: 2, y: -1 })).toEqual({ x: -800, y: -0 });
  });
});

describe('galleryImages', () => {
  it('keeps every image once, blanks dropped', () => {
    expect(
      galleryImages({ image_full_url: 'a.svg', images_full_url: ['a.svg', null, ' ', 'b.svg'] }),
    ).toEqual(['a.svg', 'b.svg']);
    expect(galleryImages({ image_full_url: null, images_full_url: [] })).toEqual([]);
  });
});

describe('description', () => {
  it('is cut only in the quick view (modalmanage "true"): 130, or 70 when narrow', () => {
    expect(descriptionLimit('true', false)).toBe(130);
    expect(descriptionLimit('true', true)).toBe(70);
    expect(descriptionLimit(undefined, false)).toBeNull();
    expect(descriptionLimit('false', true)).toBeNull();
  });

  it('cuts at a word end with an ellipsis', () => {
    const text = 'Marinated chicken, garlic toum, pickles and fries rolled in Arabic bread.';
    expect(truncateText(text, 200)).toEqual({ text, truncated: false });
    expect(truncateText(text, null)).toEqual({ text, truncated: false });
    const cut = truncateText(text, 30);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe('Marinated chicken, garlic…');
    expect(cut.text.length).toBeLessThanOrEqual(31);
    expect(truncateText('x'.repeat(50), 10).text).toBe(`${'x'.repeat(10)}…`);
  });
});
