/** One slot of the pagination bar: a page number, or a gap between non-adjacent pages. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page buttons to show (spec 9): the first page, the last page, and the current page with
 * its neighbours; a gap marks every jump between them. Pages are 1-based.
 */
export function pageSlots(current: number, total: number): PageSlot[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((p) => p >= 1 && p <= total)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  shown.forEach((p, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && p - previous > 1) slots.push({ kind: 'gap', key: `gap-${p}` });
    slots.push({ kind: 'page', page: p });
  });
  return slots;
}

/** The page a `?page=` value asks for: junk and out-of-range values fall back into 1..total. */
export function parsePageParam(value: string | null, total: number): number {
  const page = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, total));
}
