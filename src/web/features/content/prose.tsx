import { Globe, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/** A titled block of running text with an anchor the table of contents links to. */
export function ProseSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink-950">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-500">
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** The site's contact e-mail and website, from the shared footer strings. */
export function ContactLinks({
  emailLabel,
  websiteLabel,
}: {
  emailLabel: string;
  websiteLabel: string;
}) {
  const { t } = useTranslation();
  const email = t('footer.email');
  const website = t('footer.website');
  const link =
    'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';
  return (
    <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="flex items-center gap-2 font-medium text-ink-900">
        <Mail aria-hidden="true" className="size-4 text-ink-500" />
        {emailLabel}
      </dt>
      <dd>
        <a href={`mailto:${email}`} className={link}>
          {email}
        </a>
      </dd>
      <dt className="flex items-center gap-2 font-medium text-ink-900">
        <Globe aria-hidden="true" className="size-4 text-ink-500" />
        {websiteLabel}
      </dt>
      <dd>
        <a href={website} className={link}>
          {website.replace(/^https?:\/\//, '')}
        </a>
      </dd>
    </dl>
  );
}

/**
 * The frame of a long text page: a table of contents beside the article on wide screens
 * (plain in-page anchors, so the browser jumps natively) and the "last updated" line.
 */
export function DocumentLayout({
  tocLabel,
  updated,
  sections,
  children,
}: {
  tocLabel: string;
  updated?: string;
  sections: ReadonlyArray<{ id: string; title: string }>;
  children: ReactNode;
}) {
  return (
    <div className="container-page grid gap-10 py-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:py-14">
      <nav aria-label={tocLabel} className="hidden lg:block">
        <div className="sticky top-24">
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{tocLabel}</p>
          <ol className="mt-3 space-y-1 border-l border-ink-200">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-3 text-sm text-ink-600 hover:border-brand-500 hover:text-ink-950"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="max-w-3xl space-y-10">
        {updated && <p className="text-sm text-ink-500">{updated}</p>}
        {children}
      </article>
    </div>
  );
}
