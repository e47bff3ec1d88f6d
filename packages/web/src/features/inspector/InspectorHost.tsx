import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { OPEN_AT_START, PANEL_OPEN_KEY, startRecording, stopRecording } from './inspection.js';
import { useInspectorAllowed } from './allowed.js';
import { isInspectorShortcut } from './shortcut.js';

/** The panel's code (and its texts), loaded when it first opens. */
const InspectorPanel = lazy(() =>
  Promise.all([
    import('./InspectorPanel.js'),
    import('./texts.js').then((m) => m.loadInspectorTexts()),
  ]).then(([panel]) => panel),
);

function remember(open: boolean) {
  try {
    if (open) window.sessionStorage.setItem(PANEL_OPEN_KEY, '1');
    else window.sessionStorage.removeItem(PANEL_OPEN_KEY);
  } catch {
    // Storage refused (private mode): the panel just does not reopen with the tab.
  }
}

/**
 * The inspector's switch, in every page: the keyboard shortcut (shortcut.ts) and `?inspect`
 * open the panel when allowed; closing it (Escape, its close button, the shortcut) stops the
 * recording and gives the focus back to where it was.
 */
export function InspectorHost({ openNow = false }: { openNow?: boolean }) {
  const allowed = useInspectorAllowed();
  const [open, setOpen] = useState(OPEN_AT_START);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    startRecording();
    remember(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
    stopRecording();
    remember(false);
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, []);

  // The shortcut pressed before this code was in (InspectorGate): open as it mounts.
  const openedAtMount = useRef(openNow);
  useEffect(() => {
    if (openedAtMount.current && !OPEN_AT_START) show();
    openedAtMount.current = false;
  }, [show]);

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      if (open) hide();
      else show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed, open, show, hide]);

  // Opened by `?inspect`, it stays open in this tab after the address loses the parameter; not
  // allowed here (production), what `?inspect` started to record is forgotten.
  useEffect(() => {
    if (!open || allowed === undefined) return;
    if (allowed) {
      remember(true);
    } else {
      stopRecording();
      remember(false);
    }
  }, [allowed, open]);

  if (!open || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <InspectorPanel onClose={hide} />
    </Suspense>
  );
}
