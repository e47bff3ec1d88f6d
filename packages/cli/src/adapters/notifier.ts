import type { Notifier, ToastKind } from '@storefront/core';
import type { Output } from '../output.js';

export interface RecordingNotifier extends Notifier {
  /** Every toast so far, in order. */
  readonly toasts: { kind: ToastKind; message: string }[];
}

const MARK: Record<ToastKind, string> = { success: '✓', info: 'i', warning: '!', error: '✗' };

/**
 * The web app's toasts, in a terminal: success and info on stdout, warnings and errors on
 * stderr; with `--json` every toast goes to stderr (stdout holds the JSON result) and is also
 * kept for the result.
 */
export function terminalNotifier(output: Output): RecordingNotifier {
  const toasts: { kind: ToastKind; message: string }[] = [];
  return {
    toasts,
    notify(kind, message) {
      toasts.push({ kind, message });
      const text = `${MARK[kind]} ${message}`;
      if (output.json || kind === 'error' || kind === 'warning') output.notice(text);
      else
        output.line(kind === 'success' ? output.style('green', text) : output.style('cyan', text));
    },
  };
}
