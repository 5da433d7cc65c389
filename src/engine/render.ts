/**
 * render: sections → the prompt text. The universal layout (renderUniversal): the style line
 * first, the person's words verbatim, then one labelled line (or block) per section in
 * LINE_ORDER. Every other model's layout is src/domain/prompt/render (shared with the builder);
 * this module gives it the engine's sections, settings and, for the refiner, a rewritten draft.
 */
import type { DurationText, ModelId } from '../domain/models/model-ids.ts';
import {
  ASPECT_RATIOS,
  type AspectRatio,
  type ModelProfile,
} from '../domain/models/model-profile-schema.ts';
import { defaultResolution, getProfile } from '../domain/models/model-profiles.ts';
import { isVertical, type Plan } from '../domain/prompt/plan.ts';
import { fitToProfile } from '../domain/prompt/render/fit.ts';
import type {
  PromptSection,
  PromptSettings,
  SectionKind,
} from '../domain/prompt/render/render-types.ts';
import type { Language } from '../domain/schemas/template.ts';
import { analyse } from './analyse/analyse.ts';
import type { Section } from './compose.ts';
import type { LevelRewrites } from './rewrite.ts';
import { labelled, lineKind, sentence } from './text.ts';
import { LABELS, LINE_ORDER, type LineKind } from './vocabulary/labels.ts';

// Every kind of line the engine writes is a kind the profile renderer knows (a type check).
export const ENGINE_LINE_KINDS: readonly SectionKind[] = LINE_ORDER;

/** A section as it is written: "Camera: …." or a label line followed by its lines. */
export function sectionText(section: Section, lang: Language): string {
  if (section.kind === 'beats' || section.kind === 'dialogue') {
    return [labelled(section.kind, lang, '').trimEnd(), ...section.lines].join('\n');
  }
  return labelled(section.kind, lang, sentence(lang, section.lines.join(' ')));
}

/** The person's text with the chosen sections around it, and the notes in the same order. */
export function renderUniversal(
  text: string,
  sections: readonly Section[],
  lang: Language,
): { prompt: string; enhancements: string[] } {
  const above: string[] = [];
  const below: string[] = [];
  const enhancements: string[] = [];
  for (const kind of LINE_ORDER) {
    for (const section of sections) {
      if (section.kind !== kind) continue;
      (kind === 'style' ? above : below).push(sectionText(section, lang));
      enhancements.push(section.note);
    }
  }
  return { prompt: [...above, text, ...below].join('\n'), enhancements };
}

/** A profile's output besides the text: settings, and the negative prompt where it has one. */
export interface ProfileExtras {
  settings: PromptSettings;
  negativePrompt?: string;
  /** The person's words alone are longer than the model takes. */
  overLimit?: boolean;
}

const RATIO_RE = /(?<![\d.])(\d{1,2}) ?: ?(\d{1,2})(?![\d.])/g;

/**
 * Duration, ratio and resolution for a prompt: the duration the words name when the model
 * offers it, else the one asked for; the ratio the words name when offered, else vertical for
 * social formats; the model's first resolution.
 */
export function settingsFor(
  profile: ModelProfile,
  plan: Plan,
  text: string,
  duration: DurationText,
): PromptSettings {
  const offered = profile.durations.value;
  const asked = Number.parseInt(duration, 10);
  const seconds =
    profile.id === 'universal'
      ? (plan.seconds ?? asked)
      : plan.seconds !== undefined && offered.includes(plan.seconds)
        ? plan.seconds
        : offered.includes(asked)
          ? asked
          : profile.defaultDuration;
  const ratios = profile.aspectRatios.value;
  const named = [...text.matchAll(RATIO_RE)]
    .map((match) => `${match[1]}:${match[2]}`)
    .find((ratio): ratio is AspectRatio => (ASPECT_RATIOS as readonly string[]).includes(ratio));
  const preferred: AspectRatio = isVertical(plan) ? '9:16' : '16:9';
  const aspectRatio =
    named && ratios.includes(named)
      ? named
      : ratios.includes(preferred)
        ? preferred
        : (ratios[0] ?? preferred);
  const resolution = defaultResolution(profile, seconds);
  return {
    duration: `${seconds}s`,
    aspectRatio,
    ...(resolution === undefined ? {} : { resolution }),
  };
}

/** The settings a request's text gets for a model (what the AI path returns beside its text). */
export function requestSettings(
  model: ModelId,
  text: string,
  duration: DurationText,
): PromptSettings {
  const trimmed = text.trim();
  return settingsFor(getProfile(model), analyse(trimmed), trimmed, duration);
}

/** The seconds a profile's prompt is written for (the beats are sized to it). */
export const secondsOf = (settings: PromptSettings) => Number.parseInt(settings.duration, 10);

/**
 * Expand's chosen additions written for a model other than universal: kept by importance
 * within the model's limit (and Fast's 500 characters), the words never cut.
 */
export function renderForModel(
  model: ModelId,
  text: string,
  candidates: readonly Section[],
  lang: Language,
  settings: PromptSettings,
  fast: boolean,
): { prompt: string; enhancements: string[] } & ProfileExtras {
  const fitted = fitToProfile(getProfile(model), {
    words: text,
    candidates,
    lang,
    settings,
    fast,
  });
  return {
    prompt: fitted.prompt,
    enhancements: fitted.enhancements,
    settings,
    ...(fitted.negativePrompt === undefined ? {} : { negativePrompt: fitted.negativePrompt }),
    ...(fitted.overLimit ? { overLimit: true } : {}),
  };
}

/** Kinds in the order the refiner's additions are kept when a model's limit is short. */
const REWRITE_IMPORTANCE: readonly SectionKind[] = [
  'technical',
  'camera',
  'safety',
  'lighting',
  'style',
  'beats',
  'audio',
  'dialogue',
  'scene',
  'palette',
  'lens',
  'texture',
  'motion',
  'physics',
];
const ESSENTIAL = new Set<SectionKind>(['technical', 'camera', 'safety']);

/**
 * A rewritten draft (universal layout) taken apart: the lines of the original prompt stay the
 * person's words, verbatim and in order; every line the rewrite added or replaced becomes a
 * section again (a beats or dialogue block with its lines).
 */
function draftParts(original: string, draft: string): { words: string; sections: PromptSection[] } {
  const own = new Set(original.split('\n'));
  const words: string[] = [];
  const sections: PromptSection[] = [];
  let block: { lines: string[] } | undefined;
  for (const line of draft.split('\n')) {
    if (own.has(line)) {
      words.push(line);
      block = undefined;
      continue;
    }
    const kind = lineKind(line);
    if (kind === undefined) {
      if (block) block.lines.push(line);
      else words.push(line);
      continue;
    }
    const content = line.replace(/^[^:：]*[:：]\s*/, '');
    const lines = content === '' ? [] : [content];
    sections.push({ kind, lines, note: '', essential: ESSENTIAL.has(kind) });
    block = kind === 'beats' || kind === 'dialogue' ? { lines } : undefined;
  }
  const rank = (section: PromptSection) => REWRITE_IMPORTANCE.indexOf(section.kind);
  return { words: words.join('\n'), sections: sections.sort((a, b) => rank(a) - rank(b)) };
}

/** Change notes start with the label of the kind they change ("Lighting: …", "运镜：…"). */
const NOTE_KINDS = new Map<string, LineKind>(
  (Object.keys(LABELS) as LineKind[]).flatMap((kind) => [
    [LABELS[kind][0], kind],
    [LABELS[kind][1], kind],
  ]),
).set('运镜', 'camera');
const noteKind = (note: string) => NOTE_KINDS.get(note.split(/[:：]/)[0] ?? '');

/**
 * A refiner or variants draft written for a model: the person's lines verbatim, the rewrite's
 * lines in the model's layout and limit; change notes about lines the model does not get
 * (a duration it takes as a setting) are left out.
 */
export function renderDraftForModel(
  model: ModelId,
  original: string,
  draft: { text: string; changes: readonly string[] },
  lang: Language,
  settings: PromptSettings,
): { text: string; changes: string[] } & ProfileExtras {
  const { words, sections } = draftParts(original, draft.text);
  const profile = getProfile(model);
  const fitted = fitToProfile(profile, {
    words,
    candidates: sections,
    lang,
    settings,
    fast: false,
  });
  const order: readonly string[] = profile.sectionOrder.value;
  const written = new Set(
    fitted.chosen.map((section) => section.kind).filter((kind) => order.includes(kind)),
  );
  const changes = draft.changes.filter((note) => {
    const kind = noteKind(note);
    return kind === undefined || written.has(kind);
  });
  return {
    text: fitted.prompt,
    changes,
    settings,
    ...(fitted.negativePrompt === undefined ? {} : { negativePrompt: fitted.negativePrompt }),
    ...(fitted.overLimit ? { overLimit: true } : {}),
  };
}

/**
 * The refiner's and the variants page's three drafts for a model: each rewritten in its layout
 * (universal drafts are returned as they are), with the settings and negative prompt they share.
 */
export function levelsForModel(
  model: ModelId,
  rewrites: LevelRewrites,
  duration: DurationText,
): { drafts: LevelRewrites['drafts'] } & ProfileExtras {
  const profile = getProfile(model);
  const settings = settingsFor(profile, rewrites.plan, rewrites.original, duration);
  if (model === 'universal') return { drafts: rewrites.drafts, settings };
  const write = (draft: LevelRewrites['drafts']['light']) =>
    renderDraftForModel(model, rewrites.original, draft, rewrites.lang, settings);
  const light = write(rewrites.drafts.light);
  const medium = write(rewrites.drafts.medium);
  const heavy = write(rewrites.drafts.heavy);
  const drafts = {
    light: { text: light.text, changes: light.changes },
    medium: { text: medium.text, changes: medium.changes },
    heavy: { text: heavy.text, changes: heavy.changes },
  };
  return {
    drafts,
    settings,
    ...(medium.negativePrompt === undefined ? {} : { negativePrompt: medium.negativePrompt }),
    ...(medium.overLimit ? { overLimit: true } : {}),
  };
}
