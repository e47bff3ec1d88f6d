import { describe, expect, it } from 'vitest';
import { HOME_COOKIE, homeCookieValue, readHomeCookie } from './home-cookie.js';
import type { StoredModule } from './session.js';

const food = { id: 1, module_type: 'food', module_name: 'Food' } as StoredModule;

describe("the home's cookie: the stored module and zones (issue 9)", () => {
  it('names the module and the zones of a session with a location', () => {
    expect(homeCookieValue({ module: food, zoneId: '[1,2]', location: 'Here' })).toBe('1.1-2');
    expect(homeCookieValue({ module: food, zoneId: '3', location: 'Here' })).toBe('1.3');
  });

  it('is cleared without a location, a module or a zone, or with ids it cannot carry', () => {
    expect(homeCookieValue({ module: food, zoneId: '[1]', location: null })).toBeNull();
    expect(homeCookieValue({ module: null, zoneId: '[1]', location: 'Here' })).toBeNull();
    expect(homeCookieValue({ module: food, zoneId: '[]', location: 'Here' })).toBeNull();
    expect(homeCookieValue({ module: food, zoneId: 'x', location: 'Here' })).toBeNull();
    const huge = { ...food, id: 1e12 };
    expect(homeCookieValue({ module: huge, zoneId: '[1]', location: 'Here' })).toBeNull();
    const many = JSON.stringify(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(homeCookieValue({ module: food, zoneId: many, location: 'Here' })).toBeNull();
  });

  it('reads back what it writes, among other cookies', () => {
    expect(readHomeCookie(`a=b; ${HOME_COOKIE}=4.1-2; c=d`)).toEqual({
      moduleId: 4,
      zoneIds: [1, 2],
    });
    expect(readHomeCookie(`${HOME_COOKIE}=1.3`)).toEqual({ moduleId: 1, zoneIds: [3] });
  });

  it('reads nothing from a missing or malformed cookie', () => {
    for (const header of [
      undefined,
      '',
      'other=1.2',
      `${HOME_COOKIE}=`,
      `${HOME_COOKIE}=1`,
      `${HOME_COOKIE}=1.`,
      `${HOME_COOKIE}=0.1`,
      `${HOME_COOKIE}=1.0`,
      `${HOME_COOKIE}=1.2-`,
      `${HOME_COOKIE}=1.2--3`,
      `${HOME_COOKIE}=-1.2`,
      `${HOME_COOKIE}=1.2.3`,
      `${HOME_COOKIE}=1234567890.1`,
      `${HOME_COOKIE}=1.${Array.from({ length: 17 }, (_, i) => i + 1).join('-')}`,
      `${HOME_COOKIE}=1.2; ${HOME_COOKIE}=1.3`,
      `${HOME_COOKIE}=%31.2`,
      `${HOME_COOKIE}=1.2<`,
    ]) {
      expect(readHomeCookie(header), header).toBeNull();
    }
  });
});
