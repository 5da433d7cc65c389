/**
 * Rewrites for the refiner and the variants page. The person's own lines are never changed:
 * every edit replaces or adds a labelled line, chosen from vocabulary that fits the prompt's
 * plan. Light re-lights and adjusts material and motion; medium also re-shoots (one camera
 * line with shot, move and lens); heavy also changes the artistic direction and rewrites every
 * line that belongs to the old one (style, scene, light, palette, material).
 */
import type { Plan, StyleFamily } from '../domain/prompt/plan.ts';
import type { EnhancementName, RefineStyle } from '../domain/schemas/optimize.ts';
import type { DurationText } from '../domain/models/model-ids.ts';
import type { Intensity } from '../domain/schemas/prompt-common.ts';
import type { Language } from '../domain/schemas/template.ts';
import { INPUT_MAX } from '../domain/limits.ts';
import { analyse } from './analyse/analyse.ts';
import { mentions } from './detect.ts';
import type { PresenceKey } from './vocabulary/presence.ts';
import {
  audioSections,
  cameraSection,
  lightSection,
  paletteSection,
  safetySection,
  sceneSection,
  styleSection,
  technicalSection,
  type ComposeOptions,
  type Section,
} from './compose.ts';
import { hashString, pick, streamFor } from './random.ts';
import { sectionText } from './render.ts';
import { insertLine, labelled, lineKind, sentence } from './text.ts';
import { fits, type Phrase } from './vocabulary/fit.ts';
import type { LineKind } from './vocabulary/labels.ts';
import { MOTIONS, PHYSICS, TEXTURES } from './vocabulary/rewrite-phrases.ts';

/** Whether the person's own words (not a labelled line) say this: then it stays theirs. */
const said = (plan: Plan, key: PresenceKey) => mentions(plan.core, key);

/** A prompt being rewritten, and the notes of what changed so far. */
export interface Draft {
  text: string;
  changes: string[];
}

/** Names used in change notes ("Lighting: golden hour → blue hour"). */
const NOTE_LABELS: Record<string, readonly [string, string]> = {
  lighting: ['Lighting', '光线'],
  physics: ['Physics', '物理'],
  motion: ['Motion', '动作'],
  texture: ['Texture', '质感'],
  camera: ['Camera', '运镜'],
  style: ['Style', '风格'],
  scene: ['Scene', '场景'],
  palette: ['Palette', '配色'],
  technical: ['Technical', '技术参数'],
  audio: ['Audio', '声音'],
  safety: ['Safety', '安全'],
  lens: ['Lens', '焦段'],
};

function note(lang: Language, kind: LineKind, from: string | undefined, to: string): string {
  const [en, zh] = NOTE_LABELS[kind] ?? [kind, kind];
  const label = lang === 'zh' ? zh : en;
  if (lang === 'zh')
    return from === undefined ? `${label}：新增“${to}”` : `${label}：${from} → ${to}`;
  return from === undefined ? `${label}: added ${to}` : `${label}: ${from} → ${to}`;
}

/** A short form of a line's content for a note: whole when short, else its first clause. */
function summary(content: string): string {
  const text = content.trim().replace(/[.。]$/, '');
  if (text.length <= 40) return text;
  return (text.split(/[,，;；]/)[0] ?? text).trim();
}

const contentOf = (line: string) => line.replace(/^[^:：]*[:：]\s*/, '');

/**
 * Put a section in the draft: replace the first line of its kind (and drop the lines of a
 * multi-line block that follow it), or insert it where it belongs. Returns the draft unchanged
 * when the text would be the same or too long.
 */
function put(draft: Draft, section: Section, lang: Language): Draft {
  const text = sectionText(section, lang);
  const lines = draft.text.split('\n');
  const at = lines.findIndex((line) => lineKind(line) === section.kind);
  let next: string;
  let from: string | undefined;
  if (at === -1) {
    next = insertLine(draft.text, section.kind, text);
  } else {
    from = summary(contentOf(lines[at] ?? ''));
    next = [...lines.slice(0, at), text, ...lines.slice(at + 1)].join('\n');
  }
  if (next === draft.text || next.length > INPUT_MAX) return draft;
  const to = summary(section.lines.join(' '));
  if (from !== undefined && from.toLowerCase() === to.toLowerCase()) return draft;
  return { text: next, changes: [...draft.changes, note(lang, section.kind, from, to)] };
}

/** Remove every line of a kind (a separate "Lens:" line once the camera line has a lens). */
function drop(draft: Draft, kind: LineKind): Draft {
  const lines = draft.text.split('\n');
  const kept = lines.filter((line) => lineKind(line) !== kind);
  return kept.length === lines.length ? draft : { ...draft, text: kept.join('\n') };
}

/** The content of the draft's line of a kind, if it has one. */
const current = (draft: Draft, kind: LineKind) => {
  const line = draft.text.split('\n').find((l) => lineKind(l) === kind);
  return line === undefined ? undefined : contentOf(line);
};

/** A one-line section from a phrase list: a fitting phrase the draft does not already say. */
function phraseSection(
  kind: LineKind,
  list: readonly Phrase[],
  plan: Plan,
  o: ComposeOptions,
  draft: Draft,
): Section | undefined {
  const now = (current(draft, kind) ?? '').toLowerCase();
  const say = (phrase: Phrase) => (o.lang === 'zh' ? phrase.zh : phrase.en);
  const options = list.filter(
    (phrase) => fits(phrase, plan) && !now.includes(say(phrase).toLowerCase()),
  );
  if (options.length === 0) return undefined;
  const text = say(pick(streamFor(o.seed, `r:${kind}`), options));
  return {
    kind,
    lines: [o.lang === 'zh' ? text : text[0]?.toUpperCase() + text.slice(1)],
    note: '',
    essential: false,
  };
}

/** A section that differs from what the draft says now: tried with a few seeds. */
function different(
  draft: Draft,
  kind: LineKind,
  o: ComposeOptions,
  build: (options: ComposeOptions) => Section | undefined,
): Section | undefined {
  const now = current(draft, kind);
  const original = o.avoid;
  o = { ...o, avoid: `${o.avoid ?? ''}\n${now ?? ''}` };
  for (let attempt = 0; attempt < 6; attempt += 1) {
    // A hashed seed per attempt: nearby seeds give correlated first picks.
    const seed = attempt === 0 ? o.seed : hashString(`${o.seed}:${kind}:${attempt}`);
    const section = build({ ...o, seed });
    const text = section?.lines.join(' ') ?? '';
    // A rewrite moves on: never back to what the person's prompt said before.
    const back = original !== undefined && text !== '' && original.includes(text);
    if (section && !back && text !== now && sentence(o.lang, text) !== now) {
      return section;
    }
  }
  return undefined;
}

function lightLevel(draft: Draft, plan: Plan, o: ComposeOptions): Draft {
  let d = draft;
  // Light the person described stays theirs: only a line the engine wrote is re-lit.
  if (!said(plan, 'lighting')) {
    const light = different(d, 'lighting', o, (opts) => lightSection(plan, opts, 'r:light'));
    if (light) d = put(d, light, o.lang);
  }
  const motion = phraseSection('motion', MOTIONS, plan, o, d);
  if (motion) d = put(d, motion, o.lang);
  if (plan.medium === 'animation') return drop(d, 'texture');
  const texture = phraseSection('texture', TEXTURES, plan, o, d);
  if (texture) d = put(d, texture, o.lang);
  return d;
}

function mediumLevel(draft: Draft, plan: Plan, o: ComposeOptions): Draft {
  if (said(plan, 'move')) {
    // The person chose the camera: medium re-shoots the setting around it instead.
    const scene = different(draft, 'scene', o, (opts) => sceneSection(plan, opts));
    return scene ? put(draft, scene, o.lang) : draft;
  }
  // One camera line with shot, move and lens: a separate lens line would be a second one.
  const camera = different(draft, 'camera', o, (opts) =>
    cameraSection(plan, opts, { shot: true, lens: true }, 'r:camera'),
  );
  const d = camera ? put(draft, camera, o.lang) : draft;
  return drop(d, 'lens');
}

/** Directions heavy can move to, per target, as a change of the plan's look. */
const DIRECTIONS: Record<RefineStyle, readonly (StyleFamily | 'plain')[]> = {
  realistic: ['documentary', 'photoreal'],
  cinematic: ['plain', 'noir', 'vintage'],
  animated: ['3d', 'anime', 'clay', 'watercolor', 'cartoon'],
};
const ANIMATED_FAMILIES = new Set<StyleFamily | 'plain'>(DIRECTIONS.animated);

function classOf(plan: Plan): RefineStyle {
  if (plan.medium === 'animation') return 'animated';
  return plan.style === 'documentary' || plan.type === 'nature' || plan.type === 'interview'
    ? 'realistic'
    : 'cinematic';
}

/**
 * The plan under a new artistic direction. The person's words win: if they ask for animation
 * (or name a live-action look), heavy stays in that medium and varies within it.
 */
function redirect(plan: Plan, target: RefineStyle | undefined, seed: number): Plan {
  const mine = classOf(plan);
  const wordsFixMedium = plan.style !== undefined;
  let goal: RefineStyle =
    target ??
    pick(
      streamFor(seed, 'target'),
      (['realistic', 'cinematic', 'animated'] as const).filter((c) => c !== mine),
    );
  if (wordsFixMedium && (goal === 'animated') !== (plan.medium === 'animation')) goal = mine;
  const options = DIRECTIONS[goal].filter((family) => family !== plan.style);
  const family = pick(
    streamFor(seed, 'direction'),
    options.length > 0 ? options : DIRECTIONS[goal],
  );
  const medium = ANIMATED_FAMILIES.has(family) ? 'animation' : 'live-action';
  const { style: _old, ...rest } = plan;
  return {
    ...rest,
    medium,
    ...(family === 'plain' ? {} : { style: family }),
    type:
      medium === 'animation' ? 'animation' : plan.type === 'animation' ? 'cinematic' : plan.type,
  } satisfies Plan;
}

function heavyLevel(
  draft: Draft,
  plan: Plan,
  o: ComposeOptions,
  target: RefineStyle | undefined,
): Draft {
  const next = redirect(plan, target, o.seed);
  let d = draft;
  // Every line of the old direction is rewritten under the new one.
  const style = different(d, 'style', o, (opts) => styleSection(next, opts));
  if (style) d = put(d, style, o.lang);
  const scene = different(d, 'scene', { ...o, seed: hashString(`${o.seed}:heavy`) }, (opts) =>
    sceneSection(next, opts, true),
  );
  if (scene) d = put(d, scene, o.lang);
  if (!said(plan, 'lighting')) {
    const light = different(d, 'lighting', o, (opts) => lightSection(next, opts, 'h:light'));
    if (light) d = put(d, light, o.lang);
  }
  if (!said(plan, 'palette')) {
    const palette = different(d, 'palette', o, (opts) => paletteSection(next, opts, 'h:palette'));
    if (palette) d = put(d, palette, o.lang);
  }
  const motion = phraseSection('motion', MOTIONS, next, { ...o, seed: o.seed + 1 }, d);
  if (motion) d = put(d, motion, o.lang);
  if (next.medium === 'animation') d = drop(d, 'texture');
  return d;
}

/**
 * The changes every level shares: the duration (unless the person's words set one), then the
 * refiner's enhancement flags, each adding its kind of line only when the prompt lacks it.
 */
function applyBase(
  text: string,
  plan: Plan,
  o: ComposeOptions,
  enhancements: readonly EnhancementName[],
): Draft {
  let d: Draft = { text, changes: [] };
  if (plan.seconds === undefined) {
    const technical = technicalSection(plan, o, {
      duration: true,
      ratio: !hasRatioIn(text) || current(d, 'technical') !== undefined,
    });
    d = put(d, technical, o.lang);
  }
  const wants = new Set(enhancements);
  const { has } = plan;
  if (wants.has('camera_work') && !has.move) {
    const camera = cameraSection(plan, o, { shot: !has.shot, lens: !has.lens });
    if (camera) d = put(d, camera, o.lang);
  }
  if (wants.has('physics_constraints') && !has.physics) {
    const physics = phraseSection('physics', PHYSICS, plan, o, d);
    if (physics) d = put(d, physics, o.lang);
  }
  if (wants.has('audio_suggestions') && !has.audio) {
    const [audio] = audioSections(plan, { ...o, advanced: false }, true);
    if (audio) d = put(d, audio, o.lang);
  }
  if (wants.has('safety_guidelines') && !has.safety)
    d = put(d, safetySection(o, true, plan), o.lang);
  return d;
}

const hasRatioIn = (text: string) =>
  /(?<![\d.])(?:16 ?: ?9|9 ?: ?16|1 ?: ?1|4 ?: ?3|21 ?: ?9|2\.39 ?: ?1)(?![\d.])/.test(text);

/** Rewrites of one prompt at each intensity; light ⊂ medium ⊂ heavy in what they change. */
export interface LevelRewrites {
  original: string;
  drafts: Record<Intensity, Draft>;
  /** The prompt's plan and the language the drafts are written in (for a model's layout). */
  plan: Plan;
  lang: Language;
}

/** Options shared by refine and variants. */
export interface RewriteOptions {
  duration: DurationText;
  /** Language of added lines and notes; the prompt's own when left out. */
  language: Language | undefined;
  seed: number;
  enhancements: readonly EnhancementName[];
  /** The direction heavy goes in; undefined lets the seed pick one the prompt does not have. */
  target: RefineStyle | undefined;
}

/**
 * Rewrite a prompt at all three intensities. Medium applies light's changes and more, heavy
 * applies medium's and more, so each level is further from the original than the one before.
 */
export function rewriteLevels(prompt: string, options: RewriteOptions): LevelRewrites {
  const original = prompt.trim();
  const plan = analyse(original);
  const o: ComposeOptions = {
    lang: options.language ?? plan.lang,
    seconds: plan.seconds ?? Number.parseInt(options.duration, 10),
    seed: options.seed,
    advanced: true,
    // Every level moves away from what the original says, not back to it.
    avoid: original,
  };
  const base = applyBase(original, plan, o, options.enhancements);
  const light = lightLevel(base, plan, o);
  const medium = mediumLevel(light, plan, o);
  const heavy = heavyLevel(medium, plan, o, options.target);
  return { original, drafts: { light, medium, heavy }, plan, lang: o.lang };
}

/** A labelled line as the rewrite writes it (exported for tests). */
export const writeLine = (kind: LineKind, lang: Language, content: string) =>
  labelled(kind, lang, sentence(lang, content));
