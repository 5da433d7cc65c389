import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { CommunityData } from './community-api.ts';

/** The URL parameter of the Community filter: present shows the list, a value opens one. */
export const COMMUNITY_PARAM = 'community';

export type CommunityState =
  { state: 'loading' } | { state: 'ready'; data: CommunityData } | { state: 'error' };

/**
 * The Community filter of the template library: approved submissions, fetched after
 * hydration (no rebuild needed when one is approved). Whether it is on, and which one is
 * open, live in the URL like the other filters.
 */
export function useCommunity() {
  const hydrated = useHydrated();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState<CommunityState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // The fetching code is not in the page's first load: it arrives with the first fetch.
    import('./community-api.ts')
      .then(({ loadCommunity }) => loadCommunity(language))
      .then(
        (data) => !cancelled && setList({ state: 'ready', data }),
        () => !cancelled && setList({ state: 'error' }),
      );
    return () => {
      cancelled = true;
    };
  }, [language, attempt]);

  const active = hydrated && params.has(COMMUNITY_PARAM);
  const openId = active ? params.get(COMMUNITY_PARAM) || null : null;

  const show = useCallback(
    (value: string | null) => {
      setParams(
        value === null ? new URLSearchParams() : new URLSearchParams({ [COMMUNITY_PARAM]: value }),
        { preventScrollReset: value !== null && value !== '' ? false : true },
      );
    },
    [setParams],
  );

  return {
    active,
    openId,
    list,
    /** Shows the library (null), the community list (''), or one community template (id). */
    show,
    retry: () => {
      setList({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
