/** Right-to-left language codes, from the spec. */
export const RTL_CODES = [
  'ar',
  'arc',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ku',
  'ps',
  'ur',
  'yl',
] as const;

export function isRtl(languageCode: string): boolean {
  const base = languageCode.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_CODES as readonly string[]).includes(base);
}

export function direction(languageCode: string): 'rtl' | 'ltr' {
  return isRtl(languageCode) ? 'rtl' : 'ltr';
}

/** The storefront's languages and the country stored with each. */
export const LANGUAGES = [
  { code: 'en', country: 'US', name: 'English' },
  { code: 'ar', country: 'SA', name: 'العربية' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
