import { css } from '../../../styled-system/css';

/**
 * The product page's skeleton (routes/Product.tsx, while the item loads), shared with the
 * prerendered shell's product page (app/shell/Shell.tsx): the same boxes, so nothing moves when
 * the app takes over from the HTML.
 */
export const productSkeleton = {
  /** The picture beside the details (under them on phones). */
  grid: css({
    display: 'grid',
    gap: '8',
    gridTemplateColumns: { base: '1fr', md: '5fr 7fr' },
  }),
  picture: css({ aspectRatio: '1', borderRadius: 'xl' }),
  details: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  name: css({ h: '8', w: '70%' }),
  price: css({ h: '5', w: '40%' }),
  options: css({ h: '32' }),
};
