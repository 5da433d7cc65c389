import { SAFETY_CHECKLIST } from '../data/safety-checklist.ts';
import type { BuilderForm } from '../schemas/builder-form.ts';
import type { Language } from '../site/languages.ts';
import { assembleBreakdownZh, assemblePromptZh } from './assemble-prompt-zh.ts';

/** The builder preview's breakdown: each section of the assembled prompt on its own. */
export interface PromptBreakdown {
  scene: string;
  camera: string;
  visual: string;
  motion: string;
  audio: string;
}

/** The sentence used when no safety item is ticked (spec 5). */
export const SAFETY_DEFAULT = 'Follows all safety guidelines';

/** Entries as the builder keeps them: trimmed, empty ones ignored (spec 5). */
export function cleanEntries(list: readonly string[]): string[] {
  return list.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** Join with commas and a final "and": [a] → a, [a, b] → a and b, [a, b, c] → a, b and c. */
function joinAnd(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Append a noun unless the person already wrote it ("rim light" stays, "rim" gets "lighting"). */
function withNoun(phrase: string, noun: string, already: RegExp): string {
  return already.test(phrase) ? phrase : `${phrase} ${noun}`;
}

const join = (parts: readonly string[], separator: string) =>
  parts.filter((part) => part !== '').join(separator);

/** "A lantern-lit market" reads "a lantern-lit market" after "in"; other words keep their case. */
function lowerLeadingArticle(text: string): string {
  return text.replace(/^(A|An|The)\b/, (article) => article.toLowerCase());
}

function sceneSection(form: BuilderForm): string {
  const subject = form.subject.trim();
  const scene = form.scene.trim();
  const head = subject && scene ? `${subject} in ${lowerLeadingArticle(scene)}` : subject || scene;
  return join(
    [head, form.environment.trim(), form.timeOfDay ? `${form.timeOfDay} lighting` : ''],
    ', ',
  );
}

function cameraSection(form: BuilderForm): string {
  const lens = form.lens.trim();
  return join(
    [
      cleanEntries(form.shotType).join(' to '),
      cleanEntries(form.cameraMovement).join(', '),
      lens ? withNoun(lens, 'lens', /\blens$/i) : '',
      // 24 fps is what every generator assumes; naming it would only spend characters.
      form.fps !== undefined && form.fps !== 24 ? `${form.fps}fps` : '',
    ],
    ', ',
  );
}

function visualSection(form: BuilderForm): string {
  const styles = cleanEntries(form.visualStyle);
  const lighting = cleanEntries(form.lighting);
  const grade = form.colorGrading.trim();
  return join(
    [
      styles.length > 0 ? withNoun(styles.join(', '), 'style', /\bstyle$/i) : '',
      lighting.length > 0 ? withNoun(lighting.join(' with '), 'lighting', /\blight(ing)?$/i) : '',
      grade ? withNoun(grade, 'color grade', /\bgrad(e|ing)\b/i) : '',
    ],
    ', ',
  );
}

function motionSection(form: BuilderForm): string {
  return [
    ...cleanEntries(form.motion),
    ...cleanEntries(form.physicsConstraints),
    ...cleanEntries(form.specialEffects),
  ].join(', ');
}

function audioSection(form: BuilderForm): string {
  const { audio } = form;
  if (!form.hasAudio || audio.type === '') return '';
  const kinds = audio.type.split('+');
  const music = kinds.includes('music') ? audio.musicStyle.trim() : '';
  const voice = kinds.includes('voice')
    ? join(
        [
          audio.voice.gender ? `${audio.voice.gender} voice` : '',
          audio.voice.accent.trim() ? `${audio.voice.accent.trim()} accent` : '',
          audio.voice.tone.trim() ? `${audio.voice.tone.trim()} tone` : '',
        ],
        ', ',
      )
    : '';
  const lines = kinds.includes('voice') ? cleanEntries(audio.lines) : [];
  const sync = audio.sync.trim();
  return join(
    [
      `Audio: ${joinAnd(kinds)}`,
      music ? withNoun(music, 'music', /\bmusic$/i) : '',
      voice,
      lines.length > 0 ? `dialogue: ${lines.map((line) => `"${line}"`).join(' / ')}` : '',
      sync ? `sync: ${sync}` : '',
    ],
    ', ',
  );
}

function safetySection(form: BuilderForm): string {
  const notes = SAFETY_CHECKLIST.filter((item) => form.safetyChecks[item.id] === true).map(
    (item) => item.promptNote.en,
  );
  return notes.length === 0 ? SAFETY_DEFAULT : `${SAFETY_DEFAULT}: ${notes.join(', ')}`;
}

/**
 * The builder's sections on their own, as the live preview lists them. A section is an empty
 * string when the form has nothing for it; audio is empty unless audio is on and a type is set.
 * `language` is the prompt's language, which the person chooses apart from the page's.
 */
export function assembleBreakdown(form: BuilderForm, language: Language = 'en'): PromptBreakdown {
  if (language === 'zh') return assembleBreakdownZh(form);
  return {
    scene: sceneSection(form),
    camera: cameraSection(form),
    visual: visualSection(form),
    motion: motionSection(form),
    audio: audioSection(form),
  };
}

/**
 * The builder's prompt (spec 5 "Prompt assembly"): scene; camera; visual style; motion,
 * physics and effects; audio; "Duration: X, ratio"; safety notes, joined with "; " and
 * skipping empty sections. Within sections: shot types are joined with " to ", lighting with
 * " with ", styles with ", " plus " style"; the frame rate appears only when set and not 24.
 */
export function assemblePrompt(form: BuilderForm, language: Language = 'en'): string {
  if (language === 'zh') return assemblePromptZh(form);
  const parts = assembleBreakdown(form);
  return join(
    [
      parts.scene,
      parts.camera,
      parts.visual,
      parts.motion,
      parts.audio,
      `Duration: ${form.duration}, ${form.aspectRatio}`,
      safetySection(form),
    ],
    '; ',
  );
}

/** Whether the preview can be shown: category, duration, aspect ratio, scene and subject set. */
export function isPreviewReady(form: BuilderForm): boolean {
  return (
    form.categoryId !== '' &&
    form.duration.length > 0 &&
    form.aspectRatio.length > 0 &&
    form.scene.trim() !== '' &&
    form.subject.trim() !== ''
  );
}
