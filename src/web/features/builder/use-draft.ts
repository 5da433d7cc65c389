import { useEffect, useRef, useState } from 'react';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { WriteResult } from '../../lib/storage.ts';
import type { BuilderRules } from './use-builder-rules.ts';

/** Where the draft lives in local storage (restore-form.ts reads it under the same key). */
export const DRAFT_KEY = STORAGE_KEYS.builderDraft;
/** Typing is saved this long after the last keystroke (one write per pause, not per key). */
export const DRAFT_SAVE_DELAY_MS = 300;

export type StorageProblem = 'quota' | 'unavailable' | null;

/**
 * Restores the form once the rules (form schema) have loaded — from a template link, a share
 * link or the saved draft (restore-form.ts) — and from then on saves every change: after a
 * short pause in typing, and at once when the page is hidden. The saving code comes with the
 * restoring code (nothing is saved before the restore), not in the first load. A full or
 * blocked storage is reported once; the form keeps working.
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
  // Set once the restore is done; nothing is written before it (it would overwrite the draft).
  const [saveDraft, setSaveDraft] = useState<((form: BuilderForm) => WriteResult) | null>(null);
  const [problem, setProblem] = useState<StorageProblem>(null);

  const started = useRef(false);
  useEffect(() => {
    if (!rules || started.current) return;
    started.current = true;
    import('./restore-form.ts')
      .then((restore) =>
        restore
          .restoreForm({ rules, language, t, setForm, onLoaded })
          .finally(() => setSaveDraft(() => restore.saveDraft)),
      )
      .catch((error: unknown) => console.error(error));
    // Runs once per page load, for the URL the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules]);

  const warned = useRef(false);
  useEffect(() => {
    if (!saveDraft) return undefined;
    const save = () => {
      const result = saveDraft(form);
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
    };
    const timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [form, saveDraft, t, tc]);

  return { storageProblem: problem };
}
