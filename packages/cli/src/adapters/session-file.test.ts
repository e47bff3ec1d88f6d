import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSession, STORAGE_KEYS } from '@storefront/core';
import { SessionFileError, sessionFileStorage } from './session-file.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-cli-session-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('sessionFileStorage', () => {
  it('starts empty when the file does not exist, without creating it', () => {
    const storage = sessionFileStorage(join(dir, 'none.json'));
    expect(storage.get(STORAGE_KEYS.guestId)).toBeNull();
    expect(storage.snapshot()).toEqual({});
    expect(() => statSync(join(dir, 'none.json'))).toThrow();
  });

  it('writes every change at once, as a JSON object of strings, in a folder it creates', () => {
    const path = join(dir, 'nested', 'folder', 'session.json');
    const storage = sessionFileStorage(path);
    storage.set(STORAGE_KEYS.guestId, 'abc');
    storage.set(STORAGE_KEYS.zoneId, '[2,1]');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ guest_id: 'abc', zoneid: '[2,1]' });
    storage.remove(STORAGE_KEYS.guestId);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ zoneid: '[2,1]' });
  });

  it('is readable by the user only (it may hold a token)', () => {
    const path = join(dir, 'session.json');
    sessionFileStorage(path).set(STORAGE_KEYS.token, 'secret');
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('is read back by a later run, with the same keys the web app uses', () => {
    const path = join(dir, 'session.json');
    const first = sessionFileStorage(path);
    first.set(STORAGE_KEYS.location, 'The Dubai Mall');
    first.set(STORAGE_KEYS.currentLatLng, JSON.stringify({ lat: 25.1985, lng: 55.2796 }));
    first.set(STORAGE_KEYS.zoneId, '[1]');
    first.set(STORAGE_KEYS.language, 'ar');
    const session = readSession(sessionFileStorage(path));
    expect(session).toMatchObject({
      location: 'The Dubai Mall',
      currentLatLng: { lat: 25.1985, lng: 55.2796 },
      zoneId: '[1]',
      language: 'ar',
    });
  });

  it('keeps values that are not strings as their JSON text', () => {
    const path = join(dir, 'session.json');
    writeFileSync(path, JSON.stringify({ module: { id: 4 }, zoneid: [1, 2] }));
    const storage = sessionFileStorage(path);
    expect(storage.get('module')).toBe('{"id":4}');
    expect(storage.get('zoneid')).toBe('[1,2]');
  });

  it('clears every key', () => {
    const path = join(dir, 'session.json');
    const storage = sessionFileStorage(path);
    storage.set('a', '1');
    storage.clear();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({});
  });

  it('refuses a file that is not a JSON object, with a clear message', () => {
    const path = join(dir, 'session.json');
    writeFileSync(path, '{ not json');
    expect(() => sessionFileStorage(path)).toThrow(SessionFileError);
    expect(() => sessionFileStorage(path)).toThrow(/not valid JSON; remove it/);
    writeFileSync(path, '[1,2]');
    expect(() => sessionFileStorage(path)).toThrow(/must hold a JSON object/);
  });

  it('treats an empty file as an empty session', () => {
    const path = join(dir, 'session.json');
    writeFileSync(path, '  \n');
    expect(sessionFileStorage(path).snapshot()).toEqual({});
  });
});
