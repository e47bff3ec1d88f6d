import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** What a page's quick view offers its cards: opening it on a request. */
export interface QuickViewApi<Request> {
  open: (request: Request) => void;
}

/**
 * The state of a page's quick view (the item's, the vehicle's): the last request (kept while the
 * dialog closes, dropped once it has exited) and whether it is open. Following a link from the
 * quick view (another page) closes it.
 */
export function useQuickViewHost<Request>() {
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const openView = useCallback((next: Request) => {
    setRequest(next);
    setOpen(true);
  }, []);
  const api = useMemo<QuickViewApi<Request>>(() => ({ open: openView }), [openView]);
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    if (open) setOpen(false);
  }
  return {
    api,
    request,
    /** The dialog's open state and callbacks. */
    dialog: { open, onOpenChange: setOpen, onExited: () => setRequest(null) },
  };
}
