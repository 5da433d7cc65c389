import { SAFETY_RULE_CATEGORIES } from '../../data/safety-rules.ts';
import type { RuleId } from '../check-types.ts';
import type { Context, Draft, Rule } from '../context.ts';
import { replaceSpan } from '../edit.ts';
import type { Params } from '../messages.ts';
import type { TermMatch } from '../prompt-text.ts';
import {
  BRANDS,
  CHARACTERS,
  MINOR_TERMS,
  REAL_PEOPLE,
  UNSAFE_FOR_MINORS,
  namedList,
  type NamedList,
} from '../safety-terms.ts';

/** The bundled safety rule each checker rule quotes. */
const SOURCE_RULE: Partial<Record<RuleId, string>> = {
  'safety-real-person': 'likeness-public-figures',
  'safety-brand': 'copyright-logos',
  'safety-character': 'copyright-characters',
  'safety-minor': 'adult-minors',
};

/** The bundled rule's description in a language (a test proves every id above exists). */
export function safetyRuleText(rule: RuleId, language: 'en' | 'zh'): string {
  const id = SOURCE_RULE[rule];
  for (const category of SAFETY_RULE_CATEGORIES) {
    const found = category.rules.find((each) => each.id === id);
    if (found) return found.description[language];
  }
  return '';
}

const LISTS: readonly { rule: RuleId; list: NamedList }[] = [
  { rule: 'safety-real-person', list: namedList(REAL_PEOPLE) },
  { rule: 'safety-brand', list: namedList(BRANDS) },
  { rule: 'safety-character', list: namedList(CHARACTERS) },
];

function meant(context: Context, match: TermMatch): boolean {
  return context.active(match.start) && !context.negated(match.start);
}

/** "a Nike shoe" → "an unbranded shoe"; a name that opens a sentence opens it capitalised. */
function replaceName(text: string, match: TermMatch, instead: string): string {
  const before = text.slice(0, match.start);
  const opens = before === '' || /[.!?\n:]\s*$/.test(before);
  const insert = opens ? instead.charAt(0).toUpperCase() + instead.slice(1) : instead;
  const article = /(?:^|\s)(a|an)\s$/i.exec(before);
  if (article && /^[a-z]/i.test(insert)) {
    const wanted = /^[aeiou]/i.test(insert) ? 'an' : 'a';
    const word = article[1] as string;
    const cased =
      word.charAt(0) === 'A' ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
    const at = match.start - word.length - 1;
    return replaceSpan(text, { start: at, end: match.end }, `${cased} ${insert}`);
  }
  return replaceSpan(text, match, insert);
}

/**
 * Real people, brands and copyrighted characters named in the prompt (warning each), with the
 * bundled safety rule's own words; the fix writes a neutral description instead.
 */
export const namedSafety: Rule = (context) => {
  const { pt } = context;
  const drafts: Draft[] = [];
  for (const { rule, list } of LISTS) {
    for (const match of pt.find(list.terms)) {
      if (!meant(context, match)) continue;
      const entry = list.entryOf(match.text);
      if (entry === undefined) continue;
      const instead = entry.instead[pt.lang];
      const params: Params = { name: match.text, rule: safetyRuleText(rule, context.language) };
      drafts.push({
        rule,
        params,
        span: { start: match.start, end: match.end },
        fix: {
          label: 'replaceWith',
          params: { instead },
          prompt: replaceName(pt.text, match, instead),
        },
      });
    }
  }
  return drafts;
};

/** A child in the same sentence as a weapon, drink, drugs, sexualised words or danger (warning). */
export const minorsUnsafe: Rule = (context) => {
  const { pt } = context;
  const drafts: Draft[] = [];
  const flagged = new Set<number>();
  for (const minor of pt.find(MINOR_TERMS)) {
    if (!meant(context, minor)) continue;
    const sentence = pt.sentenceAt(minor.start);
    if (flagged.has(sentence.start)) continue;
    const unsafe = pt.find(UNSAFE_FOR_MINORS, sentence).find((match) => meant(context, match));
    if (unsafe === undefined) continue;
    flagged.add(sentence.start);
    drafts.push({
      rule: 'safety-minor',
      params: {
        minor: minor.text,
        context: unsafe.text,
        rule: safetyRuleText('safety-minor', context.language),
      },
      span: { start: minor.start, end: minor.end },
    });
  }
  return drafts;
};
