/**
 * A prompt read once for every rule: its language, its lines (with the label a line starts
 * with, if any), its sentences, and where Chinese words begin and end. Rules look terms up
 * through `find`, so English matches whole words, and Chinese words as the engine matches them:
 * a one-character word only where Intl.Segmenter cuts a word (海 is not found in 上海).
 */
import type { Language } from '../site/languages.ts';

export interface Span {
  start: number;
  end: number;
}

/** The kinds of labelled line the checker tells apart. */
export type LabelKind =
  | 'style'
  | 'scene'
  | 'camera'
  | 'lens'
  | 'lighting'
  | 'texture'
  | 'palette'
  | 'physics'
  | 'motion'
  | 'beats'
  | 'audio'
  | 'dialogue'
  | 'technical'
  | 'safety'
  | 'negative';

export interface Line extends Span {
  /** What the line's label names, when it starts with one ("Camera:", "镜头："). */
  label?: LabelKind;
}

/**
 * Labels people and the engine write, per kind (case-insensitive, before a colon). A line that
 * starts with "镜头1：" or "Shot 2:" is a numbered shot, not a camera line: a digit before the
 * colon keeps it out.
 */
const LABEL_NAMES: Record<LabelKind, string> = {
  style: 'style|look|visual|visual style|aesthetic|风格|画风|画面|视觉风格',
  scene: 'scene|setting|context|environment|background|场景|环境|背景',
  camera: 'camera|camera work|camera movement|camera move|cinematography|shot|镜头|运镜|机位|摄影',
  lens: 'lens|焦段|镜头焦段',
  lighting: 'lighting|light|光线|灯光|光影|布光',
  texture: 'texture|质感',
  palette:
    'palette|colou?r palette|colou?rs|colou?r grade|colou?r grading|ambiance|ambience|atmosphere|配色|色调|色彩|调色|氛围',
  physics: 'physics|物理',
  motion: 'motion|movement|action|actions|动作|动作描述|运动',
  beats: 'action beats|beats|shot list|timeline|动作节拍|节拍|分镜|时间线',
  audio: 'audio|sound|sounds|music|soundtrack|sfx|background sound|声音|音频|音乐|音效|配乐',
  dialogue: 'dialogue|dialog|voiceover|voice-over|lines|对白|台词|旁白',
  technical:
    'technical|specs?|settings|format|duration|aspect ratio|resolution|技术参数|技术|参数|规格|时长|画幅|分辨率',
  safety: 'safety|safety notes?|compliance|安全|安全说明|合规',
  negative: 'negative prompt|negative|avoid|反向提示词|负面提示词|反向词|负向提示词',
};

const LABEL_RE = new RegExp(
  `^[ \\t]*(?:[-*•][ \\t]*)?(?:(${Object.values(LABEL_NAMES).join(')|(')}))[ \\t]*[:：]`,
  'i',
);
const LABEL_KINDS = Object.keys(LABEL_NAMES) as LabelKind[];

/** Han characters (the basic block and the common extensions). */
export function isHan(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0xf900 && code <= 0xfaff)
  );
}

function labelOf(line: string): LabelKind | undefined {
  if (!line.includes(':') && !line.includes('：')) return undefined;
  const match = LABEL_RE.exec(line);
  if (!match) return undefined;
  const index = match.findIndex((group, i) => i > 0 && group !== undefined);
  return LABEL_KINDS[index - 1];
}

/** A sentence ends at . ! ? ; (not between digits: "2.39:1", "1.5x") or their Chinese forms. */
const SENTENCE_END_RE = /(?<!\d)\.(?!\d)|[!?;。！？；]|\n/g;

export interface TermMatch extends Span {
  text: string;
}

/**
 * A compiled term list. Plain English words are looked up among the prompt's words (a set
 * lookup per word, whatever the list's size); English patterns ("close[- ]ups?") go through one
 * regex; a word that counts only before certain next words ("opens the") is a pair of sets.
 * Chinese words go through one alternation, longest first, and are kept where words begin and end.
 */
export interface Terms {
  enWords: ReadonlySet<string>;
  en: RegExp | null;
  enBefore?: { words: ReadonlySet<string>; next: ReadonlySet<string> };
  /** Chinese words as one trie-shaped pattern (走(?:进|出)?…), so it runs in one pass. */
  zh: RegExp | null;
  /** Chinese words of any length match only as whole words (names: 乐高 is not in 音乐高潮). */
  zhWhole?: boolean;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

/**
 * One pattern for many words, shaped as a trie: a flat alternation of four hundred words tries
 * each word at each place; the trie tries one first character, then only its continuations.
 * Each optional continuation is greedy, so the longest word at a place wins.
 */
function triePattern(words: readonly string[]): string {
  const root: TrieNode = { end: false, next: new Map() };
  for (const word of words) {
    let node = root;
    for (const char of word) {
      let child = node.next.get(char);
      if (child === undefined) {
        child = { end: false, next: new Map() };
        node.next.set(char, child);
      }
      node = child;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.next].map(([char, child]) => escapeRe(char) + emit(child));
    if (branches.length === 0) return '';
    const group = branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
    return node.end ? `(?:${group})?` : (group as string);
  };
  return emit(root);
}

/** "kids?" is two plain words, "kid" and "kids". */
function plainWords(entry: string): string[] | undefined {
  if (/^[a-z0-9]+$/i.test(entry)) return [entry.toLowerCase()];
  const optionalS = /^([a-z0-9]+)s\?$/i.exec(entry);
  if (optionalS) return [optionalS[1] as string, `${optionalS[1]}s`].map((w) => w.toLowerCase());
  return undefined;
}

/**
 * Compile term lists once. English entries are plain words or regex sources ("pans?",
 * "close[- ]ups?") matched case-insensitively as whole words; Chinese entries are literal words.
 */
export function terms(
  en: readonly string[],
  zh: readonly string[] = [],
  enBefore?: Terms['enBefore'],
  zhWhole = false,
): Terms {
  const words = new Set<string>();
  const patterns: string[] = [];
  for (const entry of en) {
    const plain = plainWords(entry);
    if (plain) for (const word of plain) words.add(word);
    else patterns.push(entry);
  }
  const zhSorted = [...new Set(zh)];

  return {
    enWords: words,
    en:
      patterns.length > 0
        ? new RegExp(`(?<![A-Za-z0-9])(?:${patterns.join('|')})(?![A-Za-z0-9])`, 'gi')
        : null,
    ...(enBefore ? { enBefore } : {}),
    zh: zhSorted.length > 0 ? new RegExp(triePattern(zhSorted), 'g') : null,
    ...(zhWhole ? { zhWhole } : {}),
  };
}

interface Token extends Span {
  lower: string;
}

let segmenter: Intl.Segmenter | undefined;

/**
 * Words the segmenter's dictionary splits where a writer would not (写|实, 解|压, 开|箱): a
 * one-character term inside one of them is not a word of its own. Mostly nouns and set phrases
 * that hold a verb or a colour, as the engine masks them (src/engine/analyse/chinese.ts).
 */
const COMPOUNDS =
  `写实 写意 写真 写字楼 解压 开箱 开盖 开场 开头 开心 开门见山 开关 同游 装置 装饰 装在
  压力 说明 看台 看板 吃播 飞船 飞机 飞鸟 飞盘 跑车 跑道 游客 游艇 游船 走廊 站台 车站 笑容 哭声 唱片
  读书 读者 种子 一种 各种 缝隙 泡泡 泡面 扑克 钻石 流水 流星 切片 炒饭 炸鸡 烤箱 蒸汽 骑士 跳绳 穿搭
  修图 烧烤 夹克 收音机 放大 插画 贴纸 挂钟 刷子 关键 关于 叫声 敲门声 吹风机 灯光 灯塔 夜市 夜景 光线
  光影 红色 黄色 蓝色 绿色 紫色 粉色 雪白 雨滴 雾气 烟花 烟雾 画面 画风 画质 动画 漫画 油画 画家 拍摄 拍照
  拉花 推车 摆件 落地窗 落日 落叶 点心 打火机 弹幕 转角 转盘 舞台 舞者 冲锋衣 滑板 滑雪场 跑步机 游乐场
  剪辑 剪影 扫描 弹簧 飞行员 跳跃感 放缓 接着 抖音 快手 烤串 传来 磨旧
  摆轮 单摆 飞轮 首飞 拨链器 拨奏 鼓刷 墨滴 液滴 水滴 滴滤 奶泡 气泡 小泡 贴合 咬合 弹唱 回弹 下洗`
    .split(/\s+/)
    .filter(Boolean);

/** Each character → the compounds holding it and where. */
const COMPOUNDS_BY_CHAR = new Map<string, { word: string; at: number }[]>();
for (const word of COMPOUNDS) {
  [...word].forEach((char, at) => {
    COMPOUNDS_BY_CHAR.set(char, [...(COMPOUNDS_BY_CHAR.get(char) ?? []), { word, at }]);
  });
}

/** Characters that follow a verb as its complement or aspect (到 in 摇到, 着 in 看着). */
const COMPLEMENTS = new Set([...'到着了过向进出上下起开回去来完住']);

export class PromptText {
  readonly text: string;
  /** Mainly Chinese (more Han characters than Latin letters) or English. */
  readonly lang: Language;
  readonly lines: readonly Line[];
  readonly sentences: readonly Span[];
  /** Whether the text has any Han character (only then are Chinese words cut). */
  readonly hasHan: boolean;
  private readonly hanCount: number;
  /** Word edges of the Han runs cut so far, by the run's text. */
  private readonly runEdges = new Map<string, Set<number>>();
  private readonly edgesAt = new Map<number, Set<number>>();
  private runStarts: Int32Array | undefined;
  private tokenList: Token[] | undefined;
  /** Every list's matches over the whole text, found once per check. */
  private readonly found = new Map<Terms, TermMatch[]>();

  constructor(text: string) {
    this.text = text;
    let han = 0;
    let latin = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (isHan(code)) han++;
      else if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) latin++;
    }
    this.hasHan = han > 0;
    this.hanCount = han;
    this.lang = han > latin ? 'zh' : 'en';
    const lines: Line[] = [];
    let start = 0;
    for (const piece of text.split('\n')) {
      const label = labelOf(piece);
      lines.push(
        label ? { start, end: start + piece.length, label } : { start, end: start + piece.length },
      );
      start += piece.length + 1;
    }
    this.lines = lines;
    const sentences: Span[] = [];
    let from = 0;
    for (const match of text.matchAll(SENTENCE_END_RE)) {
      const end = match.index + match[0].length;
      if (/\S/.test(text.slice(from, end))) sentences.push({ start: from, end });
      from = end;
    }
    if (/\S/.test(text.slice(from))) sentences.push({ start: from, end: text.length });
    this.sentences = sentences;
  }

  /**
   * Whether a Chinese match is a word of its own (a one-character term, or any term of a
   * whole-word list): it starts where a word does
   * and ends where one does, or before a verb complement the segmenter joined to it (摇到,
   * 跑到: the verb is still there). Only the run of Han characters around it is cut, once:
   * cutting a whole 5,000-character prompt would cost more than the rest of the check.
   */
  private isWord(start: number, end: number): boolean {
    const { text } = this;
    if (end - start === 1) {
      for (const { word, at } of COMPOUNDS_BY_CHAR.get(text.charAt(start)) ?? []) {
        if (start >= at && text.startsWith(word, start - at)) return false;
      }
    }
    return this.isEdge(start) && (this.isEdge(end) || COMPLEMENTS.has(text.charAt(end)));
  }

  /** Whether a word starts or ends at a position (always so where Han characters do not meet). */
  private isEdge(position: number): boolean {
    const { text } = this;
    if (position <= 0 || position >= text.length) return true;
    if (!isHan(text.charCodeAt(position - 1)) || !isHan(text.charCodeAt(position))) return true;
    if (this.runStarts === undefined) {
      // Where the run of Han characters around each position starts, in one pass.
      const starts = new Int32Array(text.length);
      let from = 0;
      for (let i = 0; i < text.length; i++) {
        if (i === 0 || !isHan(text.charCodeAt(i - 1)) || !isHan(text.charCodeAt(i))) from = i;
        starts[i] = from;
      }
      this.runStarts = starts;
    }
    const from = this.runStarts[position] ?? position;
    let edges = this.edgesAt.get(from);
    if (edges === undefined) {
      let to = position;
      while (to < text.length && isHan(text.charCodeAt(to))) to++;
      const run = text.slice(from, to);
      // By the run's text too: a run written twice (a repeated line) is cut once.
      edges = this.runEdges.get(run);
      if (edges === undefined) {
        edges = new Set<number>([0, run.length]);
        segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
        for (const part of segmenter.segment(run)) edges.add(part.index);
        this.runEdges.set(run, edges);
      }
      this.edgesAt.set(from, edges);
    }
    return edges.has(position - from);
  }

  /**
   * Words as word processors count them (字数): English words, plus one for each Chinese
   * character, the unit Chinese writers count in (and the one the speech budget uses).
   */
  words(): number {
    const english = this.text.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0;
    return english + this.hanCount;
  }

  /** English words (letters and digits) with their places, lower-cased once. */
  private tokens(): Token[] {
    if (this.tokenList === undefined) {
      this.tokenList = [];
      for (const match of this.text.matchAll(/[A-Za-z0-9]+/g)) {
        this.tokenList.push({
          start: match.index,
          end: match.index + match[0].length,
          lower: match[0].toLowerCase(),
        });
      }
    }
    return this.tokenList;
  }

  private findAll(list: Terms): TermMatch[] {
    const known = this.found.get(list);
    if (known) return known;
    const { text } = this;
    const found: TermMatch[] = [];
    const at = (start: number, end: number) =>
      found.push({ start, end, text: text.slice(start, end) });
    if (list.enWords.size > 0 || list.enBefore) {
      const tokens = this.tokens();
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i] as Token;
        const next = tokens[i + 1];
        if (list.enWords.has(token.lower)) at(token.start, token.end);
        else if (
          list.enBefore?.words.has(token.lower) &&
          next !== undefined &&
          list.enBefore.next.has(next.lower) &&
          // "hard cuts\nThe dancers": a particle on the next line is not the verb's.
          /^[ \t]+$/.test(text.slice(token.end, next.start))
        ) {
          at(token.start, next.end);
        }
      }
    }
    if (list.en) {
      for (const match of text.matchAll(list.en)) at(match.index, match.index + match[0].length);
    }
    if (list.zh && this.hasHan) {
      // As the engine does: a word of two or more characters matches where it is written; a
      // one-character word only where the segmenter cuts a word (海 is not in 上海). By hand
      // rather than matchAll, so a refused character does not swallow the word after it.
      const re = list.zh;
      re.lastIndex = 0;
      for (let match = re.exec(text); match !== null; match = re.exec(text)) {
        const start = match.index;
        const end = start + match[0].length;
        if ((end - start > 1 && !list.zhWhole) || this.isWord(start, end)) at(start, end);
        else re.lastIndex = start + 1;
      }
    }
    found.sort((a, b) => a.start - b.start);
    this.found.set(list, found);
    return found;
  }

  /** Every match of the terms, in text order, within a span (the whole text by default). */
  find(list: Terms, within?: Span): TermMatch[] {
    const all = this.findAll(list);
    if (within === undefined) return all;
    // Matches are in text order: find the first that starts inside the span, then walk.
    let low = 0;
    let high = all.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((all[mid] as TermMatch).start < within.start) low = mid + 1;
      else high = mid;
    }
    const inside: TermMatch[] = [];
    for (let i = low; i < all.length; i++) {
      const match = all[i] as TermMatch;
      if (match.start >= within.end) break;
      if (match.end <= within.end) inside.push(match);
    }
    return inside;
  }

  /** Whether any of the terms occurs within the span. */
  has(list: Terms, within?: Span): boolean {
    return this.find(list, within).length > 0;
  }

  /** The line a position falls in. */
  lineAt(position: number): Line {
    let low = 0;
    let high = this.lines.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lines[mid] as Line).start <= position) low = mid;
      else high = mid - 1;
    }
    return this.lines[low] as Line;
  }

  /** The sentence a position falls in (the whole text if none). */
  sentenceAt(position: number): Span {
    for (const sentence of this.sentences) {
      if (position >= sentence.start && position < sentence.end) return sentence;
    }
    return { start: 0, end: this.text.length };
  }
}
