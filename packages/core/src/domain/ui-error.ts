import type { Translate } from '../i18n/index.js';

/**
 * An error as machines keep it in their context: plain data, so it serialises.
 * `messages` are texts to show as they are (the server's messages, already in the
 * request's language); when there are none, the UI shows the translation of `key`.
 */
export interface UiError {
  /** i18n key of the fallback text (always set). */
  key: string;
  /** The server's messages, shown verbatim; empty when the error has no server text. */
  messages: string[];
  /** The first error code from the server (`coordinates`, `zoneId`...), or null. */
  code: string | null;
}

export function uiError(
  key: string,
  messages: readonly string[] = [],
  code: string | null = null,
): UiError {
  return { key, messages: [...messages], code };
}

/** The texts to show for an error: the server's messages, else the translated key. */
export function errorTexts(error: UiError, t: Translate): string[] {
  return error.messages.length > 0 ? [...error.messages] : [t(error.key)];
}

/** One line of text for an error (messages joined by a new line). */
export function errorText(error: UiError, t: Translate): string {
  return errorTexts(error, t).join('\n');
}

/** Key of the generic failure text ('Something went wrong'). */
export const GENERIC_ERROR_KEY = 'common.error.generic';
/** Key of the text shown when the server cannot be reached. */
export const NETWORK_ERROR_KEY = 'common.error.network';

/**
 * Turns whatever an actor rejected with into a `UiError`. An API error (anything
 * carrying `messages: string[]`, such as `ApiError`) keeps the server's messages
 * and first code; a failed `fetch` (a TypeError) gets the network text; anything
 * else gets `fallbackKey`.
 */
export function toUiError(error: unknown, fallbackKey: string = GENERIC_ERROR_KEY): UiError {
  if (typeof error === 'object' && error !== null && 'messages' in error) {
    const { messages, codes } = error as { messages: unknown; codes?: unknown };
    if (Array.isArray(messages)) {
      const texts = messages.filter((m): m is string => typeof m === 'string' && m !== '');
      const code = Array.isArray(codes) && typeof codes[0] === 'string' ? codes[0] : null;
      return uiError(fallbackKey, texts, code);
    }
  }
  if (error instanceof TypeError) return uiError(NETWORK_ERROR_KEY);
  return uiError(fallbackKey);
}
