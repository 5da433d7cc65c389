import { KeyRound } from 'lucide-react';
import type { InviteCode } from '../../../../domain/data/invite-codes/invite-codes.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';

/** One shared code: the code itself, its access level, how often it was copied, and Copy. */
export function InviteCodeCard({
  invite,
  copies,
  onCopied,
}: {
  invite: InviteCode;
  copies: number;
  onCopied: () => void;
}) {
  const { t } = useTranslation('invite');
  const codeId = `invite-${invite.code}`;
  const level = t(`levels.${invite.accessLevel}`);
  return (
    // The group takes the code as its name, so each card's Copy button is announced with it.
    <Card
      role="group"
      aria-labelledby={codeId}
      className="flex h-full flex-col gap-4 p-5"
      data-testid="invite-card"
      data-code={invite.code}
    >
      <div className="flex items-center justify-between gap-2">
        <Badge tone="brand">{t('card.accessLevel', { level })}</Badge>
        <KeyRound aria-hidden="true" className="size-4 text-ink-400" />
      </div>
      <p
        id={codeId}
        className="font-mono text-3xl font-semibold tracking-[0.2em] text-ink-950"
        data-testid="invite-code"
      >
        {invite.code}
      </p>
      <div className="mt-auto flex items-center justify-between gap-3">
        <p className="text-sm text-ink-600 tabular-nums" data-testid="invite-copies">
          {t('card.copies', { count: copies })}
        </p>
        <CopyButton
          text={invite.code}
          label={t('card.copy')}
          toastText={t('card.copiedToast', { code: invite.code })}
          onCopied={onCopied}
        />
      </div>
    </Card>
  );
}
