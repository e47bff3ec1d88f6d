/**
 * Fake ports and controllable calls for tests of code that runs the machines
 * (core's model-based tests, and the web and CLI tests). No test framework here. Like all of
 * src/testing/, only tests import it: core's build excludes the folder.
 */
import type {
  GeolocationOptions,
  GeolocationPort,
  GeoPosition,
  NavigatorPort,
  Notifier,
  ToastKind,
} from '../ports.js';

export interface RecordedToast {
  kind: ToastKind;
  message: string;
}

/** A notifier that records every toast. */
export function recordingNotifier(): Notifier & { toasts: RecordedToast[] } {
  const toasts: RecordedToast[] = [];
  return { toasts, notify: (kind, message) => void toasts.push({ kind, message }) };
}

/** A navigator that records the routes it was sent to and the reloads. */
export function recordingNavigator(): NavigatorPort & { paths: string[]; reloads: number } {
  const nav = {
    paths: [] as string[],
    reloads: 0,
    go: (path: string) => void nav.paths.push(path),
    reload: () => void (nav.reloads += 1),
  };
  return nav;
}

interface PendingCall {
  name: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Calls that stay pending until the test settles them: `start(name, input)` returns a
 * promise; `resolve(name, value)` / `reject(name, error)` settle the latest pending call
 * of that name (earlier ones were abandoned by the machine). `calls` lists every start.
 */
export function pendingCalls() {
  const pending: PendingCall[] = [];
  const calls: { name: string; input: unknown }[] = [];
  const take = (name: string): PendingCall => {
    for (let i = pending.length - 1; i >= 0; i -= 1) {
      const call = pending[i];
      if (call?.name === name) {
        pending.splice(i, 1);
        return call;
      }
    }
    throw new Error(`no pending "${name}" call`);
  };
  return {
    calls,
    start<T>(name: string, input: unknown): Promise<T> {
      calls.push({ name, input });
      return new Promise<T>((resolve, reject) => {
        pending.push({ name, input, resolve: resolve as (value: unknown) => void, reject });
      });
    },
    resolve(name: string, value: unknown): void {
      take(name).resolve(value);
    },
    reject(name: string, error: unknown): void {
      take(name).reject(error);
    },
    /** Whether a call of that name is waiting. */
    isPending(name: string): boolean {
      return pending.some((c) => c.name === name);
    },
  };
}

export type PendingCalls = ReturnType<typeof pendingCalls>;

/** A geolocation port whose answers the test gives through `calls` (name `geolocate`). */
export function pendingGeolocation(calls: PendingCalls): GeolocationPort {
  return {
    current: (options: GeolocationOptions) => calls.start<GeoPosition>('geolocate', options),
  };
}
