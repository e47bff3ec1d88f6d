import { css, cx } from '../../styled-system/css';

/** A small busy indicator; `label` is announced, otherwise it is decorative. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx(
        css({
          display: 'inline-block',
          w: '1em',
          h: '1em',
          borderRadius: 'full',
          borderWidth: '2px',
          borderColor: 'currentColor',
          borderTopColor: 'transparent',
          animation: 'spin 0.8s linear infinite',
          flexShrink: 0,
        }),
        className,
      )}
    />
  );
}
