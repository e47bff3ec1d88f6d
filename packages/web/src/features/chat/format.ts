/** When a message was sent, for the list and the bubbles: today a time, else a short date. */
export function messageTime(iso: string | null | undefined, language: string, now = new Date()) {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  const locale = language === 'ar' ? 'ar-EG' : 'en-GB';
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }),
  }).format(date);
}

/** The full date and time (a bubble's title). */
export function messageDateTime(iso: string, language: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
