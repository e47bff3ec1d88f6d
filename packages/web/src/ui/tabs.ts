import { css } from '../../styled-system/css';

/** An underlined tab of an Ark tab list: muted, accent-coloured and underlined when selected. */
export const tabTrigger = css({
  px: '4',
  py: '2.5',
  fontWeight: 'semibold',
  fontSize: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  mb: '-1px',
  _selected: { color: 'accent.text', borderColor: 'accent.solid' },
  _hover: { color: 'fg.default' },
});
