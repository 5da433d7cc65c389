/**
 * 1234 → "1,234". English and Chinese both group digits by three with a comma, and
 * toLocaleString/Intl.NumberFormat cost about 100 ms the first time a page uses them (the
 * browser loads its locale data), which showed up as a long task on every visit to home.
 */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A short date and time of an ISO timestamp ("Nov 22, 06:53 AM" / "11月22日 06:53"). */
export function formatShortTime(iso: string, language: 'en' | 'zh'): string {
  let format = timeFormats.get(language);
  if (!format) {
    // One formatter per language, made on first use (only when there is history to show).
    format = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    timeFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
