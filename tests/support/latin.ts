// Latin words in a text meant to be Arabic (issue 15), with the allow-list shared by the contract
// test of the Arabic catalogue answers and the browser scan of the Arabic pages.
//
// Allowed in an Arabic text, as Arabic storefronts write them:
// - codes and figures: a word with a digit (X7, 4MATIC, 300h, IP67, 65W, A4);
// - acronyms: a word without two lowercase letters in a row (USB-C, SPF, HEPA, GaN, eSIM, e-CVT);
// - URLs, e-mail addresses and image paths;
// - the names in `NAMES` (the marketplace's, the demo payment gateway's, the app stores').
// Anything else (a word such as "Side", "Milk", "kg", "Happy") is English left in the page.

/** Names that stay in Latin script in either language (not catalogue texts). */
export const NAMES = ['Storefront', 'Sandbox Pay', 'Google Play', 'App Store'];

const URL_LIKE = /\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\S+\.(?:svg|png|jpe?g|webp|gif)\b/g;
const WORD = /[A-Za-z0-9][A-Za-z0-9'’.+-]*/g;

/** The words of `text` an Arabic page must not show (empty when it reads entirely in Arabic). */
export function latinWords(text: string): string[] {
  let rest = text.replace(URL_LIKE, ' ');
  for (const name of NAMES) rest = rest.split(name).join(' ');
  return (rest.match(WORD) ?? []).filter(
    (word) => /[A-Za-z]/.test(word) && !/\d/.test(word) && /[a-z]{2}/.test(word),
  );
}

/** Arabic letters (an English answer has none outside its translations). */
export const ARABIC = /[\u0600-\u06ff]/;
