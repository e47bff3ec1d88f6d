import { useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { UserIcon } from './header-icons.js';
import type { CustomerInfo } from './queries.js';

/** The customer's full name ('Sara Al Haddad'), or '' when none is stored. */
export function customerName(info: Pick<CustomerInfo, 'f_name' | 'l_name'> | undefined): string {
  return [info?.f_name, info?.l_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** Initials of the name ('SA'), at most two letters. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w !== '');
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => Array.from(w)[0]?.toLocaleUpperCase() ?? '').join('');
}

// Panda extracts styles statically: one literal style per size.
const SIZES = {
  sm: css({ w: '9', h: '9', fontSize: 'sm' }),
  lg: css({ w: '20', h: '20', fontSize: '2xl' }),
} as const;

/**
 * The customer's avatar: their image, else their initials, else a person icon (while the
 * profile loads or when there is no name). Decorative: the control around it is labelled.
 */
export function Avatar({
  info,
  size = 'sm',
  className,
}: {
  info: CustomerInfo | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const image = info?.image_full_url ?? null;
  const initials = initialsOf(customerName(info));
  return (
    <span
      aria-hidden="true"
      data-testid="account-avatar"
      className={cx(
        css({
          display: 'inline-grid',
          placeItems: 'center',
          flexShrink: 0,
          borderRadius: 'full',
          overflow: 'hidden',
          bg: 'accent.subtle',
          color: 'accent.text',
          fontWeight: 'bold',
          lineHeight: '1',
          userSelect: 'none',
        }),
        SIZES[size],
        className,
      )}
    >
      {image && broken !== image ? (
        <img
          src={image}
          alt=""
          onError={() => setBroken(image)}
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
        />
      ) : initials !== '' ? (
        initials
      ) : (
        <UserIcon />
      )}
    </span>
  );
}
