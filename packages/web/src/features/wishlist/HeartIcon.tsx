import { Icon, type IconProps } from '../../ui/header-icons.js';

/** The wishlist heart: outlined, or filled when the id is in the wishlist. */
export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p}>
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.4 4.4 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);
