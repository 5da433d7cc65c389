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
import { namesPlace } from './cues.ts';
import { ingForm, readVerb, type VerbForm } from './verbs.ts';

interface Token {
  text: string;
  low: string;
  /** Punctuation tokens: , ; . ! ? : */
  punct: boolean;
}

const TOKEN_RE = /[A-Za-z0-9\u00C0-\u024F][A-Za-z0-9\u00C0-\u024F'’-]*|[,;.!?:]|\s[—–-]\s|—/g;

const CONTRACTIONS: Record<string, string> = { "'re": 'are', '’re': 'are', "'m": 'am', '’m': 'am' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_RE)) {
    let word = match[0];
    const ending = /(['’](?:re|m))$/i.exec(word)?.[1];
    if (ending) {
      word = word.slice(0, -ending.length);
      tokens.push({ text: word, low: word.toLowerCase(), punct: false });
      const full = CONTRACTIONS[ending.toLowerCase()] ?? 'are';
      tokens.push({ text: full, low: full, punct: false });
      continue;
    }
    if (/^\s?[—–-]\s?$/.test(word)) {
      tokens.push({ text: ',', low: ',', punct: true });
      continue;
    }
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

/** Words that may follow an intransitive verb ("plays alone", "dance together"). */
const FREE_AFTER = new Set(
  'alone together again back home here there hard fast slowly quietly softly'.split(' '),
);

/** Particles and words that often follow a verb: a word before them may be one. */
const AFTER_VERB = new Set(
  'off up down away out open back over across into onto through along around toward towards past'.split(
    ' ',
  ),
);

/**
 * A word the lists do not know, read as a verb by its ending and what follows: "kneads the
 * dough", "penguins waddle across", "a cat knocking things".
 */
function guessVerb(
  low: string,
  next: Token | undefined,
  plural: boolean,
): { base: string; form: VerbForm } | undefined {
  if (!next || next.punct || low.length < 4) return undefined;
  const leads =
    DETERMINERS.has(next.low) || AFTER_VERB.has(next.low) || NUMBER_WORDS[next.low] !== undefined;
  if (!leads || PREPOSITIONS.has(low) || CONJUNCTIONS.has(low)) return undefined;
  if (low.endsWith('ing')) {
    const stem = low.slice(0, -3);
    const base =
      /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss)$/.test(stem)
        ? stem.slice(0, -1)
        : /[^aeiou][lvzcu]$|[^aeiou]g$/.test(stem)
          ? `${stem}e`
          : stem;
    return { base, form: 'ing' };
  }
  if (!plural && /[^s]s$/.test(low) && !/(ous|ics|ess)$/.test(low)) {
    return {
      base: low.endsWith('es') && /(ch|sh|x|ss)es$/.test(low) ? low.slice(0, -2) : low.slice(0, -1),
      form: 's',
    };
  }
  if (plural && !low.endsWith('s') && AFTER_VERB.has(next.low)) return { base: low, form: 'base' };
  return undefined;
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
  if (!verb) return guessVerb(token.low, next, plural);
  if (verb.form === 'base' && !plural) return undefined;
  // "the unboxing of …", "the opening of …": a gerund before "of" is a noun.
  if (verb.form === 'ing' && next?.low === 'of') return undefined;
  // "how a solar eclipse works": what an explainer is about, not something that happens.
  if (['work', 'happen'].includes(verb.base) && tokens[index - 3]?.low === 'how') return undefined;
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
      FREE_AFTER.has(next.low) ||
      AFTER_VERB.has(next.low) ||
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
  while (
    ['explain', 'explains', 'how', 'why', 'watch', 'showing', 'show', 'pov'].includes(
      tokens[start]?.low ?? '',
    )
  )
    start += 1;
  // "at 3 am a hallway light …", "in the morning, …": a leading time or place phrase.
  if (['at', 'in', 'on', 'during', 'after', 'before'].includes(tokens[start]?.low ?? '')) {
    for (let j = start + 1; j < Math.min(tokens.length, start + 6); j += 1) {
      const token = tokens[j] as Token;
      if (token.punct) {
        start = j + 1;
        break;
      }
      if (DETERMINERS.has(token.low) && j > start + 1) {
        start = j;
        break;
      }
    }
  }
  // "day in my life as a nurse", "a day in the life of a baker".
  const life = /^(?:a )?day in (?:my|the|a) life (?:of|as) /i.exec(
    tokens
      .slice(start, start + 8)
      .map((t) => t.low)
      .join(' '),
  );
  if (life) start += life[0].trim().split(' ').length;
  const limit = Math.min(tokens.length, start + 7);
  for (let i = start; i < limit; i += 1) {
    const token = tokens[i] as Token;
    if (['of', 'for', 'with', 'through', 'across', 'along', 'over', 'inside'].includes(token.low)) {
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

function readSubject(
  tokens: readonly Token[],
  from: number,
  forcePlural = false,
): SubjectRead | undefined {
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
  let plural = forcePlural;
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
    if (token.low === 'and' && nouns > 0) {
      // "a boy and his dog chase …": two nouns share the verb.
      const second = readSubject(tokens, i + 1, true);
      if (second?.verb && second.verbAt !== -1) {
        const verb = second.verb.form === 's' ? undefined : second.verb;
        if (verb) {
          words.push('and', ...second.subject.phrase.split(' '));
          plural = true;
          return finish(second.verbAt, verb);
        }
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
    // "a crowd of friends" and "a flock of birds" act as several; "a cup of coffee" as one.
    plural = forcePlural || (count ?? 1) > 1 || isPluralNoun(head);
  }
  return nouns > 0 ? finish(-1, undefined) : undefined;

  function finish(verbAt: number, verb: { base: string; form: VerbForm } | undefined) {
    const bare = determiner === undefined && count === undefined;
    const possessive = /^[A-Z][a-z]+['’]s$/.test(words[0] ?? '');
    const properName = bare && (possessive || isProper(words[0] ?? '', words.length === 1));
    const sentenceStart = from === 0 || tokens[from - 1]?.punct === true;
    const cleaned = words.map((word, index) =>
      index === 0 && sentenceStart && !properName && !/^[A-Z]{2,}/.test(word)
        ? word.toLowerCase()
        : word,
    );
    const article =
      properName || determiner === 'my' || determiner === 'our' || determiner === 'your'
        ? (determiner ?? '')
        : 'the';
    const phrase = [article, ...cleaned].filter(Boolean).join(' ');
    // "a penguin chef" is a penguin; "a lobster fisherman" and "a dog walker" are people.
    const trade = /(?:er|man|men|keeper|ist)$/.test(head) && headKind === 'person';
    const animal = !trade && words.some((word) => ANIMAL_NOUNS.has(singular(word.toLowerCase())));
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
  // "Kitchen", "Office": a room at the start of a sentence is no name.
  if (namesPlace(word)) return false;
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
    const adverbial = [
      'below',
      'above',
      'outside',
      'inside',
      'behind',
      'nearby',
      'around',
    ].includes(tokens[at]?.low ?? '');
    if ((j > at + 1 || adverbial) && verbHere(tokens, j, plural, 1)) return j;
  }
  return -1;
}

/** Words that end an action phrase: a new clause or a scene description after a comma. */
/**
 * Words that end an action phrase. "as", "while" and "when" do not: "sprints for the train as
 * the doors close" is one moment, told with what happens around it.
 */
const CLAUSE_WORDS = new Set(['because', 'so']);

/** Phrases that are format or time cues, cut from the end of an action. */
const TAIL_CUES =
  /\s+(?:in (?:slow motion|slow-mo|real time|the style of .*|a single take|one take)|at (?:dawn|dusk|night|midnight|noon|sunrise|sunset|golden hour|\d{1,2}(?::\d\d)? ?(?:am|pm|a\.m\.|p\.m\.))|under (?:the )?(?:moon|moonlight|stars|neon.*)|for (?:tiktok|reels|instagram|youtube|shorts).*|on a (?:rainy|snowy|foggy|stormy|sunny) (?:day|night|morning|evening))$/i;

function objectOf(rest: readonly Token[]): string | undefined {
  const first = rest[0];
  if (!first || first.punct) return undefined;
  if (!DETERMINERS.has(first.low) && NUMBER_WORDS[first.low] === undefined) return undefined;
  const words: string[] = [];
  for (const token of rest.slice(1)) {
    // "a new pair of white sneakers": the noun after "of" is what the pair is.
    if (token.low === 'of' && QUANTITY_NOUNS.has(singular(words.at(-1)?.toLowerCase() ?? ''))) {
      words.push('of');
      continue;
    }
    if (token.punct || PREPOSITIONS.has(token.low) || CONJUNCTIONS.has(token.low)) break;
    if (readVerb(token.low)?.form === 's' && words.length > 0 && !NOUN_FIRST.has(token.low)) break;
    words.push(token.text);
    if (words.length === 6) break;
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
): { actions: Action[]; place?: string; end: number } {
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
        while (
          tokens[j] &&
          ADVERBS_RE.test(tokens[j]?.low ?? '') &&
          !readVerb(tokens[j]?.low ?? '')
        )
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
        // "… flickers and a door creaks open": another subject starts its own clause.
        const other = readSubject(tokens, j);
        if (other?.verb && other.verbAt !== -1) break;
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
    const placeMatch =
      /(?:^|\s)((?:in|inside|at|within|amid|beneath) (?:a|an|the|her|his|their|my|our) [^,]+)$/i.exec(
        restText,
      );
    if (
      placeMatch?.[1] &&
      PLACE_PREPOSITIONS.has(placeMatch[1].split(' ')[0]?.toLowerCase() ?? '') &&
      namesPlace(placeMatch[1])
    ) {
      place ??= placeMatch[1];
      restText = restText.slice(0, placeMatch.index).trim();
    }
    const restTokens = tokenize(restText);
    actions.push({ verb: verb.base, rest: restText, object: objectOf(restTokens) });
    if (!nextVerb) break;
    verb = nextVerb;
    i = nextAt + 1;
  }
  return { actions, place, end: i };
}

/** Token indexes where a clause may start: the text's start, after punctuation or a joining word. */
function clauseStarts(tokens: readonly Token[]): number[] {
  const starts = [0];
  tokens.forEach((token, index) => {
    if (token.punct || ['and', 'while', 'as', 'when', 'then', 'but'].includes(token.low)) {
      starts.push(index + 1);
    }
  });
  return starts.filter(
    (start, index, all) => start < tokens.length && all.indexOf(start) === index,
  );
}

/** Weather and air that move around a subject rather than being it. */
const ATMOSPHERE = new Set(
  'fog mist rain snow smoke steam light sunlight moonlight wind waves clouds leaves dust haze snowflakes raindrops embers sparks'.split(
    ' ',
  ),
);
const TIME_NOUNS = new Set('day night dusk dawn sunset sunrise evening morning'.split(' '));
const FORMAT_HEADS = new Set([
  ...LEAD_NOUNS,
  'style',
  'life',
  'shift',
  'edit',
  'vibe',
  'aesthetic',
  'moment',
]);

/** A verb-first clause ("weigh the beans", "unboxing a new phone"): an action with no subject. */
function bareAction(tokens: readonly Token[], start: number): { actions: Action[]; end: number } {
  const none = { actions: [], end: start };
  const lead = tokens[start];
  const verb = lead ? readVerb(lead.low) : undefined;
  if (!lead || !verb || (verb.form !== 'base' && verb.form !== 'ing') || NOT_BARE.has(verb.base))
    return none;
  // "water drops slide …": a word that is also a noun leads an action only before an object.
  const next = tokens[start + 1];
  const object =
    next === undefined ||
    next.punct ||
    DETERMINERS.has(next.low) ||
    ['it', 'them', 'him', 'her'].includes(next.low) ||
    NUMBER_WORDS[next.low] !== undefined;
  // "weigh the beans", "tamp,", "basting with butter": an object, a pause or (for -ing) a
  // preposition follows a verb-first step; "rock band plays" is no step.
  if (!object && !(verb.form === 'ing' && PREPOSITIONS.has(next?.low ?? ''))) return none;
  if (NOUN_FIRST.has(verb.base) && !(next && (DETERMINERS.has(next.low) || next.low === 'it')))
    return none;
  const previous = tokens[start - 1];
  if (start > 0 && previous && !previous.punct && previous.low !== 'then') return none;
  const who: Subject = { phrase: '', head: '', plural: true, kind: 'person', lang: 'en' };
  const read = readActions(tokens, start, verb, true);
  // "Searing a ribeye, basting it": gerunds stay gerunds; "weigh the beans" stays imperative.
  const actions = read.actions.map((action) => ({
    ...action,
    verb: verb.form === 'ing' ? ingForm(action.verb) : action.verb,
    who,
  }));
  return { actions, end: read.end };
}
/** Verbs that lead into the idea rather than being its action ("explain how …"). */
const NOT_BARE = new Set([
  'be',
  'explain',
  'show',
  'watch',
  'imagine',
  'see',
  'make',
  'create',
  'film',
  'have',
]);
/** Words that make a poor subject on their own ("hard cuts", "quick cuts"). */
const NOT_SUBJECT = new Set(
  'hard soft quick slow fast smooth sharp jump match whip close wide tight final'.split(' '),
);

const TIME_AFTER =
  /^(?:the )?(?:golden hour|dawn|dusk|night|sunset|sunrise|noon|midnight|morning|evening|\d+ ?(?:am|pm))\b/i;

/** A still subject with the place phrase that follows it ("the rain on the café window"). */
function withPlace(tokens: readonly Token[], read: SubjectRead, from: number): Subject {
  const subject = read.subject;
  let i = from;
  while (i < tokens.length && !tokens[i]?.punct) i += 1;
  const clause = tokens.slice(from, i).map((t) => t.text);
  const at = clause.findIndex((word) =>
    ['on', 'in', 'at', 'over', 'by', 'under'].includes(word.toLowerCase()),
  );
  // "on a café window at night": the place, without the time that follows it.
  const timeAt = clause.findIndex(
    (word, index) =>
      index > at &&
      /^(?:at|in|during|under)$/i.test(word) &&
      TIME_AFTER.test(clause.slice(index + 1).join(' ')),
  );
  const end = timeAt === -1 ? clause.length : timeAt;
  if (at === -1 || end - at > 5 || end - at < 2) return subject;
  if (TIME_AFTER.test(clause.slice(at + 1, end).join(' '))) return subject;
  const tail = clause.slice(at, end).map((word) => (/^an?$/i.test(word) ? 'the' : word));
  return { ...subject, phrase: `${subject.phrase} ${tail.join(' ')}` };
}

/**
 * The subject and the actions of an English idea. The subject is the first clause that has a
 * subject and a verb ("sneaker commercial, rain-soaked street, a sneaker splashes …"); later
 * clauses add actions in order, by the same subject or by their own ("while the crowd cheers").
 * A time of day that "turns to dusk" is an action of the scene, not a subject.
 */
export function readEnglish(text: string): EnglishReading {
  const tokens = tokenize(text);
  const starts = clauseStarts(tokens);
  const actions: Action[] = [];
  let subject: Subject | undefined;
  let still: Subject | undefined;
  let place: string | undefined;
  let end = 0;
  for (const start of starts) {
    if (start < end || actions.length >= 6) continue;
    const bare = bareAction(tokens, start);
    if (bare.actions.length > 0) {
      actions.push(...bare.actions);
      end = bare.end;
      // "Searing a thick ribeye …": what the steps are done to is the subject.
      const object = bare.actions[0]?.object;
      if (!still && object) {
        const head = object.split(' ').at(-1) ?? object;
        still = {
          phrase: object,
          head,
          plural: isPluralNoun(head),
          kind: kindOf(head),
          lang: 'en',
        };
      }
      continue;
    }
    const from = start === 0 ? subjectStart(tokens) : subjectStartAt(tokens, start);
    const lead = tokens[from];
    if (
      subject &&
      lead &&
      (['he', 'she', 'they', 'it'].includes(lead.low) || lead.low === subject.head)
    ) {
      const plural = lead.low === 'they' || subject.plural;
      // "She slowly walks upstairs": an adverb may sit between the pronoun and its verb.
      let at = from + 1;
      while (ADVERBS_RE.test(tokens[at]?.low ?? '') && !readVerb(tokens[at]?.low ?? '')) at += 1;
      const verb = verbHere(tokens, at, plural, 1);
      if (verb) {
        const more = readActions(tokens, at, verb, plural);
        actions.push(...more.actions);
        end = more.end;
      }
      continue;
    }
    if (['no', 'without', 'not'].includes(tokens[from]?.low ?? '')) continue;
    const read = readSubject(tokens, from);
    if (!read) continue;
    if (!read.verb || read.verbAt === -1) {
      const head = read.subject.head;
      if (!FORMAT_HEADS.has(head) && !TIME_NOUNS.has(head)) {
        const candidate = withPlace(tokens, read, from);
        // A living subject wins over a thing named before it.
        if (!still || (still.kind === 'object' && candidate.kind !== 'object')) still = candidate;
      }
      continue;
    }
    if (read.subject.phrase.split(' ').length === 2 && NOT_SUBJECT.has(read.subject.head)) continue;
    const more = readActions(tokens, read.verbAt, read.verb, read.subject.plural);
    end = more.end;
    const pronoun = PRONOUNS[read.subject.head] !== undefined && read.subject.kind !== 'viewer';
    if (TIME_NOUNS.has(read.subject.head)) {
      // "day turns to dusk over Manhattan": the scene's own change, told as it is written.
      const who = { ...read.subject, phrase: read.subject.head };
      for (const action of more.actions) actions.push({ ...action, who });
      continue;
    }
    if (subject === undefined && still && ATMOSPHERE.has(read.subject.head)) {
      // "a lighthouse at 3 am, fog rolling in": the fog moves around the lighthouse.
      for (const action of more.actions) actions.push({ ...action, who: read.subject });
      continue;
    }
    if (subject === undefined && (!pronoun || !still)) {
      subject = read.subject;
      place ??= more.place;
      actions.push(...more.actions);
    } else if (subject === undefined) {
      // "a girl on a train, she whispers …": the pronoun is the girl.
      subject = still;
      actions.push(...more.actions);
    } else {
      for (const action of more.actions) actions.push({ ...action, who: read.subject });
    }
  }
  subject ??= still;
  return { ...(subject ? { subject } : {}), actions, ...(place ? { place } : {}) };
}

/** Where a subject starts inside a later clause (after "how", a shot word and "of"). */
function subjectStartAt(tokens: readonly Token[], start: number): number {
  const rest = tokens.slice(start);
  return start + subjectStart(rest);
}
