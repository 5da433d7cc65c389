import { Link2, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { StorageProblem } from './use-draft.ts';

/** Below the builder's form: share the draft as a link, start over, and a draft that cannot be kept. */
export function BuilderTools({
  onShare,
  onStartOver,
  storageProblem,
}: {
  onShare: () => void;
  onStartOver: () => void;
  storageProblem: StorageProblem;
}) {
  const { t } = useTranslation('builder');
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1">
      <Button variant="ghost" size="sm" onClick={onShare}>
        <Link2 aria-hidden="true" className="size-4" />
        {t('actions.share')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onStartOver}>
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
