import { describe, expect, it } from 'vitest';
import { offsetBy, project, toScreen, unproject, worldSize } from './projection.js';

describe('Web-Mercator projection', () => {
  it('puts (0, 0) at the centre of the world', () => {
    const p = project({ lat: 0, lng: 0 }, 1);
    expect(p.x).toBeCloseTo(256);
    expect(p.y).toBeCloseTo(256);
    expect(worldSize(0)).toBe(256);
  });

  it('round-trips coordinates at every zoom of the picker', () => {
    const riyadh = { lat: 24.7136, lng: 46.6753 };
    for (let zoom = 1; zoom <= 21; zoom++) {
      const back = unproject(project(riyadh, zoom), zoom);
      expect(back.lat).toBeCloseTo(riyadh.lat, 9);
      expect(back.lng).toBeCloseTo(riyadh.lng, 9);
    }
  });

  it('moves east and south for positive screen offsets', () => {
    const c = { lat: 24.7, lng: 46.7 };
    const moved = offsetBy(c, 100, 100, 12);
    expect(moved.lng).toBeGreaterThan(c.lng);
    expect(moved.lat).toBeLessThan(c.lat);
  });

  it('places the centre in the middle of the viewport', () => {
    const c = { lat: 24.7, lng: 46.7 };
    expect(toScreen(c, c, 17, 400, 300)).toEqual({ x: 200, y: 150 });
  });
});
