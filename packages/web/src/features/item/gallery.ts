/**
 * Quick view rules that are about presentation, not about the item (those live in core):
 * the gallery (thumbnails 5 by default, 3 to 7 by width; zoom at the large size 1200x1800)
 * and the description cut (130 characters in the quick view, 70 on narrow screens).
 */

/** The magnified image's box (spec §2: large size 1200x1800). */
export const ZOOM_LARGE = { width: 1200, height: 1800 } as const;

export const DEFAULT_THUMBNAILS = 5;
export const MIN_THUMBNAILS = 3;
export const MAX_THUMBNAILS = 7;
/** A thumbnail (64 px) and the gap after it (12 px). */
export const THUMBNAIL_SLOT_PX = 76;

/** How many thumbnails fit a strip `width` px wide: 3 to 7, 5 before the width is known. */
export function thumbnailsPerView(width: number | null | undefined): number {
  if (width == null || !Number.isFinite(width) || width <= 0) return DEFAULT_THUMBNAILS;
  return Math.min(MAX_THUMBNAILS, Math.max(MIN_THUMBNAILS, Math.floor(width / THUMBNAIL_SLOT_PX)));
}

/** The item's images: `images_full_url`, else `image_full_url`; blanks and repeats dropped. */
export function galleryImages(item: {
  image_full_url?: string | null;
  images_full_url?: readonly (string | null)[] | null;
}): string[] {
  const all = [...(item.images_full_url ?? []), item.image_full_url];
  const seen = new Set<string>();
  for (const url of all) {
    if (url != null && url.trim() !== '') seen.add(url);
  }
  return [...seen];
}

/** The magnified size of an image: its ratio kept, fitted inside 1200x1800. */
export function zoomSize(natural: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const { width, height } = natural;
  if (!(width > 0 && height > 0)) return { width: ZOOM_LARGE.width, height: ZOOM_LARGE.width };
  const scale = Math.min(ZOOM_LARGE.width / width, ZOOM_LARGE.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Where the magnified image sits under the pointer: the pointer's place in the frame (0..1 on
 * each axis) maps to the same place in the large image.
 */
export function lensOffset(
  frame: { width: number; height: number },
  large: { width: number; height: number },
  pointer: { x: number; y: number },
): { x: number; y: number } {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return {
    x: -Math.max(0, large.width - frame.width) * clamp(pointer.x),
    y: -Math.max(0, large.height - frame.height) * clamp(pointer.y),
  };
}

/** Description cut in the quick view (spec §9): 130 characters, 70 on narrow screens. */
export const DESCRIPTION_LIMIT = 130;
export const SHORT_DESCRIPTION_LIMIT = 70;

/**
 * The description limit: only when `modalmanage` is 'true' (the quick view) is the text cut,
 * at 130 characters, or 70 on a narrow screen; elsewhere (the product page) it is whole.
 */
export function descriptionLimit(modalmanage: string | undefined, narrow: boolean): number | null {
  if (modalmanage !== 'true') return null;
  return narrow ? SHORT_DESCRIPTION_LIMIT : DESCRIPTION_LIMIT;
}

/** Cuts `text` to `limit` characters (at a word end when one is near) with an ellipsis. */
export function truncateText(
  text: string,
  limit: number | null,
): { text: string; truncated: boolean } {
  const clean = text.trim();
  if (limit == null || clean.length <= limit) return { text: clean, truncated: false };
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const head = space >= limit * 0.75 ? cut.slice(0, space) : cut;
  return { text: `${head.trimEnd()}…`, truncated: true };
}
