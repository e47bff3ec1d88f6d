/** Turns whatever a command threw into a message, an error code and an exit status. */
import type { Translate } from '@storefront/core';
import { isApiError } from '@storefront/core/api/errors';
import { errorText, NETWORK_ERROR_KEY, type UiError } from '@storefront/core/domain/ui-error';
import { SessionFileError } from './adapters/session-file.js';
import { CliError, EXIT, type ExitCode } from './errors.js';

export interface Failure {
  code: string;
  message: string;
  exitCode: ExitCode;
  details?: unknown;
  /** Already shown to the user (a flow's error toast): human output skips it. */
  reported?: boolean;
}

/**
 * The error a flow ended with (a machine's `context.error`), as a command failure: the server's
 * messages (or the translated text), its code, and exit 3 when the server could not be reached.
 */
export function flowError(error: UiError | null, t: Translate, reported: boolean): CliError {
  const message = error ? errorText(error, t) : t('common.error.generic');
  const unreachable = error?.key === NETWORK_ERROR_KEY;
  const failure = new CliError(
    message,
    unreachable ? EXIT.unavailable : EXIT.failure,
    error?.code ?? (unreachable ? 'unreachable' : 'failed'),
  );
  failure.reported = reported;
  return failure;
}

function causeText(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${code}` : cause.message;
  }
  return error.message;
}

export function toFailure(error: unknown, apiRoot?: string): Failure {
  if (error instanceof CliError) {
    return {
      code: error.code,
      message: error.message,
      exitCode: error.exitCode,
      reported: error.reported,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  if (isApiError(error)) {
    const unavailable = error.status >= 500;
    return {
      code: error.code ?? `http-${error.status}`,
      message: unavailable
        ? `The server failed (HTTP ${error.status}): ${error.message}`
        : error.message,
      exitCode: unavailable ? EXIT.unavailable : EXIT.failure,
      details: { status: error.status, errors: error.entries },
    };
  }
  if (error instanceof SessionFileError) {
    return { code: 'session', message: error.message, exitCode: EXIT.failure };
  }
  // fetch() rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError && /fetch/i.test(error.message)) {
    return {
      code: 'unreachable',
      message: `Cannot reach the server${apiRoot ? ` at ${apiRoot}` : ''} (${causeText(error)}). Is it running? Start it with \`npm start\`, or pass --api URL.`,
      exitCode: EXIT.unavailable,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'failed', message, exitCode: EXIT.failure };
}
