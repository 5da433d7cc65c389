import { useEffect, useRef, useState } from 'react';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { removeKey, writeJson, type WriteResult } from '../../lib/storage.ts';
import { isInitialForm } from './initial-form.ts';
import type { BuilderRules } from './use-builder-rules.ts';

/** Where the draft lives in local storage (restore-form.ts reads it under the same key). */
export const DRAFT_KEY = STORAGE_KEYS.builderDraft;
/** Typing is saved this long after the last keystroke (one write per pause, not per key). */
export const DRAFT_SAVE_DELAY_MS = 300;

export type StorageProblem = 'quota' | 'unavailable' | null;

/**
 * Restores the form once the rules (form schema) have loaded — from a template link, a share
 * link or the saved draft (restore-form.ts) — and from then on saves every change: after a
 * short pause in typing, and at once when the page is hidden. A full or blocked storage is
 * reported once; the form keeps working.
 */
export function useDraft({
  form,
  setForm,
  rules,
  onLoaded,
}: {
  form: BuilderForm;
  setForm: (form: BuilderForm) => void;
  rules: BuilderRules | null;
  onLoaded: () => void;
}) {
  const { t, language } = useTranslation('builder');
  const { t: tc } = useTranslation();
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<StorageProblem>(null);

  const started = useRef(false);
  useEffect(() => {
    if (!rules || started.current) return;
    started.current = true;
    import('./restore-form.ts')
      .then(({ restoreForm }) => restoreForm({ rules, language, t, setForm, onLoaded }))
      .catch((error: unknown) => console.error(error))
      .finally(() => setReady(true));
    // Runs once per page load, for the URL the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules]);

  const warned = useRef(false);
  useEffect(() => {
    // Nothing is written before the restore: it would overwrite the draft with an empty form.
    if (!ready) return undefined;
    function save() {
      const result: WriteResult = isInitialForm(form)
        ? removeKey(DRAFT_KEY)
          ? { ok: true }
          : { ok: false, reason: 'unavailable' }
        : writeJson(DRAFT_KEY, form);
      if (result.ok) {
        setProblem(null);
        return;
      }
      setProblem(result.reason);
      if (!warned.current) {
        warned.current = true;
        toast({
          title: tc('toasts.storageFailedTitle'),
          description: t(result.reason === 'quota' ? 'draft.storageFull' : 'draft.storageBlocked'),
          variant: 'destructive',
        });
      }
    }
    const timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [form, ready, t, tc]);

  return { storageProblem: problem };
}
