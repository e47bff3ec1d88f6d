import { isSignedIn, readSession } from '@storefront/core/domain/session';
import { storage } from '../../adapters/storage.js';

/**
 * Watches the stored token for the end of a session (a logout, an expired token, another tab):
 * the moment it goes from present to absent, the history entry the visitor was on is remembered
 * and the listeners run (in the next microtask). Kept outside React because the app's tree may
 * remount when the sign-in state changes, and a component would then never see the change.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let signedIn = isSignedIn(readSession(storage));
/** The history key (react-router's `location.key`) of the page where the session ended. */
let endedAt: string | null = null;
/** When it ended (ms): a page opened just before or after the end is also the ended session's. */
let endedTime = 0;
/**
 * How long after a session ended a page that needs one still counts as that session's (a 401 of
 * the page being left can land after the next page is open): no sign-in modal then.
 */
const ENDED_RECENTLY_MS = 3_000;

/** React-router's key of the current history entry ('default' for the page first loaded). */
function historyKey(): string {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('key' in state)) return 'default';
  return typeof state.key === 'string' ? state.key : 'default';
}

storage.subscribe(() => {
  const now = isSignedIn(readSession(storage));
  if (signedIn && !now) {
    endedAt = historyKey();
    endedTime = Date.now();
    // After the code that removed the token (a request's middleware, a machine's action) is
    // done: a listener never runs inside it, nor makes it fail.
    const due = [...listeners];
    queueMicrotask(() => {
      for (const listener of due) {
        try {
          listener();
        } catch (error) {
          console.error(error);
        }
      }
    });
  }
  if (now) endedAt = null;
  signedIn = now;
});

/** Runs `listener` each time a session ends; returns the unsubscribe. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the session ended while the visitor was on the page of this history key. */
export function sessionEndedOn(locationKey: string): boolean {
  if (endedAt === null) return false;
  return endedAt === locationKey || Date.now() - endedTime < ENDED_RECENTLY_MS;
}
