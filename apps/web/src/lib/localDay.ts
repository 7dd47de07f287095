/** A day in the browser's calendar as `YYYY-MM-DD` (a date box's value): today, or `plusDays` later. */
export function localDay(plusDays = 0, now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + plusDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
