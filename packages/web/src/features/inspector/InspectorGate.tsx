import { lazy, Suspense, useEffect, useState } from 'react';
import { useInspectorAllowed } from './allowed.js';
import { OPEN_AT_START } from './inspection.js';
import { isInspectorShortcut } from './shortcut.js';

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
  // The shortcut, until the switch has taken it: pressed before the switch's code is in, the
  // switch opens the panel as it mounts (it listens itself from then on).
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!allowed || asked) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      setAsked(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed, asked]);
  if (!allowed && !OPEN_AT_START) return null;
  return (
    <Suspense fallback={null}>
      <InspectorHost openNow={asked} />
    </Suspense>
  );
}
