/**
 * A catalog area holds the English and Arabic text of one area side by side, as two exports
 * (`en`, `ar`) of one file, keyed by meaning (`cart.empty.title`). English is the spec's text
 * verbatim; Arabic is real, natural Arabic. Placeholders use `{{name}}` (i18next style). Each
 * language is merged into its own module (`en.ts`, `ar.ts`), so that a browser loads only the
 * language it shows.
 */
export type Messages = Record<string, string>;

/** The Arabic of an area: exactly the keys of its English (a missing or extra key is an error). */
export type Texts<T> = Record<keyof T, string>;

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
