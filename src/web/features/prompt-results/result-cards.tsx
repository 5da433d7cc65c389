import { ResultCard } from './result-card.tsx';
import type { Level, ResultSet } from './result-model.ts';

/**
 * The result cards of a run. Loaded on demand (see lazy-result-cards.tsx): a page only needs
 * them once results exist, so they stay out of its first load.
 */
export function ResultCards({
  results,
  expanded,
  onToggle,
  badges,
}: {
  results: ResultSet;
  expanded: Record<Level, boolean>;
  onToggle: (level: Level) => void;
  /** An optional header badge per level (the refiner marks the intensity picked). */
  badges?: Partial<Record<Level, string>>;
}) {
  return results.items.map((item) => (
    <ResultCard
      key={item.level}
      item={item}
      original={results.original}
      expanded={expanded[item.level]}
      onToggle={() => onToggle(item.level)}
      badge={badges?.[item.level]}
      written={results.written}
    />
  ));
}
