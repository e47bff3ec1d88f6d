/**
 * The build's seeded snapshot: written once, restored into a fresh data folder, its demo dates
 * moved to the day it is restored on, and refused when it does not match the build.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../db/open.js';
import { coupons, modules } from '../db/schema.js';
import {
  daysSince,
  isFreshFolder,
  readSeedSnapshot,
  shiftSeedDates,
  writeSeedSnapshot,
} from './snapshot.js';

const SEEDED = new Date('2030-01-08T10:30:00Z');
let base: string;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'storefront-snapshot-'));
  await writeSeedSnapshot(SEEDED, join(base, 'snapshot'));
}, 120_000);
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('the seeded snapshot', () => {
  it('counts whole calendar days from the seed date', () => {
    expect(daysSince(SEEDED, SEEDED)).toBe(0);
    expect(daysSince(SEEDED, new Date('2030-01-08T23:59:00Z'))).toBe(0);
    expect(daysSince(SEEDED, new Date('2030-01-11T00:01:00Z'))).toBe(3);
    expect(daysSince(SEEDED, new Date('2030-01-07T12:00:00Z'))).toBe(-1);
  });

  it('restores into a fresh folder with the demo dates moved to the day of the restore', async () => {
    const snapshot = readSeedSnapshot(join(base, 'snapshot'));
    expect(snapshot).not.toBeNull();
    const dataDir = join(base, 'restored');
    expect(isFreshFolder(dataDir)).toBe(true);

    const seededCoupons = await (async () => {
      const fresh = await openDatabase({
        dataDir: 'memory://',
        restore: { tarball: snapshot!.tarball },
      });
      try {
        return await fresh.current()!.select().from(coupons).orderBy(asc(coupons.id));
      } finally {
        await fresh.close();
      }
    })();

    const database = await openDatabase({
      dataDir,
      restore: {
        tarball: snapshot!.tarball,
        afterRestore: (db) => shiftSeedDates(db, 3),
      },
    });
    try {
      const db = database.current()!;
      expect((await db.select().from(modules)).length).toBeGreaterThan(0);
      const moved = await db.select().from(coupons).orderBy(asc(coupons.id));
      const plus3 = (date: string) =>
        new Date(Date.parse(`${date}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
      expect(moved.map((c) => c.startDate)).toEqual(seededCoupons.map((c) => plus3(c.startDate)));
      expect(moved[0]!.createdAt.getTime() - seededCoupons[0]!.createdAt.getTime()).toBe(
        3 * 86_400_000,
      );
    } finally {
      await database.close();
    }
    expect(isFreshFolder(dataDir)).toBe(false);
  }, 60_000);

  it('a fresh folder on disk starts as a copy of the unpacked folder, dates moved', async () => {
    const snapshot = readSeedSnapshot(join(base, 'snapshot'))!;
    expect(snapshot.folder).toBe(join(base, 'snapshot', 'pglite'));
    const dataDir = join(base, 'copied');
    const database = await openDatabase({
      dataDir,
      restore: {
        tarball: new Blob([]),
        folder: snapshot.folder,
        afterRestore: (db) => shiftSeedDates(db, 1),
      },
    });
    try {
      const db = database.current()!;
      expect((await db.select().from(modules)).length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    expect(isFreshFolder(dataDir)).toBe(false);
    // The build's folder itself is left as it was.
    expect(isFreshFolder(snapshot.folder!)).toBe(false);
  }, 60_000);

  it('is refused when it was made from other migrations or seed sources', () => {
    const folder = join(base, 'snapshot');
    writeFileSync(
      join(folder, 'snapshot.json'),
      JSON.stringify({ seededAt: SEEDED.toISOString(), fingerprint: 'another build' }),
    );
    expect(readSeedSnapshot(folder)).toBeNull();
    expect(readSeedSnapshot(join(base, 'missing'))).toBeNull();
  });
});
