/**
 * One server per data folder: PGlite is a single-process database, so a second server on the
 * same folder would corrupt it. The lock is a file in the data folder holding the owner's PID,
 * created exclusively; a lock whose process is gone (or is this very process from an earlier
 * life, as happens with PID 1 in containers) is stale and taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'storefront.lock';

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another running Storefront server` +
        `${pid ? ` (process ${pid})` : ''}. Stop that server first, or start this one with ` +
        'another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** Folders locked by this process (a lock file with our own PID elsewhere is stale). */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export function acquireDataFolderLock(dataDir: string): DataFolderLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  if (heldHere.has(dir)) throw new DataFolderLockedError(dir, process.pid);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      heldHere.add(dir);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(dir);
          if (readPid(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(path);
      // No PID yet: another server is writing it right now, unless the file is old (a crash).
      const stale = pid === null ? ageMs(path) > 5_000 : pid === process.pid || !isAlive(pid);
      if (!stale) throw new DataFolderLockedError(dir, pid);
      rmSync(path, { force: true });
    }
  }
  throw new DataFolderLockedError(dir, readPid(path));
}
