import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../styled-system/css';
import { button, type ButtonVariantProps } from '../../styled-system/recipes';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

/** The design system's button (Panda `button` recipe). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cx(button({ variant, size }), className)} {...props} />
  );
});
