import { css } from '../../../styled-system/css';

/**
 * The frame of a catalogue page (Page.tsx) and of the module home (routes/Home.tsx), shared with
 * the prerendered shell's pages (app/shell/Shell.tsx), so that a page starts where its shell did
 * (issue 9). Without `display`: the shell shows one page's frame at a time.
 */
export const pageFrame = {
  box: css({
    maxW: '7xl',
    mx: 'auto',
    w: 'full',
    px: { base: '4', lg: '6' },
    py: { base: '5', md: '8' },
    flexDirection: 'column',
  }),
  /** A catalogue page's sections. */
  gap: css({ gap: { base: '5', md: '6' } }),
  /** The home's sections, further apart. */
  homeGap: css({ gap: { base: '6', md: '8' } }),
};
