/**
 * "Check" from any result: the checker's URL with the prompt, model and length in it. A long
 * prompt does not fit a URL a server will take (a Chinese prompt percent-encodes to nine bytes a
 * character), so past a size it travels in session storage and the URL says only where to look.
 */
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';

export const CHECK_PARAMS = {
  prompt: 'prompt',
  model: 'model',
  duration: 'duration',
  /** `from=session`: the prompt is in session storage (see readCarry). */
  from: 'from',
} as const;

export const FROM_SESSION = 'session';

/** Past this many characters of query, the prompt goes through session storage. */
export const URL_QUERY_MAX = 1800;

export interface CheckCarry {
  prompt: string;
  model?: string;
  duration?: string;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The checker's path (English form: localise it) for a prompt. Call it when the link is
 * followed: a long prompt is written to session storage then.
 */
export function checkPath({ prompt, model, duration }: CheckCarry): string {
  const extras: Record<string, string> = {};
  if (model) extras[CHECK_PARAMS.model] = model;
  if (duration) extras[CHECK_PARAMS.duration] = duration;
  const inline = new URLSearchParams({ [CHECK_PARAMS.prompt]: prompt, ...extras }).toString();
  if (inline.length <= URL_QUERY_MAX) return `${PAGE_PATHS.checker}?${inline}`;
  try {
    session()?.setItem(STORAGE_KEYS.checkCarry, JSON.stringify({ prompt }));
  } catch {
    // Storage full or blocked: the prompt goes in the URL after all, cut to what fits.
    const cut = new URLSearchParams({ [CHECK_PARAMS.prompt]: prompt.slice(0, 600), ...extras });
    return `${PAGE_PATHS.checker}?${cut.toString()}`;
  }
  const query = new URLSearchParams({ [CHECK_PARAMS.from]: FROM_SESSION, ...extras });
  return `${PAGE_PATHS.checker}?${query.toString()}`;
}

/** The carried prompt's raw JSON, taken out of session storage (it is read once). */
export function takeCarry(): string | null {
  const store = session();
  try {
    const raw = store?.getItem(STORAGE_KEYS.checkCarry) ?? null;
    store?.removeItem(STORAGE_KEYS.checkCarry);
    return raw;
  } catch {
    return null;
  }
}
