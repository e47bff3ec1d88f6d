/**
 * Error bodies of the v1 API. The reference server always answers
 * `{"errors":[{"code","message"}]}`, but a 6amMart-style backend also sends
 * `{"errors":{"code","message"}}`, `{"errors":"Unauthorized"}`, `{"message"}` and
 * `{"errors":{"message"}}`; the client tolerates every one of them and shows the
 * server's message.
 */

export interface ErrorEntry {
  /** The field or error code (`email`, `zoneId`, `coordinates`...), or null when the body has none. */
  code: string | null;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function entryOf(value: unknown): ErrorEntry | null {
  if (isRecord(value)) {
    const message = text(value.message);
    if (message == null) return null;
    const code = typeof value.code === 'number' ? String(value.code) : text(value.code);
    return { code, message };
  }
  const message = text(value);
  return message == null ? null : { code: null, message };
}

/** A body that is plain text (not JSON): short, and not an HTML page. */
function plainTextMessage(body: string): string | null {
  const trimmed = body.trim();
  if (trimmed === '' || trimmed.startsWith('<') || trimmed.length > 300) return null;
  return trimmed;
}

/** Every `{code, message}` in an error body, whatever its shape. */
export function errorEntries(body: unknown): ErrorEntry[] {
  if (typeof body === 'string') {
    const message = plainTextMessage(body);
    return message == null ? [] : [{ code: null, message }];
  }
  if (!isRecord(body)) return [];
  const { errors } = body;
  if (Array.isArray(errors)) {
    return errors.map(entryOf).filter((e): e is ErrorEntry => e != null);
  }
  if (typeof errors === 'string') {
    const entry = entryOf(errors);
    return entry ? [entry] : [];
  }
  if (isRecord(errors)) {
    if ('message' in errors) {
      const entry = entryOf(errors);
      return entry ? [entry] : [];
    }
    // Laravel's validation shape: { errors: { field: ["message", ...] } }
    const entries: ErrorEntry[] = [];
    for (const [field, value] of Object.entries(errors)) {
      const first = Array.isArray(value) ? value[0] : value;
      const message = text(first);
      if (message != null) entries.push({ code: field, message });
    }
    if (entries.length > 0) return entries;
  }
  const message = text(body.message) ?? text(body.error);
  return message == null ? [] : [{ code: null, message }];
}

/** The messages of an error body, in order (`[]` when it has none). */
export function errorMessages(body: unknown): string[] {
  return errorEntries(body).map((e) => e.message);
}

/** A non-2xx answer from the API. `message` is the server's first message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly entries: ErrorEntry[];
  readonly messages: string[];
  readonly codes: string[];

  constructor(status: number, body: unknown) {
    const entries = errorEntries(body);
    super(entries[0]?.message ?? `HTTP ${status}`);
    this.status = status;
    this.entries = entries;
    this.messages = entries.map((e) => e.message);
    this.codes = entries.map((e) => e.code).filter((c): c is string => c != null);
  }

  /** The first error code, or null. */
  get code(): string | null {
    return this.codes[0] ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
