/**
 * Resolves in a task of its own: the code after `await nextTask()` runs once the browser has had
 * the chance to paint, take input and run its other tasks. A message to a channel of our own,
 * not `setTimeout(0)`, which browsers hold back by 4 ms once timers nest.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs each step in its own task, in order: the next starts in a new task once the one before
 * has settled. A step that fails stops the rest (its error is the returned promise's).
 */
export async function inTasks(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}

/**
 * Until the returned function is called, `new Error(message)` and `Error(message)` make errors
 * without a stack: `Error` instances with their message, no frames recorded.
 *
 * For react-dom (errors-off.ts, main.tsx), whose module creates five errors as it runs:
 * sentinels React throws to suspend a render and catches itself, never shown. When DevTools is
 * attached (Lighthouse, the browser tests, a developer's open DevTools), V8 records each new
 * error's frames with their lines and columns, and one of the frames is react-dom's module,
 * bundled as one function of 180 kB that V8 then parses again: 50-100 ms of the main thread,
 * measured, in the task that starts the app. A phone without DevTools does not pay it; what
 * DevTools measures does (docs/decisions.md).
 */
export function stacklessErrors(): () => void {
  const Real = globalThis.Error;
  function Error(message?: unknown): Error {
    const error = Object.create(Real.prototype) as Error;
    if (message !== undefined) error.message = String(message);
    return error;
  }
  Error.prototype = Real.prototype;
  globalThis.Error = Error as unknown as ErrorConstructor;
  return () => {
    globalThis.Error = Real;
  };
}
