/** Exit codes of the `storefront` command. */
export const EXIT = {
  ok: 0,
  /** The operation failed: the server refused it or a flow ended in failure. */
  failure: 1,
  /** Bad command line: unknown command or option, a missing or invalid argument. */
  usage: 2,
  /** The server could not be reached, or answered with a server error. */
  unavailable: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error that the command line reports with a code and an exit status. */
export class CliError extends Error {
  override name = 'CliError';
  /** True when the message was already shown (as a flow's error toast): not printed again. */
  reported = false;
  /** What the failure leaves behind for a script (e.g. the order a declined payment kept). */
  details?: unknown;
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
    readonly code: string = exitCode === EXIT.usage ? 'usage' : 'failed',
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage, 'usage');
