import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStorage } from '@storefront/core';

/**
 * KeyValueStorage backed by a JSON session file: the same keys and string values the web app
 * keeps in localStorage (core's STORAGE_KEYS: token, guest_id, zoneid, module, language...).
 * Every change is written at once, atomically (temporary file, then rename), readable only by
 * the user since it may hold a token.
 */
export interface SessionFileStorage extends KeyValueStorage {
  readonly path: string;
  /** Every stored key and value. */
  snapshot(): Record<string, string>;
  /** Removes every key. */
  clear(): void;
}

export class SessionFileError extends Error {
  override name = 'SessionFileError';
}

function load(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new SessionFileError(`cannot read the session file ${path}: ${(error as Error).message}`);
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SessionFileError(
      `the session file ${path} is not valid JSON; remove it to start afresh`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SessionFileError(`the session file ${path} must hold a JSON object`);
  }
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    // Values are strings, as in localStorage; anything else is kept as its JSON text.
    data[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return data;
}

export function sessionFileStorage(path: string): SessionFileStorage {
  const data = new Map(Object.entries(load(path)));

  const save = () => {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(Object.fromEntries(data), null, 2)}\n`, {
      mode: 0o600,
    });
    chmodSync(temporary, 0o600);
    renameSync(temporary, path);
  };

  return {
    path,
    get: (key) => data.get(key) ?? null,
    set(key, value) {
      if (data.get(key) === value) return;
      data.set(key, value);
      save();
    },
    remove(key) {
      if (data.delete(key)) save();
    },
    snapshot: () => Object.fromEntries(data),
    clear() {
      data.clear();
      save();
    },
  };
}
