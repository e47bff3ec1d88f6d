import { css } from '../../../styled-system/css';

/**
 * The landing hero's boxes, shared by the page (routes/Landing.tsx) and the prerendered shell
 * (Shell.tsx): the shell's title, painted from the HTML with the texts the server fills in, has
 * the box of the page's title, so the page taking over paints nothing larger (no new largest
 * paint) and moves nothing.
 */
export const hero = {
  section: css({
    position: 'relative',
    overflow: 'hidden',
    bg: 'bg.surface',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  glow: css({
    position: 'absolute',
    inset: '0',
    bgImage:
      'radial-gradient(circle at 85% 15%, token(colors.accent.muted) 0, transparent 45%), radial-gradient(circle at 10% 90%, token(colors.accent.subtle) 0, transparent 40%)',
    pointerEvents: 'none',
    _rtl: { transform: 'scaleX(-1)' },
  }),
  body: css({
    position: 'relative',
    maxW: '3xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '12', md: '20' },
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
  }),
  heading: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    textAlign: 'center',
  }),
  title: css({
    fontSize: { base: '3xl', md: '5xl' },
    fontWeight: 'extrabold',
    lineHeight: '1.1',
    letterSpacing: 'tight',
  }),
  subtitle: css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted' }),
  card: css({
    bg: 'bg.surface',
    borderRadius: '2xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'overlay',
    p: { base: '4', md: '6' },
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  }),
  locationTitle: css({ fontWeight: 'semibold' }),
};
