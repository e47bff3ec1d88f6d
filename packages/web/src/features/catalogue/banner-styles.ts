import { css } from '../../../styled-system/css';

/**
 * A banner's title, HTML over the start side of its picture (issue 15); shared with the rental
 * home's banners.
 */
export const bannerTitle = css({
  position: 'absolute',
  insetBlock: '0',
  insetStart: '0',
  w: { base: '56%', md: '60%' },
  display: 'flex',
  alignItems: 'center',
  // Clear of the previous button, which sits over the start edge from md up.
  ps: { base: '4', md: '14' },
  pe: '2',
  color: 'fg.default',
  fontSize: { base: 'md', sm: 'xl', md: 'lg', lg: '2xl' },
  fontWeight: 'extrabold',
  lineHeight: 'tight',
  textWrap: 'balance',
});

/**
 * A banner's picture: fills its frame (a wider picture is cropped at the top and bottom), its art
 * on the end side, mirrored right to left so that the start side stays free for the title.
 */
export const bannerPicture = css({
  w: 'full',
  h: 'full',
  objectFit: 'cover',
  _rtl: { transform: 'scaleX(-1)' },
});
