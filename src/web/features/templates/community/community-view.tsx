import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_PREVIEW_CHARS, CARD_TAGS_SHOWN } from '../../../../domain/limits.ts';
import type { CommunityTemplate } from '../../../../domain/schemas/community.ts';
import { PAGE_PATHS } from '../../../../domain/site/routes.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { punctuation } from '../../../lib/punctuation.ts';
import { useLanguage, useLocalizedPath } from '../../../i18n/use-language.ts';
import { safeHref } from '../../../lib/safe-href.ts';
import type { CommunityState } from './use-community.ts';

function preview(text: string): string {
  return text.length > CARD_PREVIEW_CHARS ? `${text.slice(0, CARD_PREVIEW_CHARS)}…` : text;
}

/** One approved submission as a card. Every field is React text: markup in it stays inert. */
function CommunityCard({
  item,
  categoryName,
  onOpen,
}: {
  item: CommunityTemplate;
  categoryName: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('templates');
  const extra = item.tags.length - CARD_TAGS_SHOWN;
  return (
    <Card className="flex h-full flex-col p-5" data-testid="community-card" data-id={item.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{categoryName}</Badge>
        <Badge tone="success">{t('community.badge')}</Badge>
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed break-words text-ink-700">
        {preview(item.prompt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {item.tags.slice(0, CARD_TAGS_SHOWN).map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
        {extra > 0 && <Badge>+{extra}</Badge>}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={item.prompt} label={t('community.copy')} />
        <Button variant="secondary" size="sm" onClick={onOpen}>
          {t('community.view')}
        </Button>
      </div>
    </Card>
  );
}

/** The detail view of one community template. */
function CommunityDetail({
  item,
  categoryName,
  onBack,
}: {
  item: CommunityTemplate;
  categoryName: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('templates');
  const language = useLanguage();
  const href = safeHref(item.videoUrl);
  const date = new Date(item.publishedAt).toLocaleDateString(
    language === 'zh' ? 'zh-CN' : 'en-GB',
    { dateStyle: 'medium' },
  );
  return (
    <article className="mt-5 space-y-5" data-testid="community-detail" data-id={item.id}>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('community.back')}
      </Button>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{categoryName}</Badge>
        <Badge tone="success">{t('community.badge')}</Badge>
        <span className="text-sm text-ink-600">{t('community.published', { date })}</span>
      </div>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-ink-950">{t('community.prompt')}</h2>
          <CopyButton text={item.prompt} label={t('community.copy')} />
        </div>
        <p
          className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-ink-900"
          data-testid="community-prompt"
        >
          {item.prompt}
        </p>
      </Card>
      <Card className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 className="font-semibold text-ink-950">{t('community.tags')}</h2>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {item.tags.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </div>
        </div>
        {item.videoUrl && (
          <div>
            <h2 className="font-semibold text-ink-950">{t('community.videoUrl')}</h2>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className="mt-1 inline-flex items-center gap-1 text-sm break-all text-brand-700 underline"
              >
                {item.videoUrl}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            ) : (
              <p className="mt-1 text-sm break-all text-ink-800">{item.videoUrl}</p>
            )}
          </div>
        )}
      </Card>
    </article>
  );
}

/** The Community filter's content: the list of approved submissions, or one opened. */
export function CommunityView({
  list,
  openId,
  onOpen,
  onRetry,
}: {
  list: CommunityState;
  openId: string | null;
  onOpen: (id: string) => void;
  onRetry: () => void;
}) {
  const { t, language } = useTranslation('templates');
  const localize = useLocalizedPath();
  if (list.state === 'loading') {
    return <p className="mt-5 text-sm text-ink-600">{t('community.loading')}</p>;
  }
  if (list.state === 'error') {
    return (
      <div role="alert" className="mt-5 rounded-2xl border border-amber-200 bg-amber-50 p-4">
        <p className="text-sm text-amber-900">{t('community.error')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {t('community.retry')}
        </Button>
      </div>
    );
  }
  const { templates, categoryNames } = list.data;
  const name = (item: CommunityTemplate) => categoryNames[item.categoryId] ?? item.categoryId;
  if (openId) {
    const item = templates.find((candidate) => candidate.id === openId);
    if (!item) {
      return (
        <div className="mt-5 space-y-3">
          <p className="text-ink-700">{t('community.notFound')}</p>
          <Button variant="outline" size="sm" onClick={() => onOpen('')}>
            {t('community.back')}
          </Button>
        </div>
      );
    }
    return <CommunityDetail item={item} categoryName={name(item)} onBack={() => onOpen('')} />;
  }
  return (
    <div className="mt-5">
      <p className="text-sm text-ink-600">{t('community.intro')}</p>
      {templates.length === 0 ? (
        <p className="mt-4 text-ink-700">
          {t('community.empty')}
          {punctuation(language).space}
          <Link to={localize(PAGE_PATHS.submit)} className="font-medium text-brand-700 underline">
            {t('community.submit')}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="community-grid">
          {templates.map((item) => (
            <li key={item.id}>
              <CommunityCard item={item} categoryName={name(item)} onOpen={() => onOpen(item.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
