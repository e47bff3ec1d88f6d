import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';

/**
 * Renders `children` only once the place it will take comes near the viewport (within
 * `margin`, 800 px by default): a page's off-screen sections then cost nothing at first paint —
 * no rendering, no requests (issue 9: /home rendered some sixty cards and ten lists at once).
 * Until then it holds `reserve` of height, the section's usual size, so that nothing on screen
 * moves when it fills in. Without IntersectionObserver, it renders at once.
 */
export function OnScreen({
  children,
  reserve,
  margin = 800,
}: {
  children: ReactNode;
  reserve: string;
  margin?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the section renders in slices that yield to the browser, not in one
        // long task while the page is still settling (issue 9).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-on-screen="waiting"
      style={{ minHeight: reserve }}
      className={css({ flexShrink: 0 })}
    />
  );
}
