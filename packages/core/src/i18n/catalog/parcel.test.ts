import { describe, expect, it } from 'vitest';
import { catalogs } from '../index.js';
import { en } from './parcel.js';

describe('area parcel', () => {
  it('has the spec’s texts verbatim', () => {
    expect(catalogs.en['parcel.success']).toBe(
      'Your parcel request submitted successfully! to check your parcel status please track order.',
    );
    expect(catalogs.en['parcel.trackOrder']).toBe('Track Order');
    expect(catalogs.en['parcel.error.locationMissing']).toBe(
      'Sender or Receiver location is missing',
    );
  });

  it.each(Object.keys(en))('%s is in Arabic', (key) => {
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });
});
