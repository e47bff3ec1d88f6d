import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { MapPinIcon } from '../../ui/icons.js';
import { RatingStars } from '../catalogue/Rating.js';
import { OpenState } from '../catalogue/StoreCard.js';
import { headerFrame } from './header-frame-styles.js';

/**
 * One fact of a header (an icon in a tinted square, a label over a value). `alignStart`: the
 * icon stays at the top when the value wraps.
 */
export function HeaderFact({
  icon,
  label,
  alignStart = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  alignStart?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cx(
        css({ display: 'flex', gap: '2', minW: 0 }),
        alignStart ? css({ alignItems: 'flex-start' }) : css({ alignItems: 'center' }),
      )}
    >
      <span
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '9',
          h: '9',
          borderRadius: 'lg',
          bg: 'accent.subtle',
          color: 'accent.text',
          flexShrink: 0,
        })}
      >
        {icon}
      </span>
      <dl className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</dt>
        <dd className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{children}</dd>
      </dl>
    </div>
  );
}

/**
 * The header of a store's or a rental provider's page: cover, logo, name with its open state
 * and wishlist heart, rating and address; `children` (the facts) follow the address.
 */
export function HeaderFrame({
  testId,
  nameTestId,
  addressTestId,
  attributes,
  name,
  coverUrl,
  logoUrl,
  open,
  heart,
  rating,
  address,
  children,
}: {
  /** The header's test id (its name's: `nameTestId`, its address's: `addressTestId`). */
  testId: string;
  nameTestId: string;
  addressTestId?: string;
  /** More attributes of the header (its data-…-id). */
  attributes?: Record<`data-${string}`, string | number>;
  name: string;
  coverUrl: string | null | undefined;
  logoUrl: string | null | undefined;
  open: boolean;
  heart: ReactNode;
  rating: { average: number | null | undefined; count?: number | null };
  address: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className={headerFrame.card} data-testid={testId} {...attributes}>
      <div className={cx(headerFrame.cover, css({ bg: 'accent.subtle' }))}>
        {coverUrl && (
          <img
            src={coverUrl}
            alt=""
            width={600}
            height={200}
            fetchPriority="high"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        )}
      </div>
      <div className={headerFrame.body}>
        <img
          src={logoUrl ?? undefined}
          alt={t('store.logo', { name })}
          width={120}
          height={120}
          className={cx(
            headerFrame.logo,
            css({ bg: 'bg.surface', objectFit: 'cover', boxShadow: 'overlay' }),
          )}
        />
        <div className={headerFrame.lines}>
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}
          >
            <h1
              className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold' })}
              data-testid={nameTestId}
            >
              {name}
            </h1>
            <OpenState open={open} />
            {heart}
          </div>
          <RatingStars average={rating.average} count={rating.count} />
          <p
            className={css({
              display: 'flex',
              alignItems: 'flex-start',
              gap: '1.5',
              fontSize: 'sm',
              color: 'fg.muted',
            })}
            data-testid={addressTestId}
          >
            <MapPinIcon className={css({ mt: '0.5', flexShrink: 0, color: 'accent.text' })} />
            <span>{address}</span>
          </p>
          {children}
        </div>
      </div>
    </header>
  );
}
