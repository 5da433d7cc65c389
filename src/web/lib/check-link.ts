/**
 * "Check" from any result: the checker's URL with the prompt, model and length in it. A long
 * prompt does not fit a URL a server will take (a Chinese prompt percent-encodes to nine bytes a
 * character), so past a size it travels in session storage and the URL says only where to look.
 */
import { PAGE_PATHS } from '../../domain/site/routes.ts';
import { STORAGE_KEYS } from '../../domain/storage-keys.ts';

export const CHECK_PARAMS = {
  prompt: 'prompt',
  model: 'model',
  duration: 'duration',
  /** `from=session`: the prompt is in session storage (see takeCarry). */
  from: 'from',
  /** Which prompt the session holds (see carryId). */
  carry: 'carry',
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

/** The query that carries a prompt, or undefined when it is too long for a URL. */
function inlineQuery({ prompt, model, duration }: CheckCarry): string | undefined {
  const query = new URLSearchParams({ [CHECK_PARAMS.prompt]: prompt });
  if (model) query.set(CHECK_PARAMS.model, model);
  if (duration) query.set(CHECK_PARAMS.duration, duration);
  const text = query.toString();
  return text.length <= URL_QUERY_MAX ? text : undefined;
}

/**
 * A short id of a carried prompt for its link (FNV-1a, 32 bits): the same prompt gives the same
 * link, another prompt another link, so a page can tell a second read of one link from a new one.
 */
export function carryId(prompt: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < prompt.length; i++) {
    hash = Math.imul(hash ^ prompt.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The checker's path (English form: localise it) for a prompt. Pure: safe to call in render. */
export function checkPath(carry: CheckCarry): string {
  const inline = inlineQuery(carry);
  if (inline !== undefined) return `${PAGE_PATHS.checker}?${inline}`;
  const query = new URLSearchParams({
    [CHECK_PARAMS.from]: FROM_SESSION,
    [CHECK_PARAMS.carry]: carryId(carry.prompt),
  });
  if (carry.model) query.set(CHECK_PARAMS.model, carry.model);
  if (carry.duration) query.set(CHECK_PARAMS.duration, carry.duration);
  return `${PAGE_PATHS.checker}?${query.toString()}`;
}

/**
 * Writes a long prompt to session storage as its link is followed (a short one travels in the
 * URL). Returns false when storage refuses it: the page then opens without the prompt.
 */
export function storeCarry(carry: CheckCarry): boolean {
  if (inlineQuery(carry) !== undefined) return true;
  try {
    const store = session();
    if (!store) return false;
    store.setItem(STORAGE_KEYS.checkCarry, JSON.stringify({ prompt: carry.prompt }));
    return true;
  } catch {
    return false;
  }
}

let taken: { id: string; raw: string } | undefined;

/**
 * The carried prompt's raw JSON for the link with this carry id, taken out of session storage.
 * React may render the checker, throw that render away (a navigation waiting for a chunk does)
 * and render it again: the second render gets what the first took, not an empty box.
 */
export function takeCarry(id: string): string | null {
  const store = session();
  let raw: string | null = null;
  try {
    raw = store?.getItem(STORAGE_KEYS.checkCarry) ?? null;
    store?.removeItem(STORAGE_KEYS.checkCarry);
  } catch {
    // Unavailable storage: the page opens without the prompt.
  }
  if (raw !== null) taken = { id, raw };
  return raw ?? (taken?.id === id ? taken.raw : null);
}
