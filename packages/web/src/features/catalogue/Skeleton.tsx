import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';

/**
 * A placeholder's look: grey, pulsing, still for visitors who ask for reduced motion. For a
 * placeholder whose `display` depends on a selector, compose it in the same `css()` call
 * (two atomic classes of one property do not override each other by their order).
 */
export const skeletonLook = css.raw({
  display: 'block',
  bg: 'bg.muted',
  borderRadius: 'md',
  animation: 'skeleton',
  _motionReduce: { animation: 'none' },
});

/** A grey placeholder block that pulses while a list loads (skeletons, not spinners). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(css(skeletonLook), className)} />;
}

/** The shape of an item card. */
export function ItemCardSkeleton({ fluid = false }: { fluid?: boolean }) {
  return (
    <div
      className={cx(
        css({
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
          p: '2',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.surface',
          flexShrink: 0,
        }),
        fluid ? css({ w: 'full' }) : css({ w: '230px' }),
      )}
    >
      <Skeleton className={css({ aspectRatio: '1', w: 'full', borderRadius: 'lg' })} />
      <Skeleton className={css({ h: '3', w: '40%' })} />
      <Skeleton className={css({ h: '4', w: '85%' })} />
      <Skeleton className={css({ h: '4', w: '55%' })} />
    </div>
  );
}

/**
 * The shape of a card with a cover (a store's, a provider's, a vehicle's): the cover
 * (`mediaClassName` its height) over `children`, the lines. `fluid`: as wide as its cell, else
 * `widthClassName`'s width.
 */
export function CardSkeleton({
  fluid,
  widthClassName,
  mediaClassName,
  children,
}: {
  fluid: boolean;
  widthClassName: string;
  mediaClassName: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cx(
        css({
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.surface',
          overflow: 'hidden',
          flexShrink: 0,
        }),
        fluid ? css({ w: 'full' }) : widthClassName,
      )}
    >
      <Skeleton className={cx(css({ w: 'full', borderRadius: '0' }), mediaClassName)} />
      <div className={css({ p: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
        {children}
      </div>
    </div>
  );
}

/** The shape of a store card. */
export function StoreCardSkeleton({ fluid = false }: { fluid?: boolean }) {
  return (
    <CardSkeleton
      fluid={fluid}
      widthClassName={css({ w: '280px' })}
      mediaClassName={css({ h: '28' })}
    >
      <Skeleton className={css({ h: '4', w: '70%' })} />
      <Skeleton className={css({ h: '3', w: '50%' })} />
    </CardSkeleton>
  );
}

/** A labelled busy region around skeletons (announced once, not per block). */
export function LoadingRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
