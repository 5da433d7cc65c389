import { DEFAULT_MODEL_ID, type DurationText, type ModelId } from '../domain/models/model-ids.ts';
import { getProfile } from '../domain/models/model-profiles.ts';
import type { GenerateMode } from '../domain/schemas/generate.ts';
import type { Language } from '../domain/schemas/template.ts';
import type { Plan } from '../domain/prompt/plan.ts';
import { ADVANCED_MAX, FAST_SOFT, INPUT_MAX } from '../domain/limits.ts';
import { analyse } from './analyse/analyse.ts';
import { statedRatio } from './detect.ts';
import { labelKinds } from './text.ts';
import {
  audioSections,
  beatsSection,
  cameraSection,
  lightSection,
  ownLightSection,
  ownSoundSection,
  paletteSection,
  safetySection,
  sceneSection,
  styleSection,
  technicalSection,
  type ComposeOptions,
  type Section,
} from './compose.ts';
import {
  renderForModel,
  renderUniversal,
  secondsOf,
  sectionText,
  settingsFor,
  type ProfileExtras,
} from './render.ts';

/** Words that say how a shot is lit ("soft window light", 逆光), not lights that are seen. */
const LIT_AS =
  /\b\w+ light\b(?!s)|\blighting\b|光线|自然光|逆光|侧光|顶光|柔光|暖光|冷光|光影|打光|布光/i;

/** Options of the quick generator's engine. */
export interface ExpandOptions {
  mode: GenerateMode;
  /** One of the model's durations ("15s"); words that name one the model offers win. */
  duration: DurationText;
  /** Language of the scaffolding and notes; the idea's own language when left out. */
  language?: Language;
  /** Same seed, same text; Regenerate sends another. */
  seed?: number;
  /** The model the prompt is written for; universal (today's layout) when left out. */
  model?: ModelId;
}

export interface ExpandResult extends ProfileExtras {
  prompt: string;
  /** What was added, in the output language, in the order it appears in the prompt. */
  enhancements: string[];
}

/** The seed used when none is given. */
export const DEFAULT_SEED = 1;

/** A line of the idea's own that sets its look ("Style: …", "风格：…"). */
const STYLE_LINE = /^\s*(?:style|look|visual style|风格|画风)\s*[:：]/im;

/**
 * The sections a prompt lacks, most important first. Fast keeps to the lines the guides say
 * matter most (format, camera, safety, light, style, a line of sound); Advanced adds beats,
 * scene details, palette, music and dialogue.
 */
function candidates(plan: Plan, o: ComposeOptions, text: string): Section[] {
  const { has } = plan;
  const out: (Section | undefined)[] = [];
  if (!has.duration || !has.ratio) {
    // "9:16 TikTok hook": the Technical line says the idea's ratio again, so it is all in one place.
    const ratio = has.ratio ? (statedRatio(plan.core) ?? false) : true;
    // ("30 second ad": the person's own length is said again there too.)
    out.push(
      technicalSection(plan, o, { duration: !has.duration || plan.seconds !== undefined, ratio }),
    );
  }
  // The Camera line says the person's own camera words again and adds what they left out.
  if (!labelKinds(text).has('camera'))
    out.push(cameraSection(plan, o, { shot: !has.shot, lens: !has.lens, move: !has.move }));
  // The one sound the person asked for ("only breathing in the helmet", 风声很大) is the Audio
  // line, even where no audio word was read; nothing stock is heard over it, and in Fast it
  // comes before any stock line, since they asked for it.
  const ownAudio = labelKinds(text).has('audio') ? undefined : ownSoundSection(plan, o);
  if (!o.advanced && ownAudio) out.push(ownAudio);
  if (!has.safety) out.push(safetySection(o, o.advanced, plan));
  // The person's own light words win over any stock light, even when no light line is read.
  if (!has.lighting) out.push(ownLightSection(plan, o) ?? lightSection(plan, o));
  // "soft window light": the Lighting line says what the person's own light does.
  // ("江边灯光倒映在水面上" names lights that are seen, not how the shot is lit: a light that
  // fits is still written. "overcast moody light" is how it is lit, even unread: none is added.)
  else if (!labelKinds(text).has('lighting'))
    out.push(
      ownLightSection(plan, o) ?? (LIT_AS.test(plan.core) ? undefined : lightSection(plan, o)),
    );
  // "anime-style girl", 赛博朋克重庆: a look named in a word still gets its full Style line,
  // unless the idea already has a line of its own for it.
  if (!has.style) out.push(styleSection(plan, o));
  else if (plan.style && !STYLE_LINE.test(text)) out.push(styleSection(plan, o, true));
  // "年轻人喜欢的风格", "a cool aesthetic": a style word that names no look still needs one.
  else if (!STYLE_LINE.test(text) && !labelKinds(text).has('style'))
    out.push(styleSection(plan, o));
  if (o.advanced) {
    if (!has.beats) out.push(beatsSection(plan, o));
    // (The idea's own lines are still set out under the sound it asked for.)
    if (ownAudio)
      out.push(ownAudio, ...audioSections(plan, o, true).filter((s) => s.kind === 'dialogue'));
    else out.push(...audioSections(plan, o, true));
    if (!has.scene) out.push(sceneSection(plan, o));
    if (!has.palette) out.push(paletteSection(plan, o));
  } else if (!ownAudio) out.push(...audioSections(plan, o, false));
  return out
    .filter((section): section is Section => section !== undefined)
    .map((section) => forOnePerson(section, plan, o.lang));
}

/** "on the faces" → "on the face", "under the voices" → "under the voice". */
function oneFace(line: string): string {
  return line.replace(/\bthe faces\b/g, 'the face').replace(/\bthe voices\b/g, 'the voice');
}

/**
 * "the flames on the faces" for one chef, "a piano under the voices" for one speaker: the
 * stock lines that assume a group say one face and one voice when the idea has one person.
 */
function forOnePerson(section: Section, plan: Plan, lang: Language): Section {
  if (lang !== 'en' || plan.people > 1 || !['lighting', 'audio', 'scene'].includes(section.kind))
    return section;
  if (!section.lines.some((line) => line.includes('the faces') || line.includes('the voices')))
    return section;
  return {
    ...section,
    lines: section.lines.map(oneFace),
    note: oneFace(section.note),
    ...(section.short ? { short: forOnePerson(section.short, plan, lang) } : {}),
  };
}

/**
 * Choose additions by importance until the budget is spent. Each addition costs its length
 * plus one newline, so the final length is exactly the input plus what was chosen.
 *
 * Advanced: everything that fits in 2000 characters. Fast: if the input plus the essential
 * lines fits in 500, everything that fits in 500 (essentials come first, so they always make
 * it); otherwise only the essentials, within the 2000-character hard cap.
 *
 * Idempotence follows from this rule: a second run sees every chosen line (by its label),
 * builds the skipped ones identically (same plan, same per-line seed stream) and tests them
 * against a total at least as large as the first run did, so it skips them again.
 */
function chooseSections(
  inputLength: number,
  list: readonly Section[],
  lang: Language,
  advanced: boolean,
): Section[] {
  // Each section is measured once (its text is built to be measured, then thrown away).
  const costs = new Map<Section, number>();
  const cost = (section: Section) => {
    let known = costs.get(section);
    if (known === undefined) costs.set(section, (known = sectionText(section, lang).length + 1));
    return known;
  };
  let essentialCost = 0;
  for (const section of list) {
    if (section.essential) essentialCost += cost(section);
    else if (section.short?.essential) essentialCost += cost(section.short);
  }
  const roomy = inputLength + essentialCost <= FAST_SOFT;
  /** One greedy pass; `shortFirst` takes every line's short form when it has one. */
  const pass = (shortFirst: boolean): Section[] => {
    let total = inputLength;
    const chosen: Section[] = [];
    // (A form may be essential when its longer self is not: a drama's first sound.)
    const cap = (form: Section) =>
      Math.min(
        advanced ? ADVANCED_MAX : roomy ? FAST_SOFT : form.essential ? INPUT_MAX : -1,
        INPUT_MAX,
      );
    // (Room is kept for an essential short form further down the list: a drama's first sound
    // is never crowded out by a longer line before it.)
    let kept = 0;
    for (const section of list)
      if (!section.essential && section.short?.essential) kept += cost(section.short);
    for (const section of list) {
      const short = section.short;
      if (!section.essential && short?.essential) kept -= cost(short);
      const forms = shortFirst && short ? [short] : short ? [section, short] : [section];
      const room = (form: Section) => (form.essential ? 0 : kept);
      const taken = forms.find((form) => total + cost(form) + room(form) <= cap(form));
      if (taken) {
        chosen.push(taken);
        total += cost(taken);
      }
    }
    return chosen;
  };
  const full = pass(false);
  if (advanced || full.length === list.length) return full;
  // Fast with too little room for every line: shorter lines that keep one more (a Style
  // line's name and a sound, rather than a long Style line and no sound) are worth more.
  const short = pass(true);
  return short.length > full.length ? short : full;
}

/**
 * Expand a short idea into a structured prompt (the quick generator): analyse the idea into a
 * plan, compose only what fits it, render it in the model's layout (universal by default).
 *
 * Guarantees: the trimmed input appears verbatim; the result never exceeds 2000 characters nor
 * the model's limit (unless the input alone does: then nothing is added and `overLimit` says
 * so); Fast stays within 500 characters when the input leaves room; the same seed gives the
 * same text. For universal, expanding the result again with the same options returns it
 * unchanged.
 */
export function expand(input: string, options: ExpandOptions): ExpandResult {
  const text = input.trim();
  const model = options.model ?? DEFAULT_MODEL_ID;
  const profile = getProfile(model);
  if (text === '' || text.length >= INPUT_MAX) {
    return { prompt: text, enhancements: [], settings: { duration: options.duration } };
  }
  const plan = analyse(text);
  const lang = options.language ?? plan.lang;
  const settings = settingsFor(profile, plan, text, options.duration);
  const o: ComposeOptions = {
    lang,
    seconds:
      model === DEFAULT_MODEL_ID
        ? (plan.seconds ?? Number.parseInt(options.duration, 10))
        : secondsOf(settings),
    seed: options.seed ?? DEFAULT_SEED,
    advanced: options.mode === 'advanced',
  };
  if (model !== DEFAULT_MODEL_ID) {
    return renderForModel(model, text, candidates(plan, o, text), lang, settings, !o.advanced);
  }
  const chosen = chooseSections(text.length, candidates(plan, o, text), lang, o.advanced);
  return { ...renderUniversal(text, chosen, lang), settings };
}
