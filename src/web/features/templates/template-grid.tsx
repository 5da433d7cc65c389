import type { TemplateCard } from '../../../domain/search/template-card.ts';
import { cn } from '../../lib/cn.ts';
import { TemplateListCard } from './template-list-card.tsx';

/** The cards of the library (templates-page.tsx), in the order of the current view. */
export function TemplateGrid({
  items,
  pending,
}: {
  items: readonly TemplateCard[];
  pending: boolean;
}) {
  return (
    <ul
      aria-busy={pending || undefined}
      className={cn('mt-5 grid gap-4 md:grid-cols-2 xl:grid-cols-3', pending && 'opacity-60')}
      data-testid="template-grid"
    >
      {items.map((card) => (
        <li key={card.id}>
          <TemplateListCard card={card} />
        </li>
      ))}
    </ul>
  );
}
