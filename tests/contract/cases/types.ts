// The shape of a contract case, and helpers the case files share.
import { inject } from 'vitest';
import { http } from '../../support/http.js';
import type { HttpResult } from '../../support/http.js';

export type Query = Record<string, string | number>;
export type Params = Record<string, string | number>;
export type Headers = Record<string, string>;
export type Lazy<T> = T | (() => Promise<T>);

export const resolve = async <T>(value: Lazy<T> | undefined): Promise<T | undefined> =>
  typeof value === 'function' ? (value as () => Promise<T>)() : value;

/** A request to the operation; method and path come from the YAML. */
export interface Call {
  name: string;
  /** Values of the path parameters (`{id}`). */
  path?: Lazy<Params>;
  query?: Lazy<Query>;
  /** Headers, over the case's own. */
  headers?: Lazy<Headers>;
  /** Headers of the case to leave out (to test a missing `zoneId` or `moduleId`). */
  without?: string[];
  body?: Lazy<unknown>;
  /** Sent on a connection of its own (a body the server refuses before reading it). */
  fresh?: boolean;
}

export interface ValidCall extends Call {
  /** Expected status (default 200); the body is validated against this status's schema. */
  status?: Lazy<number>;
  check?: (json: unknown, result: HttpResult) => void | Promise<void>;
}

export interface InvalidCall extends Call {
  /** Expected status when the reference fixes it; any 4xx otherwise. */
  status?: number;
  /** Expected code of the first error. */
  code?: string;
  /** Expected message of the first error. */
  message?: string;
}

export interface ContractCase {
  /** Headers sent with every call of the case (and the generated bad-parameter calls). */
  headers?: Lazy<Headers>;
  /** The first valid call is the base of the generated bad-parameter calls. */
  valid: ValidCall[];
  invalid: InvalidCall[];
}

export const baseUrl = () => inject('serverUrl');

/** Shares one load between tests (fixtures looked up on the live server). */
export function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}

/** GET an API path that must answer 200; its JSON body. */
export async function getJson<T>(path: string, query?: Query, headers?: Headers): Promise<T> {
  const result = await http(baseUrl(), `/api/v1${path}`, { query, headers });
  if (result.status !== 200)
    throw new Error(`GET ${path} answered ${result.status}: ${result.text}`);
  return result.json as T;
}

export const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };
export const DUBAI_MALL_AREA = { lat: 25.1985, lng: 55.2796 };
/** In the Gulf of Guinea: inside no zone of the demo marketplace. */
export const NOWHERE = { lat: 0, lng: 0 };
export const MODULE_TYPES = ['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel', 'rental'];

/** The zone ids of Downtown Dubai, as get-zone-id gives them. */
export const downtownZoneIds = memo(async () => {
  const answer = await getJson<{ zone_id: string }>('/config/get-zone-id', DOWNTOWN);
  return JSON.parse(answer.zone_id) as number[];
});
