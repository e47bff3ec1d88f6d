import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AuthDialogContext,
  type AuthDialogApi,
  type AuthDialogOptions,
  type AuthDialogView,
} from './context.js';

// The modal, its machine and its forms load the first time it opens (not with the landing page).
const AuthModal = lazy(() => import('./AuthModal.js'));

interface Opened {
  /** A new opening mounts a new modal (a new machine). */
  key: number;
  view: AuthDialogView;
  options: AuthDialogOptions;
}

/**
 * Mounts the app's one auth modal and gives `useAuthDialog().open(view, { onSignedIn })` to
 * everything under it. `onSignedIn` runs once the customer is signed in and the modal has closed.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const counter = useRef(0);
  const api = useMemo<AuthDialogApi>(
    () => ({
      open: (view, options = {}) => {
        counter.current += 1;
        setOpened({ key: counter.current, view, options });
      },
    }),
    [],
  );
  const finish = useCallback(
    (signedIn: boolean) => {
      const callback = opened?.options.onSignedIn;
      setOpened(null);
      if (signedIn) callback?.();
    },
    [opened],
  );
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <AuthModal key={opened.key} view={opened.view} onFinished={finish} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
