import type { LoaderFunctionArgs } from 'react-router';
import { categoryById } from '../../../domain/data/categories.ts';
import {
  AUDIO_TYPE_OPTIONS,
  VOICE_GENDER_OPTIONS,
} from '../../../domain/data/options/audio-options.ts';
import { getTemplateById } from '../../../domain/data/templates/all-templates.ts';
import type { Template } from '../../../domain/schemas/template.ts';
import type { Language } from '../../../domain/site/languages.ts';

export interface TemplateDetailData {
  template: Template;
  /** Labels of the template's coded values, in the page's language. */
  labels: {
    category: string;
    audioType: string | null;
    voiceGender: string | null;
  };
}

/** The detail data of one template in one language; null for an unknown id. */
export function templateDetailData(id: string, language: Language): TemplateDetailData | null {
  const template = getTemplateById(id);
  if (!template) return null;
  const audio = template.audio;
  const label = (
    options: readonly { value: string; label: Record<Language, string> }[],
    value?: string,
  ) =>
    value === undefined ? null : (options.find((o) => o.value === value)?.label[language] ?? value);
  return {
    template,
    labels: {
      category: categoryById(template.categoryId).name[language],
      audioType: label(AUDIO_TYPE_OPTIONS, audio?.type),
      voiceGender: label(VOICE_GENDER_OPTIONS, audio?.voice?.gender),
    },
  };
}

/**
 * Runs at build time only (prerender): the one template a detail page shows travels as data
 * inside its HTML, so the page's JavaScript never carries the whole library. The template goes
 * whole (both languages) because the JSON export hands it over as the library holds it.
 */
export function templateDetailLoader(language: Language) {
  return ({ params }: LoaderFunctionArgs) => ({
    detail: templateDetailData(params.id ?? '', language),
  });
}
