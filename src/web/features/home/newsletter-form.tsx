import { Check } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_SUCCESS_MS } from '../../../domain/limits.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/**
 * The newsletter sign-up. No call is made (spec 7): the address is logged in this browser
 * only, the field clears, a thank-you shows for 3 s, then the form returns.
 */
export function NewsletterForm() {
  const { t } = useTranslation('home');
  const [email, setEmail] = useState('');
  const [thanked, setThanked] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (!thanked) return undefined;
    const timer = window.setTimeout(() => setThanked(false), NEWSLETTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [thanked]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    console.info('Newsletter (local only):', address);
    setEmail('');
    setThanked(true);
  }

  return (
    <section aria-labelledby="newsletter-title" className="container-page py-16 sm:py-20">
      <div className="mx-auto max-w-3xl rounded-3xl border border-brand-200 bg-gradient-to-br from-brand-50 to-fuchsia-50 p-6 text-center sm:p-10">
        <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight text-ink-950">
          {t('newsletter.title')}
        </h2>
        <p className="mt-2 text-ink-600">{t('newsletter.intro')}</p>
        {/* The form and the thank-you share one fixed-height slot: nothing moves around them. */}
        <div className="mx-auto mt-6 flex min-h-28 max-w-md items-start justify-center sm:min-h-12">
          {thanked ? (
            <p
              role="status"
              className="flex h-12 items-center gap-2 font-semibold text-emerald-700"
              data-testid="newsletter-success"
            >
              <Check aria-hidden="true" className="size-5" />
              {t('newsletter.success')}
            </p>
          ) : (
            <form onSubmit={onSubmit} className="flex w-full flex-col gap-2 sm:flex-row">
              <label htmlFor={inputId} className="sr-only">
                {t('newsletter.label')}
              </label>
              <input
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder={t('newsletter.placeholder')}
                className="h-12 min-w-0 shrink-0 rounded-lg sm:flex-1 border border-ink-200 bg-white px-4 text-base text-ink-900 shadow-xs placeholder:text-ink-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
              />
              <Button type="submit" size="lg">
                {t('newsletter.submit')}
              </Button>
            </form>
          )}
        </div>
        <p className="mt-3 text-xs text-ink-600">{t('newsletter.note')}</p>
      </div>
    </section>
  );
}
