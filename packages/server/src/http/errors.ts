/**
 * The one error shape of the API: `{"errors":[{"code","message"}]}` (reference §3). Handlers throw
 * `ApiError`; the app's error handler turns it, a database outage, a body too large or an
 * unexpected failure into that shape. Stack traces never reach a response.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorEntry {
  code: string;
  message: string;
}

export interface ErrorBody {
  errors: ErrorEntry[];
}

export function errorBody(code: string, message: string): ErrorBody {
  return { errors: [{ code, message }] };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ErrorEntry[],
  ) {
    super(errors.map((e) => `${e.code}: ${e.message}`).join('; '));
    this.name = 'ApiError';
  }
}

/** Throws the error body with one entry. */
export function fail(status: ContentfulStatusCode, code: string, message: string): never {
  throw new ApiError(status, [{ code, message }]);
}

/** The database is not connected (PostgreSQL down, or the server shutting down). */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database is unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}

export const MESSAGES = {
  database: 'The database is unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'The requested resource was not found.',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
} as const;

/** SQLSTATE classes and codes that mean "the connection, not the query, failed". */
const CONNECTION_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Client was closed',
  'PGlite is closed',
];

/** Whether an error (or any error in its `cause` chain) is a lost or refused connection. */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message, errors } = current as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
    };
    if (
      typeof code === 'string' &&
      (CONNECTION_ERRNOS.has(code) || CONNECTION_SQLSTATES.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    // AggregateError (happy eyeballs: ::1 and 127.0.0.1 both refused).
    if (Array.isArray(errors) && errors.some((e) => isConnectionError(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A one-line description for logs (no stack). */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return describeError(error.errors[0]);
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const text = error.message || error.name;
    return typeof code === 'string' && !text.includes(code) ? `${code} ${text}` : text;
  }
  return String(error);
}
