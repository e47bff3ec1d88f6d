/** An order id from the route or the form (a positive integer), or null. */
export function parseOrderId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim().replace(/^#/, '');
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
