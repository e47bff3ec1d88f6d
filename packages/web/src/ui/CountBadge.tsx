import { css, cx } from '../../styled-system/css';

/**
 * A count on an icon button's corner (the cart, the chat) or at a row's end (the phone menu's
 * inbox): the design's one badge. Hidden from assistive technology: the button's name says it.
 */
export function CountBadge({
  children,
  corner = true,
  testId,
}: {
  children: string | number;
  /** On an icon button's corner (absolute), or in the flow of a row. */
  corner?: boolean;
  testId?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cx(
        css({
          display: 'grid',
          placeItems: 'center',
          borderRadius: 'full',
          bg: 'accent.solid',
          color: 'accent.onSolid',
          fontWeight: 'bold',
          lineHeight: '1',
          pointerEvents: 'none',
        }),
        corner
          ? css({
              position: 'absolute',
              top: '0.5',
              insetEnd: '0.5',
              minW: '5',
              h: '5',
              px: '1',
              fontSize: '2xs',
            })
          : css({ minW: '6', h: '6', px: '1.5', fontSize: 'xs' }),
      )}
    >
      {children}
    </span>
  );
}
