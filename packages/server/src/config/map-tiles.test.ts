import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { staticDatabase } from '../db/client.js';
import { contentSecurityPolicy } from '../http/security.js';
import { createFixture, type Fixture } from '../testing/fixtures.js';
import { parseMapTiles, tileImageSource } from './map-tiles.js';

describe('the map tile basemap setting', () => {
  it('is off when empty, and keeps a tile template with its attribution', () => {
    expect(parseMapTiles(undefined, undefined)).toBeNull();
    expect(parseMapTiles('  ', '© Someone')).toBeNull();
    expect(parseMapTiles('https://tile.example.org/{z}/{x}/{y}.png', ' © Example ')).toEqual({
      url: 'https://tile.example.org/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
  });

  it('refuses what is not an http(s) template with {z}, {x} and {y}', () => {
    for (const bad of [
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      'https://tile.example.org/tiles.png',
      'tile.example.org/{z}/{x}/{y}.png',
      'https://{z}/{x}/{y}\u0000',
    ]) {
      expect(() => parseMapTiles(bad, ''), bad).toThrow(/MAP_TILE_URL/);
    }
  });

  it('allows the tile host in the pages’ img-src, with {s} as a wildcard subdomain', () => {
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileImageSource('http://localhost:8081/{z}/{x}/{y}.png')).toBe('http://localhost:8081');
    const csp = contentSecurityPolicy({ maps: false, imgSources: ['https://*.tile.example.org'] });
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
  });
});

describe('GET /config with a tile basemap', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await createFixture();
  });
  afterAll(() => fx.close());

  it('serves the template and its attribution, empty without one', async () => {
    const tiles = { url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© Example' };
    const app = createApp({ database: staticDatabase(fx.db), mapTiles: tiles });
    const response = await app.request('/api/v1/config');
    const config = (await response.json()) as Record<string, unknown>;
    expect(config.map_tile_url).toBe(tiles.url);
    expect(config.map_tile_attribution).toBe('© Example');
    expect(response.headers.get('Content-Security-Policy')).toContain('https://*.tile.example.org');
    const plain = createApp({ database: staticDatabase(fx.db) });
    const offline = (await (await plain.request('/api/v1/config')).json()) as Record<
      string,
      unknown
    >;
    expect(offline.map_tile_url).toBe('');
    expect(offline.map_tile_attribution).toBe('');
  });
});
