import { ArrowRight } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { visibleTags, type TemplateCard } from '../../../domain/search/template-card.ts';
import { templatePath } from '../../../domain/site/routes.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { TemplateBadges } from './template-badges.tsx';

/**
 * One template in the grid: category, badges, the prompt cut at 150 characters, at most four
 * tags and a +N badge, and the actions copy, view details and favorite. Memoised: the cards
 * are the loader's objects, so a change elsewhere on the page does not render all 64 again.
 */
export const TemplateListCard = memo(function TemplateListCard({ card }: { card: TemplateCard }) {
  const { t } = useTranslation('templates');
  const common = useTranslation().t;
  const localize = useLocalizedPath();
  const { shown, hidden } = visibleTags(card.tags);
  const detail = localize(templatePath(card.id));
  const titleId = `card-title-${card.id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="template-card"
      data-id={card.id}
      className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 shadow-xs transition hover:border-brand-300 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-2">
        <Badge tone="brand" className="mt-1.5">
          {card.categoryName}
        </Badge>
        <FavoriteButton id={card.id} title={card.title} className="-mt-1 -mr-2" />
      </div>
      <h3 id={titleId} className="mt-2 text-lg leading-snug font-semibold text-ink-950">
        <Link
          to={detail}
          className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {card.title}
        </Link>
      </h3>
      <div className="mt-2.5 flex flex-wrap gap-1.5" aria-label={t('card.badges')} role="group">
        <TemplateBadges {...card} />
      </div>
      <p className="mt-3 text-sm leading-relaxed break-words text-ink-600">{card.preview}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
        {shown.map((tag) => (
          <li
            key={tag}
            className="rounded-md bg-ink-50 px-2 py-0.5 text-xs text-ink-600 ring-1 ring-ink-200"
          >
            #{tag}
          </li>
        ))}
        {hidden > 0 && (
          <li className="rounded-md bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
            <span aria-hidden="true">{t('card.moreTags', { count: hidden })}</span>
            <span className="sr-only">{t('card.moreTagsLabel', { count: hidden })}</span>
          </li>
        )}
      </ul>
      <div className="mt-auto flex items-center gap-2 pt-5">
        <CopyButton text={card.prompt} toastText={common('toasts.promptCopied')} />
        <Link
          to={detail}
          aria-describedby={titleId}
          className={`${buttonClass('ghost', 'sm')} ml-auto text-brand-700`}
        >
          {t('card.viewDetails')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
});
