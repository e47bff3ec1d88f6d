import { isSignedIn } from '@storefront/core/domain/session';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSession } from '../../app/session.js';

interface LogoutApi {
  /** Asks 'Are you sure you want to  logout?' (the route the customer is on decides where to go). */
  request: (path: string) => void;
  /** Registers what closes when the logout happens (the account menu). */
  onCloseMenu: (close: (() => void) | null) => void;
}

// Core's logout machine and its confirm dialog (LogoutRun) load once a customer is signed in:
// a guest has nothing to log out of.
const LogoutRun = lazy(() => import('./LogoutRun.js'));

const LogoutContext = createContext<LogoutApi | null>(null);

/** Logout from the account menu (or any other menu under the provider). */
export function useLogout(): LogoutApi {
  const value = useContext(LogoutContext);
  if (value == null) throw new Error('useLogout needs the LogoutProvider above it');
  return value;
}

/** Hosts the logout of the app's menus (the header mounts it once). */
export function LogoutProvider({ children }: { children: ReactNode }) {
  const signedIn = isSignedIn(useSession());
  // Once mounted, the logout stays: its machine outlives the token it removes.
  const [needed, setNeeded] = useState(signedIn);
  if (signedIn && !needed) setNeeded(true);
  const [run, setRun] = useState(0);
  const send = useRef<((path: string) => void) | null>(null);
  // A logout asked for before the machine's code is there.
  const pending = useRef<string | null>(null);
  const closeMenuRef = useRef<(() => void) | null>(null);
  const onReady = useCallback((next: (path: string) => void) => {
    send.current = next;
    const path = pending.current;
    pending.current = null;
    if (path != null) next(path);
  }, []);
  const onDone = useCallback(() => {
    send.current = null;
    setRun((n) => n + 1);
  }, []);
  const closeMenu = useCallback(() => closeMenuRef.current?.(), []);
  const value = useMemo<LogoutApi>(
    () => ({
      request: (path) => {
        if (send.current) send.current(path);
        else {
          pending.current = path;
          setNeeded(true);
        }
      },
      onCloseMenu: (close) => {
        closeMenuRef.current = close;
      },
    }),
    [],
  );
  return (
    <LogoutContext.Provider value={value}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <LogoutRun key={run} onReady={onReady} onDone={onDone} closeMenu={closeMenu} />
        </Suspense>
      )}
    </LogoutContext.Provider>
  );
}
