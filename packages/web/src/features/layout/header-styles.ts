import { css } from '../../../styled-system/css';

/**
 * The header's boxes, shared by the header (Header.tsx) and the prerendered shell's frame
 * (app/shell/Shell.tsx, rendered at build time without the providers the header needs): the
 * shell's header has the header's size on every width, so the app taking over moves nothing.
 */
export const headerStyles = {
  /** The sticky bar over the page. */
  frame: css({
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'bg.surface',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  /**
   * Its row: the logo, the location, the navigation and the icons. On phones the location
   * takes a row of its own under the logo and the icons, so that its text has the whole width.
   */
  bar: css({
    maxW: '7xl',
    mx: 'auto',
    px: { base: '3', sm: '4', lg: '6' },
    display: 'flex',
    flexWrap: { base: 'wrap', sm: 'nowrap' },
    alignItems: 'center',
    columnGap: { base: '1', sm: '3' },
    h: { base: 'auto', sm: '16', xl: '[72px]' },
    pt: { base: '2.5', sm: '0' },
    pb: { base: '1', sm: '0' },
  }),
  /** The location's place (its own row on phones). */
  location: css({
    order: { base: 1, sm: 0 },
    flex: { base: '1 0 100%', sm: '1' },
    minW: 0,
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    mt: { base: '1.5', sm: '0' },
  }),
  /** The compact header's module chips row, on /home. */
  chips: css({
    maxW: '7xl',
    mx: 'auto',
    px: { base: '3', sm: '4' },
    borderTopWidth: '1px',
    borderColor: 'border.default',
  }),
};
