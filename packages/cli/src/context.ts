/**
 * What every command gets: the parsed global options, terminal output, the session (a JSON file
 * behind core's storage port), the typed API client, the Node ports and the trace.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { STORAGE_KEYS, translator, type KeyValueStorage, type Translate } from '@storefront/core';
import { createApiClient, type ApiClient } from '@storefront/core/api/client';
import { noGeolocation } from './adapters/geolocation.js';
import { recordingNavigator, type RecordingNavigator } from './adapters/navigator.js';
import { terminalNotifier, type RecordingNotifier } from './adapters/notifier.js';
import { sessionFileStorage, type SessionFileStorage } from './adapters/session-file.js';
import { usageError } from './errors.js';
import { createOutput, type Output, type TextSink } from './output.js';
import { createTrace, type Trace } from './trace.js';

export const DEFAULT_API = 'http://localhost:8080';
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface GlobalOptions {
  api: string;
  session: string;
  json: boolean;
  lang?: string;
  trace?: string;
}

/** The streams, environment and network a run uses (replaceable in tests). */
export interface Io {
  stdout: TextSink;
  stderr: TextSink;
  env: Record<string, string | undefined>;
  /** The user's home folder (the default session file lives in it). */
  home?: string;
  fetch?: typeof fetch;
}

export interface Context {
  readonly options: GlobalOptions;
  readonly output: Output;
  /** The session file (token, guest_id, zoneid, module, language...). */
  readonly session: SessionFileStorage;
  /** The storage the flows use: the session, with `--lang` in front of the stored language. */
  readonly storage: KeyValueStorage;
  readonly api: ApiClient;
  readonly apiRoot: string;
  readonly language: Language;
  readonly t: Translate;
  readonly notifier: RecordingNotifier;
  readonly navigator: RecordingNavigator;
  readonly geolocation: ReturnType<typeof noGeolocation>;
  readonly trace: Trace | null;
  /** The network (the API client's; a payment gateway's hosted page is driven with it too). */
  readonly fetch: typeof fetch;
}

/** Runs one command with a context; what it throws becomes the failure output and exit status. */
export type Runner = <A extends unknown[]>(
  action: (context: Context, ...args: A) => Promise<void> | void,
) => (...args: A) => Promise<void>;

export function defaultSessionPath(home: string = homedir()): string {
  return join(home, '.storefront', 'session.json');
}

/** `http://host:8080`, `http://host:8080/` or `http://host:8080/api/v1` → the `/api/v1` root. */
export function apiBaseUrl(api: string): string {
  let url: URL;
  try {
    url = new URL(api);
  } catch {
    throw usageError(`--api must be a URL such as ${DEFAULT_API} (got "${api}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`--api must be an http or https URL (got "${api}")`);
  }
  const path = url.pathname.replace(/\/+$/, '');
  const root = `${url.origin}${path}`;
  return path.endsWith('/api/v1') ? root : `${root}/api/v1`;
}

export function parseLanguage(value: string | undefined): Language | undefined {
  if (value === undefined) return undefined;
  if ((LANGUAGES as readonly string[]).includes(value)) return value as Language;
  throw usageError(`--lang must be one of ${LANGUAGES.join(', ')} (got "${value}")`);
}

/** Storage that answers `language` with the `--lang` value and passes the rest through. */
function withLanguage(base: KeyValueStorage, language: Language | undefined): KeyValueStorage {
  if (!language) return base;
  return {
    get: (key) => (key === STORAGE_KEYS.language ? language : base.get(key)),
    set: (key, value) => base.set(key, value),
    remove: (key) => base.remove(key),
  };
}

export function createContext(options: GlobalOptions, io: Io): Context {
  const output = createOutput({
    json: options.json,
    stdout: io.stdout,
    stderr: io.stderr,
    env: io.env,
  });
  const apiRoot = apiBaseUrl(options.api);
  const lang = parseLanguage(options.lang);
  const session = sessionFileStorage(resolve(options.session));
  const storage = withLanguage(session, lang);
  const stored = session.get(STORAGE_KEYS.language);
  const language: Language = lang ?? (stored === 'ar' ? 'ar' : 'en');
  const notifier = terminalNotifier(output);
  const t = translator(language);
  const api = createApiClient({
    baseUrl: apiRoot,
    storage,
    ...(io.fetch ? { fetch: io.fetch } : {}),
    onSessionExpired: () => {
      session.remove(STORAGE_KEYS.token);
      notifier.notify('error', t('common.error.sessionExpired'));
    },
  });
  return {
    options,
    output,
    session,
    storage,
    api,
    apiRoot,
    language,
    t,
    notifier,
    navigator: recordingNavigator(),
    geolocation: noGeolocation(),
    trace: options.trace ? createTrace(resolve(options.trace)) : null,
    fetch: io.fetch ?? ((input, init) => fetch(input, init)),
  };
}
