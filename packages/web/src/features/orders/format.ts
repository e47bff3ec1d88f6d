import { dateTimeFormat } from '../../lib/intl.js';

/** A date and time ('2026-11-21T21:08:01Z') in the page's language, Western digits. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(date);
}

/** A time of day ('21:08') in the page's language, Western digits. */
export function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, {
    timeStyle: 'short',
    numberingSystem: 'latn',
  }).format(date);
}
