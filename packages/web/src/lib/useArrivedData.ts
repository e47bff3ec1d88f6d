import { useDeferredValue } from 'react';

/**
 * A query's data as it arrives, rendered in a transition (issue 9): the render that first shows
 * the data (a row or a grid of cards) runs in slices that yield to the browser instead of one
 * long task, and the caller's skeleton stays until it is ready. `undefined` while there is no
 * data, at once when the data goes (a new search's query), so an old list never shows beside a
 * new heading; data that replaces data (a next page) renders as it comes.
 */
export function useArrivedData<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}
