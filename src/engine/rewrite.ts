import { INPUT_MAX } from '../domain/limits.ts';
import type { GeneratorDuration, Intensity } from '../domain/schemas/prompt-common.ts';
import type { EnhancementName } from '../domain/schemas/optimize.ts';
import type { Language } from '../domain/schemas/template.ts';
import {
  analyse,
  audioBlock,
  cameraBlock,
  durationText,
  safetyBlock,
  type Block,
  type Context,
} from './blocks.ts';
import { detectPresence, findDuration } from './detect.ts';
import { pick, streamFor } from './random.ts';
import {
  coreText,
  firstClause,
  insertLine,
  labelled,
  lineKind,
  sentence,
  wordRegex,
} from './text.ts';
import type { LineKind } from './vocabulary/labels.ts';
import { say, type Pair } from './vocabulary/pair.ts';
import {
  LENS_TERMS,
  LIGHT_TERMS,
  MOTION_TERMS,
  MOVE_TERMS,
  PALETTE_LINES,
  PALETTE_TERMS,
  PHYSICS_LINES,
  SHOT_TERMS,
  STYLE_LINES,
  STYLE_TERMS,
  TEXTURE_LINES,
  type StyleClass,
  type Term,
} from './vocabulary/terms.ts';
import { TIME_VOCAB } from './vocabulary/time-of-day.ts';

/** A prompt being rewritten, and the notes of what changed so far. */
export interface Draft {
  text: string;
  changes: string[];
}

/** Names used in change notes ("Lighting: golden hour → blue hour"). */
const NOTE_LABELS = {
  lighting: ['Lighting', '灯光'],
  motion: ['Motion', '运动'],
  texture: ['Texture', '质感'],
  camera: ['Camera', '运镜'],
  shot: ['Shot', '景别'],
  lens: ['Lens', '镜头'],
  style: ['Style', '风格'],
  palette: ['Palette', '配色'],
  duration: ['Duration', '时长'],
  technical: ['Technical', '技术参数'],
  physics: ['Physics', '物理'],
  audio: ['Audio', '声音'],
  safety: ['Safety', '安全'],
} as const satisfies Record<string, Pair>;
type NoteKey = keyof typeof NOTE_LABELS;

function note(lang: Language, key: NoteKey, from: string | undefined, to: string): string {
  const label = say(NOTE_LABELS[key], lang);
  if (lang === 'zh')
    return from === undefined ? `${label}：新增“${to}”` : `${label}：${from} → ${to}`;
  return from === undefined ? `${label}: added ${to}` : `${label}: ${from} → ${to}`;
}

const TERM_RES = new Map<Term, RegExp>();
function termRegex(term: Term): RegExp {
  let re = TERM_RES.get(term);
  if (!re) {
    const source = term.re ?? term.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    re = new RegExp(wordRegex(source).source, 'gi');
    TERM_RES.set(term, re);
  }
  return re;
}

interface Found {
  term: Term;
  index: number;
  matched: string;
  zh: boolean;
}

/** The earliest term of a family in the text (the longer one when two start together). */
function findTerm(text: string, terms: readonly Term[]): Found | undefined {
  let best: Found | undefined;
  for (const term of terms) {
    const re = termRegex(term);
    re.lastIndex = 0;
    const en = re.exec(text);
    const zhIndex = text.indexOf(term.zh);
    const hits: Found[] = [];
    if (en) hits.push({ term, index: en.index, matched: en[0], zh: false });
    if (zhIndex !== -1) hits.push({ term, index: zhIndex, matched: term.zh, zh: true });
    for (const hit of hits) {
      if (
        !best ||
        hit.index < best.index ||
        (hit.index === best.index && hit.matched.length > best.matched.length)
      )
        best = hit;
    }
  }
  return best;
}

/** Keep a capital where the person wrote one. */
function matchCase(original: string, replacement: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

/**
 * Swap one term of a family for another of the same family (in the same language as the
 * match), everywhere it occurs. `allowed` narrows the replacements (a target style).
 */
function swapTerm(
  draft: Draft,
  ctx: Context,
  key: NoteKey,
  terms: readonly Term[],
  allowed: (term: Term) => boolean = () => true,
): Draft | undefined {
  const found = findTerm(draft.text, terms);
  if (!found) return undefined;
  const group = found.term.group;
  const pool = terms.filter(
    (term) => term !== found.term && allowed(term) && (group === undefined || term.group === group),
  );
  if (pool.length === 0) return undefined;
  const next = pick(streamFor(ctx.seed, `swap:${key}`), pool);
  let text: string;
  let to: string;
  if (found.zh) {
    to = next.zh;
    text = draft.text.split(found.term.zh).join(to);
  } else {
    to = matchCase(found.matched, next.en);
    const re = termRegex(found.term);
    text = draft.text.replace(re, (match) => matchCase(match, next.en));
  }
  return accept(draft, text, note(ctx.lang, key, found.matched, to));
}

/** A short form of a phrase for a change note: whole when short, else its first clause. */
function summary(phrase: string): string {
  const text = phrase.trim().replace(/[.。]$/, '');
  return text.length <= 40 ? text : firstClause(text);
}

function accept(draft: Draft, text: string, change: string): Draft | undefined {
  if (text === draft.text || text.length > INPUT_MAX) return undefined;
  return { text, changes: [...draft.changes, change] };
}

/** Replace the content of the first labelled line of this kind. */
function replaceLine(
  draft: Draft,
  ctx: Context,
  kind: LineKind,
  key: NoteKey,
  content: string,
): Draft | undefined {
  const lines = draft.text.split('\n');
  const at = lines.findIndex((line) => lineKind(line) === kind);
  if (at === -1) return undefined;
  const old = (lines[at] ?? '').replace(/^[^:：]*[:：]\s*/, '');
  const text = [
    ...lines.slice(0, at),
    labelled(kind, ctx.lang, sentence(ctx.lang, content)),
    ...lines.slice(at + 1),
  ].join('\n');
  return accept(draft, text, note(ctx.lang, key, summary(old), summary(content)));
}

/** Add a labelled line where it belongs. */
function addLine(
  draft: Draft,
  ctx: Context,
  kind: LineKind,
  key: NoteKey,
  content: string,
): Draft | undefined {
  const text = insertLine(draft.text, kind, labelled(kind, ctx.lang, sentence(ctx.lang, content)));
  return accept(draft, text, note(ctx.lang, key, undefined, summary(content)));
}

/** Add a block the expander builds (camera, audio, safety), noted by a short summary. */
function addBlock(
  draft: Draft,
  ctx: Context,
  key: NoteKey,
  block: Block,
  about: string,
): Draft | undefined {
  const text = insertLine(draft.text, block.kind, block.text);
  return accept(draft, text, note(ctx.lang, key, undefined, summary(about)));
}

/** The content of a block's first line, without its label. */
const contentOf = (block: Block) =>
  (block.text.split('\n')[0] ?? '').replace(/^[^:：]*[:：]\s*/, '');

const SAFETY_SUMMARY: Pair = ['original, fictional content only', '仅限原创虚构内容'];

const choose = (ctx: Context, key: string, items: readonly Pair[], avoid = '') => {
  const pool = items.filter((pair) => !avoid.includes(say(pair, ctx.lang)));
  return say(pick(streamFor(ctx.seed, key), pool.length > 0 ? pool : items), ctx.lang);
};

const lineOf = (text: string, kind: LineKind) =>
  text.split('\n').find((line) => lineKind(line) === kind) ?? '';

/** Light: lighting, then motion, then material. */
function lightOps(draft: Draft, ctx: Context): Draft {
  let d = draft;
  const lights = ctx.time ? TIME_VOCAB[ctx.time].light : ctx.vocab.light;
  d =
    swapTerm(d, ctx, 'lighting', LIGHT_TERMS) ??
    replaceLine(
      d,
      ctx,
      'lighting',
      'lighting',
      choose(ctx, 'r:light', lights, lineOf(d.text, 'lighting')),
    ) ??
    addLine(d, ctx, 'lighting', 'lighting', choose(ctx, 'r:light', lights)) ??
    d;
  d = swapTerm(d, ctx, 'motion', MOTION_TERMS) ?? d;
  const texture = choose(ctx, 'r:texture', TEXTURE_LINES, lineOf(d.text, 'texture'));
  d =
    replaceLine(d, ctx, 'texture', 'texture', texture) ??
    addLine(d, ctx, 'texture', 'texture', texture) ??
    d;
  return d;
}

/** Medium: the camera move (or shot), then the lens. */
function mediumOps(draft: Draft, ctx: Context): Draft {
  let d = draft;
  const swapped = swapTerm(d, ctx, 'camera', MOVE_TERMS) ?? swapTerm(d, ctx, 'shot', SHOT_TERMS);
  if (swapped) {
    d = swapped;
    d =
      swapTerm(d, ctx, 'lens', LENS_TERMS) ??
      addLine(d, ctx, 'lens', 'lens', choose(ctx, 'r:lens', ctx.vocab.lens)) ??
      d;
    return d;
  }
  // No camera term to swap: write a fresh camera line (shot, move and lens together).
  const camera = cameraBlock({ ...ctx, seed: ctx.seed + 7919 }, { shot: true, lens: true });
  const content = contentOf(camera).replace(/[.。]$/, '');
  return (
    replaceLine(d, ctx, 'camera', 'camera', content) ??
    addBlock(d, ctx, 'camera', camera, content) ??
    d
  );
}

/** Heavy: the artistic direction (style line or style word), then the palette. */
function heavyOps(draft: Draft, ctx: Context, target: StyleClass): Draft {
  let d = draft;
  const styleLine = choose(ctx, 'r:style', STYLE_LINES[target], lineOf(d.text, 'style'));
  d =
    replaceLine(d, ctx, 'style', 'style', styleLine) ??
    swapTerm(d, ctx, 'style', STYLE_TERMS, (term) => term.cls === target) ??
    addLine(d, ctx, 'style', 'style', styleLine) ??
    d;
  const paletteLine = choose(ctx, 'r:palette', PALETTE_LINES[target]);
  d =
    swapTerm(d, ctx, 'palette', PALETTE_TERMS, (term) => term.cls === target) ??
    replaceLine(d, ctx, 'palette', 'palette', paletteLine) ??
    addLine(d, ctx, 'palette', 'palette', paletteLine) ??
    d;
  return d;
}

/** The style direction a prompt already has (its first style word), if any. */
export function currentStyleClass(text: string): StyleClass | undefined {
  const found = findTerm(text, STYLE_TERMS);
  return found?.term.cls;
}

/**
 * Set the clip length: change the duration in the technical line or the first written
 * duration; add a technical line when the prompt has none.
 */
function setDuration(draft: Draft, ctx: Context, seconds: number): Draft {
  const wanted = durationText(ctx.lang, seconds);
  const lines = draft.text.split('\n');
  const technical = lines.findIndex((line) => lineKind(line) === 'technical');
  const re = /(?<![\d.:])(\d{1,3}) ?-? ?(?:s|secs?|seconds?)\b|(\d{1,3}) ?秒/i;
  const target =
    technical !== -1 && re.test(lines[technical] ?? '')
      ? technical
      : lines.findIndex((line) => re.test(line));
  if (target !== -1) {
    const line = lines[target] ?? '';
    const match = re.exec(line);
    if (!match) return draft;
    const current = Number(match[1] ?? match[2]);
    if (current === seconds) return draft;
    const replacement = match[2] !== undefined ? `${seconds}秒` : `${seconds}s`;
    lines[target] =
      line.slice(0, match.index) + replacement + line.slice(match.index + match[0].length);
    return (
      accept(draft, lines.join('\n'), note(ctx.lang, 'duration', match[0], replacement)) ?? draft
    );
  }
  const has = detectPresence(draft.text);
  const parts = [wanted, ...(has.ratio ? [] : [ctx.vertical ? '9:16' : '16:9'])];
  const content = parts.join(ctx.lang === 'zh' ? '，' : ', ');
  return addLine(draft, ctx, 'technical', 'technical', content) ?? draft;
}

/**
 * The changes every level shares: the duration, then the refiner's enhancement flags, each
 * adding its kind of line only when the prompt lacks it.
 */
export function applyBase(
  text: string,
  ctx: Context,
  seconds: number,
  enhancements: readonly EnhancementName[],
): Draft {
  let d: Draft = setDuration({ text, changes: [] }, ctx, seconds);
  const has = detectPresence(d.text);
  const wants = new Set(enhancements);
  if (wants.has('camera_work') && !has.move) {
    const camera = cameraBlock(ctx, { shot: !has.shot, lens: !has.lens });
    d = addBlock(d, ctx, 'camera', camera, contentOf(camera)) ?? d;
  }
  if (wants.has('physics_constraints') && !has.physics)
    d = addLine(d, ctx, 'physics', 'physics', choose(ctx, 'r:physics', PHYSICS_LINES)) ?? d;
  if (wants.has('audio_suggestions') && !has.audio) {
    const audio = audioBlock(ctx, { music: true, dialogue: false });
    d = addBlock(d, ctx, 'audio', audio, contentOf(audio).split(/[;；]/)[0] ?? '') ?? d;
  }
  if (wants.has('safety_guidelines') && !has.safety)
    d = addBlock(d, ctx, 'safety', safetyBlock(ctx, true), say(SAFETY_SUMMARY, ctx.lang)) ?? d;
  return d;
}

/** Rewrites of one prompt at each intensity; light ⊂ medium ⊂ heavy in what they change. */
export interface LevelRewrites {
  original: string;
  drafts: Record<Intensity, Draft>;
}

/** Options shared by refine and variants. */
export interface RewriteOptions {
  duration: GeneratorDuration;
  language: Language;
  seed: number;
  enhancements: readonly EnhancementName[];
  /** The direction heavy goes in; undefined lets the seed pick one the prompt does not have. */
  target: StyleClass | undefined;
}

/**
 * Rewrite a prompt at all three intensities. Medium applies light's changes and more, heavy
 * applies medium's and more, so each level is further from the original than the one before.
 * Only recognised vocabulary (light, motion, camera, lens, style, palette words) and labelled
 * lines are touched; the person's subject and action words are never replaced.
 */
export function rewriteLevels(prompt: string, options: RewriteOptions): LevelRewrites {
  const original = prompt.trim();
  const seconds = Number.parseInt(options.duration, 10);
  const ctx = analyse(
    original,
    options.language,
    findDuration(coreText(original)) ?? seconds,
    options.seed,
  );
  const base = applyBase(original, ctx, seconds, options.enhancements);
  const current = currentStyleClass(original) ?? 'cinematic';
  const others = (['realistic', 'cinematic', 'animated'] as const).filter((cls) => cls !== current);
  const target = options.target ?? pick(streamFor(options.seed, 'target'), others);
  const light = lightOps(base, ctx);
  const medium = mediumOps(light, ctx);
  const heavy = heavyOps(medium, ctx, target);
  return { original, drafts: { light, medium, heavy } };
}
