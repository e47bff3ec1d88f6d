/**
 * What the machines ask the outside world to do, as plain data, and the helpers
 * that carry it out through the ports. Machines name these effects; the
 * `provide<Name>Machine` helpers implement them with the adapters' ports.
 */
import type { Notifier, ToastKind } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { UiError } from '../domain/ui-error.js';

/** A toast: the server's `messages` verbatim when present, else the translation of `key`. */
export interface NotifyParams {
  kind: ToastKind;
  key: string;
  messages?: readonly string[];
}

/** The toast for an error kept in context. */
export function errorToast(error: UiError | null): NotifyParams {
  if (error == null) return { kind: 'error', key: 'common.error.generic' };
  return { kind: 'error', key: error.key, messages: error.messages };
}

/** Shows a toast through the notifier: one per server message, else the translated key. */
export function showToast(notifier: Notifier, t: Translate, params: NotifyParams): void {
  const messages = params.messages?.filter((m) => m.trim() !== '') ?? [];
  if (messages.length === 0) {
    notifier.notify(params.kind, t(params.key));
    return;
  }
  for (const message of messages) notifier.notify(params.kind, message);
}

/**
 * The default implementation of a named action or actor a machine leaves to
 * `provide()`: running a machine without providing it fails loudly.
 */
export function notProvided(machine: string, name: string): () => never {
  return () => {
    throw new Error(
      `${machine}: "${name}" is not provided; use provide${machine[0]?.toUpperCase()}${machine.slice(1)}(deps)`,
    );
  };
}
