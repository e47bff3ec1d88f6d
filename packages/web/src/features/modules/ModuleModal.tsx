import { lazy, Suspense } from 'react';

const ModuleChooser = lazy(() => import('./ModuleChooser.js'));

/**
 * The module selection modal (see ModuleChooser). Each opening runs a fresh module machine; its
 * code loads when it first opens.
 */
export function ModuleModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModuleChooser onClose={onClose} />
    </Suspense>
  );
}
