import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions of the visit's history entries (by location key). */
const positions = new Map<string, number>();

/**
 * The browser's scroll on client-side navigations: a new page starts at the top (or at its
 * `#hash` target), back and forward return to where the visitor was.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    if (current.current === key) return; // the first page: the browser's own position
    current.current = key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved != null) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
