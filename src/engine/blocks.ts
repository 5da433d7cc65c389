import type { Language } from '../domain/schemas/template.ts';
import { coreText, capitalize, firstClause, labelled, sentence } from './text.ts';
import {
  detectSceneType,
  detectSettings,
  detectTimeOfDay,
  extractSubject,
  isMainlyChinese,
  wantsVertical,
} from './detect.ts';
import { pick, pickInOrder, streamFor } from './random.ts';
import { say, type Pair } from './vocabulary/pair.ts';
import { SCENE_VOCAB, type SceneType, type SceneVocab } from './vocabulary/scenes.ts';
import { SETTINGS } from './vocabulary/settings.ts';
import { SAFETY_LINES } from './vocabulary/terms.ts';
import { TIME_VOCAB, type TimeKey } from './vocabulary/time-of-day.ts';
import type { LineKind } from './vocabulary/labels.ts';

/** What the engine knows about a description before it writes anything. */
export interface Context {
  lang: Language;
  seed: number;
  type: SceneType;
  vocab: SceneVocab;
  time: TimeKey | undefined;
  /** Clip length the beats and dialogue are sized to. */
  seconds: number;
  vertical: boolean;
  /**
   * The person's own words (coreText). The places they name and their subject are read from it
   * by the one block that needs each (scene details, beats), not here: Fast never adds those
   * blocks, and reading them was about a seventh of an expand call.
   */
  core: string;
}

/** A line (or block of lines) the engine may add, with a note saying what it added. */
export interface Block {
  kind: LineKind;
  text: string;
  note: string;
}

/** Read a description: scene type and time of day (from the person's words). */
export function analyse(
  text: string,
  lang: Language,
  seconds: number,
  seed: number,
  core = coreText(text),
): Context {
  const type = detectSceneType(core);
  return {
    lang,
    seed,
    type,
    vocab: SCENE_VOCAB[type],
    time: detectTimeOfDay(core),
    seconds,
    vertical: type === 'social' || wantsVertical(core),
    core,
  };
}

/**
 * The subject as the beats name it, in the output language: read from the person's words when
 * they are written in that language's script, else a generic one.
 */
function beatSubject(ctx: Context): string {
  const sameScript = isMainlyChinese(ctx.core) === (ctx.lang === 'zh');
  return (
    (sameScript ? extractSubject(ctx.core, ctx.lang) : undefined) ??
    (ctx.lang === 'zh' ? '主体' : 'the subject')
  );
}

const choose = (ctx: Context, key: string, items: readonly Pair[]) =>
  say(pick(streamFor(ctx.seed, key), items), ctx.lang);

/** A duration as written in the output language: "15s" or "15秒". */
export function durationText(lang: Language, seconds: number): string {
  return lang === 'zh' ? `${seconds}秒` : `${seconds}s`;
}

/**
 * Blocks that depend only on a vocabulary phrase and the language are built once per phrase:
 * the vocabulary is fixed, so these caches stay small, and a person's words never enter them.
 */
type BlockCache = Record<Language, Map<string, Readonly<Block>>>;
const blockCache = (): BlockCache => ({ en: new Map(), zh: new Map() });

function cached(
  cache: BlockCache,
  lang: Language,
  phrase: string,
  build: (lang: Language, phrase: string) => Block,
): Block {
  const known = cache[lang].get(phrase);
  if (known) return known;
  const block = Object.freeze(build(lang, phrase));
  cache[lang].set(phrase, block);
  return block;
}

const STYLE_BLOCKS = blockCache();
function buildStyle(lang: Language, style: string): Block {
  const note =
    lang === 'zh'
      ? `开头设定风格：${firstClause(style)}`
      : `Set the style up front: ${firstClause(style)}`;
  return { kind: 'style', text: labelled('style', lang, sentence(lang, style)), note };
}

export function styleBlock(ctx: Context): Block {
  return cached(STYLE_BLOCKS, ctx.lang, choose(ctx, 'style', ctx.vocab.style), buildStyle);
}

/** Three concrete details: the places the person named first, then the scene type's own. */
export function sceneBlock(ctx: Context): Block {
  const details: string[] = [];
  const places = detectSettings(ctx.core);
  for (let i = 0; i < Math.min(2, places.length); i += 1) {
    const setting = SETTINGS[places[i] ?? -1];
    if (setting) details.push(say(setting.detail, ctx.lang));
  }
  const rng = streamFor(ctx.seed, 'scene');
  for (const pair of pickInOrder(rng, ctx.vocab.details, 3 - details.length)) {
    details.push(say(pair, ctx.lang));
  }
  const joined = details.join(ctx.lang === 'zh' ? '；' : '; ');
  const note =
    ctx.lang === 'zh'
      ? `补充了 ${details.length} 处具体场景细节`
      : `Added ${details.length} concrete scene details`;
  return { kind: 'scene', text: labelled('scene', ctx.lang, sentence(ctx.lang, joined)), note };
}

/** One shot and one move, plus a lens; parts the person already wrote are left out. */
export function cameraBlock(ctx: Context, parts: { shot: boolean; lens: boolean }): Block {
  const move = choose(ctx, 'move', ctx.vocab.move);
  const shot = parts.shot ? choose(ctx, 'shot', ctx.vocab.shot) : '';
  const lens = parts.lens ? choose(ctx, 'lens', ctx.vocab.lens) : '';
  const sep = ctx.lang === 'zh' ? '，' : ', ';
  const content = [shot, move, lens].filter(Boolean).join(sep);
  const note =
    ctx.lang === 'zh'
      ? `添加运镜：${move}${lens ? `，${lens}` : ''}`
      : `Added a camera move: ${move}${lens ? `, on a ${lens}` : ''}`;
  return { kind: 'camera', text: labelled('camera', ctx.lang, sentence(ctx.lang, content)), note };
}

/** Named light sources: from the time of day the person named, else from the scene type. */
const LIGHTING_BLOCKS = blockCache();
function buildLighting(lang: Language, light: string): Block {
  const note = lang === 'zh' ? `设定灯光：${light}` : `Set lighting: ${light}`;
  return { kind: 'lighting', text: labelled('lighting', lang, sentence(lang, light)), note };
}

export function lightingBlock(ctx: Context): Block {
  const options = ctx.time ? TIME_VOCAB[ctx.time].light : ctx.vocab.light;
  return cached(LIGHTING_BLOCKS, ctx.lang, choose(ctx, 'lighting', options), buildLighting);
}

const PALETTE_BLOCKS = blockCache();
function buildPalette(lang: Language, palette: string): Block {
  const note = lang === 'zh' ? `添加配色：${palette}` : `Added a colour palette: ${palette}`;
  return { kind: 'palette', text: labelled('palette', lang, sentence(lang, palette)), note };
}

export function paletteBlock(ctx: Context): Block {
  const palette = ctx.time
    ? say(TIME_VOCAB[ctx.time].palette, ctx.lang)
    : choose(ctx, 'palette', ctx.vocab.palette);
  return cached(PALETTE_BLOCKS, ctx.lang, palette, buildPalette);
}

/** A beat with the subject in place of every "{s}" (most beats have exactly one). */
function fillSubject(beat: string, subject: string): string {
  const at = beat.indexOf('{s}');
  if (at === -1) return beat;
  const rest = beat.slice(at + 3);
  return (
    beat.slice(0, at) + subject + (rest.includes('{s}') ? rest.split('{s}').join(subject) : rest)
  );
}

/** A label alone on its line, in each language ("Action beats:"), made once. */
const headLine = (kind: LineKind): Record<Language, string> => ({
  en: labelled(kind, 'en', '').trimEnd(),
  zh: labelled(kind, 'zh', '').trimEnd(),
});
const BEATS_HEAD = headLine('beats');
const DIALOGUE_HEAD = headLine('dialogue');

/** How many beats fit a clip: about 2–3 for 10 s, 3–4 for 15 s, 5–6 for 25 s. */
export function beatRange(seconds: number): readonly [number, number] {
  if (seconds <= 10) return [2, 3];
  if (seconds <= 15) return [3, 4];
  if (seconds <= 20) return [4, 5];
  return [5, 6];
}

/**
 * Numbered action beats with time ranges that split the clip evenly. The first beat opens
 * and the last closes; the middle ones are a seeded choice kept in story order.
 */
export function beatsBlock(ctx: Context): Block {
  const rng = streamFor(ctx.seed, 'beats');
  const [low, high] = beatRange(ctx.seconds);
  const count = rng() < 0.5 ? low : high;
  const all = ctx.vocab.beats;
  const first = all[0];
  const last = all[all.length - 1];
  const middle = pickInOrder(rng, all.slice(1, -1), count - 2);
  const chosen = first && last ? [first, ...middle, last] : [];
  const zh = ctx.lang === 'zh';
  const subject = beatSubject(ctx);
  let text = BEATS_HEAD[ctx.lang];
  for (let index = 0; index < chosen.length; index += 1) {
    const from = Math.round((index * ctx.seconds) / chosen.length);
    const to = Math.round(((index + 1) * ctx.seconds) / chosen.length);
    const beat = fillSubject(say(chosen[index] as Pair, ctx.lang), subject);
    text += zh
      ? `\n${index + 1}.【${from}-${to}秒】${sentence('zh', beat)}`
      : `\n${index + 1}. [${from}-${to}s] ${sentence('en', capitalize(beat))}`;
  }
  const note = zh
    ? `按 ${durationText('zh', ctx.seconds)} 时长安排了 ${chosen.length} 个动作节拍`
    : `Added ${chosen.length} action beats sized to ${durationText('en', ctx.seconds)}`;
  return { kind: 'beats', text, note };
}

/**
 * Ambience, then (when asked) music and a short labelled dialogue block: one line for clips up
 * to 15 s, two for longer ones, only for scene types where a voice belongs.
 */
export function audioBlock(ctx: Context, parts: { music: boolean; dialogue: boolean }): Block {
  const zh = ctx.lang === 'zh';
  const sep = zh ? '；' : '; ';
  const ambience = choose(ctx, 'ambience', ctx.vocab.ambience);
  const music = parts.music ? choose(ctx, 'music', ctx.vocab.music) : '';
  const content = joinPresent(sep, ambience, music);
  let text = labelled('audio', ctx.lang, sentence(ctx.lang, content));
  const voice = parts.dialogue ? ctx.vocab.voice : undefined;
  if (voice) {
    const count = Math.min(ctx.seconds <= 15 ? 1 : 2, voice.lines.length);
    const speaker = say(voice.speaker, ctx.lang);
    text += `\n${DIALOGUE_HEAD[ctx.lang]}`;
    for (let i = 0; i < count; i += 1) {
      const said = say(voice.lines[i] as Pair, ctx.lang);
      text += zh ? `\n- ${speaker}：“${said}”` : `\n- ${speaker}: "${said}"`;
    }
  }
  const listed = joinPresent(
    sep,
    content,
    voice ? (zh ? '一句简短对白' : 'a short dialogue line') : '',
  );
  const note = zh ? `添加声音：${listed}` : `Added audio: ${listed}`;
  return { kind: 'audio', text, note };
}

/** The non-empty ones of `first` and `second`, joined by `sep`. */
function joinPresent(sep: string, first: string, second: string): string {
  if (first === '') return second;
  return second === '' ? first : first + sep + second;
}

/** "Technical: 15s, 16:9." with only the parts the prompt lacks. */
export function technicalBlock(ctx: Context, parts: { duration: boolean; ratio: boolean }): Block {
  const values = [
    parts.duration ? durationText(ctx.lang, ctx.seconds) : '',
    parts.ratio ? (ctx.vertical ? '9:16' : '16:9') : '',
  ].filter(Boolean);
  const joined = values.join(ctx.lang === 'zh' ? '，' : ', ');
  const note =
    ctx.lang === 'zh' ? `添加技术参数：${joined}` : `Added the technical line: ${joined}`;
  return {
    kind: 'technical',
    text: labelled('technical', ctx.lang, sentence(ctx.lang, joined)),
    note,
  };
}

const SAFETY_BLOCKS = blockCache();
function buildSafety(lang: Language, text: string): Block {
  const note =
    lang === 'zh'
      ? '添加安全说明（原创内容，不涉及真实人物与版权素材）'
      : 'Added a safety note (original content, no real people or copyrighted material)';
  return { kind: 'safety', text: labelled('safety', lang, sentence(lang, text)), note };
}

export function safetyBlock(ctx: Context, full: boolean): Block {
  const text = say(full ? SAFETY_LINES.full : SAFETY_LINES.short, ctx.lang);
  return cached(SAFETY_BLOCKS, ctx.lang, text, buildSafety);
}
