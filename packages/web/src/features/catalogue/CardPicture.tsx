import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { EyeIcon } from './icons.js';

/**
 * A card's frame (the item card's, the vehicle card's): a bordered surface with the card shadow
 * whose border takes the accent on hover. Each card adds its direction, width and transition.
 */
export const cardFrame = css.raw({
  position: 'relative',
  display: 'flex',
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'card',
  overflow: 'hidden',
  _hover: { borderColor: 'accent.muted' },
});

/**
 * A card's picture filling its frame (`className` its size; `width` and `height` the picture's
 * own, 300×300 for an item's, so the page keeps its place while it loads), with `top` in a row
 * over its top edge (a discount badge at the start, the heart at the end; only what asks for
 * them takes clicks), stacked above the card's link when `raised`, and `children` the
 * picture's other corners (tags, the quick view button).
 */
export function CardPicture({
  src,
  alt,
  width = 300,
  height = 300,
  className,
  top,
  raised = false,
  children,
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  top: ReactNode;
  raised?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cx(css({ position: 'relative', bg: 'bg.subtle' }), className)}>
      <img
        src={src ?? undefined}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
      />
      <div
        className={cx(
          css({
            position: 'absolute',
            top: '2',
            insetInline: '2',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: '2',
            pointerEvents: 'none',
          }),
          raised && css({ zIndex: 'raised' }),
        )}
      >
        {top}
      </div>
      {children}
    </div>
  );
}

/**
 * The quick view button on a card's picture (its bottom end corner), labelled 'Quick view
 * {name}': the eye and 'Quick view' from sm up, shown on hover or focus from lg up (an item's);
 * `iconOnly`, the eye alone with the words as its tooltip, always shown (touch has no hover) and
 * stacked above the card's link (a vehicle's).
 */
export function CardQuickViewButton({
  name,
  onOpen,
  testId,
  iconOnly = false,
}: {
  name: string;
  onOpen: () => void;
  testId: string;
  iconOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      data-hover-reveal={iconOnly ? undefined : ''}
      aria-label={t('catalogue.card.quickView', { name })}
      title={iconOnly ? t('item.quickView') : undefined}
      data-testid={testId}
      className={cx(
        button({ variant: 'outline', size: iconOnly ? 'iconSm' : 'sm' }),
        css({
          position: 'absolute',
          insetEnd: '2',
          bottom: '2',
          borderRadius: 'full',
          boxShadow: 'card',
        }),
        iconOnly
          ? css({ zIndex: 'raised', borderColor: 'border.default' })
          : css({
              opacity: { base: 1, lg: 0 },
              transition: 'opacity 150ms',
              _focusVisible: { opacity: 1 },
            }),
      )}
    >
      <EyeIcon />
      {!iconOnly && (
        <span className={css({ display: { base: 'none', sm: 'inline' } })}>
          {t('item.quickView')}
        </span>
      )}
    </button>
  );
}
