/**
 * A prompt read once for every rule: its language, its lines (with the label a line starts
 * with, if any), its sentences, and where Chinese words begin and end. Rules look terms up
 * through `find`, so English matches whole words and Chinese matches whole words as
 * Intl.Segmenter cuts them (海 is not found in 上海), as the engine does.
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
  style: 'style|look|visual style|aesthetic|风格|画风|视觉风格',
  scene: 'scene|setting|environment|background|场景|环境|背景',
  camera: 'camera|camera work|camera movement|camera move|cinematography|shot|镜头|运镜|机位|摄影',
  lens: 'lens|焦段|镜头焦段',
  lighting: 'lighting|light|光线|灯光|光影|布光',
  texture: 'texture|质感',
  palette: 'palette|colou?r palette|colou?rs|colou?r grade|colou?r grading|配色|色调|色彩|调色',
  physics: 'physics|物理',
  motion: 'motion|movement|action|actions|动作|动作描述',
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

/** A compiled term list: one English and one Chinese pattern, matched as whole words. */
export interface Terms {
  en: RegExp | null;
  zh: RegExp | null;
  /** The Chinese words themselves, to try shorter ones where a longer candidate is no word. */
  zhWords: ReadonlySet<string>;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Compile term lists once. English entries are regex sources ("pans?", "close[- ]ups?")
 * matched case-insensitively as whole words; Chinese entries are literal words, longest first.
 */
export function terms(en: readonly string[], zh: readonly string[] = []): Terms {
  const zhSorted = [...zh].sort((a, b) => b.length - a.length);
  return {
    en:
      en.length > 0 ? new RegExp(`(?<![A-Za-z0-9])(?:${en.join('|')})(?![A-Za-z0-9])`, 'gi') : null,
    zh: zhSorted.length > 0 ? new RegExp(zhSorted.map(escapeRe).join('|'), 'g') : null,
    zhWords: new Set(zhSorted),
  };
}

let segmenter: Intl.Segmenter | undefined;

export class PromptText {
  readonly text: string;
  /** Mainly Chinese (more Han characters than Latin letters) or English. */
  readonly lang: Language;
  readonly lines: readonly Line[];
  readonly sentences: readonly Span[];
  /** Whether the text has any Han character (only then are Chinese words cut). */
  readonly hasHan: boolean;
  private boundaries: Set<number> | undefined;
  private wordCount: number | undefined;

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

  /** Cut the Chinese words once: their edges, and how many words the whole text has. */
  private cut(): void {
    const boundaries = new Set<number>([0, this.text.length]);
    let words = 0;
    segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
    for (const part of segmenter.segment(this.text)) {
      boundaries.add(part.index);
      boundaries.add(part.index + part.segment.length);
      if (part.isWordLike) words++;
    }
    this.boundaries = boundaries;
    this.wordCount = words;
  }

  /** Whether a Chinese match starts and ends where words do. */
  private isWord(start: number, end: number): boolean {
    if (this.boundaries === undefined) this.cut();
    const edges = this.boundaries as Set<number>;
    return edges.has(start) && edges.has(end);
  }

  /** Words: English words, plus Chinese words as Intl.Segmenter cuts them. */
  words(): number {
    if (!this.hasHan) return this.text.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0;
    if (this.wordCount === undefined) this.cut();
    return this.wordCount as number;
  }

  /** Every match of the terms, in text order, within a span (the whole text by default). */
  find(list: Terms, within: Span = { start: 0, end: this.text.length }): TermMatch[] {
    const slice = this.text.slice(within.start, within.end);
    const found: TermMatch[] = [];
    if (list.en) {
      for (const match of slice.matchAll(list.en)) {
        const start = within.start + match.index;
        found.push({ start, end: start + match[0].length, text: match[0] });
      }
    }
    if (list.zh && this.hasHan) {
      // By hand rather than matchAll: where the longest candidate is not a word (算出 across
      // 算|出来), a shorter one at the same place may be (算), and the characters after it must
      // stay free for the next word.
      const re = list.zh;
      re.lastIndex = 0;
      for (let match = re.exec(slice); match !== null; match = re.exec(slice)) {
        const start = within.start + match.index;
        let end = start + match[0].length;
        while (
          end > start &&
          !(list.zhWords.has(this.text.slice(start, end)) && this.isWord(start, end))
        ) {
          end--;
        }
        if (end > start) {
          found.push({ start, end, text: this.text.slice(start, end) });
          re.lastIndex = end - within.start;
        } else {
          re.lastIndex = match.index + 1;
        }
      }
    }
    return found.length > 1 ? found.sort((a, b) => a.start - b.start) : found;
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
