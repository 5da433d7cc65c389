/** Height of the sticky top bar that a scrolled-to anchor must clear (spec: about 74 px). */
export const STICKY_OFFSET = 74;
/** The generator anchor sits in a padded section, so it scrolls 25 px further (net about 49). */
export const CREATE_EXTRA_OFFSET = 25;
/** When a page loads with a hash, wait for layout to settle before scrolling. */
export const HASH_ON_LOAD_DELAY_MS = 100;

/** The top offset to keep clear above a hash target. */
export function hashScrollOffset(hash: string): number {
  return hash === '#create' ? STICKY_OFFSET - CREATE_EXTRA_OFFSET : STICKY_OFFSET;
}

/** Scrolls to the element a hash names, clearing the sticky bar. False when it is absent. */
export function scrollToHash(hash: string, behavior: ScrollBehavior = 'auto'): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - hashScrollOffset(hash);
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : behavior });
  return true;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
