/** Running a core machine from a command: one actor, traced, awaited with a time limit. */
import { createActor, waitFor, type Actor, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import type { Context } from '../context.js';
import { CliError, EXIT } from '../errors.js';

/** How long a command waits for a flow to settle before giving up. */
export const FLOW_TIMEOUT_MS = 60_000;

export function startMachine<TMachine extends AnyStateMachine>(
  context: Context,
  machine: TMachine,
  input: unknown,
): Actor<TMachine> {
  const options: { input: unknown; inspect?: (event: never) => void } = { input };
  if (context.trace) options.inspect = context.trace.inspect;
  // The input type of each machine is checked where the machine is provided.
  const actor = createActor(machine, options as never) as Actor<TMachine>;
  actor.start();
  return actor;
}

/** Resolves with the first snapshot that satisfies `settled`; fails after FLOW_TIMEOUT_MS. */
export async function settle<TMachine extends AnyStateMachine>(
  actor: Actor<TMachine>,
  settled: (snapshot: SnapshotFrom<TMachine>) => boolean,
  what: string,
): Promise<SnapshotFrom<TMachine>> {
  try {
    return (await waitFor(actor, settled as never, {
      timeout: FLOW_TIMEOUT_MS,
    })) as SnapshotFrom<TMachine>;
  } catch (error) {
    const snapshot = actor.getSnapshot() as { status?: string; error?: unknown };
    if (snapshot.status === 'error') throw snapshot.error;
    throw new CliError(
      `${what} did not finish within ${FLOW_TIMEOUT_MS / 1000} s (${error instanceof Error ? error.message : String(error)})`,
      EXIT.unavailable,
      'timeout',
    );
  }
}
