import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';

/**
 * The frame of a store's or a rental provider's card in a list: the card (the whole of it the
 * link's target), its cover (`cover`), the logo over the cover's edge, the linked name, then
 * `children`. `fluid`: as wide as its cell, else `widthClassName`'s width.
 */
export function CardFrame({
  testId,
  attributes,
  fluid,
  widthClassName,
  to,
  name,
  logoUrl,
  cover,
  children,
}: {
  testId: string;
  /** More attributes of the card (its data-…-id). */
  attributes?: Record<`data-${string}`, string | number>;
  fluid: boolean;
  widthClassName: string;
  to: string;
  name: string;
  logoUrl: string | null | undefined;
  cover: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      className={cx(
        css({
          position: 'relative',
          // Its layers (the logo over the cover) stay inside the card, under any dialog.
          isolation: 'isolate',
          display: 'flex',
          flexDirection: 'column',
          bg: 'bg.surface',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'card',
          overflow: 'hidden',
          flexShrink: 0,
          transition: 'border-color 150ms',
          _hover: { borderColor: 'accent.muted' },
        }),
        fluid ? css({ w: 'full', minW: 0 }) : widthClassName,
      )}
      data-testid={testId}
      {...attributes}
    >
      {cover}
      <div
        className={css({ display: 'flex', gap: '3', p: '3', pt: '0', alignItems: 'flex-start' })}
      >
        <img
          src={logoUrl ?? undefined}
          alt=""
          width={120}
          height={120}
          loading="lazy"
          className={css({
            position: 'relative',
            zIndex: 'raised',
            w: '14',
            h: '14',
            mt: '-6',
            borderRadius: 'xl',
            borderWidth: '2px',
            borderColor: 'bg.surface',
            bg: 'bg.surface',
            objectFit: 'cover',
            flexShrink: 0,
            boxShadow: 'card',
          })}
        />
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
            pt: '2',
            minW: 0,
            flex: '1',
          })}
        >
          <h3 className={css({ fontWeight: 'bold', fontSize: 'sm', truncate: true })}>
            <Link
              to={to}
              className={css({
                _hover: { color: 'accent.text' },
                // The whole card is the link's target.
                _after: { content: '""', position: 'absolute', inset: '0' },
              })}
            >
              {name}
            </Link>
          </h3>
          {children}
        </div>
      </div>
    </article>
  );
}
