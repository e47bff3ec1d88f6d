/**
 * A catalog area holds the English and Arabic text of one area side by side,
 * keyed by meaning (`cart.empty.title`). English is the spec's text verbatim;
 * Arabic is real, natural Arabic. Placeholders use `{{name}}` (i18next style).
 */
export type Messages = Record<string, string>;

export interface CatalogArea<K extends string = string> {
  en: Record<K, string>;
  ar: Record<K, string>;
}

/** Declares an area; the type makes a key missing in one language a compile error. */
export function defineArea<const K extends string>(area: {
  en: Record<K, string>;
  ar: Record<NoInfer<K>, string>;
}): CatalogArea<K> {
  return area;
}
