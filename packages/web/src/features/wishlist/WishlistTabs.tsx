import { Tabs } from '@ark-ui/react/tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WishlistNoun, WishlistTab } from '@storefront/core/domain/wishlist-kinds';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { tabTrigger } from '../../ui/tabs.js';
import { RatingBadge } from '../catalogue/Rating.js';
import { HeartIcon } from './HeartIcon.js';
import { wishlistUi } from './wishlist-ui.js';

// The wishlist drawer's body, for the items and stores of a module and for the rental module's
// vehicles and providers alike: two tabs of rows, each row a picture, its lines and its heart.

const row = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  transition: 'border-color 150ms',
  _hover: { borderColor: 'accent.muted' },
});
const thumb = css({
  w: '16',
  h: '16',
  flexShrink: 0,
  borderRadius: 'lg',
  objectFit: 'cover',
  bg: 'bg.subtle',
});
const rowText = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0, flex: '1' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });
const tabTriggerFill = cx(tabTrigger, css({ flex: '1' }));

/** The tabs in their order. */
const WISHLIST_TABS: readonly WishlistTab[] = ['items', 'stores'];

/** A row's name: a link or a button, in the row's text column. */
export const wishlistRowName = css({
  fontWeight: 'semibold',
  fontSize: 'sm',
  lineClamp: '2',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { color: 'accent.text' },
});

/** A row's name as the link to its page; following it closes the drawer. */
export function WishlistRowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={wishlistRowName} onClick={() => wishlistUi.close()}>
      {children}
    </Link>
  );
}

/** A row's small muted line (its store or provider, an address). */
export function WishlistRowNote({ children }: { children: ReactNode }) {
  return <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>{children}</p>;
}

/** A heart removing a row's entry (the wishlist's, the rental wishlist's). */
type RowHeart<Kind extends string> = ComponentType<{ kind: Kind; id: number; name: string }>;

/**
 * A row of the drawer, of a wished `entry` of `kind` (its test id `wishlist-{kind}`): the
 * picture (`round` for a logo), `children` its lines, then its `Heart`.
 */
export function WishlistRow<Kind extends string>({
  kind,
  entry,
  image,
  round = false,
  Heart,
  children,
}: {
  kind: Kind;
  entry: { id: number; name: string };
  image: string | null | undefined;
  round?: boolean;
  Heart: RowHeart<Kind>;
  children: ReactNode;
}) {
  return (
    <li className={row} data-testid={`wishlist-${kind}`} data-id={entry.id}>
      <img
        src={image ?? undefined}
        alt=""
        loading="lazy"
        className={round ? cx(thumb, css({ borderRadius: 'full' })) : thumb}
      />
      <div className={rowText}>{children}</div>
      <Heart kind={kind} id={entry.id} name={entry.name} />
    </li>
  );
}

/** What a wished store or provider shows. */
interface WishedPlace {
  id: number;
  name: string;
  logo_full_url?: string | null;
  address?: string | null;
  avg_rating: number;
  rating_count: number;
}

/**
 * The rows of wished stores or providers (`kind`): each its logo, name (its page at `path`),
 * address and rating.
 */
export function placeRows<Kind extends string, Place extends WishedPlace>(
  places: readonly Place[],
  kind: Kind,
  path: (place: Place) => string,
  Heart: RowHeart<Kind>,
): ReactNode[] {
  return places.map((place) => (
    <WishlistRow
      key={place.id}
      kind={kind}
      entry={place}
      image={place.logo_full_url}
      round
      Heart={Heart}
    >
      <WishlistRowLink to={path(place)}>{place.name}</WishlistRowLink>
      {place.address && <WishlistRowNote>{place.address}</WishlistRowNote>}
      <RatingBadge average={place.avg_rating} count={place.rating_count} />
    </WishlistRow>
  ));
}

/** 'No favourite {kind} found', with the tab's noun. */
function Empty({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
        py: '14',
        px: '4',
        textAlign: 'center',
        color: 'fg.muted',
      })}
      data-testid="wishlist-empty"
    >
      <HeartIcon className={css({ w: '16', h: '16', color: 'fg.subtle' })} />
      <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
        {t('wishlist.empty', { kind: t(`wishlist.kind.${kind}`) })}
      </p>
    </div>
  );
}

/**
 * The drawer's body: a spinner while the wishlist loads, the error with Try again, then its items
 * and stores tabs (core's `WishlistTab`), named by the module's `nouns` (`wishlist.tab.{noun}`),
 * with the `rows` of the wishlist; the items tab first.
 */
export function WishlistTabs<T>({
  query,
  nouns,
  rows,
}: {
  query: UseQueryResult<T>;
  nouns: Record<WishlistTab, WishlistNoun>;
  rows: (data: T) => Record<WishlistTab, ReactNode[]>;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<WishlistTab>('items');
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <LoadFailedBlock
        message={t('account.error.load')}
        onRetry={() => void query.refetch()}
        spacing="padded"
      />
    );
  }
  const shown = rows(query.data);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(d) => setTab(d.value as WishlistTab)}
      lazyMount
      unmountOnExit
    >
      <Tabs.List
        className={css({
          display: 'flex',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          mb: '4',
        })}
      >
        {WISHLIST_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={tabTriggerFill}
            data-testid={`wishlist-tab-${value}`}
          >
            {t(`wishlist.tab.${nouns[value]}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {WISHLIST_TABS.map((value) => (
        <Tabs.Content key={value} value={value}>
          {shown[value].length === 0 ? (
            <Empty kind={nouns[value]} />
          ) : (
            <ul className={list}>{shown[value]}</ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
