import type {
  AspectRatio,
  CategoryId,
  Difficulty,
  Duration,
  Language,
  Template,
} from '../schemas/template.ts';

/** Characters of the prompt a list card shows (spec 9). */
export const CARD_PREVIEW_LENGTH = 150;
/** Tags a list card shows before a "+N" badge (spec 9). */
export const CARD_MAX_TAGS = 4;

/**
 * What the template list needs of one template, in one language: the card itself, the values
 * the filters and sorts read, and the text the search reads (title, prompt, tags, scene).
 * Built at build time by the list page's loader, so the page never imports the library.
 */
export interface TemplateCard {
  id: string;
  title: string;
  categoryId: CategoryId;
  categoryName: string;
  duration: Duration;
  aspectRatio: AspectRatio;
  difficulty: Difficulty;
  hasAudio: boolean;
  featured: boolean;
  popularity: number;
  createdAt: string;
  /** The tags a card shows, in its language. */
  tags: string[];
  /** The other language's tags: "pendulum" still finds 单摆波 on a Chinese page. */
  keywords: string[];
  /** The prompt cut at {@link CARD_PREVIEW_LENGTH} characters plus an ellipsis. */
  preview: string;
  /** The whole prompt: the card copies it and the search reads it. */
  prompt: string;
  scene: string;
}

/** Ends in a Han character or a full-width mark: Chinese, where a line break joins with no space. */
const CHINESE_LINE_END = /(?<=[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”‘’…—])[ \t]*\n\s*/gu;

/** More Han characters than Latin letters: the text is Chinese and takes Chinese marks. */
function isChinese(text: string): boolean {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  return han > (text.match(/[A-Za-z]/g)?.length ?? 0);
}

/**
 * The first `length` characters of a text on one line, plus an ellipsis when it was longer.
 * Counts code points, so a cut never splits a character. Chinese lines join with no space
 * (“现代背景。大雨刚停”, not “现代背景。 大雨刚停”) and end in a Chinese ellipsis “……”
 * (docs/glossary-zh.md); English lines join with a space and end in “…”.
 */
export function previewText(text: string, length = CARD_PREVIEW_LENGTH): string {
  const flat = text.replace(CHINESE_LINE_END, '').replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= length) return flat;
  const cut = chars.slice(0, length).join('').trimEnd();
  // “光线与色调：……” reads as a cut; “蓝光；……” as a stray mark: Chinese drops the mark first.
  return isChinese(cut) ? `${cut.replace(/[，、；：。]+$/u, '')}……` : `${cut}…`;
}

/** The template's complete prompt in one language (the Chinese one is written, not translated). */
export function templatePrompt(template: Template, language: Language): string {
  return language === 'zh' ? template.promptZh : template.prompt;
}

/** The card of a template in one language. */
export function toTemplateCard(
  template: Template,
  language: Language,
  categoryName: string,
): TemplateCard {
  return {
    id: template.id,
    title: template.title[language],
    categoryId: template.categoryId,
    categoryName,
    duration: template.duration,
    aspectRatio: template.aspectRatio,
    difficulty: template.difficulty,
    hasAudio: template.audio !== undefined,
    featured: template.featured,
    popularity: template.popularity,
    createdAt: template.createdAt,
    tags: [...template.tags[language]],
    keywords: [...template.tags[language === 'zh' ? 'en' : 'zh']],
    preview: previewText(templatePrompt(template, language)),
    prompt: templatePrompt(template, language),
    scene: template.scene[language],
  };
}

/** The tags a card shows and how many it leaves for the "+N" badge. */
export function visibleTags(
  tags: readonly string[],
  max = CARD_MAX_TAGS,
): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) };
}
