import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { HASH_ON_LOAD_DELAY_MS, scrollToHash } from '../../lib/scroll.ts';

/**
 * Every path change starts at the top; a hash scrolls to its target below the sticky bar.
 * On the first load with a hash the scroll waits 100 ms so late layout does not move it.
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
    const timer = window.setTimeout(
      () => {
        if (!scrollToHash(hash, isFirst ? 'auto' : 'smooth')) window.scrollTo(0, 0);
      },
      isFirst ? HASH_ON_LOAD_DELAY_MS : 0,
    );
    return () => window.clearTimeout(timer);
    // The hash alone changing on the same page (in-page links) is handled by the link itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
