import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { toast } from '../toast/toast-store.ts';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';

/** How long the button reads "Copied" (spec: 2 s). */
export const COPIED_MS = 2000;

/**
 * Copies text, reads "Copied" for 2 s, and confirms with a toast; a failed copy shows the
 * destructive "Copy failed" toast.
 */
export function CopyButton({
  text,
  label,
  toastText,
  variant = 'outline',
  size = 'sm',
  className,
  onCopied,
  disabled,
}: {
  text: string;
  label?: string;
  /** The toast description; defaults to "Text copied to clipboard". */
  toastText?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  onCopied?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function onClick() {
    if (await copyText(text)) {
      setCopied(true);
      toast({ title: t('toasts.copiedTitle'), description: toastText ?? t('toasts.copiedText') });
      onCopied?.();
    } else {
      toast({
        title: t('toasts.copyFailedTitle'),
        description: t('toasts.copyFailedText'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void onClick()}
      disabled={disabled}
      data-copied={copied || undefined}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-emerald-600" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? t('actions.copied') : (label ?? t('actions.copy'))}
    </Button>
  );
}
