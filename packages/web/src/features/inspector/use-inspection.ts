import { useSyncExternalStore } from 'react';
import { inspectionVersion, subscribe } from './inspection.js';

/** Re-renders the caller when the running actors or the recorded steps change. */
export function useInspection(): number {
  return useSyncExternalStore(subscribe, inspectionVersion);
}
