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

/** The query that carries a prompt, or undefined when it is too long for a URL. */
function inlineQuery({ prompt, model, duration }: CheckCarry): string | undefined {
  const query = new URLSearchParams({ [CHECK_PARAMS.prompt]: prompt });
  if (model) query.set(CHECK_PARAMS.model, model);
  if (duration) query.set(CHECK_PARAMS.duration, duration);
  const text = query.toString();
  return text.length <= URL_QUERY_MAX ? text : undefined;
}

/** The checker's path (English form: localise it) for a prompt. Pure: safe to call in render. */
export function checkPath(carry: CheckCarry): string {
  const inline = inlineQuery(carry);
  if (inline !== undefined) return `${PAGE_PATHS.checker}?${inline}`;
  const query = new URLSearchParams({ [CHECK_PARAMS.from]: FROM_SESSION });
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
