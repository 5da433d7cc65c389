import { CATEGORIES } from '../../../domain/data/categories.ts';
import {
  ASPECT_RATIO_OPTIONS,
  DURATION_OPTIONS,
} from '../../../domain/data/options/format-options.ts';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import {
  DIFFICULTIES,
  type AspectRatio,
  type CategoryId,
  type Difficulty,
  type Duration,
  type Template,
} from '../../../domain/schemas/template.ts';
import { toTemplateCard, type TemplateCard } from '../../../domain/search/template-card.ts';
import type { Language } from '../../../domain/site/languages.ts';

/** One choice of a filter group, labelled in the page's language. */
export interface FilterChoice<T extends string> {
  value: T;
  label: string;
}

/** The choices of each filter group: only values some template has, in their natural order. */
export interface FilterChoices {
  categories: FilterChoice<CategoryId>[];
  durations: FilterChoice<Duration>[];
  aspectRatios: FilterChoice<AspectRatio>[];
  /** Difficulty labels live in the page's strings; the values are listed here. */
  difficulties: Difficulty[];
}

export interface TemplatesLoaderData {
  cards: TemplateCard[];
  choices: FilterChoices;
}

/** The list data in one language (exported for tests; the loader below wraps it). */
export function templateListData(
  language: Language,
  templates: readonly Template[] = TEMPLATES,
): TemplatesLoaderData {
  const names = new Map(CATEGORIES.map((c) => [c.id, c.name[language]]));
  const has = <K extends keyof Template>(key: K, value: Template[K]) =>
    templates.some((t) => t[key] === value);
  return {
    cards: templates.map((t) =>
      toTemplateCard(t, language, names.get(t.categoryId) ?? t.categoryId),
    ),
    choices: {
      categories: [...CATEGORIES]
        .sort((a, b) => a.order - b.order)
        .filter((c) => has('categoryId', c.id))
        .map((c) => ({ value: c.id, label: c.name[language] })),
      durations: DURATION_OPTIONS.filter((o) => has('duration', o.value)).map((o) => ({
        value: o.value,
        label: o.value,
      })),
      aspectRatios: ASPECT_RATIO_OPTIONS.filter((o) => has('aspectRatio', o.value)).map((o) => ({
        value: o.value,
        label: o.label[language],
      })),
      difficulties: DIFFICULTIES.filter((d) => has('difficulty', d)),
    },
  };
}

/**
 * Runs at build time only (prerender): every card of the list, in the page's language, travels
 * as data inside the HTML, so the page's JavaScript never carries the template library.
 */
export function templatesLoader(language: Language) {
  return (): TemplatesLoaderData => templateListData(language);
}
