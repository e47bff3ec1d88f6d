import { css, cx } from '../../../styled-system/css';

/** The pages whose largest picture the server may name in their HTML (issue 9). */
export type PagePictureKind = 'store' | 'product';

/**
 * Where a loading page shows its largest picture: the picture the server named for it
 * (`src`, app/page-picture.ts), or in the prerendered shell the empty slot the server fills for
 * the page it sends (`shell`: `data-shell-picture`, packages/server/src/http/static.ts).
 */
export type PictureSlot = { src: string } | { shell: PagePictureKind };

/**
 * The picture of a loading page, laid over its skeleton block (`className`: the block's own
 * box, which sets the picture's place and size) and drawn as the page then draws it (`fit`), so
 * that the page's largest picture paints with the HTML and stays in place while the app takes
 * over: shell, then skeleton, then the page.
 */
export function SlotPicture({
  slot,
  fit,
  width,
  height,
}: {
  slot: PictureSlot;
  fit: 'cover' | 'contain';
  width: number;
  height: number;
}) {
  const attributes = 'src' in slot ? { src: slot.src } : { 'data-shell-picture': slot.shell };
  return (
    <img
      alt=""
      width={width}
      height={height}
      {...attributes}
      className={cx(
        css({ position: 'absolute', inset: '0', w: 'full', h: 'full' }),
        fit === 'cover' ? css({ objectFit: 'cover' }) : css({ objectFit: 'contain' }),
      )}
    />
  );
}
