import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass, type ButtonSize, type ButtonVariant } from './ui/button.tsx';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { cn } from '../lib/cn.ts';
import { checkPath, storeCarry, type CheckCarry } from '../lib/check-link.ts';

/** "Check": opens the prompt checker with this prompt, model and length. */
export function CheckLinkButton({
  carry,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  carry: CheckCarry;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Link
      to={localize(checkPath(carry))}
      onClick={() => storeCarry(carry)}
      data-action="check"
      className={cn(buttonClass(variant, size), className)}
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      {t('actions.check')}
    </Link>
  );
}
