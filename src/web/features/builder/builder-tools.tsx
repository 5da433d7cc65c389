import { Link2, RotateCcw } from 'lucide-react';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { removeKey } from '../../lib/storage.ts';
import { DRAFT_KEY, type StorageProblem } from './use-draft.ts';

/**
 * Below the builder's form: share the form (and the model it is written for) as a link, start
 * over, and a draft that cannot be kept.
 */
export function BuilderTools({
  form,
  model,
  onReset,
  storageProblem,
}: {
  form: BuilderForm;
  model: ModelId;
  /** Clears the form and goes back to the first step (after the person said yes). */
  onReset: () => void;
  storageProblem: StorageProblem;
}) {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation();

  async function share() {
    const { copyShareLink } = await import('./share-link.ts');
    if (await copyShareLink(form, model)) {
      toast({ title: tc('toasts.copiedTitle'), description: t('actions.shareToast') });
    } else {
      toast({
        title: tc('toasts.copyFailedTitle'),
        description: tc('toasts.copyFailedText'),
        variant: 'destructive',
      });
    }
  }

  function startOver() {
    if (!window.confirm(t('actions.startOverConfirm'))) return;
    removeKey(DRAFT_KEY);
    onReset();
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1">
      <Button variant="ghost" size="sm" onClick={() => void share()}>
        <Link2 aria-hidden="true" className="size-4" />
        {t('actions.share')}
      </Button>
      <Button variant="ghost" size="sm" onClick={startOver}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('actions.startOver')}
      </Button>
      {storageProblem && (
        <p role="status" className="text-xs text-amber-800">
          {t(storageProblem === 'quota' ? 'draft.storageFull' : 'draft.storageBlocked')}
        </p>
      )}
    </div>
  );
}
