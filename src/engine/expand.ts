import type { GenerateMode } from '../domain/schemas/generate.ts';
import type { GeneratorDuration } from '../domain/schemas/prompt-common.ts';
import type { Language } from '../domain/schemas/template.ts';
import { ADVANCED_MAX, FAST_SOFT, INPUT_MAX } from '../domain/limits.ts';
import {
  analyse,
  audioBlock,
  beatsBlock,
  cameraBlock,
  lightingBlock,
  paletteBlock,
  safetyBlock,
  sceneBlock,
  styleBlock,
  technicalBlock,
  type Block,
  type Context,
} from './blocks.ts';
import { detectPresence, findDuration, type Presence } from './detect.ts';
import { coreText } from './text.ts';
import type { LineKind } from './vocabulary/labels.ts';

/** Options of the quick generator's engine. */
export interface ExpandOptions {
  mode: GenerateMode;
  duration: GeneratorDuration;
  /** Language of the scaffolding and notes; the person's text is kept as typed. */
  language?: Language;
  /** Same seed, same text; Regenerate sends another. */
  seed?: number;
}

export interface ExpandResult {
  prompt: string;
  /** What was added, in the requested language, in the order it appears in the prompt. */
  enhancements: string[];
}

/** The seed used when none is given. */
export const DEFAULT_SEED = 1;

/** Where each added line goes; the person's text sits between style and scene. */
const LAYOUT: readonly LineKind[] = [
  'style',
  'scene',
  'camera',
  'lighting',
  'palette',
  'beats',
  'audio',
  'technical',
  'safety',
];

/**
 * The additions a prompt lacks, most important first. Fast keeps to the lines the upstream
 * guide says matter most (format, camera, safety, light, style, a line of sound); Advanced
 * adds beats, scene details, palette, music and dialogue.
 */
function candidates(
  ctx: Context,
  has: Presence,
  advanced: boolean,
): { block: Block; essential: boolean }[] {
  const out: { block: Block; essential: boolean }[] = [];
  if (!has.duration || !has.ratio) {
    const block = technicalBlock(ctx, { duration: !has.duration, ratio: !has.ratio });
    out.push({ block, essential: true });
  }
  if (!has.move) {
    const block = cameraBlock(ctx, { shot: advanced && !has.shot, lens: !has.lens });
    out.push({ block, essential: true });
  }
  if (!has.safety) out.push({ block: safetyBlock(ctx, advanced), essential: true });
  if (!has.lighting) out.push({ block: lightingBlock(ctx), essential: false });
  if (!has.style) out.push({ block: styleBlock(ctx), essential: false });
  if (advanced) {
    if (!has.beats) out.push({ block: beatsBlock(ctx), essential: false });
    if (!has.audio) {
      const block = audioBlock(ctx, { music: true, dialogue: true });
      out.push({ block, essential: false });
    }
    if (!has.scene) out.push({ block: sceneBlock(ctx), essential: false });
    if (!has.palette) out.push({ block: paletteBlock(ctx), essential: false });
  } else if (!has.audio) {
    const block = audioBlock(ctx, { music: false, dialogue: false });
    out.push({ block, essential: false });
  }
  return out;
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
 * builds the skipped ones identically (same context, same per-line seed stream) and tests
 * them against a total at least as large as the first run did, so it skips them again.
 */
function chooseBlocks(
  inputLength: number,
  list: readonly { block: Block; essential: boolean }[],
  advanced: boolean,
): Block[] {
  let essentialCost = 0;
  for (const { block, essential } of list) if (essential) essentialCost += block.text.length + 1;
  const roomy = inputLength + essentialCost <= FAST_SOFT;
  let total = inputLength;
  const chosen: Block[] = [];
  for (const { block, essential } of list) {
    const limit = advanced ? ADVANCED_MAX : roomy ? FAST_SOFT : essential ? INPUT_MAX : -1;
    const cost = block.text.length + 1;
    if (total + cost <= Math.min(limit, INPUT_MAX)) {
      chosen.push(block);
      total += cost;
    }
  }
  return chosen;
}

/**
 * Expand a short idea into a structured Sora-style prompt (the quick generator).
 *
 * Follows the structure of OpenAI's Sora 2 prompting guide: style first; the person's text
 * verbatim; concrete scene details; one shot and one camera move with a lens; named light
 * sources and a 3–5 colour palette; action beats sized to the clip; audio with an optional
 * short dialogue block; a technical line; a safety note. Elements the text already has
 * (camera terms, lighting, style, duration, ratio, audio, safety …) are never added twice.
 *
 * Guarantees: the trimmed input appears verbatim; the result never exceeds 2000 characters;
 * Fast stays within 500 characters when the input leaves room; expanding the result again
 * with the same options returns it unchanged; the same seed gives the same text.
 */
export function expand(input: string, options: ExpandOptions): ExpandResult {
  const text = input.trim();
  if (text === '' || text.length >= INPUT_MAX) return { prompt: text, enhancements: [] };
  const lang = options.language ?? 'en';
  const advanced = options.mode === 'advanced';
  const core = coreText(text);
  const seconds = findDuration(core) ?? Number.parseInt(options.duration, 10);
  const ctx = analyse(text, lang, seconds, options.seed ?? DEFAULT_SEED, core);
  const chosen = chooseBlocks(
    text.length,
    candidates(ctx, detectPresence(text, core), advanced),
    advanced,
  );
  // The style line goes above the person's text, every other line below, in LAYOUT order.
  const above: string[] = [];
  const below: string[] = [];
  const enhancements: string[] = [];
  for (const kind of LAYOUT) {
    for (const block of chosen) {
      if (block.kind !== kind) continue;
      (kind === 'style' ? above : below).push(block.text);
      enhancements.push(block.note);
    }
  }
  above.push(text);
  return { prompt: above.concat(below).join('\n'), enhancements };
}
