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
import type { VehicleQuickViewRequest } from './quick-view-request.js';

const VehicleQuickViewDialog = lazy(() => import('./VehicleQuickViewDialog.js'));

interface VehicleQuickViewApi {
  open: (request: VehicleQuickViewRequest) => void;
}

const Context = createContext<VehicleQuickViewApi | null>(null);

/** Opens the vehicle quick view of the page (null outside a VehicleQuickViewProvider). */
export function useVehicleQuickView(): VehicleQuickViewApi | null {
  return useContext(Context);
}

/**
 * Hosts the vehicle quick view of a page (rental-and-auth §2 'Vehicle quick-view modal'), as the
 * item quick view does: its code loads the first time one opens; following a link from it (the
 * vehicle's page, its provider) closes it.
 */
export function VehicleQuickViewProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<VehicleQuickViewRequest | null>(null);
  const [open, setOpen] = useState(false);
  const openView = useCallback((next: VehicleQuickViewRequest) => {
    setRequest(next);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ open: openView }), [openView]);
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    if (open) setOpen(false);
  }
  return (
    <Context.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <VehicleQuickViewDialog
            request={request}
            open={open}
            onOpenChange={setOpen}
            onExited={() => setRequest(null)}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}
