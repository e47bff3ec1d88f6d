import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { QuickViewRequest } from './quick-view-request.js';

const QuickViewDialog = lazy(() => import('./QuickViewDialog.js'));

interface QuickViewApi {
  open: (request: QuickViewRequest) => void;
}

const QuickViewContext = createContext<QuickViewApi | null>(null);

/** Opens the item quick view of the page (null outside a QuickViewProvider). */
export function useQuickView(): QuickViewApi | null {
  return useContext(QuickViewContext);
}

/**
 * Hosts the item quick view of a page. Its code (dialog, item machine) loads the first time a
 * quick view opens. `storeId`: the page is that store's page (the store link is hidden).
 */
export function QuickViewProvider({
  children,
  storeId = null,
}: {
  children: ReactNode;
  storeId?: number | null;
}) {
  const [request, setRequest] = useState<QuickViewRequest | null>(null);
  const [open, setOpen] = useState(false);
  const openView = useCallback((next: QuickViewRequest) => {
    setRequest(next);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ open: openView }), [openView]);
  // Following a link from the quick view (its store) closes it.
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    if (open) setOpen(false);
  }
  return (
    <QuickViewContext.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <QuickViewDialog
            request={request}
            open={open}
            onOpenChange={setOpen}
            onExited={() => setRequest(null)}
            currentStoreId={storeId}
          />
        </Suspense>
      )}
    </QuickViewContext.Provider>
  );
}
