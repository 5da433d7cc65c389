/**
 * Positive phrasing for models whose guides advise against "no X" in the prompt (Veo, Runway,
 * Luma; and every model with a negative-prompt field, where the exclusions go instead), and the
 * plain nouns a negative-prompt field takes ("real people, logos"), never "no" or "don't".
 * Only lines the engine or the builder wrote pass here: the person's own words are never edited.
 */
import type { Language } from '../../site/languages.ts';

type Pair = readonly [en: string, zh: string];

/** Words that make an English clause a negation ("no logos", "without text", "nothing violent"). */
const NEGATION_EN =
  /\b(?:no|not|never|none|nothing|without|avoid|don't|doesn't|isn't|aren't|free of)\b/i;
/**
 * Chinese negations as they start an exclusion (不出现, 不含, 没有 …). A bare 不 or 无 is not
 * enough: 不同 is "different", 无缝 "seamless", 无人机 "drone".
 */
const NEGATION_ZH = /不出现|不含|不要|不带|不使用|不伪造|没有|避免|禁止|请勿|切勿|无需|别让/;

/** Whether a piece of text says what must not be there. */
export function isNegation(text: string, lang: Language): boolean {
  return lang === 'zh' ? NEGATION_ZH.test(text) : NEGATION_EN.test(text);
}

/**
 * What a safety note excludes, how to say it positively, and its plain nouns. Concerns about
 * tone share one positive phrase, so a full note does not turn into a list of tones.
 */
interface Concern {
  re: RegExp;
  positive: Pair;
  nouns: Pair;
}

const TONE: Pair = ['a calm, respectful, family-friendly tone', '基调平和友善，适合全年龄观看'];

const CONCERNS: readonly Concern[] = [
  {
    re: /real people|public figures?|celebrit|真实人物|公众人物|明星/i,
    positive: ['original, fictional characters', '原创、虚构的角色'],
    nouns: ['real people, public figures', '真实人物，公众人物'],
  },
  {
    re: /logos?|brand|copyright|商标|品牌|版权/i,
    positive: ['invented props and signage', '道具与招牌均为自创设计'],
    nouns: ['logos, brand names, copyrighted characters', '品牌标志，商标，版权角色'],
  },
  {
    re: /minors?|未成年/i,
    positive: ['young people only in safe, everyday moments', '未成年人只出现在安全的日常情境中'],
    nouns: ['minors in danger', '身处险境的未成年人'],
  },
  {
    re: /violen|gore|暴力|血腥/i,
    positive: TONE,
    nouns: ['graphic violence, gore', '血腥暴力'],
  },
  {
    re: /hate|hateful|仇恨/i,
    positive: TONE,
    nouns: ['hateful symbols', '仇恨标志'],
  },
  {
    re: /explicit|adult|nud|露骨|成人|色情/i,
    positive: TONE,
    nouns: ['explicit content, nudity', '露骨内容，裸露'],
  },
  {
    re: /mislead|misinformation|fake news|误导|伪造/i,
    positive: ['a clearly fictional story', '明确是虚构故事'],
    nouns: ['fake news footage', '伪造的新闻画面'],
  },
];

const say = (pair: Pair, lang: Language) => (lang === 'zh' ? pair[1] : pair[0]);
const CLAUSE_SPLIT = /\s*[;；]\s*/;

/** The concerns a text names, in CONCERNS order. */
const concernsIn = (text: string) => CONCERNS.filter((concern) => concern.re.test(text));

/**
 * A safety note said positively: its clauses that already are positive, then a positive form
 * of each thing it excludes ("no real people" → "original, fictional characters").
 */
export function positiveSafety(text: string, lang: Language): string {
  const clauses = text.split(CLAUSE_SPLIT).filter((clause) => clause !== '');
  const kept = clauses.filter((clause) => !isNegation(clause, lang));
  const keptText = kept.join(' ');
  const saysFictional = /fictional|original|虚构|原创/i.test(keptText);
  const added = concernsIn(clauses.filter((clause) => isNegation(clause, lang)).join(' '))
    .filter((concern) => !(saysFictional && concern === CONCERNS[0]))
    .map((concern) => say(concern.positive, lang));
  return [...new Set([...kept, ...added])].join(lang === 'zh' ? '；' : '; ');
}

/**
 * The negative-prompt field for a safety note: plain nouns, no "no" (Veo's guide: "wall,
 * frame", not "no walls"). Empty when the note excludes nothing it knows.
 */
export function negativeNouns(text: string, lang: Language): string {
  return concernsIn(text)
    .map((concern) => say(concern.nouns, lang))
    .join(lang === 'zh' ? '，' : ', ');
}

/** "with no harsh shadows", "without text": a negated tail inside an English clause. */
const NEGATED_TAIL_EN = /\s*,?\s*\b(?:with no|without|and no|but no)\b[^,;.]*/gi;
const CLAUSE_PARTS = /([,;，；])/;

/**
 * A line of added scaffolding with its negations taken out: a negated tail inside a clause is
 * cut ("flat, even light with no harsh shadows" → "flat, even light"), a clause that is a
 * negation is dropped. Returns '' when nothing positive is left.
 */
export function withoutNegations(text: string, lang: Language): string {
  if (!isNegation(text, lang)) return text;
  const cut = lang === 'zh' ? text : text.replace(NEGATED_TAIL_EN, '');
  const parts = cut.split(CLAUSE_PARTS);
  const out: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const clause = parts[index] ?? '';
    if (clause.trim() === '' || isNegation(clause, lang)) continue;
    if (out.length > 0) out.push(parts[index - 1] ?? ',');
    out.push(clause);
  }
  return out.join('').trim();
}

/** The negative prompt a model with the field gets when nothing more specific is known. */
export const defaultNegativePrompt = (lang: Language) => negativeNouns('real people, logos', lang);
