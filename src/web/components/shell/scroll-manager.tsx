import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { HASH_ON_LOAD_DELAY_MS, scrollToHash } from '../../lib/scroll.ts';

const SETTLE_CHECK_MS = 400;

/**
 * Every path change starts at the top; a hash scrolls to its target below the sticky bar.
 * The scroll to a hash waits 100 ms (spec, on load; after navigation too) so late layout
 * does not move the target.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      if (!isFirst) window.scrollTo(0, 0);
      return undefined;
    }
    let settle = 0;
    const timer = window.setTimeout(() => {
      if (!scrollToHash(hash)) {
        window.scrollTo(0, 0);
        return;
      }
      // Sections that finish rendering late can push the target down: correct once, unless
      // the reader has scrolled in the meantime.
      const landedAt = window.scrollY;
      settle = window.setTimeout(() => {
        if (window.scrollY === landedAt) scrollToHash(hash);
      }, SETTLE_CHECK_MS);
    }, HASH_ON_LOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(settle);
    };
    // The hash alone changing on the same page (in-page links) is handled by the link itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
