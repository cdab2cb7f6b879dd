/** A YYYY-MM-DD day as a Date at local midnight (a list's date bounds are the days the person picked). */
export function localDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A real calendar day YYYY-MM-DD from the URL, else '' (2026-13-01 or 2026-02-30 are dropped, not rolled over). */
export function isoDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const day = localDay(value);
  const same = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return same === value ? value : '';
}
