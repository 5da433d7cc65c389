/**
 * Reading an English idea: who or what it is about, and what they do, in order. A small
 * grammar over word lists, not a parser: ideas are one to three plain sentences, and what it
 * cannot read with confidence it leaves out (a missing beat beats a wrong one).
 */
import type { Action, Subject, SubjectKind } from '../../domain/prompt/plan.ts';
import {
  ADVERBS_RE,
  ANIMAL_NOUNS,
  CONJUNCTIONS,
  DETERMINERS,
  IRREGULAR_PLURALS,
  LEAD_NOUNS,
  NOUN_FIRST,
  NUMBER_WORDS,
  PERSON_NOUNS,
  PLACE_PREPOSITIONS,
  PREPOSITIONS,
  PRONOUNS,
} from './english-words.ts';
import { readVerb, type VerbForm } from './verbs.ts';

interface Token {
  text: string;
  low: string;
  /** Punctuation tokens: , ; . ! ? : */
  punct: boolean;
}

const TOKEN_RE = /[A-Za-z0-9][A-Za-z0-9'’-]*|[,;.!?:]/g;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_RE)) {
    const word = match[0];
    tokens.push({ text: word, low: word.toLowerCase(), punct: /^[,;.!?:]$/.test(word) });
  }
  return tokens;
}

const SENTENCE_END = new Set(['.', '!', '?', ';']);

/** Nouns that lead to the real head through "of" ("a bowl of ramen", "a flock of birds"). */
const QUANTITY_NOUNS = new Set(
  'bowl cup glass mug pair group flock herd school team crowd row stack pile bunch slice plate jar box bottle drop swarm pack line family couple handful'.split(
    ' ',
  ),
);

/** The singular stem of a noun, for look-ups ("sisters" → "sister", "foxes" → "fox"). */
function singular(noun: string): string {
  if (noun.endsWith('ies') && noun.length > 4) return `${noun.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(noun)) return noun.slice(0, -2);
  if (noun.endsWith('s') && !/(ss|us|is)$/.test(noun)) return noun.slice(0, -1);
  return noun;
}

function isPluralNoun(noun: string): boolean {
  if (IRREGULAR_PLURALS.has(noun)) return noun !== 'fish' && noun !== 'deer' && noun !== 'sheep';
  return noun.endsWith('s') && !/(ss|us|is)$/.test(noun) && noun.length > 3;
}

function kindOf(noun: string): SubjectKind {
  const stem = singular(noun);
  if (PERSON_NOUNS.has(noun) || PERSON_NOUNS.has(stem)) return 'person';
  if (ANIMAL_NOUNS.has(noun) || ANIMAL_NOUNS.has(stem)) return 'animal';
  return 'object';
}

/** Whether a word here is the verb of the subject, given what the subject phrase holds so far. */
function verbHere(
  tokens: readonly Token[],
  index: number,
  plural: boolean,
  nounCount: number,
): { base: string; form: VerbForm } | undefined {
  const token = tokens[index];
  if (!token || token.punct || nounCount === 0) return undefined;
  const verb = readVerb(token.low);
  const next = tokens[index + 1];
  if (!verb) {
    // An unknown -s word followed by an article reads as a verb ("kneads the dough").
    if (!plural && token.low.endsWith('s') && next && DETERMINERS.has(next.low)) {
      return { base: token.low.slice(0, -1), form: 's' };
    }
    return undefined;
  }
  if (verb.form === 'base' && !plural) return undefined;
  if (verb.form === 's' && plural && verb.base !== 'be') {
    // "Two dogs chase …": a plural head is a noun, and its -s form is no verb.
    return undefined;
  }
  if (NOUN_FIRST.has(token.low) || NOUN_FIRST.has(verb.base)) {
    // "a cast-iron pan", "the tea cups": a word that is also a noun is a verb only when what
    // follows reads like an object or a place.
    if (!next || next.punct) return verb.form === 's' || verb.form === 'base' ? verb : undefined;
    const follows =
      DETERMINERS.has(next.low) ||
      PREPOSITIONS.has(next.low) ||
      ADVERBS_RE.test(next.low) ||
      NUMBER_WORDS[next.low] !== undefined;
    return follows ? verb : undefined;
  }
  return verb;
}

export interface EnglishReading {
  subject?: Subject;
  actions: Action[];
  /** A place phrase cut from the end of an action ("in a tiny kitchen"). */
  place?: string;
}

/** Where the subject phrase starts: after "close-up of", "how", a shot-word lead-in. */
function subjectStart(tokens: readonly Token[]): number {
  let start = 0;
  while (start < tokens.length && tokens[start]?.punct) start += 1;
  if (['how', 'why', 'watch'].includes(tokens[start]?.low ?? '')) start += 1;
  const limit = Math.min(tokens.length, start + 7);
  for (let i = start; i < limit; i += 1) {
    const token = tokens[i] as Token;
    if (token.low === 'of' || token.low === 'for') {
      const before = tokens.slice(start, i);
      if (before.some((t) => LEAD_NOUNS.has(t.low))) return i + 1;
      return start;
    }
    if (token.punct) {
      // "Slow motion, a drop of milk …": a lead-in of shot words before a comma.
      const before = tokens.slice(start, i);
      if (before.length > 0 && before.some((t) => LEAD_NOUNS.has(t.low))) return i + 1;
      return start;
    }
  }
  return start;
}

interface SubjectRead {
  subject: Subject;
  /** Index of the verb that follows it, or -1. */
  verbAt: number;
  verb?: { base: string; form: VerbForm };
}

function readSubject(tokens: readonly Token[], from: number): SubjectRead | undefined {
  let i = from;
  const first = tokens[i];
  if (!first) return undefined;
  const pronoun = PRONOUNS[first.low];
  if (pronoun) {
    const verb = verbHere(tokens, i + 1, pronoun.plural, 1);
    const phrase = first.low === 'i' ? 'I' : first.low;
    return {
      subject: { phrase, head: first.low, plural: pronoun.plural, kind: pronoun.kind, lang: 'en' },
      verbAt: verb ? i + 1 : -1,
      verb,
    };
  }
  const words: string[] = [];
  let determiner: string | undefined;
  let count: number | undefined;
  let nouns = 0;
  let plural = false;
  let head = '';
  let headKind: SubjectKind = 'object';
  if (DETERMINERS.has(first.low)) {
    determiner = first.low;
    i += 1;
  }
  for (; i < tokens.length && words.length < 7; i += 1) {
    const token = tokens[i] as Token;
    if (token.punct) break;
    const number = NUMBER_WORDS[token.low];
    if (number !== undefined && nouns === 0 && words.length === 0) {
      count = number;
      plural = number > 1;
      words.push(token.low);
      continue;
    }
    const verb = verbHere(tokens, i, plural, nouns);
    if (verb) return finish(i, verb);
    if (token.low === 'of' && QUANTITY_NOUNS.has(singular(head))) {
      words.push('of');
      continue;
    }
    if (PREPOSITIONS.has(token.low) && nouns > 0) {
      // "a woman in her 40s sears …", "a girl in a yellow raincoat walks …": a short
      // phrase between the noun and its verb describes the subject.
      const verbAfter = modifierEnd(tokens, i, plural);
      if (verbAfter !== -1) {
        for (let j = i; j < verbAfter; j += 1) {
          const low = tokens[j]?.low ?? '';
          words.push(low === 'a' || low === 'an' ? 'the' : (tokens[j]?.text ?? ''));
        }
        i = verbAfter - 1;
        continue;
      }
      break;
    }
    if (PREPOSITIONS.has(token.low) || CONJUNCTIONS.has(token.low)) break;
    if (token.low === 'who' || token.low === 'that' || token.low === 'which') break;
    if (ADVERBS_RE.test(token.low) && nouns > 0) {
      const after = verbHere(tokens, i + 1, plural, nouns);
      if (after) return finish(i + 1, after);
    }
    if (DETERMINERS.has(token.low)) {
      // "a man the …" — a second article means the subject phrase is over.
      if (words.at(-1) === 'of') {
        words.push(token.low);
        continue;
      }
      break;
    }
    words.push(token.text);
    nouns += 1;
    head = token.low;
    headKind = kindOf(head);
    if (words.at(-2) !== 'of' || !QUANTITY_NOUNS.has(singular(words.at(-3)?.toLowerCase() ?? ''))) {
      plural = (count ?? 1) > 1 || isPluralNoun(head);
    }
  }
  return nouns > 0 ? finish(-1, undefined) : undefined;

  function finish(verbAt: number, verb: { base: string; form: VerbForm } | undefined) {
    const bare = determiner === undefined && count === undefined;
    const properName = bare && isProper(words[0] ?? '', words.length === 1);
    const cleaned = words.map((word, index) =>
      index === 0 && !properName && !/^[A-Z]{2,}/.test(word) ? word.toLowerCase() : word,
    );
    const article =
      properName || determiner === 'my' || determiner === 'our' || determiner === 'your'
        ? (determiner ?? '')
        : 'the';
    const phrase = [article, ...cleaned].filter(Boolean).join(' ');
    const animal = words.some((word) => ANIMAL_NOUNS.has(singular(word.toLowerCase())));
    const kind: SubjectKind = animal
      ? 'animal'
      : properName || /^(couple|family|crowd)$/.test(singular(head))
        ? 'person'
        : headKind;
    return {
      subject: { phrase, head, plural, kind, lang: 'en' as const },
      verbAt,
      verb,
    };
  }
}

/** Mass nouns that often start an idea without an article ("Coffee pours into a glass"). */
const MASS_NOUNS = new Set(
  'coffee water rain snow smoke milk honey steam light sunlight moonlight fog mist sand fire ink paint wine tea juice oil lava dust time text traffic chocolate syrup cream soup bread'.split(
    ' ',
  ),
);

/** A name ("Maya"): one capitalised word with no article, not a known noun. */
function isProper(word: string, alone: boolean): boolean {
  const low = word.toLowerCase();
  return (
    alone &&
    /^[A-Z][a-z]+$/.test(word) &&
    !MASS_NOUNS.has(low) &&
    !PERSON_NOUNS.has(singular(low)) &&
    !ANIMAL_NOUNS.has(singular(low)) &&
    !isPluralNoun(low)
  );
}

/**
 * Where a modifier after the subject's noun ends, when a verb follows it within five words
 * ("in her 40s | sears"); -1 when no verb does.
 */
function modifierEnd(tokens: readonly Token[], at: number, plural: boolean): number {
  for (let j = at + 1; j < Math.min(tokens.length, at + 6); j += 1) {
    const token = tokens[j] as Token;
    if (token.punct || CONJUNCTIONS.has(token.low)) return -1;
    if (j > at + 1 && verbHere(tokens, j, plural, 1)) return j;
  }
  return -1;
}

/** Words that end an action phrase: a new clause or a scene description after a comma. */
const CLAUSE_WORDS = new Set(['while', 'as', 'when', 'until', 'before', 'after', 'because']);

/** Phrases that are format or time cues, cut from the end of an action. */
const TAIL_CUES =
  /\s+(?:in (?:slow motion|slow-mo|real time|the style of .*|a single take|one take)|at (?:dawn|dusk|night|midnight|noon|sunrise|sunset|golden hour|\d{1,2}(?::\d\d)? ?(?:am|pm|a\.m\.|p\.m\.))|under (?:the )?(?:moon|moonlight|stars|neon.*)|for (?:tiktok|reels|instagram|youtube|shorts).*|on a (?:rainy|snowy|foggy|stormy|sunny) (?:day|night|morning|evening))$/i;

function objectOf(rest: readonly Token[]): string | undefined {
  const first = rest[0];
  if (!first || first.punct) return undefined;
  if (!DETERMINERS.has(first.low) && NUMBER_WORDS[first.low] === undefined) return undefined;
  const words: string[] = [];
  for (const token of rest.slice(1)) {
    if (token.punct || PREPOSITIONS.has(token.low) || CONJUNCTIONS.has(token.low)) break;
    if (readVerb(token.low) && words.length > 0 && !NOUN_FIRST.has(token.low)) break;
    words.push(token.text);
    if (words.length === 4) break;
  }
  if (words.length === 0) return undefined;
  const article = first.low === 'a' || first.low === 'an' ? 'the' : first.low;
  return `${article} ${words.join(' ')}`;
}

/** Join tokens back into a phrase ("a pancake, then"). */
function join(tokens: readonly Token[]): string {
  let out = '';
  for (const token of tokens) out += token.punct ? token.text : (out ? ' ' : '') + token.text;
  return out.trim();
}

/**
 * Read the actions that start at a verb: "flips a pancake", then every "and"/"then"/comma
 * followed by another verb of the same subject. A clause of another subject ("as the sun
 * sets") or a description after a comma ends the list.
 */
function readActions(
  tokens: readonly Token[],
  verbAt: number,
  first: { base: string; form: VerbForm },
  plural: boolean,
): { actions: Action[]; place?: string } {
  const actions: Action[] = [];
  let place: string | undefined;
  let verb = first;
  let i = verbAt + 1;
  // "is dancing", "are arguing": the -ing word is the action.
  if (verb.base === 'be') {
    const next = tokens[i] ? readVerb(tokens[i]?.low ?? '') : undefined;
    if (next && (next.form === 'ing' || next.form === 'ed')) {
      verb = next;
      i += 1;
    }
  }
  for (;;) {
    const rest: Token[] = [];
    let nextVerb: { base: string; form: VerbForm } | undefined;
    let nextAt = -1;
    while (i < tokens.length) {
      const token = tokens[i] as Token;
      if (SENTENCE_END.has(token.text)) break;
      if (CLAUSE_WORDS.has(token.low)) break;
      if (token.text === ',' || token.low === 'and' || token.low === 'then') {
        let j = i + 1;
        while (['and', 'then', ','].includes(tokens[j]?.low ?? '')) j += 1;
        while (tokens[j] && ADVERBS_RE.test(tokens[j]?.low ?? '') && !readVerb(tokens[j]?.low ?? ''))
          j += 1;
        const candidate = tokens[j];
        const read = candidate ? readVerb(candidate.low) : undefined;
        const agrees =
          read !== undefined &&
          (read.form === (plural ? 'base' : 's') || read.form === 'ing' || read.form === 'ed');
        if (read && agrees) {
          nextVerb = read;
          nextAt = j;
          break;
        }
        if (token.text === ',') break;
      }
      rest.push(token);
      i += 1;
    }
    let restText = join(rest).replace(/[,:]$/, '');
    let cut = TAIL_CUES.exec(` ${restText}`);
    while (cut && cut.index >= 0) {
      restText = ` ${restText}`.slice(0, cut.index).trim();
      cut = TAIL_CUES.exec(` ${restText}`);
    }
    // A trailing place ("in a tiny kitchen") is the setting, not part of the action.
    const placeMatch = /(?:^|\s)((?:in|inside|at|within|amid|beneath) (?:a|an|the|her|his|their|my|our) [^,]+)$/i.exec(
      restText,
    );
    if (placeMatch?.[1] && PLACE_PREPOSITIONS.has(placeMatch[1].split(' ')[0]?.toLowerCase() ?? '')) {
      place ??= placeMatch[1];
      restText = restText.slice(0, placeMatch.index).trim();
    }
    const restTokens = tokenize(restText);
    actions.push({ verb: verb.base, rest: restText, object: objectOf(restTokens) });
    if (!nextVerb) break;
    verb = nextVerb;
    i = nextAt + 1;
  }
  return { actions, place };
}

/** The subject and the actions of an English idea (the first sentence, then pronoun ones). */
export function readEnglish(text: string): EnglishReading {
  const tokens = tokenize(text);
  const start = subjectStart(tokens);
  const read = readSubject(tokens, start);
  if (!read) return { actions: [] };
  const { subject } = read;
  if (read.verbAt === -1 || !read.verb) return { subject, actions: [] };
  const { actions, place } = readActions(tokens, read.verbAt, read.verb, subject.plural);
  // Later sentences that go on with the same subject ("She turns and smiles.") add actions.
  let end = read.verbAt;
  while (end < tokens.length && !SENTENCE_END.has(tokens[end]?.text ?? '')) end += 1;
  for (let s = end + 1; s < tokens.length && actions.length < 6; ) {
    const lead = tokens[s];
    const same =
      lead &&
      (['he', 'she', 'they', 'it'].includes(lead.low) || lead.low === subject.head) &&
      tokens[s + 1];
    let next = s;
    while (next < tokens.length && !SENTENCE_END.has(tokens[next]?.text ?? '')) next += 1;
    if (same) {
      const plural = lead.low === 'they' || subject.plural;
      const verb = verbHere(tokens, s + 1, plural, 1);
      if (verb) actions.push(...readActions(tokens, s + 1, verb, plural).actions);
    }
    s = next + 1;
  }
  return { subject, actions, place };
}
