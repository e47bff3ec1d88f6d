import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, dialog } from '../../../styled-system/recipes';
import { CloseIcon } from '../../ui/icons.js';
import { ChevronEndIcon, ChevronStartIcon, ZoomIcon } from '../catalogue/icons.js';
import { lensOffset, thumbnailsPerView, zoomSize } from './gallery.js';

/** The strip's width, measured (null until measured). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element == null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface Lens {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The item's images: the main image with a zoom lens under a mouse pointer (the large image is
 * 1200x1800 at most) and a zoom dialog (click, tap or Enter), and thumbnails: 5 by default, 3
 * to 7 by the strip's width, with previous and next buttons when there are more.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [natural, setNatural] = useState({ width: 0, height: 0 });
  const [lens, setLens] = useState<Lens | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [stripRef, stripWidth] = useWidth<HTMLDivElement>();
  const perView = thumbnailsPerView(stripWidth);
  const [first, setFirst] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? null;
  const large = zoomSize(natural);

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    const rect = event.currentTarget.getBoundingClientRect();
    const offset = lensOffset(rect, large, {
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
    });
    setLens({ ...offset, ...large });
  };

  const select = (i: number) => {
    setIndex(i);
    if (i < first) setFirst(i);
    else if (i >= first + perView) setFirst(i - perView + 1);
  };

  const classes = dialog({ size: 'lg' });
  const last = Math.max(0, images.length - perView);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
      <button
        type="button"
        onClick={() => setZoomOpen(true)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setLens(null)}
        aria-label={t('catalogue.gallery.zoom', { name })}
        data-testid="gallery-main"
        className={css({
          position: 'relative',
          display: 'block',
          w: 'full',
          aspectRatio: '1',
          borderRadius: 'xl',
          overflow: 'hidden',
          bg: 'bg.subtle',
          cursor: 'zoom-in',
        })}
      >
        {current && (
          <img
            src={current}
            alt={name}
            onLoad={(e) =>
              setNatural({
                width: e.currentTarget.naturalWidth,
                height: e.currentTarget.naturalHeight,
              })
            }
            className={css({ w: 'full', h: 'full', objectFit: 'contain' })}
          />
        )}
        {lens && current && (
          <span
            aria-hidden="true"
            data-testid="zoom-lens"
            className={css({ position: 'absolute', inset: '0', bg: 'bg.subtle' })}
          >
            <img
              src={current}
              alt=""
              style={{
                width: lens.width,
                height: lens.height,
                maxWidth: 'none',
                transform: `translate(${lens.x}px, ${lens.y}px)`,
              }}
              className={css({ position: 'absolute', top: '0', left: '0', objectFit: 'contain' })}
            />
          </span>
        )}
        <span
          aria-hidden="true"
          className={css({
            position: 'absolute',
            insetEnd: '2',
            bottom: '2',
            display: 'grid',
            placeItems: 'center',
            w: '8',
            h: '8',
            borderRadius: 'full',
            bg: 'bg.surface',
            boxShadow: 'card',
            color: 'fg.muted',
          })}
        >
          <ZoomIcon />
        </span>
      </button>

      {images.length > 1 && (
        <div
          className={css({ display: 'flex', alignItems: 'center', gap: '1', minW: 0 })}
          data-testid="gallery-thumbnails"
          data-per-view={perView}
        >
          {images.length > perView && (
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'iconSm' })}
              aria-label={t('catalogue.gallery.previous')}
              disabled={first === 0}
              onClick={() => setFirst((f) => Math.max(0, f - 1))}
            >
              <ChevronStartIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
            </button>
          )}
          <div ref={stripRef} className={css({ flex: '1', minW: 0, overflow: 'hidden' })}>
            <ul className={css({ display: 'flex', gap: '3', listStyle: 'none' })}>
              {images.slice(first, first + perView).map((src, offset) => {
                const i = first + offset;
                return (
                  <li key={src}>
                    <button
                      type="button"
                      onClick={() => select(i)}
                      aria-label={t('catalogue.gallery.image', { n: i + 1, total: images.length })}
                      aria-current={i === index ? 'true' : undefined}
                      className={cx(
                        css({
                          display: 'block',
                          w: '16',
                          h: '16',
                          borderRadius: 'lg',
                          overflow: 'hidden',
                          borderWidth: '2px',
                          borderColor: 'transparent',
                          bg: 'bg.subtle',
                        }),
                        i === index && css({ borderColor: 'accent.solid' }),
                      )}
                    >
                      <img
                        src={src}
                        alt=""
                        loading="lazy"
                        className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
                      />
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          {images.length > perView && (
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'iconSm' })}
              aria-label={t('catalogue.gallery.next')}
              disabled={first >= last}
              onClick={() => setFirst((f) => Math.min(last, f + 1))}
            >
              <ChevronEndIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
            </button>
          )}
        </div>
      )}

      <ArkDialog.Root
        open={zoomOpen}
        onOpenChange={(d) => setZoomOpen(d.open)}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <ArkDialog.Backdrop className={classes.backdrop} />
          <ArkDialog.Positioner className={classes.positioner}>
            <ArkDialog.Content
              className={cx(
                classes.content,
                css({ maxW: { sm: 'min(1200px, 96vw)' }, maxH: { base: '96dvh', sm: '94dvh' } }),
              )}
              data-testid="zoom-dialog"
            >
              <ArkDialog.Title className={cx(classes.title, css({ px: '5', pt: '4', pe: '14' }))}>
                {name}
              </ArkDialog.Title>
              <div className={css({ overflow: 'auto', flex: '1', p: '4' })}>
                {current && (
                  <img
                    src={current}
                    alt={name}
                    style={{ width: large.width, height: large.height }}
                    className={css({ maxW: 'none', mx: 'auto', objectFit: 'contain' })}
                  />
                )}
              </div>
              <ArkDialog.CloseTrigger
                className={cx(classes.closeTrigger, button({ variant: 'ghost', size: 'iconSm' }))}
                aria-label={t('common.action.close')}
              >
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            </ArkDialog.Content>
          </ArkDialog.Positioner>
        </Portal>
      </ArkDialog.Root>
    </div>
  );
}
