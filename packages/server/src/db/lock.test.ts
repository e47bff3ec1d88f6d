import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataFolderLock, DataFolderLockedError, LOCK_FILE } from './lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The PID of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data folder lock', () => {
  it('writes our PID, refuses a second lock and releases', () => {
    const dir = tempDir();
    const lock = acquireDataFolderLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataFolderLock(dir)).toThrow(DataFolderLockedError);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    acquireDataFolderLock(dir).release();
  });

  it('creates a missing folder', () => {
    const dir = join(tempDir(), 'a', 'b');
    acquireDataFolderLock(dir).release();
    expect(existsSync(dir)).toBe(true);
  });

  it('refuses while another live process holds it, with a clear message', () => {
    const dir = tempDir();
    // The parent of this test process is alive for sure.
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    try {
      acquireDataFolderLock(dir);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DataFolderLockedError);
      expect((error as Error).message).toContain(
        `in use by another running Storefront server (process ${process.ppid})`,
      );
    }
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock of a dead process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`);
    const lock = acquireDataFolderLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with our own PID left by an earlier life of this process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    acquireDataFolderLock(dir).release();
  });

  it('does not remove a lock that another process took after ours was released', () => {
    const dir = tempDir();
    const lock = acquireDataFolderLock(dir);
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });
});
