import { css } from '../../../styled-system/css';

/**
 * The boxes of a store's (or a provider's) header (HeaderFrame.tsx), shared with its skeleton
 * (StoreHeaderSkeleton.tsx: the loading page and the prerendered shell), so that the cover and
 * the logo stay in place when the header replaces the skeleton (issue 9).
 */
export const headerFrame = {
  card: css({
    bg: 'bg.surface',
    borderRadius: '2xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflow: 'hidden',
    boxShadow: 'card',
  }),
  cover: css({ h: { base: '32', md: '52' } }),
  /** Logo beside (under, on phones) the name and the lines after it. */
  body: css({
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    gap: { base: '3', md: '5' },
    px: { base: '4', md: '6' },
    pb: '5',
  }),
  /** The logo's box, over the cover's lower edge. */
  logo: css({
    position: 'relative',
    w: { base: '20', md: '28' },
    h: { base: '20', md: '28' },
    mt: { base: '-10', md: '-14' },
    borderRadius: '2xl',
    borderWidth: '3px',
    borderColor: 'bg.surface',
    flexShrink: 0,
  }),
  lines: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    pt: { md: '3' },
    minW: 0,
    flex: '1',
  }),
  /** A store's three facts (delivery time, minimum order, delivery). */
  storeFacts: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, auto)' },
    justifyContent: { md: 'start' },
    gap: { base: '3', md: '8' },
    mt: '2',
  }),
};
