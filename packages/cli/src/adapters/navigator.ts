import type { NavigatorPort } from '@storefront/core';

export interface RecordingNavigator extends NavigatorPort {
  /** The routes the flow went to, in order. */
  readonly routes: string[];
  /** The last route, or null. */
  current(): string | null;
}

/** A navigator for a terminal: it records the routes a flow goes to; reload does nothing. */
export function recordingNavigator(): RecordingNavigator {
  const routes: string[] = [];
  return {
    routes,
    go(path) {
      routes.push(path);
    },
    reload() {
      // A command line has no page to reload: the next command reads the session file again.
    },
    current: () => routes.at(-1) ?? null,
  };
}
