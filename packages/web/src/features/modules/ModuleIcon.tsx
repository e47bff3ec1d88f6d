import { useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { BoxIcon } from '../../ui/header-icons.js';

/** A module's icon (decorative: the module name is always shown beside it). */
export function ModuleIcon({
  src,
  size = 40,
  className,
}: {
  src?: string | null;
  size?: number;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const box = css({
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: 'lg',
    overflow: 'hidden',
    color: 'accent.text',
  });
  if (!src || broken) {
    return (
      <span
        className={cx(box, css({ bg: 'accent.subtle' }), className)}
        style={{ width: size, height: size }}
      >
        <BoxIcon style={{ width: size * 0.55, height: size * 0.55 }} />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setBroken(true)}
      className={cx(box, css({ objectFit: 'contain' }), className)}
    />
  );
}
