/**
 * Where the form comes from when the page opens, in this order: a template (?template=id), a
 * shared link (#s=…), the saved draft. Whatever is decoded or read is checked with the form
 * schema before it is used; from then on the draft is saved here (saveDraft). Loaded with
 * import() after hydration (use-draft.ts).
 */
import type { TFunction } from 'i18next';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { readJson, removeKey, writeJson, type WriteResult } from '../../lib/storage.ts';
import { DRAFT_KEY } from './use-draft.ts';
import { isInitialForm } from './compact-form.ts';
import { isModelId } from '../../../domain/models/model-ids.ts';
import { chooseModel } from '../models/model-store.ts';
import { decodeSharePayload, sharedModel, sharePayloadFromHash } from './share-codec.ts';
import type { BuilderRules } from './use-builder-rules.ts';

/** The query parameter of "Open in builder" links from the template pages. */
export const TEMPLATE_PARAM = 'template';

export interface RestoreContext {
  rules: BuilderRules;
  language: Language;
  t: TFunction<'builder'>;
  setForm: (form: BuilderForm) => void;
  /** Called after a template or a shared form replaced the form. */
  onLoaded: () => void;
}

export async function restoreForm({ rules, language, t, setForm, onLoaded }: RestoreContext) {
  const url = new URL(window.location.href);
  const templateId = url.searchParams.get(TEMPLATE_PARAM);
  const payload = sharePayloadFromHash(url.hash);
  if (templateId !== null || payload !== null) {
    // Drop the parameter and the hash so a reload shows the saved draft, not the template
    // again. replaceState rather than navigate(): a router navigation would fetch the page's
    // loader data again for nothing.
    url.searchParams.delete(TEMPLATE_PARAM);
    url.hash = '';
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  }

  if (templateId !== null) {
    const { templateToForm } = await import('./template-to-form.ts');
    // The template's text goes in the language the prompt will be written in.
    const mapped = templateToForm(templateId, rules.readPromptLanguage(language));
    const parsed = mapped && rules.parseForm(mapped);
    if (parsed) {
      setForm(parsed);
      onLoaded();
      toast({
        title: t('template.loadedTitle'),
        description: t('template.loadedText', { title: parsed.title }),
      });
      return;
    }
    toast({
      title: t('template.notFoundTitle'),
      description: t('template.notFoundText', { id: templateId.slice(0, 40) }),
      variant: 'destructive',
    });
  } else if (payload !== null) {
    const decoded = decodeSharePayload(payload);
    const shared = rules.parseForm(decoded);
    if (shared) {
      setForm(shared);
      // The model the link was written for becomes this browser's choice; a link from before
      // models keeps whatever model was chosen here.
      const model = sharedModel(decoded);
      if (isModelId(model)) chooseModel(model);
      onLoaded();
      toast({ title: t('share.loadedTitle'), description: t('share.loadedText') });
      return;
    }
    toast({
      title: t('share.invalidTitle'),
      description: t('share.invalidText'),
      variant: 'destructive',
    });
  }

  const stored = readJson(DRAFT_KEY, rules.BuilderFormSchema);
  if (stored.status === 'ok' && !isInitialForm(stored.value)) {
    setForm(stored.value);
    if (templateId === null && payload === null) {
      toast({ title: t('draft.restored'), description: t('draft.restoredText') });
    }
  }
}

/** Saves the form as the draft; a form holding only the defaults removes the draft instead. */
export function saveDraft(form: BuilderForm): WriteResult {
  if (!isInitialForm(form)) return writeJson(DRAFT_KEY, form);
  return removeKey(DRAFT_KEY) ? { ok: true } : { ok: false, reason: 'unavailable' };
}
