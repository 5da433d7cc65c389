/**
 * Fitting a prompt to a model's length limit: additions are tried most important first and
 * kept while the rendered prompt stays within the limit; the person's words are never cut. If
 * their words alone are over the limit, nothing is added and the result says so.
 */
import { FAST_SOFT, INPUT_MAX } from '../../limits.ts';
import type { ModelProfile } from '../../models/model-profile-schema.ts';
import { promptLimitFor } from '../../models/model-profiles.ts';
import type { Language } from '../../site/languages.ts';
import { renderProfile } from './render-profile.ts';
import type { PromptSection, PromptSettings, RenderedPrompt } from './render-types.ts';

export interface FittedPrompt extends RenderedPrompt {
  /** The sections written, in the order they were tried. */
  chosen: PromptSection[];
  /** The person's words alone are longer than the model takes. */
  overLimit: boolean;
}

export interface FitRequest {
  words: string;
  /** Every section that could be added, most important first. */
  candidates: readonly PromptSection[];
  lang: Language;
  settings: PromptSettings;
  /** Fast keeps to about 500 characters when the essentials leave room (spec 5). */
  fast: boolean;
}

/** The limit a prompt for this model is held to: the model's, never above the product's cap. */
export const limitFor = (profile: ModelProfile, lang: Language) =>
  Math.min(promptLimitFor(profile, lang), INPUT_MAX);

/** The note for words that are already longer than the model takes. */
export function overLimitNote(profile: ModelProfile, lang: Language, length: number): string {
  const limit = limitFor(profile, lang);
  const name = lang === 'zh' ? profile.names.zh : profile.names.en;
  return lang === 'zh'
    ? `你的描述本身有 ${length} 个字符，超出 ${name} 的 ${limit} 字符上限：未添加任何内容，请先精简`
    : `Your words alone are ${length} characters, over ${name}'s ${limit}-character limit: nothing was added; shorten them first`;
}

/** The note for a prompt (every part chosen by the person, as in the builder) over the limit. */
export function tooLongNote(profile: ModelProfile, lang: Language, length: number): string {
  const limit = limitFor(profile, lang);
  const name = lang === 'zh' ? profile.names.zh : profile.names.en;
  return lang === 'zh'
    ? `这条提示词有 ${length} 个字符，超出 ${name} 的 ${limit} 字符上限，请精简某些字段`
    : `This prompt is ${length} characters, over ${name}'s ${limit}-character limit: shorten a field`;
}

export function fitToProfile(profile: ModelProfile, req: FitRequest): FittedPrompt {
  const limit = limitFor(profile, req.lang);
  const render = (sections: readonly PromptSection[]) =>
    renderProfile(profile, { words: req.words, sections, lang: req.lang, settings: req.settings });
  if (req.words.length > limit) {
    const bare = render([]);
    return {
      ...bare,
      enhancements: [overLimitNote(profile, req.lang, req.words.length), ...bare.enhancements],
      chosen: [],
      overLimit: true,
    };
  }
  const essentials = req.candidates.filter((section) => section.essential);
  const roomy = render(essentials).prompt.length <= FAST_SOFT;
  const chosen: PromptSection[] = [];
  for (const section of req.candidates) {
    const cap = !req.fast ? limit : roomy ? FAST_SOFT : section.essential ? limit : -1;
    if (render([...chosen, section]).prompt.length <= Math.min(cap, limit)) chosen.push(section);
  }
  return { ...render(chosen), chosen, overLimit: false };
}
