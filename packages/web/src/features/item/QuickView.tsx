import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { useQuickViewHost, type QuickViewApi as HostApi } from './quick-view-host.js';
import type { QuickViewRequest } from './quick-view-request.js';

const QuickViewDialog = lazy(() => import('./QuickViewDialog.js'));

type QuickViewApi = HostApi<QuickViewRequest>;

const QuickViewContext = createContext<QuickViewApi | null>(null);

/** Opens the item quick view of the page (null outside a QuickViewProvider). */
export function useQuickView(): QuickViewApi | null {
  return useContext(QuickViewContext);
}

/**
 * Hosts the item quick view of a page. Its code (dialog, item machine) loads the first time a
 * quick view opens; following a link from it (its store) closes it. `storeId`: the page is that
 * store's page (the store link is hidden).
 */
export function QuickViewProvider({
  children,
  storeId = null,
}: {
  children: ReactNode;
  storeId?: number | null;
}) {
  const { api, request, dialog } = useQuickViewHost<QuickViewRequest>();
  return (
    <QuickViewContext.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <QuickViewDialog request={request} {...dialog} currentStoreId={storeId} />
        </Suspense>
      )}
    </QuickViewContext.Provider>
  );
}
