import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { KeyValueStorage } from '../ports.js';
import type { paths } from './schema.gen.js';
import { sessionMiddleware } from './middleware.js';

/** The typed v1 client: `api.GET('/module')`, `api.POST('/auth/guest/request')`... */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** The API root including `/api/v1`: `http://localhost:8080/api/v1`, or `/api/v1` in the browser. */
  baseUrl: string;
  /** Where the session lives (token, zone ids, module, language, position). */
  storage: KeyValueStorage;
  /** A fetch implementation; defaults to the global `fetch`. */
  fetch?: ClientOptions['fetch'];
  /** Called when a call answers 401 while a token is stored. */
  onSessionExpired?: () => void;
}

/** Creates the typed API client with the session middleware installed. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(
    sessionMiddleware({ storage: options.storage, onSessionExpired: options.onSessionExpired }),
  );
  return client;
}
