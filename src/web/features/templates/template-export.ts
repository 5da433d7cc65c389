import { templatePrompt } from '../../../domain/search/template-card.ts';
import type { Language, Template } from '../../../domain/schemas/template.ts';
import { safeFileName } from '../../lib/download.ts';

/** Field names of the text export, in the page's language. */
export interface ExportLabels {
  category: string;
  duration: string;
  aspectRatio: string;
  difficulty: string;
  prompt: string;
  tags: string;
  safety: string;
}

export interface ExportValues {
  categoryName: string;
  difficultyName: string;
}

/**
 * The text export (spec 9): title, category, duration, aspect ratio, difficulty, prompt, tags
 * and safety notes, all in the page's language (the Chinese prompt on Chinese pages).
 */
export function templateText(
  template: Template,
  language: Language,
  labels: ExportLabels,
  values: ExportValues,
): string {
  const title = template.title[language];
  return [
    title,
    '='.repeat(Math.max(3, [...title].length)),
    '',
    `${labels.category}: ${values.categoryName}`,
    `${labels.duration}: ${template.duration}`,
    `${labels.aspectRatio}: ${template.aspectRatio}`,
    `${labels.difficulty}: ${values.difficultyName}`,
    '',
    `${labels.prompt}:`,
    templatePrompt(template, language),
    '',
    `${labels.tags}: ${template.tags[language].join(language === 'zh' ? '、' : ', ')}`,
    '',
    `${labels.safety}:`,
    ...template.safety[language].map((note) => `- ${note}`),
    '',
  ].join('\n');
}

/** The JSON export: the template exactly as the library holds it (both languages). */
export function templateJson(template: Template): string {
  return `${JSON.stringify(template, null, 2)}\n`;
}

/** Export file names: the template id with .txt or .json (spec 9). */
export function exportFileName(id: string, extension: 'txt' | 'json'): string {
  return safeFileName(`${id}.${extension}`);
}
