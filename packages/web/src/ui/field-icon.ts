import { css } from '../../styled-system/css';

/** The icon at the start of a form field (place, date and time, hours): centred, not clickable. */
export const fieldIcon = css({
  position: 'absolute',
  insetInlineStart: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'accent.text',
  pointerEvents: 'none',
  display: 'flex',
});
