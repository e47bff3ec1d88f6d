import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { useQuickViewHost, type QuickViewApi } from '../item/quick-view-host.js';
import type { VehicleQuickViewRequest } from './quick-view-request.js';

const VehicleQuickViewDialog = lazy(() => import('./VehicleQuickViewDialog.js'));

type VehicleQuickViewApi = QuickViewApi<VehicleQuickViewRequest>;

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
  const { api, request, dialog } = useQuickViewHost<VehicleQuickViewRequest>();
  return (
    <Context.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <VehicleQuickViewDialog request={request} {...dialog} />
        </Suspense>
      )}
    </Context.Provider>
  );
}
