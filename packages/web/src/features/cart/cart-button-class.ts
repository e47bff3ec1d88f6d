import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** The header cart button's classes: the same for the look-alike and the real button. */
export const cartButtonClass = cx(
  button({ variant: 'ghost', size: 'icon' }),
  css({ position: 'relative' }),
);
