import { sessionAddress } from '@storefront/core/api/ordering';
import { isSignedIn, readSession, STORAGE_KEYS } from '@storefront/core/domain/session';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shellAddressStatement } from './shell-address.js';

/** Runs the boot script's statement on a storage; what it set on <html> and wrote in the span. */
function runStatement(entries: Record<string, string | null>) {
  const attributes = new Map<string, string>();
  const root = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const span = { textContent: '' };
  let observer: { callback: () => void; observing: boolean } | null = null;
  class FakeObserver {
    constructor(callback: () => void) {
      observer = { callback, observing: false };
    }
    observe() {
      observer!.observing = true;
    }
    disconnect() {
      observer!.observing = false;
    }
  }
  let parsed = false;
  const document = {
    // The span exists once the parser has reached it.
    querySelector: (selector: string) =>
      selector === 'span[data-shell-address]' && parsed ? span : null,
  };
  const storage = { getItem: (key: string) => entries[key] ?? null };
  new Function(
    's',
    'd',
    'document',
    'MutationObserver',
    shellAddressStatement('s', 'd', STORAGE_KEYS),
  )(storage, root, document, FakeObserver);
  // The parser adds nodes before the span, then the span.
  (observer as { callback: () => void } | null)?.callback();
  const before = span.textContent;
  parsed = true;
  (observer as { callback: () => void } | null)?.callback();
  return {
    shown: attributes.has('data-shell-address'),
    text: span.textContent,
    before,
    observing: (observer as { observing: boolean } | null)?.observing ?? false,
  };
}

const point = fc.record({
  lat: fc.oneof(fc.double(), fc.constantFrom(0, 25.2, -90, 90, 90.0001, 200), fc.string()),
  lng: fc.oneof(fc.double(), fc.constantFrom(0, 55.3, -180, 180, -180.5), fc.constant(null)),
});
const storedPoint = fc.oneof(
  fc.constant(null),
  fc.constant('not json'),
  fc.constant('null'),
  fc.constant('[25,55]'),
  point.map((p) => JSON.stringify(p)),
);
const location = fc.oneof(
  fc.constant(null),
  fc.constantFrom('', '   ', ' Dubai Mall, Downtown Dubai ', 'دبي مول، وسط مدينة دبي', '<b>x</b>'),
  fc.string(),
);
const token = fc.constantFrom(null, '', 'a-token');

describe("the shell's guest address (boot script, issue 9)", () => {
  it("shows the address exactly when core's checkout does, with core's text", () => {
    fc.assert(
      fc.property(token, location, storedPoint, (tokenValue, locationValue, pointValue) => {
        const entries: Record<string, string | null> = {
          [STORAGE_KEYS.token]: tokenValue,
          [STORAGE_KEYS.location]: locationValue,
          [STORAGE_KEYS.currentLatLng]: pointValue,
        };
        const session = readSession({
          get: (key) => entries[key] ?? null,
          set: () => {},
          remove: () => {},
        });
        const address = isSignedIn(session) ? null : sessionAddress(session);
        const result = runStatement(entries);
        expect(result.shown).toBe(address != null);
        expect(result.text).toBe(address?.address ?? '');
        // Nothing is written before the span is there, and the observer stops once it is.
        expect(result.before).toBe('');
        expect(result.observing).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
