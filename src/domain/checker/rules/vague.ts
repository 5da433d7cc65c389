import type { Draft, Rule } from '../context.ts';
import { clauseAround, removeSpan } from '../edit.ts';
import type { PromptText, Span } from '../prompt-text.ts';
import { CONCRETE_TERMS, VAGUE_TERMS } from '../vocabulary.ts';

/** Words that carry nothing once the vague word is gone: "look", "画面", "十足". */
const LEFTOVER_EN =
  /^(?:\s|,|and|a|an|the|very|so|really|truly|super|ultra|look|feel|vibe|vibes|style|quality|shot|image|scene|video|overall)*$/i;
const LEFTOVER_ZH =
  /^(?:\s|[，、]|画面|整体|感觉|风格|氛围|十足|满满|拉满|爆棚|很|非常|超|特别|十分|的|有|带|充满|一种|感)*$/;

/** The span to remove for one vague word, with the words that only served it. */
function removal(pt: PromptText, word: Span): Span {
  const { text } = pt;
  if (pt.lang === 'zh' || /\p{Script=Han}/u.test(text.slice(word.start, word.end))) {
    const before = /(?:很|非常|超|特别|十分|超级|极其|极为|好)$/.exec(text.slice(0, word.start));
    const after = /^[的地]/.exec(text.slice(word.end));
    const span = {
      start: word.start - (before?.[0].length ?? 0),
      end: word.end + (after?.[0].length ?? 0),
    };
    const clause = clauseAround(text, span);
    const rest = text.slice(clause.start, span.start) + text.slice(span.end, clause.end);
    return LEFTOVER_ZH.test(rest) ? clause : span;
  }
  const joined = /^\s*(?:,|and)\s+/i.exec(text.slice(word.end));
  const span = { start: word.start, end: word.end + (joined?.[0].length ?? 0) };
  const clause = clauseAround(text, span);
  const rest = text.slice(clause.start, span.start) + text.slice(span.end, clause.end);
  return LEFTOVER_EN.test(rest) ? clause : span;
}

/**
 * Where concrete detail counts as "nearby": the sentence in English; in Chinese, where one
 * sentence often strings a whole scene together with commas, the clause and its neighbours.
 */
function nearby(pt: PromptText, word: Span): Span {
  if (pt.lang !== 'zh') return pt.sentenceAt(word.start);
  const clause = clauseAround(pt.text, word);
  const before = clauseAround(pt.text, {
    start: Math.max(0, clause.start - 1),
    end: clause.start - 1,
  });
  const after = clauseAround(pt.text, {
    start: clause.end + 1,
    end: Math.min(pt.text.length, clause.end + 1),
  });
  return {
    start: clause.start > 0 ? before.start : 0,
    end: clause.end < pt.text.length ? after.end : clause.end,
  };
}

/** How many vague words are reported at most: the point is made by then. */
const MAX_REPORTED = 5;

/**
 * Vague praise with no concrete detail in its sentence (tip): "beautiful", "epic",
 * "cinematic" alone, 唯美, 高级感. The fix takes the word out.
 */
export const vagueWords: Rule = ({ pt, active, quoted }) => {
  const drafts: Draft[] = [];
  for (const match of pt.find(VAGUE_TERMS)) {
    if (drafts.length >= MAX_REPORTED) break;
    if (!active(match.start) || quoted(match.start)) continue;
    const concrete = pt
      .find(CONCRETE_TERMS, nearby(pt, match))
      .some((term) => term.end <= match.start || term.start >= match.end);
    if (concrete) continue;
    drafts.push({
      rule: 'vague-words',
      params: { word: match.text },
      span: { start: match.start, end: match.end },
      fix: {
        label: 'remove',
        params: { phrase: match.text },
        prompt: removeSpan(pt.text, removal(pt, match)),
      },
    });
  }
  return drafts;
};
