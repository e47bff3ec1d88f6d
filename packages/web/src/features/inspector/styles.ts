import { css } from '../../../styled-system/css';

/** The panel's shared looks (Panda tokens: both themes, logical properties for right-to-left). */
export const sectionTitle = css({
  fontSize: 'sm',
  fontWeight: 'bold',
  color: 'fg.default',
});

export const muted = css({ fontSize: 'xs', color: 'fg.muted' });

export const code = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  overflowWrap: 'anywhere',
  unicodeBidi: 'isolate',
});

export const column = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minW: 0,
  minH: 0,
  flexShrink: 0,
  p: '3',
  overflowY: { lg: 'auto' },
  borderColor: 'border.default',
});

export const tag = css({
  display: 'inline-block',
  px: '1.5',
  borderRadius: 'sm',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontSize: 'xs',
  fontFamily: 'mono',
});

export const definitionList = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'xs',
  '& dt': { color: 'fg.muted' },
  '& dd': { minW: 0 },
});

export const select = css({
  h: '8',
  px: '2',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  minW: 0,
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
});
