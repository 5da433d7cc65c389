import type { Draft, Rule } from '../context.ts';
import { clauseAround, removeSpan, replaceSpan } from '../edit.ts';
import { WRITTEN_LABELS } from '../messages.ts';
import { terms, type PromptText, type Span } from '../prompt-text.ts';
import { ACTION_TERMS } from '../vocabulary.ts';

/** Negations in the main prompt (issue 17: "no X", "without X", "don't", "avoid", 不要, 没有, 避免). */
const NEGATION_TERMS = terms(
  [
    'no(?!\\s+(?:one|longer|matter|more than|less than|doubt|sooner|wonder|way)\\b)',
    'without',
    "don[’']?t",
    'do not',
    'never',
    'avoid(?:s|ing)?',
  ],
  ['不要', '没有', '避免', '不出现', '禁止', '切勿', '不含', '不带', '别让', '别出现'],
);

/**
 * 没有 before a verb tells the story ("林夏没有回头", she did not look back; "没有人碰它",
 * nobody touches it), as "did not" and "no one" do in English, which the list leaves out: only
 * 没有 before a thing ("没有文字") is an instruction to leave it out.
 */
function tellsStory(pt: PromptText, match: { text: string; end: number }): boolean {
  if (match.text !== '没有') return false;
  const after = pt.text.slice(match.end, match.end + 4);
  const who = /^(?:任何人|人|谁)/.exec(after)?.[0] ?? '';
  const at = match.end + who.length;
  if (who !== '' && /^(?:$|[,，、;；.。!！?？\n])/.test(pt.text.slice(at, at + 1))) return true;
  return pt.find(ACTION_TERMS, { start: at, end: at + 4 }).some((verb) => verb.start === at);
}

/** Words that only lead into the nouns: "no visible", "don't show any", "不要出现". */
const LEAD_EN =
  /^(?:no|without|don[’']?t|do not|never|avoid(?:s|ing)?)\s+(?:(?:show(?:ing)?|include|add|use|have|put|let|make|want|any|visible|a|an|the|some)\s+)*/i;
const LEAD_ZH =
  /^(?:不要|没有|避免|不出现|禁止|切勿|不含|不带|别让|别)(?:出现|有|加|使用|让|显示|带)?/;

/** A list goes on past a comma when it ends with "or"/"and" a few words later. */
const LIST_TAIL =
  /^[,，、]\s*(?:[^,，、.。;；!！?？\n]{1,30}[,，、]\s*){0,3}[^,，、.。;；!！?？\n]{0,30}?(?:\s(?:or|and|nor)\s|或|和|及|与)[^,，、.。;；!！?？\n]{1,30}/i;

/** The negated phrase: from the negator to the end of its clause, or of its list. */
function negatedPhrase(pt: PromptText, start: number): Span {
  let { end } = clauseAround(pt.text, { start, end: start + 1 });
  const tail = LIST_TAIL.exec(pt.text.slice(end, end + 160));
  if (tail) end += tail[0].length;
  return { start, end };
}

function nounsOf(phrase: string, zh: boolean): string[] {
  const body = zh ? phrase.replace(LEAD_ZH, '') : phrase.replace(LEAD_EN, '');
  return body
    .split(zh ? /[、，,]|或者|或|和|及|与/ : /\s*,\s*|\s+(?:or|and|nor)\s+/i)
    .map((noun) => noun.trim().replace(/[.。]$/, ''))
    .filter((noun) => noun !== '');
}

/** Positive wording for what people most often negate (Runway and Luma advise it). */
const POSITIVE: readonly { nouns: RegExp; en: string; zh: string }[] = [
  {
    nouns:
      /^(?:text|words?|letters?|lettering|subtitles?|captions?|writing|watermarks?|logos?|文字|字幕|水印|标志|logo)$/i,
    en: 'a clean, unmarked frame',
    zh: '画面干净整洁',
  },
  {
    nouns: /^(?:people|persons?|humans?|crowds?|pedestrians?|人|人群|行人|路人)$/i,
    en: 'an empty, deserted scene',
    zh: '空无一人的场景',
  },
  {
    nouns: /^(?:camera shake|shaking|shaky camera|shake|jitter|抖动|晃动|镜头抖动)$/i,
    en: 'a steady, smooth camera',
    zh: '镜头平稳',
  },
  { nouns: /^(?:blur|blurriness|blurry footage|模糊)$/i, en: 'sharp focus', zh: '画面清晰锐利' },
  {
    nouns: /^(?:music|soundtrack|音乐|配乐)$/i,
    en: 'natural ambient sound only',
    zh: '只有自然环境声',
  },
  {
    nouns: /^(?:camera movement|camera moves?|moving camera|运镜|镜头移动)$/i,
    en: 'a locked-off camera',
    zh: '固定机位',
  },
  { nouns: /^(?:cuts?|editing|剪辑|切镜)$/i, en: 'one continuous shot', zh: '一镜到底' },
  { nouns: /^(?:clouds?|云)$/i, en: 'a clear sky', zh: '晴朗的天空' },
  {
    nouns: /^(?:distortion|deformations?|extra fingers|变形|畸变)$/i,
    en: 'natural, correct anatomy',
    zh: '人体结构自然准确',
  },
];

/** "A street with no people": "with" goes with the phrase. */
function withLeadIn(text: string, span: Span): Span {
  const lead = /(?:\s(?:with|and|but|then|yet)|，(?:但|并且|并|而且)?)\s*$/i.exec(
    text.slice(Math.max(0, span.start - 12), span.start),
  );
  return lead ? { start: span.start - lead[0].length, end: span.end } : span;
}

/** Where positive wording goes, and how: after a comma when it replaces "with no …". */
function positiveWording(pt: PromptText, span: Span, text: string) {
  const led = withLeadIn(pt.text, span);
  const before = pt.text.slice(0, led.start);
  const opens = before === '' || /[.!?。！？\n:：]\s*$/.test(before);
  const shown = opens && pt.lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  if (led.start === span.start) return { span, text: shown, insert: shown };
  return { span: led, text: shown, insert: `${pt.lang === 'zh' ? '，' : ', '}${shown}` };
}

const NEGATIVE_LINE =
  /^\s*(?:negative prompt|negative|avoid|反向提示词|负面提示词|反向词|负向提示词)\s*[:：]/i;

/** The prompt with its negative-prompt line extended, or a new one added at the end. */
function toNegativeLine(pt: PromptText, without: string, nouns: readonly string[]): string {
  const zh = pt.lang === 'zh';
  const list = nouns.join(zh ? '、' : ', ');
  const lines = without.split('\n');
  const index = lines.findIndex((line) => NEGATIVE_LINE.test(line));
  if (index !== -1) {
    const line = (lines[index] as string).replace(/[\s.。]+$/, '');
    const empty = /[:：]$/.test(line);
    lines[index] = `${line}${empty ? (zh ? '' : ' ') : zh ? '、' : ', '}${list}`;
    return lines.join('\n');
  }
  const label = WRITTEN_LABELS.negative[pt.lang];
  return `${without.trimEnd()}\n${label}${zh ? '：' : ': '}${list}`;
}

/**
 * Negation in the main prompt, for models that read it poorly (warning). Veo has a negative
 * prompt: the fix moves the nouns there. Runway and Luma advise positive wording: the fix
 * rewrites the common cases and otherwise leaves the phrase out.
 */
export const negationInPrompt: Rule = ({ pt, profile, active, quoted }) => {
  if (profile.negation === 'fine') return [];
  const drafts: Draft[] = [];
  const zh = pt.lang === 'zh';
  let covered = -1;
  for (const match of pt.find(NEGATION_TERMS)) {
    if (match.start < covered || !active(match.start) || quoted(match.start)) continue;
    if (tellsStory(pt, match)) continue;
    const span = negatedPhrase(pt, match.start);
    covered = span.end;
    const phrase = pt.text.slice(span.start, span.end).trim();
    const nouns = nounsOf(phrase, zh);
    if (nouns.length === 0) continue;
    const removed = removeSpan(pt.text, withLeadIn(pt.text, span));
    if (profile.negation === 'negative-field') {
      drafts.push({
        rule: 'negation-in-prompt',
        variant: 'field',
        params: { phrase },
        span,
        fix: {
          label: 'moveToNegative',
          params: { nouns: nouns.join(zh ? '、' : ', ') },
          prompt: toNegativeLine(pt, removed, nouns),
        },
      });
      continue;
    }
    const positive = POSITIVE.find((entry) => entry.nouns.test(nouns[0] as string));
    const wording = positive && positiveWording(pt, span, positive[pt.lang]);
    drafts.push({
      rule: 'negation-in-prompt',
      variant: 'positive',
      params: { phrase },
      span,
      fix:
        wording !== undefined && nouns.length === 1
          ? {
              label: 'rephrase',
              params: { positive: wording.text },
              prompt: replaceSpan(pt.text, wording.span, wording.insert),
            }
          : { label: 'remove', params: { phrase }, prompt: removed },
    });
  }
  return drafts;
};
