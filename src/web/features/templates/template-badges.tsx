import { Music, Star } from 'lucide-react';
import type { AspectRatio, Difficulty, Duration } from '../../../domain/schemas/template.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';

const DIFFICULTY_TONE: Record<Difficulty, BadgeTone> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'danger',
};

/** Duration, aspect ratio, difficulty, and Audio / Featured when they apply. */
export function TemplateBadges({
  duration,
  aspectRatio,
  difficulty,
  hasAudio,
  featured,
}: {
  duration: Duration;
  aspectRatio: AspectRatio;
  difficulty: Difficulty;
  hasAudio: boolean;
  featured: boolean;
}) {
  const { t } = useTranslation('templates');
  return (
    <>
      {/* "15 秒" on Chinese pages, "15s" on English ones. */}
      <Badge>{t('badges.seconds', { count: Number.parseInt(duration, 10) })}</Badge>
      <Badge>{aspectRatio}</Badge>
      <Badge tone={DIFFICULTY_TONE[difficulty]}>{t(`difficulty.${difficulty}`)}</Badge>
      {hasAudio && (
        <Badge tone="brand">
          <Music aria-hidden="true" className="size-3" />
          {t('badges.audio')}
        </Badge>
      )}
      {featured && (
        <Badge className="bg-amber-100 text-amber-900">
          <Star aria-hidden="true" className="size-3 fill-current" />
          {t('badges.featured')}
        </Badge>
      )}
    </>
  );
}
