import { lazy, Suspense } from 'react';
import { useInspectorAllowed } from './allowed.js';
import { OPEN_AT_START } from './inspection.js';

/** The switch's code (InspectorHost.tsx), loaded where the inspector may open. */
const InspectorHost = lazy(() =>
  import('./InspectorHost.js').then(({ InspectorHost }) => ({ default: InspectorHost })),
);

/**
 * In every page: the inspector's switch (keyboard shortcut, `?inspect`) where the inspector is
 * allowed, or where `?inspect` opened it in this tab (the switch then forgets what it recorded
 * when it is not allowed). Elsewhere (production) nothing, and none of its code is loaded: the
 * recording of actors (inspection.ts) is all the first load carries.
 */
export function InspectorGate() {
  const allowed = useInspectorAllowed();
  if (!allowed && !OPEN_AT_START) return null;
  return (
    <Suspense fallback={null}>
      <InspectorHost />
    </Suspense>
  );
}
