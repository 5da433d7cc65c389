/**
 * The form without its empty values, for share links and the saved draft. Apart from
 * initial-form.ts because the first load needs only the fresh form: these are used once a
 * form is shared, restored or saved (share-link.ts, restore-form.ts, both loaded later).
 */
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { initialForm } from './initial-form.ts';

/**
 * The form without empty values, for share links: the schema fills the defaults back in, so
 * a link carries only what the person chose.
 */
export function compactForm(form: BuilderForm): Record<string, unknown> {
  return prune(form) as Record<string, unknown>;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? value : undefined;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const kept = prune(child);
      if (kept !== undefined) out[key] = kept;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (value === '' || value === false || value === undefined) return undefined;
  return value;
}

/** Whether the form still holds only its defaults (nothing worth saving). */
export function isInitialForm(form: BuilderForm): boolean {
  return JSON.stringify(compactForm(form)) === JSON.stringify(compactForm(initialForm()));
}
