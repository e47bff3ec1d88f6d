/**
 * One `Intl.DateTimeFormat` per language and options for the page's life: building one costs far
 * more than formatting with it (a list of cards would build one per card and per render).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = language === 'ar' ? 'ar' : 'en';
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
