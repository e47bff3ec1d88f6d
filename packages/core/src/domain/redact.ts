/**
 * Redaction of secrets in values shown or written for developers (the web app's state-machine
 * inspector: actor context, event payloads). A key is secret when one of its words (split at
 * camelCase, `_`, `-`, `.` and spaces) is one of SECRET_WORDS, e.g. `token`, `accessToken`,
 * `reset_token`, `confirm_password`, `otp`, `pinCode`, `card_number`; `{ field, value }` pairs
 * whose field is secret (a form's change event) redact the value; a `code` of 4 to 8 digits is
 * an OTP. Nothing here mutates its input.
 */

/** The words that make a key secret. */
export const SECRET_WORDS: ReadonlySet<string> = new Set([
  'token',
  'tokens',
  'password',
  'passwords',
  'passwd',
  'otp',
  'secret',
  'secrets',
  'pin',
  'card',
  'cards',
  'cvv',
  'cvc',
  'authorization',
  'cookie',
  'credential',
  'credentials',
  'apikey',
]);

/** What stands in for a redacted value. */
export const REDACTED = '[redacted]';

/** The words of a key: `resetToken` → reset, token; `card_number` → card, number. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a value under this key is a secret. */
export function isSecretKey(key: string): boolean {
  const words = keyWords(key);
  if (words.some((word) => SECRET_WORDS.has(word))) return true;
  // `apiKey`, `api_key`, `secretKey` (secret is caught above).
  return words.includes('api') && words.includes('key');
}

const OTP_LIKE = /^\d{4,8}$/;

/**
 * A copy of `value` with every secret replaced by REDACTED; functions, symbols and cycles left
 * out (`[circular]`), objects deeper than `maxDepth` summarised. `describe` may stand in for an
 * object it knows (an actor reference), returning undefined for the others.
 */
export function redactSecrets(
  value: unknown,
  options: { maxDepth?: number; describe?: (item: object) => unknown } = {},
): unknown {
  const maxDepth = options.maxDepth ?? 8;
  const seen = new WeakSet<object>();
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'function' || typeof item === 'symbol') return undefined;
    if (typeof item === 'bigint') return item.toString();
    if (item === null || typeof item !== 'object') return item;
    const known = options.describe?.(item);
    if (known !== undefined) return known;
    if (seen.has(item)) return '[circular]';
    if (item instanceof Date) return item.toISOString();
    if (depth >= maxDepth) return Array.isArray(item) ? `[${item.length}]` : '{…}';
    seen.add(item);
    try {
      if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
      if (item instanceof Map) return walk(Object.fromEntries(item), depth);
      if (item instanceof Set) return walk([...item], depth);
      const record = item as Record<string, unknown>;
      const secretField = ['field', 'name', 'key'].some(
        (name) => typeof record[name] === 'string' && isSecretKey(record[name]),
      );
      const out: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(record)) {
        if (typeof entry === 'function' || typeof entry === 'symbol') continue;
        const secret =
          isSecretKey(key) ||
          (secretField && key === 'value') ||
          (key === 'code' && typeof entry === 'string' && OTP_LIKE.test(entry.trim()));
        out[key] = secret && entry != null && entry !== '' ? REDACTED : walk(entry, depth + 1);
      }
      return out;
    } finally {
      seen.delete(item);
    }
  };
  return walk(value, 0);
}
