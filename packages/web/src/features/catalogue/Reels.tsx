import { orderingOwner } from '@storefront/core/api/ordering';
import {
  countReelView,
  listReels,
  toggleReelLike,
  withLike,
  type Reel,
} from '@storefront/core/api/reels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { Dialog } from '../../ui/Dialog.js';
import { HeartIcon } from '../wishlist/HeartIcon.js';
import { CACHE } from './cache.js';
import { EyeIcon } from './icons.js';
import { storePath } from './links.js';
import { ScrollRow, Section } from './Section.js';
import { LoadingRegion, Skeleton } from './Skeleton.js';

/** A reel card: its picture (whole, 16:9) over its store, caption and counts; fixed size. */
const CARD = { w: '56', h: '60', flexShrink: 0, borderRadius: 'xl' } as const;

/** The owner's reels: the query key carries who asks (their likes differ). */
function useReels() {
  const session = useSession();
  const owner = orderingOwner(session);
  const key = ['reels', session.token ? 'customer' : owner.guestId, session.language];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listReels(api, { ...owner, signal }),
    staleTime: CACHE.listsStaleMs,
  });
  return { query, key, owner };
}

/**
 * The home's row of store reels (the v3.8 clients' 'reels'): a store's picture with its caption,
 * views and likes; a reel opens in a viewer that counts the view and takes a like.
 */
export function Reels() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const { query, key, owner } = useReels();
  const [openId, setOpenId] = useState<number | null>(null);
  const update = (reelId: number, change: (reel: Reel) => Reel) =>
    queryClient.setQueryData<Reel[]>(key, (reels) =>
      reels?.map((reel) => (reel.reel_id === reelId ? change(reel) : reel)),
    );
  const like = useMutation({
    mutationFn: (reelId: number) => toggleReelLike(api, reelId, owner),
    onSuccess: (answer) => update(answer.reel_id, (reel) => withLike(reel, answer)),
  });
  useEffect(() => {
    if (openId === null) return;
    countReelView(api, openId, owner).then(
      (answer) =>
        update(answer.reel_id, (reel) => ({
          ...reel,
          stats: { ...reel.stats, total_views: answer.total_views },
        })),
      () => undefined,
    );
    // Counted once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId]);

  const title = t('catalogue.reels.title');
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  const open = query.data?.find((reel) => reel.reel_id === openId) ?? null;
  return (
    <Section id={id} title={title} testId="home-reels">
      {query.isPending ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={css(CARD)} />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {query.data.map((reel) => (
            <li key={reel.reel_id}>
              <button
                type="button"
                onClick={() => setOpenId(reel.reel_id)}
                aria-label={t('catalogue.reels.open', { store: reel.store_name ?? '' })}
                data-testid="reel-card"
                className={css({
                  ...CARD,
                  display: 'flex',
                  flexDirection: 'column',
                  overflow: 'hidden',
                  bg: 'bg.surface',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  textAlign: 'start',
                  cursor: 'pointer',
                  _hover: { borderColor: 'accent.default' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
                })}
              >
                <span
                  className={css({
                    position: 'relative',
                    display: 'block',
                    aspectRatio: '16 / 9',
                    overflow: 'hidden',
                    bg: 'bg.muted',
                  })}
                >
                  {reel.thumbnail_full_url && (
                    <img
                      src={reel.thumbnail_full_url}
                      alt=""
                      width={224}
                      height={126}
                      loading="lazy"
                      className={css({
                        position: 'absolute',
                        inset: '0',
                        w: 'full',
                        h: 'full',
                        objectFit: 'contain',
                      })}
                    />
                  )}
                </span>
                <span
                  className={css({
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '1',
                    p: '3',
                    fontSize: 'sm',
                    flex: '1',
                    minH: 0,
                  })}
                >
                  <span className={css({ fontWeight: 'bold', truncate: true })}>
                    {reel.store_name}
                  </span>
                  <span className={css({ color: 'fg.muted', lineClamp: '2' })}>
                    {reel.description}
                  </span>
                  <span
                    className={css({
                      display: 'flex',
                      gap: '3',
                      alignItems: 'center',
                      mt: 'auto',
                      color: 'fg.muted',
                      fontSize: 'xs',
                    })}
                  >
                    <span
                      className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}
                    >
                      <EyeIcon width={14} height={14} aria-hidden="true" />
                      {reel.stats.total_views}
                    </span>
                    <span
                      className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}
                    >
                      <HeartIcon
                        width={14}
                        height={14}
                        filled={reel.stats.is_liked}
                        aria-hidden="true"
                      />
                      {reel.stats.total_likes}
                    </span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ScrollRow>
      )}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpenId(null);
        }}
        title={open?.store_name ?? title}
        testId="reel-viewer"
      >
        {open && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {open.thumbnail_full_url && (
              <img
                src={open.thumbnail_full_url}
                alt=""
                width={360}
                height={640}
                className={css({
                  w: 'full',
                  maxH: '60vh',
                  objectFit: 'contain',
                  borderRadius: 'lg',
                  bg: 'bg.muted',
                })}
              />
            )}
            <p>{open.description}</p>
            <div
              className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
            >
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                aria-pressed={open.stats.is_liked}
                disabled={like.isPending}
                onClick={() => like.mutate(open.reel_id)}
                data-testid="reel-like"
              >
                <HeartIcon filled={open.stats.is_liked} aria-hidden="true" />
                {t('catalogue.reels.likes', { count: open.stats.total_likes })}
              </button>
              <span
                className={css({
                  display: 'inline-flex',
                  gap: '1',
                  alignItems: 'center',
                  color: 'fg.muted',
                })}
              >
                <EyeIcon aria-hidden="true" />
                {t('catalogue.reels.views', { count: open.stats.total_views })}
              </span>
              <Link
                to={storePath({ id: open.store_id, slug: open.store_slug })}
                className={css({
                  color: 'accent.text',
                  fontWeight: 'semibold',
                  marginInlineStart: 'auto',
                })}
              >
                {t('catalogue.reels.visitStore')}
              </Link>
            </div>
          </div>
        )}
      </Dialog>
    </Section>
  );
}
