import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoryStorage } from '../ports.js';
import { formatZoneIds, isSignedIn, parseZoneIds, readSession } from './session.js';

describe('zone ids', () => {
  it('parse(format(ids)) gives the ids back (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2 ** 31 }), { maxLength: 20 }), (ids) => {
        expect(parseZoneIds(formatZoneIds(ids))).toEqual(ids);
      }),
    );
  });

  it('format(parse(raw)) is a fixed point (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = formatZoneIds(parseZoneIds(raw));
        expect(formatZoneIds(parseZoneIds(once))).toBe(once);
      }),
    );
  });

  it.each([
    ['[1,2]', [1, 2]],
    ['[3, 1]', [3, 1]],
    ['2', [2]],
    ['["4"]', [4]],
    ['[0,-1,1.5,null,true,"x",5]', [5]],
    ['', []],
    [null, []],
    ['oops', []],
    ['{"id":1}', []],
  ])('parses %j as %j', (raw, ids) => {
    expect(parseZoneIds(raw)).toEqual(ids);
  });

  it('formats as a compact JSON array string', () => {
    expect(formatZoneIds([2, 1])).toBe('[2,1]');
  });
});

describe('readSession', () => {
  it('reads the stored keys with defaults', () => {
    expect(readSession(memoryStorage())).toEqual({
      token: null,
      guestId: null,
      module: null,
      location: null,
      currentLatLng: null,
      zoneId: null,
      language: 'en',
      country: 'US',
    });
    const session = readSession(
      memoryStorage({
        token: 't',
        module: '{"id":1,"module_type":"food","module_name":"Food"}',
        currentLatLng: '{"lat":1,"lng":2}',
        zoneid: '[1]',
        language: 'ar',
        country: 'SA',
      }),
    );
    expect(session.module?.id).toBe(1);
    expect(session.currentLatLng).toEqual({ lat: 1, lng: 2 });
    expect(isSignedIn(session)).toBe(true);
    expect(isSignedIn({ token: '' })).toBe(false);
  });
});
