import { useState } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The page's query, as `useSearchParams`, except that a change shows at once: the router's
 * navigation is a transition, so a checkbox or a toggle bound to the query would otherwise show
 * its old state until the navigation ends.
 */
export function useInstantSearchParams() {
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<{ from: string; next: URLSearchParams } | null>(null);
  const shown = pending != null && pending.from === params.toString() ? pending.next : params;
  const set = (next: URLSearchParams, options?: NavigateOptions) => {
    setPending({ from: params.toString(), next });
    setParams(next, options);
  };
  return [shown, set] as const;
}
