/**
 * Reading an English idea into events, in order: who does what, who says what, and what only
 * describes the scene. Ideas are one to three plain sentences, so this is a small clause
 * grammar over a verb lexicon, not a parser: each clause is a subject and a verb phrase, a verb
 * phrase that continues the last subject, a step with no one named ("searing a ribeye"), a line
 * of speech, or a description. The words of each verb phrase are kept as written; what it
 * cannot read with confidence stays a description (a missing beat beats a wrong one).
 */
import type { Action, DialogueLine, Subject, SubjectKind } from '../../domain/prompt/plan.ts';
import {
  ANIMAL_NOUNS,
  DETERMINERS,
  IRREGULAR_PLURALS,
  NOUN_FIRST,
  LEAD_NOUNS,
  NUMBER_WORDS,
  PERSON_NOUNS,
  PREPOSITIONS,
  HE_HEADS,
  SHE_HEADS,
} from './english-words.ts';
import { namesPlace, TOPIC_CUES } from './cues.ts';
import { ONE_OF, oneOf } from './dialogue.ts';
import { findNamed } from './named.ts';
import { readVerb, type VerbForm } from './verbs.ts';
import { capitalize } from '../text.ts';

// ── Tokens ─────────────────────────────────────────────────────────────────────────────────

type TokenKind = 'word' | 'punct' | 'quote';

interface Token {
  text: string;
  low: string;
  kind: TokenKind;
  /** An -ing word that is part of a noun ("parking" in "parking garage"): never a verb. */
  noun?: boolean;
}

/** The verb a token can be, unless it is part of a noun. */
const verbOf = (token: Token | undefined): ReturnType<typeof readVerb> =>
  token && !token.noun ? readVerb(token.low) : undefined;

const TOKEN_RE =
  /["“「『]([^"”」』\n]{0,300})["”」』]|\d+(?:[.:,]\d+)*(?:(?:-[A-Za-z]+)+|[a-z]*)|[A-Za-z\u00C0-\u024F\u1E00-\u1EFF][A-Za-z0-9\u00C0-\u024F\u1E00-\u1EFF'’-]*|[,;.!?:()]|\s[—–-]\s|[—–]/g;

/** "you're" → "you are"; "it's" → "it is" (after a pronoun); "don't" → "do not". */
function expandContraction(word: string): string[] {
  const low = word.toLowerCase();
  const re = /^(.+?)['’](re|m|s|ll|ve|d)$/i.exec(word);
  if (/n['’]t$/i.test(word)) {
    const stem = low === "can't" || low === 'can’t' ? 'can' : low === "won't" ? 'will' : low;
    return [stem.replace(/n['’]t$/, ''), 'not'];
  }
  if (!re?.[1] || !re[2]) return [word];
  const ending = re[2].toLowerCase();
  const full: Record<string, string> = { re: 'are', m: 'am', ll: 'will', ve: 'have', d: 'would' };
  if (ending === 's') {
    // "she's" is "she is"; "the girl's scarf" is a possessive and stays one word.
    return /^(?:it|she|he|that|there|what|who|here)$/i.test(re[1]) ? [re[1], 'is'] : [word];
  }
  return [re[1], full[ending] ?? ending];
}

function tokenize(text: string): Token[] {
  // ("repairs a panel… Her tether snaps": an ellipsis before a capital ends the sentence.)
  const normal = text
    .replace(/\b([ap])\.m\./gi, '$1m')
    .replace(/\b(Mr|Mrs|Ms|Dr|St)\./g, '$1')
    .replace(/(?:…|\.\.\.)(?=\s+[A-Z])/g, '.')
    // ("a guy taste tests hot sauces": one verb, written apart.)
    .replace(/\b(taste|blind|stress|road|crash) (test(?:s|ed|ing)?)\b/gi, '$1-$2')
    .replace(/\bslam (dunk(?:s|ed|ing)?)\b/gi, 'slam-$1')
    // ("…, pounces, and both tumble into the snow": both are they.)
    // ("both of them gripping the seats" stays as it is: a description, not a doing.)
    .replace(/([,;]\s*(?:and |then )?)both (?!of\b)(?=[a-z]+\b)/gi, '$1they ')
    // ("each time it comes back on the porcelain doll is closer": the light comes back on; the
    // doll is a sentence of its own.)
    .replace(
      /\b((?:comes?|coming|flickers?|flickering|blinks?|snaps?) back on|(?:turns?|switch(?:es)?) on) (?=(?:the|a|an) [^,.;]{1,40}? (?:is|are|stands|has|sits|appears)\b)/gi,
      '$1, ',
    )
    // ("pressure washing a rug", "pan fries the dumplings": one doing with its manner.)
    .replace(
      /\b(pressure|power|jet|spray|stir|pan|deep|air|blow|vacuum) (wash(?:es|ed|ing)?|paint(?:s|ed|ing)?|fr(?:y|ies|ied|ying)|dr(?:y|ies|ied|ying)|seal(?:s|ed|ing)?)\b/gi,
      '$1-$2',
    )
    // ("First she shows the fold, …, and finally they laugh", "first the tailor chalks the
    // fabric, then …": the order is the beats' own.)
    .replace(
      /\b(?:first|finally|next|afterwards|eventually|later),? (?=(?:she|he|they|we|i|you|the|his|her|their)\b)/gi,
      '',
    );
  const tokens: Token[] = [];
  for (const match of normal.matchAll(TOKEN_RE)) {
    const raw = match[0];
    if (match[1] !== undefined) {
      // '"I know," she says': the comma closes the writer's clause, not the line.
      const line = match[1].trim().replace(/\s*,$/, '.');
      if (line !== '') tokens.push({ text: line, low: line.toLowerCase(), kind: 'quote' });
      continue;
    }
    if (/^\s?[—–-]\s?$/.test(raw)) {
      tokens.push({ text: ',', low: ',', kind: 'punct' });
      continue;
    }
    if (/^[,;.!?:()]$/.test(raw)) {
      tokens.push({ text: raw, low: raw, kind: 'punct' });
      continue;
    }
    for (const part of expandContraction(raw)) {
      // "a big parking garage", "the dining room": an -ing word naming what a thing is for is
      // no doing (it stays its own word: the noun after it is the head).
      const last = tokens.at(-1);
      if (last?.kind === 'word' && ING_COMPOUNDS.has(`${last.low} ${part.toLowerCase()}`)) {
        last.noun = true;
      }
      tokens.push({ text: part, low: part.toLowerCase(), kind: 'word' });
    }
  }
  return tokens;
}

const isWord = (token: Token | undefined): token is Token => token?.kind === 'word';

// ── Word classes ───────────────────────────────────────────────────────────────────────────

const set = (words: string) => new Set(words.trim().split(/\s+/));

/** Common nouns that are verbs too: a verb only where a verb is expected ("she waves"). */
/** Words that describe the noun after them ("stone houses", "tiny lights"). */
const DESCRIBING = set(`
  old new small big tiny little tall short wooden stone brick glass paper white-washed
  whitewashed colourful colorful ancient modern distant neon fairy string paper floating
  ocean sea rice wheat corn tea lavender sunflower paddy poppy tulip northern southern giant
  huge massive rusty brass golden
`);

const AMBIGUOUS = set(`
  light wave drop plant water steam rain snow smoke fire dress box face hand head ship shop park
  star stage frame film screen phone train iron field market record picture cup bottle pan table
  glass stone bank camp gate fork arch age message stuff spring ring cross crowd flower bloom
  blossom bubble cloud flame spark petal bell candle sign leaf leave mist fog storm dust sand
  paint print coat top tip cap cover line stack pile pack set spot drone shot slate bead beam
  plate bowl hammer saw drill file room house home floor wall door window roof step tower bridge
  track trail road street sea ocean sky moon sun night day time place end side back front bottom
  crane tether edge slice
  heart arm leg foot eye voice sound music song beat note key heat cell land circle fish
  surface counter board mat marble pool cube study tone hue shade tint tear
`);

/**
 * Doings that send something out, read as doings even before a noun: "a volcano erupting
 * chocolate pudding", "a chimney puffing smoke" (not "an erupting chocolate").
 */
const EMITTING =
  /^(?:erupt|spew|spray|puff|belch|spit|leak|ooze|billow|gush|spout|shower|shed|scatter)$/;

/** Participles that say how a clip is made (a look), not what happens in it. */
const MADE_AS =
  /^(?:animated|styled|stylized|stylised|illustrated|rendered|filmed|shot|drawn|painted|lit|edited|graded|colou?red|scored|narrated|voiced)$/;

/** Groups that take a singular or a plural verb. */
const COLLECTIVES = set(
  'couple pair family team crowd band group audience class choir crew herd flock',
);

/** Nouns made with an -ing word: the -ing word is no doing here ("a fishing boat"). */
const ING_COMPOUNDS = new Set(
  `fishing boat|fishing rod|fishing village|fishing net|sleeping bag|swimming pool|dining table|dining room|living room|washing machine|frying pan|walking stick|running shoes|running track|shopping cart|shopping mall|shopping bag|parking lot|parking garage|closing time|opening night|waiting room|boarding pass|baking tray|cutting board|rolling pin|sewing machine|skating rink|climbing wall|diving board|spinning wheel|racing car|rocking chair|dressing room|changing room|landing strip|mixing bowl|wedding dress|wedding ring|building site|reading glasses|singing bowl|ironing board|boxing ring|boxing gloves|cooking pot|drinking glass|hiking boots|hiking trail|sailing ship|sailing boat|fighting ring|gaming chair|morning light|starting blocks|starting line|starting gun|starting grid|finishing line|finish line`.split(
    '|',
  ),
);

/** Verbs another verb may follow ("keeps walking", "lets go") or that take a bare noun ("takes shape"). */
const LEADS_A_VERB = set(`
  keep start stop begin go come love like hate try finish avoid enjoy quit continue sit stand lie
  spend mind miss practise practice risk remember let help make dare need take set pay catch give
  get see watch hear feel find
`);

/** Words that may follow a verb: what makes an ambiguous word a verb here. */
const PARTICLES = set(`
  up down off out away back over open shut apart together around along across through past in
  on into onto forward forwards backward backwards aside upward upwards downward downwards
  inside outside home again alone upstairs downstairs overboard clean free loose goodbye hello
`);
const OBJECT_PRONOUNS = set(
  'it him her them me us you itself himself herself themselves each everyone everything',
);
const SOFT_ADVERBS = set(`
  slowly quickly gently softly quietly suddenly finally then also just still again already
  carefully lightly briefly calmly firmly proudly nervously playfully lazily happily sadly
  barely nearly almost even only really always never often once twice both together
`);
/** Adjectives and nouns that end in -ly, so are no adverbs. */
const NOT_ADVERBS = set(
  'family belly lily jelly holy ugly friendly lonely lovely silly curly chilly hilly bubbly lively elderly costly fly only early daily weekly',
);
const isAdverb = (low: string) =>
  SOFT_ADVERBS.has(low) || (/ly$/.test(low) && low.length > 4 && !NOT_ADVERBS.has(low));
const COLOURS = set(
  'red orange yellow green blue purple pink white black gold golden silver bright dark amber teal copper bronze cream pastel neon muted earthy warm cool',
);

const PRONOUN_SUBJECTS: Record<string, { plural: boolean; kind: SubjectKind }> = {
  i: { plural: false, kind: 'viewer' },
  you: { plural: true, kind: 'viewer' },
  we: { plural: true, kind: 'person' },
  she: { plural: false, kind: 'person' },
  he: { plural: false, kind: 'person' },
  they: { plural: true, kind: 'person' },
  it: { plural: false, kind: 'object' },
  everyone: { plural: false, kind: 'person' },
  everybody: { plural: false, kind: 'person' },
  someone: { plural: false, kind: 'person' },
  somebody: { plural: false, kind: 'person' },
  something: { plural: false, kind: 'object' },
  nobody: { plural: false, kind: 'person' },
  nothing: { plural: false, kind: 'object' },
};

/** Words that lead into the idea rather than being its action ("Show a fox …", "how …"). */
const LEAD_INS = set(
  'show shows showing watch watching imagine see film filming capture how why explain explaining explains demonstrate',
);

/** Speech verbs: an action with one carries its quoted line. */
const SPEECH = set(
  'say tell whisper ask shout reply murmur mutter call yell answer sigh scream sing announce add stammer stutter snap blurt cut radio warn',
);

/** How a line comes out: "and he laughs, "…"" says the quote that follows it. */
const SAID_WITH = set('laugh chuckle giggle grin smile shrug nod sob snort scoff');

/** Connectors that start a clause; "as", "while" and "when" tell what happens meanwhile. */
const CONNECTORS = set('and then while as but when before after until so because where');
const MEANWHILE = set('as while when');

/**
 * Common nouns a sentence may open with, capitalised and bare, that no one is called: a trade
 * by its ending (taxidermist, electrician, locksmith) or the weather (tornado, lightning).
 */
const COMMON_AT_START =
  /^(?:\w{3,}(?:ist|ician|smith|maker|keeper|monger|grapher)|tornado|lightning|thunder|thunderstorm|hail|hurricane|typhoon|cyclone|blizzard|avalanche|aurora|tsunami|wildfire|sandstorm|waterspout|fog|mist|rain|snow|storm|wind|snowflake|raindrop|dewdrop|dandelion|sunflower|mushroom|acorn|volcano|glacier|iceberg|waterfall|geyser)$/;

/** Proper nouns that are things, not people ("Earth turns below"). */
const PROPER_THINGS = set('earth moon sun mars jupiter saturn venus milky');

/** Nouns that lead to the real head through "of" ("a bowl of ramen", "a flock of birds"). */
const QUANTITY_NOUNS = set(
  'bowl cup glass mug pair group flock herd school team crowd row stack pile bunch slice plate jar box bottle drop swarm pack line family couple handful set piece',
);

/** Time and format words that make no subject ("golden hour", "slow motion", "vibe"). */
const NOT_SUBJECT_HEADS = set(`
  hour morning afternoon evening night day dusk dawn sunset sunrise noon midnight time
  motion vibe vibes aesthetic feel look style mood shift edit cuts cut pm am season summer winter
  autumn spring fall track song tune soundtrack anthem handheld captions caption subtitles gimbal
`);

/** Adjectives that make no subject alone ("hard cuts", "quick cuts"). */
const ADJECTIVE_HEADS = set(
  'hard soft quick slow fast smooth sharp jump match whip close wide tight final big small',
);

/** The singular stem of a noun, for look-ups ("sisters" → "sister", "foxes" → "fox"). */
function singular(noun: string): string {
  if (noun.endsWith('ies') && noun.length > 4) return `${noun.slice(0, -3)}y`;
  // ("wolves" → "wolf", "calves" → "calf", "knives" → "knife": -ves plurals.)
  if (/(?:wol|cal|hal|shel|lea|loa|thie|el|scar)ves$/.test(noun)) return `${noun.slice(0, -3)}f`;
  if (/(?:kni|wi|li)ves$/.test(noun)) return `${noun.slice(0, -3)}fe`;
  if (/(ches|shes|xes|sses)$/.test(noun)) return noun.slice(0, -2);
  if (noun.endsWith('s') && !/(ss|us|is)$/.test(noun)) return noun.slice(0, -1);
  return noun;
}

const INVARIANT_PLURALS = new Set(['fish', 'deer', 'sheep', 'koi', 'salmon', 'trout', 'bison']);

/** Nouns that end in -s and are one thing ("a thermos sits on a ledge"). */
const ONE_WITH_S = new Set([
  'thermos',
  'lens',
  'canvas',
  'atlas',
  'gas',
  'chaos',
  'cosmos',
  'news',
  'series',
  'species',
]);

function isPluralNoun(noun: string): boolean {
  if (ONE_WITH_S.has(noun)) return false;
  if (IRREGULAR_PLURALS.has(noun)) return !['fish', 'deer', 'sheep'].includes(noun);
  return noun.endsWith('s') && !/(ss|us|is)$/.test(noun) && noun.length > 3;
}

function kindOf(noun: string): SubjectKind {
  const stem = singular(noun);
  if (PERSON_NOUNS.has(noun) || PERSON_NOUNS.has(stem)) return 'person';
  // A saxophonist, a violinist, a florist: someone who does it (a wrist or a twist is no one).
  if (
    /^[a-z]{4,}ists?$/.test(noun) &&
    !/^(?:twists?|wrists?|midsts?|assists?|insists?|persists?|exists?|resists?)$/.test(noun)
  )
    return 'person';
  if (ANIMAL_NOUNS.has(noun) || ANIMAL_NOUNS.has(stem)) return 'animal';
  // (Legionaries, mountaineers, magicians: people named by what they serve as or do.)
  if (
    /^[a-z]{3,}(?:ians|ionaries|aries|eers)$/.test(noun) &&
    !/^(?:libraries|canaries|dictionaries|diaries|salaries|boundaries|estuaries|aviaries)$/.test(
      noun,
    )
  )
    return 'person';
  return 'object';
}

// ── Verbs in place ─────────────────────────────────────────────────────────────────────────

interface VerbRead {
  base: string;
  form: VerbForm;
}

const BE_SINGULAR = set('is was');
const BE_PLURAL = set('are were');

/** Whether the word at `at` can follow a verb (what makes "lights" a verb, not a noun). */
function followsVerb(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at];
  if (!next || next.kind !== 'word') return true;
  const low = next.low;
  return (
    DETERMINERS.has(low) ||
    PREPOSITIONS.has(low) ||
    PARTICLES.has(low) ||
    OBJECT_PRONOUNS.has(low) ||
    isAdverb(low) ||
    low === 'to' ||
    low === 'and' ||
    COLOURS.has(low) ||
    NUMBER_WORDS[low] !== undefined ||
    /^\d/.test(low) ||
    // ("freezes mid-step", "stops mid-air": when it happens, after the verb.)
    /^mid-\w+/.test(low)
  );
}

/**
 * The finite verb at `at` for a subject of this number, or undefined: a known verb form that
 * agrees ("stalks" for one, "chase" for several, any past tense), and, when the word is a
 * common noun as well, stands where a verb can ("the office lights flicker": "lights" is the
 * noun, "flicker" the verb).
 */
function finiteVerb(
  tokens: readonly Token[],
  at: number,
  plural: boolean,
  pronoun: boolean,
  /** The noun before is someone who acts ("the robot waves."): a sentence may end on its verb. */
  agent = false,
): VerbRead | undefined {
  const token = tokens[at];
  if (!isWord(token)) return undefined;
  // ("Times Square at night", "Trafalgar Square": a capitalised place word after a capitalised
  // word is the end of a name, never a verb.)
  const named = tokens[at - 1];
  if (
    /^(?:Square|Park|Street|Bridge|Avenue|Road|Lane|Market|Station|Tower|Garden|Gardens|Plaza|Hall|Falls|Point|Place|Row|Walk|Cross)$/.test(
      token.text,
    ) &&
    isWord(named) &&
    /^[A-Z]/.test(named.text)
  )
    return undefined;
  if (BE_SINGULAR.has(token.low)) return plural ? undefined : { base: 'be', form: 's' };
  if (BE_PLURAL.has(token.low)) return plural ? { base: 'be', form: 'base' } : undefined;
  if (token.low === 'am') return pronoun ? { base: 'be', form: 'base' } : undefined;
  if (/^(?:can|will|would|could|should|must|might|may)$/.test(token.low)) {
    // ("a coffee can product ad": a can before a noun is a tin.)
    const next = tokens[at + 1];
    if (
      token.low === 'can' &&
      isWord(next) &&
      verbOf(next)?.form !== 'base' &&
      !isAdverb(next.low) &&
      next.low !== 'not'
    )
      return undefined;
    return isWord(next) ? { base: token.low, form: 'base' } : undefined;
  }
  const verb = verbOf(token);
  if (!verb || verb.form === 'ing') return undefined;
  // ("a bison herd crossing a river": the herd is the bison's, not their herding.)
  // ("dogs herd sheep" is herding: a group noun is one only before a doing or the end.)
  if (
    /^(?:herd|flock|pack|pod|troop|swarm|school|colony|pride)s?$/.test(token.low) &&
    ANIMAL_NOUNS.has(singular(tokens[at - 1]?.low ?? '')) &&
    (!isWord(tokens[at + 1]) || verbOf(tokens[at + 1])?.form === 'ing')
  )
    return undefined;
  // "the last slice of pizza", "a cup of tea": after "last", "first" or "a", and before "of",
  // the word is a noun.
  const before = tokens[at - 1];
  // "clouds spilling through the valley like water": a likeness, unless someone likes it.
  if (
    token.low === 'like' &&
    !(isWord(before) && /^(?:i|you|we|they|who|would|do)$/.test(before.low))
  )
    return undefined;
  // "a black sand beach": right after an article or a possessive the word is no verb.
  if (isWord(before) && /^(?:a|an|the|his|her|their|its|my|your|our)$/.test(before.low))
    return undefined;
  // "on a first date", "in a long line": after an article and one describing word, a noun.
  const twoBefore = tokens[at - 2];
  // "The first says "…"", "the second whispers": one of them speaking, not "the first kiss".
  const speaks =
    /^(?:says|said|whispers|whispered|asks|asked|replies|replied|answers|answered|shouts|yells|adds|screams|mutters|jokes)$/.test(
      token.low,
    ) && /^(?:first|second|third|last|next)$/.test(before?.low ?? '');
  if (
    !speaks &&
    isWord(before) &&
    isWord(twoBefore) &&
    /^(?:a|an|the|his|her|their|its|my|your|our)$/.test(twoBefore.low) &&
    /^(?:first|last|second|third|next|final|long|short|big|small|little|tiny|huge|new|old|single|whole|perfect|quick|empty|quiet|busy|dark|open|lonely|deserted|dusty|narrow|wide|endless|frozen|snowy|rainy|misty|foggy|sunny|rocky|sandy|grassy|muddy|wet|dry|icy|abandoned|crowded|silent|vast|distant|remote)$/.test(
      before.low,
    )
  )
    return undefined;
  if (
    isWord(before) &&
    /^(?:last|first|next|final|one|a|an|another|every)$/.test(before.low) &&
    isWord(tokens[at + 1]) &&
    tokens[at + 1]?.low === 'of'
  )
    return undefined;
  if (verb.form === 's' && plural) return undefined;
  if (verb.form === 'base' && !plural) return undefined;
  // A past participle right after a noun is often a description ("a cake topped with …").
  if (verb.form === 'ed' && !pronoun && /ed$/.test(token.low) && !followsVerb(tokens, at + 1)) {
    return undefined;
  }
  if (pronoun) return verb;
  // ("a fisherman's hands untangling a net": right after a possessive comes what is owned.)
  if (/['’]s$/.test(tokens[at - 1]?.low ?? '') && !pronoun) return undefined;
  // ("felt animals", "felt puppets": the cloth they are made of; "she felt the rain" feels.)
  if (token.low === 'felt' && isWord(tokens[at + 1]) && !followsVerb(tokens, at + 1))
    return undefined;
  // ("between the karst peaks of Guilin": a plural before "of" is a noun; "smells of smoke"
  // and "dreams of the sea" stay verbs.)
  if (
    verb.form === 's' &&
    tokens[at + 1]?.low === 'of' &&
    !/^(?:smell|reek|think|dream|consist|speak|taste|remind|hear|know|approve|tire|despair|sing|tell|talk)$/.test(
      verb.base,
    )
  )
    return undefined;
  // ("rusty gears turn slowly", "giant gears turning": a plural noun before its own verb;
  // "keeps walking", "lets go", "takes shape" stay verbs.)
  const then = isWord(tokens[at + 1]) ? verbOf(tokens[at + 1] as Token) : undefined;
  if (
    verb.form === 's' &&
    !plural &&
    !agent &&
    !LEADS_A_VERB.has(verb.base) &&
    !PARTICLES.has(tokens[at + 1]?.low ?? '') &&
    (then?.form === 'ing' ||
      // ("a heat pump moves heat out of the house": a noun that is a verb too is what is moved.)
      (then?.form === 'base' && !AMBIGUOUS.has(then.base) && followsVerb(tokens, at + 2)))
  )
    return undefined;
  // "the office lights flicker on", "cherry blossoms fall": a plural noun before its own verb
  // ("snaps open" and "sees snow" stay verbs).
  const nounish = AMBIGUOUS.has(verb.base) || AMBIGUOUS.has(token.low);
  const next = tokens[at + 1];
  const after = isWord(next) && !PARTICLES.has(next.low) ? verbOf(next) : undefined;
  // ("skateboarder lands kickflip": after one person or animal, the -s word is their verb.)
  if (
    nounish &&
    verb.form === 's' &&
    after?.form === 'base' &&
    followsVerb(tokens, at + 2) &&
    !(agent && !plural)
  )
    return undefined;
  // "white houses", "old stone houses", "tiny lights": after a colour or a describing word the
  // word is the noun itself.
  const previous = tokens[at - 1];
  // ("a woman in red steps out": dressed in red, the colour is hers and "steps" her verb.)
  const dressedIn =
    /^(?:in|wearing)$/.test(tokens[at - 2]?.low ?? '') && COLOURS.has(previous?.low ?? '');
  if (
    nounish &&
    isWord(previous) &&
    !dressedIn &&
    (COLOURS.has(previous.low) || DESCRIBING.has(previous.low))
  )
    return undefined;
  // ("…, clouds towering": a noun before an -ing word is a thing doing, not a verb.)
  if (
    nounish &&
    agent &&
    !plural &&
    verb.form === 's' &&
    isWord(tokens[at + 1]) &&
    verbOf(tokens[at + 1])?.form !== 'ing'
  )
    return verb;
  if (nounish) {
    // "close-up hands," is a noun; "the cook hands her a plate" a verb.
    const last = !isWord(tokens[at + 1]);
    if ((last && !agent) || !followsVerb(tokens, at + 1)) return undefined;
  }
  return verb;
}

/** An -ing word used as a participle ("steam curling up", "tightening a bolt"). */
function participle(token: Token | undefined, before?: Token): VerbRead | undefined {
  if (!isWord(token) || !token.low.endsWith('ing')) return undefined;
  // "studio lighting", "soft lighting": in a prompt, lighting is the light, not a doing.
  if (token.low === 'lighting') return undefined;
  // "the landing", "a painting": after an article it is a noun.
  if (before && DETERMINERS.has(before.low)) return undefined;
  // "at closing time", "at opening night": after "at" it names a time.
  if (before?.low === 'at') return undefined;
  const verb = verbOf(token);
  return verb?.form === 'ing' ? verb : undefined;
}

// ── Noun phrases ───────────────────────────────────────────────────────────────────────────

interface NounPhrase {
  subject: Subject;
  /** Index after the phrase. */
  end: number;
  /** The finite verb that follows it, if any. */
  verbAt: number;
  verb?: VerbRead;
  pronoun: boolean;
  /** A phrase between the noun and its verb ("in a tiny Tokyo coffee shop"). */
  modifier?: string;
}

/** Family words that stand as names without an article. */
const KIN_NAMES = new Set(
  'grandma grandpa granny gran nana nanna mom mum dad mama papa mommy daddy auntie'.split(' '),
);

/** Products and food: "Toothbrush rising out of water" names a thing, not someone called that. */
const THING_WORDS = new RegExp(
  `^(?:${TOPIC_CUES.product.en.source}|${TOPIC_CUES.food.en.source})$`,
  'i',
);

/** Doings a headline-style idea names without their -s ("skateboarder kickflip down stairs"). */
const HEADLINE_VERBS = set(`
  kickflip ollie heelflip dunk surf skate skateboard snowboard ski dive backflip frontflip
  somersault cartwheel breakdance moonwalk parkour
`);

/** Manner adverbs a beat keeps when they stand before the verb ("slowly rolls"). */
const MANNER =
  /^(?:slowly|quickly|suddenly|gently|softly|quietly|silently|carefully|gradually|calmly|lazily|nervously|proudly|playfully|curiously|frantically|desperately)$/;

/** "the drawing on the fridge slowly | turns": an adverb before the verb is not the subject's. */
const LEADING_ADVERB =
  /^(?:slowly|quickly|suddenly|gently|softly|quietly|silently|finally|carefully|slightly|gradually|calmly|happily|sadly|lazily|proudly|nervously|eagerly|playfully|curiously|always|still|just|then|now|also|almost|already|never|often|sometimes|really|even|barely|briefly)$/i;

function makeSubject(
  allWords: readonly string[],
  head: string,
  plural: boolean,
  determiner: string | undefined,
  counted: boolean,
  sentenceStart: boolean,
): Subject {
  // "a detective named Rosa", "the girl called Mia", "the detective Rosa": she is Rosa.
  const titled = /^(?:[\w-]+ ){0,2}?([\w-]+) (?:named |called )?([A-Z][a-z'’]+)$/.exec(
    allWords.join(' '),
  );
  if (
    determiner !== undefined &&
    !plural &&
    titled?.[1] &&
    titled[2] &&
    PERSON_NOUNS.has(singular(titled[1].toLowerCase()))
  ) {
    // (The head word stays the noun: "a girl called Mia" is she.)
    const name = makeSubject([titled[2]], titled[2].toLowerCase(), false, undefined, false, false);
    return { ...name, head: singular(titled[1].toLowerCase()) };
  }
  const words = [...allWords];
  while (words.length > 1 && LEADING_ADVERB.test(words.at(-1) ?? '')) {
    // ("a space station slowly rotating": the station, not "slowly", is the head.)
    if (words.pop()?.toLowerCase() === head.toLowerCase())
      head = (words.at(-1) ?? head).toLowerCase().replace(/['’]s$/, '');
  }
  // "slow motion hair blowing": how it is filmed is no part of the thing.
  while (words.length > 1 && /^(?:slow|motion|slowmo|slo-mo)$/i.test(words[0] ?? '')) words.shift();
  const first = words[0] ?? '';
  const bare = determiner === undefined && !counted;
  const capital = /^[A-Z][a-z'’]+$/.test(first) || /^[A-Z]{2,}$/.test(first);
  const lowHead = head.toLowerCase();
  const known =
    THING_WORDS.test(lowHead) ||
    PERSON_NOUNS.has(singular(lowHead)) ||
    ANIMAL_NOUNS.has(singular(lowHead)) ||
    namesPlace(first) ||
    // ("Iceland's black sand beach" is a beach: a place's possessive names no one.)
    (/['’]s$/.test(first) &&
      findNamed(first.replace(/['’]s$/, '')).some((name) => name.kind === 'place')) ||
    LEAD_NOUNS.has(lowHead) ||
    AMBIGUOUS.has(singular(lowHead)) ||
    NOT_SUBJECT_HEADS.has(lowHead) ||
    // "Antibodies latch …": a plural before a plural verb is a common noun.
    (plural && isPluralNoun(lowHead)) ||
    // ("Taxidermist carefully brushing …", "Tornado forming …": a trade or the weather.)
    COMMON_AT_START.test(lowHead);
  // "Maya", "MARA", "Earth": a capitalised word that is not a known noun is a name; at the
  // start of a sentence only when it stands alone before its verb.
  const named =
    bare &&
    capital &&
    !known &&
    (!sentenceStart || words.length === 1 || /['’]s$/.test(first)) &&
    !PROPER_THINGS.has(first.toLowerCase());
  // "Mission control radios: …": a station on the radio is a name, said as one.
  if (bare && /^(?:mission|ground) control$/i.test(words.join(' '))) {
    const name = `${words[0]?.charAt(0).toUpperCase() ?? ''}${words.join(' ').slice(1).toLowerCase()}`;
    return { phrase: name, head: 'control', plural: false, kind: 'person', lang: 'en' };
  }
  // "Tokyo at night", "over Yellowstone": a named place alone is its name, with no article.
  const whole = words.join(' ');
  if (
    bare &&
    capital &&
    findNamed(whole).some((name) => name.kind === 'place' && name.text === whole) &&
    !/^(?:the )?[A-Z][a-z]+ (?:Islands|Mountains|Highlands|Valley|Canyon|Falls|Fjord|Desert)$/.test(
      whole,
    )
  ) {
    return { phrase: whole, head: lowHead, plural: false, kind: 'place', lang: 'en' };
  }
  // "Grandma says …", "mom laughs": a family word with no article is what the family calls her.
  if (bare && words.length === 1 && KIN_NAMES.has(lowHead)) {
    const name = `${first.charAt(0).toUpperCase()}${first.slice(1).toLowerCase()}`;
    return { phrase: name, head: lowHead, plural: false, kind: 'person', lang: 'en' };
  }
  // Only the sentence's own first word loses its capital ("Kitchen", not "the Manhattan …").
  // "Santorini white houses": a place the idea names keeps its capital at the start too.
  const first0 =
    sentenceStart &&
    determiner === undefined &&
    !counted &&
    findNamed(first).every((name) => name.kind !== 'place');
  // ("Norwegian fjords": a people's or a country's adjective keeps its capital anywhere.)
  const cleaned = words.map((word, index) =>
    index === 0 &&
    first0 &&
    !named &&
    !/^[A-Z]{2,}/.test(word) &&
    // ("Maya's dog": whose it is keeps her capital.)
    !/^[A-Z][a-z]+['’]s$/.test(word) &&
    // ("Veterinarian" is a trade, not a people.)
    (!/^[A-Z][a-z]+(?:ian|ean|ese|ish|ic|an)$|^(?:Thai|French|Greek|Dutch|Swiss|Czech|Welsh|Basque|Lao|Maori|Zulu|Cajun)$/.test(
      word,
    ) ||
      kindOf(word.toLowerCase()) !== 'object' ||
      // ("Electric sedan", "Classic car": describing words, not a people's name.)
      /^(?:electric|classic|magic|epic|exotic|organic|plastic|romantic|dramatic|cinematic|gothic|metallic|acoustic|electronic|majestic|fantastic|robotic|scenic|iconic|historic|cosmic|futuristic|realistic|rustic|urban|human|vegan)$/i.test(
        word,
      ))
      ? word.toLowerCase()
      : word,
  );
  const keepDeterminer =
    determiner !== undefined && !['a', 'an', 'the', 'some', 'one'].includes(determiner);
  // "Day turns to dusk": a time of day takes no article.
  const timeWord = bare && words.length === 1 && NOT_SUBJECT_HEADS.has(lowHead);
  // ("Iceland's beach", "Maya's dog": a possessive is the article.)
  const article =
    named ||
    timeWord ||
    (bare && /['’]s$/.test(first)) ||
    (PROPER_THINGS.has(lowHead) && !/^(?:sun|moon)$/.test(lowHead))
      ? ''
      : keepDeterminer
        ? determiner
        : 'the';
  const joined = [article, ...cleaned].filter(Boolean).join(' ');
  // "Earth", "Mars": a planet's name keeps its capital wherever it stands.
  const phrase =
    article === '' && PROPER_THINGS.has(lowHead) && cleaned.length === 1
      ? `${joined.charAt(0).toUpperCase()}${joined.slice(1)}`
      : joined;
  const trade = /(?:er|man|men|keeper|ist)$/.test(lowHead) && kindOf(lowHead) === 'person';
  // ("a koi pond", "a dog bed", "a fish tank": the animal names the thing, which is no animal.)
  const animal =
    !trade &&
    !/^(?:ponds?|tanks?|bowls?|cages?|beds?|houses?|trees?|farms?|shelters?|food|toys?|parks?|shows?|cafes?|aquariums?|bowl)$/.test(
      lowHead,
    ) &&
    words.some((word) => ANIMAL_NOUNS.has(singular(word.toLowerCase().replace(/['’]s$/, ''))));
  // ("a Korean corn dog", "hot dogs": street food, no dog. "a latte art swan", "an origami
  // crane", "a balloon dog": a thing in an animal's shape.)
  const food =
    /\b(?:corn|hot|chil(?:l)?i) dogs?$/i.test(phrase) ||
    // (What someone holds says nothing of what they are: "a girl with a paper umbrella".)
    /\b(?:latte art|origami|paper|balloon|toy|plush|stuffed|lego|ceramic|porcelain|chocolate)\b/i.test(
      phrase.replace(/\s+(?:with|holding|carrying)\s+.*$/i, ''),
    );
  const kind: SubjectKind = food
    ? 'object'
    : animal
      ? 'animal'
      : named ||
          /^(couple|family|crowd)$/.test(singular(lowHead)) ||
          // ("a family of three": the three are the family.)
          /^(?:family|couple|group|team|crowd) of (?:two|three|four|five|six|\d)\b/i.test(whole) ||
          // ("grandma's hands": someone's own hands do what she does.)
          OWNED_HANDS.test(phrase)
        ? 'person'
        : kindOf(lowHead);
  return { phrase, head: lowHead, plural, kind, lang: 'en' };
}

/**
 * The noun phrase at `from` and the finite verb after it, if one follows: "the matte black
 * earbuds | rotate", "a woman in her 40s in a straw hat | walks", "a boy and his dog | chase".
 */
function readNounPhrase(
  tokens: readonly Token[],
  from: number,
  sentenceStart: boolean,
  forcePlural = false,
): NounPhrase | undefined {
  const first = tokens[from];
  if (!isWord(first)) return undefined;
  const pronoun = PRONOUN_SUBJECTS[first.low];
  if (pronoun) {
    let at = from + 1;
    while (isWord(tokens[at]) && isAdverb(tokens[at]?.low ?? '') && !verbOf(tokens[at])) at += 1;
    const verb = finiteVerb(tokens, at, pronoun.plural, true);
    const phrase = first.low === 'i' ? 'I' : first.low;
    return {
      subject: { phrase, head: first.low, plural: pronoun.plural, kind: pronoun.kind, lang: 'en' },
      end: from + 1,
      verbAt: verb ? at : -1,
      ...(verb ? { verb } : {}),
      pronoun: true,
    };
  }
  let i = from;
  let determiner: string | undefined;
  let counted = false;
  let plural = forcePlural;
  /** Plural by its determiner or count ("these", "three"), whatever the nouns after it. */
  let counting = forcePlural;
  if (DETERMINERS.has(first.low) || first.low === 'some' || first.low === 'every') {
    determiner = first.low;
    plural ||= ['these', 'those', 'some'].includes(first.low);
    counting = plural;
    i += 1;
  }
  const words: string[] = [];
  let head = '';
  let modifier: string | undefined;
  /** Where the words of that phrase start, once it is read. */
  let modifierAt: number | undefined;
  for (; i < tokens.length && words.length < 9; i += 1) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word') break;
    // ("throws both arms up": "both" after a noun starts what comes next, never more of it.)
    if (words.length > 0 && /^(?:both|each|all|every|either|neither)$/.test(token.low)) break;
    const number = NUMBER_WORDS[token.low];
    if (number !== undefined && words.length === 0) {
      counted = true;
      plural = plural || number > 1;
      counting = plural;
      words.push(token.low);
      continue;
    }
    if (
      words.length > 0 &&
      !['of', 'and'].includes(words.at(-1) ?? '') &&
      // ("Hiking boots stomp": the second word of "hiking boots" is no verb.)
      !ING_COMPOUNDS.has(`${(words.at(-1) ?? '').toLowerCase()} ${token.low}`) &&
      !(words.length === 1 && ADJECTIVE_HEADS.has(words[0]?.toLowerCase() ?? ''))
    ) {
      const agent = PERSON_NOUNS.has(singular(head)) || ANIMAL_NOUNS.has(singular(head));
      // "a couple dances", "the crowd cheer": a group takes either number of verb.
      const verb =
        finiteVerb(tokens, i, plural, false, agent) ??
        // "skateboarder kickflip down stairs": a headline drops the verb's -s.
        (agent && !plural && HEADLINE_VERBS.has(token.low)
          ? { base: token.low, form: 's' as const }
          : undefined) ??
        // ("a couple" is counted as two, so its word is the phrase's last, not yet its head.)
        // "a flock of pigeons takes off": the group before "of" may take a singular verb.
        (COLLECTIVES.has(head || (words.at(-1) ?? '').toLowerCase()) ||
        COLLECTIVES.has(singular((words[words.indexOf('of') - 1] ?? '').toLowerCase()))
          ? finiteVerb(tokens, i, !plural, false, agent)
          : undefined);
      if (verb) return done(i, verb);
      // "a woman slowly walks": an adverb between the phrase and its verb.
      if (isAdverb(token.low) && !verbOf(token)) {
        const after = finiteVerb(tokens, i + 1, plural, false);
        if (after) return done(i + 1, after);
      }
    }
    if (token.low === 'of' && words.length > 0 && QUANTITY_NOUNS.has(singular(head))) {
      words.push('of');
      // ("drops of water slide down": the drops are many, whatever water is.)
      if (isPluralNoun(head)) counting = plural = true;
      if (
        [
          'flock',
          'herd',
          'group',
          'crowd',
          'pair',
          'school',
          'swarm',
          'pack',
          'team',
          'couple',
          'family',
          'bunch',
          'row',
          'stack',
          'pile',
          'handful',
          'set',
        ].includes(singular(head))
      )
        plural = true;
      continue;
    }
    if (token.low === 'and' && words.length > 0) {
      // "a boy and his dog chase …": two nouns share one verb.
      const second = readNounPhrase(tokens, i + 1, false, true);
      // ("flour everywhere, and they laugh": a pronoun starts a clause of its own.)
      if (second?.verb && second.verbAt !== -1 && second.verb.form !== 's' && !second.pronoun) {
        words.push('and', ...second.subject.phrase.split(' '));
        head = second.subject.head;
        plural = true;
        return done(second.verbAt, second.verb);
      }
      break;
    }
    if (PREPOSITIONS.has(token.low) && words.length > 0) {
      // "a woman in her 40s in a straw hat walks …": a short phrase between the noun and its
      // verb describes the noun.
      const verbAt = verbAfterModifier(tokens, i, plural);
      if (verbAt !== -1) {
        // "a woman in her 60s who has repaired …": the relative word is no part of the noun.
        const relative = /^(?:who|that|which)$/.test(tokens[verbAt - 1]?.low ?? '') ? 1 : 0;
        // ("on a first date both grab": "both" is the verb's, not the date's.)
        let end = verbAt - relative;
        while (end > i + 1 && SOFT_ADVERBS.has(tokens[end - 1]?.low ?? '')) end -= 1;
        // ("in an empty hallway slowly turns": the adverb is the verb's.)
        modifier ??= join(tokens.slice(i, end)).replace(/(?: \w+ly)+$/, '');
        modifierAt ??= words.length;
        for (let j = i; j < end; j += 1) {
          const low = tokens[j]?.low ?? '';
          words.push(low === 'a' || low === 'an' ? 'the' : (tokens[j]?.text ?? ''));
        }
        i = verbAt - 1;
        continue;
      }
      // "a singer in a silver jacket lip-syncing", "a vendor in Bangkok flipping pad thai":
      // after someone who acts, the -ing word past a short modifier is their doing.
      const doingAt = doingAfterModifier(tokens, i, head);
      if (doingAt !== -1) {
        modifier ??= join(tokens.slice(i, doingAt));
        for (let j = i; j < doingAt; j += 1) {
          const low = tokens[j]?.low ?? '';
          words.push(low === 'a' || low === 'an' ? 'the' : (tokens[j]?.text ?? ''));
        }
        i = doingAt - 1;
        continue;
      }
      break;
    }
    if (PREPOSITIONS.has(token.low) || CONNECTORS.has(token.low)) break;
    // "a glass of water that freezes from the bottom up": a relative clause's verb is the
    // phrase's own doing when nothing else is (the sentence has no other verb for it).
    if (['who', 'that', 'which'].includes(token.low) && words.length > 0) {
      const agent = PERSON_NOUNS.has(singular(head)) || ANIMAL_NOUNS.has(singular(head));
      const own = finiteVerb(tokens, i + 1, plural, false, agent);
      if (own && sentenceStart && finiteAfter(tokens, i + 2, plural) === -1)
        return done(i + 1, own);
    }
    if (['who', 'that', 'which', 'whose', 'where'].includes(token.low)) break;
    if (OBJECT_PRONOUNS.has(token.low) && token.low !== 'you') break;
    if (DETERMINERS.has(token.low) && words.at(-1) !== 'of') break;
    // "a bottle rotating on …" ends the phrase; "a melting popsicle" keeps its adjective.
    // "corgi chasing autumn leaves": after someone who acts, an -ing word is their doing;
    // "a small fishing boat" is a boat.
    // ("a child's drawing": after a possessive the noun goes on.)
    // ("lion pride hunting zebra", "wolf pack chasing elk": the pride and the pack act too.)
    const group =
      /^(?:pride|pack|herd|flock|pod|troop|swarm|colony)$/.test(head) &&
      ANIMAL_NOUNS.has(singular(words.at(-2)?.toLowerCase() ?? ''));
    // ("sumo wrestlers throwing salt": a plural that names doers by their doing acts too.)
    const doers =
      /^[a-z]{3,}(?:ers|ors|ists|ians)$/.test(head) &&
      !/^(?:flowers|towers|rivers|feathers|letters|waters|numbers|corners|papers|powders|borders|layers|shelters|containers|monsters|posters|stickers)$/.test(
        head,
      );
    // ("a baker's hands kneading dough": someone's hands do the work.)
    const hands =
      /^(?:hands?|fingers|fingertips|paws?)$/.test(head) && /['’]s$/.test(words.at(-2) ?? '');
    const actor =
      !/['’]s$/.test(words.at(-1) ?? '') &&
      (PERSON_NOUNS.has(singular(head)) ||
        ANIMAL_NOUNS.has(singular(head)) ||
        group ||
        doers ||
        hands);
    // ("a sumo wrestler gently feeding crackers": the adverb is the doing's, not the noun's.)
    const next = tokens[i + 1];
    if (words.length > 0 && actor && SOFT_ADVERBS.has(token.low) && next && participle(next)) break;
    const compound = ING_COMPOUNDS.has(`${token.low} ${tokens[i + 1]?.low ?? ''}`);
    if (
      words.length > 0 &&
      !compound &&
      !/['’]s$/.test(words.at(-1) ?? '') &&
      (token.low === 'being' ||
        (participle(token) &&
          (actor || !nounFollows(tokens, i + 1) || EMITTING.test(participle(token)?.base ?? ''))))
    )
      break;
    words.push(token.text);
    if (!/^\d/.test(token.low) || words.length > 1) {
      head = token.low.replace(/['’]s$/, '');
      // "koi fish circling": fish, sheep and deer without an article are many.
      const invariant = !counted && determiner === undefined && INVARIANT_PLURALS.has(head);
      // The number is the last noun's: "a red sports car" is one car, whatever "sports" is.
      // "Jules screams", "Marcus laughs": a capitalised name ending in s is one person.
      const nameLike =
        words.length === 1 &&
        /^[A-Z][a-z]+s$/.test(token.text) &&
        !PERSON_NOUNS.has(singular(token.low)) &&
        !ANIMAL_NOUNS.has(singular(token.low)) &&
        !THING_WORDS.test(token.low) &&
        /^[a-z]+s$/.test(tokens[i + 1]?.low ?? '');
      plural =
        forcePlural || counting || invariant || (!counted && isPluralNoun(head) && !nameLike);
    }
  }
  if (words.length === 0) return undefined;
  // "a couple laughing", "the two": the count is the noun.
  if (head === '') head = words.at(-1)?.toLowerCase() ?? '';
  return done(-1, undefined);

  function done(verbAt: number, verb: VerbRead | undefined): NounPhrase {
    const end = verbAt === -1 ? i : Math.min(i, verbAt);
    return {
      // "a couple dances": a counted word with no noun after it is its own head.
      subject: makeSubject(
        words,
        // ("a couple on a first date": the couple, not the date.)
        head || (words[(modifierAt ?? words.length) - 1] ?? words.at(-1) ?? '').toLowerCase(),
        plural,
        determiner,
        counted,
        sentenceStart,
      ),
      end,
      verbAt,
      ...(verb ? { verb } : {}),
      pronoun: false,
      ...(modifier ? { modifier } : {}),
    };
  }
}

/** Whether a noun-like word comes next (so an -ing word before it is an adjective). */
function nounFollows(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at];
  if (!isWord(next)) return false;
  // ("waterfall dropping straight into the ocean": straight says where it drops.)
  if (/^(?:straight|right)$/.test(next.low) && PREPOSITIONS.has(tokens[at + 1]?.low ?? ''))
    return false;
  return !(
    DETERMINERS.has(next.low) ||
    PREPOSITIONS.has(next.low) ||
    PARTICLES.has(next.low) ||
    OBJECT_PRONOUNS.has(next.low) ||
    isAdverb(next.low) ||
    CONNECTORS.has(next.low) ||
    next.low === 'to' ||
    verbOf(next) !== undefined
  );
}

/** The first finite verb for this subject from `from` on, after a noun (not a determiner), or -1. */
function finiteAfter(tokens: readonly Token[], from: number, plural: boolean): number {
  // "trying five spicy noodle brands": after a count, the first plural word ends the noun.
  let counted = false;
  for (let j = from - 1; j < tokens.length; j += 1) {
    const token = tokens[j];
    const before = tokens[j - 1];
    if (isWord(token) && ((NUMBER_WORDS[token.low] ?? 0) > 1 || /^\d+$/.test(token.low))) {
      counted = true;
      continue;
    }
    if (j < from) continue;
    if (!isWord(token) || !isWord(before)) return -1;
    if (counted && /[^s]s$/.test(token.low)) {
      counted = false;
      continue;
    }
    if (DETERMINERS.has(before.low) || PREPOSITIONS.has(before.low)) continue;
    // "arguing about who ate the last slice": what follows a question word is what they argue
    // about, not a second doing of theirs.
    if (/^(?:who|what|which|whether|why|how|whose)$/.test(before.low)) return -1;
    if (finiteVerb(tokens, j, plural, false)) return j;
  }
  return -1;
}

/** Where a verb follows a short modifier after a noun ("in her 40s | sears"), or -1. */
function verbAfterModifier(tokens: readonly Token[], at: number, plural: boolean): number {
  // "the crowd below cheers": a place adverb may stand alone before the verb.
  const adverbial =
    /^(?:below|above|outside|inside|behind|nearby|around|overhead|downstairs|upstairs)$/.test(
      tokens[at]?.low ?? '',
    );
  for (let j = at + 1; j < Math.min(tokens.length, at + 11); j += 1) {
    const token = tokens[j];
    if (!isWord(token) || CONNECTORS.has(token.low)) return -1;
    // "in yellow rain boots jumps": a plural noun right before the verb is no verb itself.
    const nextIsVerb =
      /s$/.test(token.low) && finiteVerb(tokens, j + 1, plural, false) !== undefined;
    // "a bottle with gold accents": an -s word that ends the clause after "with" is the thing
    // it has, not a doing.
    const had =
      tokens.slice(at, j).some((before) => before.low === 'with') &&
      /s$/.test(token.low) &&
      !isWord(tokens[j + 1]) &&
      /^(?:gold|golden|silver|chrome|brass|copper|bronze|rose-gold|black|white|red|blue|green|pink|purple|yellow|orange|neon|metallic|wooden|leather|marble|glass|crystal|pearl|floral)$/.test(
        tokens[j - 1]?.low ?? '',
      );
    if ((j > at + 1 || adverbial) && !nextIsVerb && !had && finiteVerb(tokens, j, plural, false))
      return j;
  }
  return -1;
}

/**
 * Where an -ing doing follows a short place or clothing phrase after a person or animal ("in a
 * silver jacket | lip-syncing"), or -1. An -ing word after an article is an adjective ("in a
 * running shirt").
 */
function doingAfterModifier(tokens: readonly Token[], at: number, head: string): number {
  if (!['in', 'at', 'on', 'with', 'from', 'by', 'near'].includes(tokens[at]?.low ?? '')) return -1;
  if (!PERSON_NOUNS.has(singular(head)) && !ANIMAL_NOUNS.has(singular(head))) return -1;
  for (let j = at + 2; j < Math.min(tokens.length, at + 7); j += 1) {
    const token = tokens[j];
    const before = tokens[j - 1];
    if (!isWord(token) || !isWord(before) || CONNECTORS.has(token.low)) return -1;
    if (PREPOSITIONS.has(token.low) || DETERMINERS.has(before.low) || PREPOSITIONS.has(before.low))
      continue;
    if (participle(token, before)) return j;
  }
  return -1;
}

// ── Clauses ────────────────────────────────────────────────────────────────────────────────

/** One event of the idea, in order. */
export interface EnglishEvent {
  /** Who does it: undefined continues the last subject; phrase '' is a step with no one named. */
  who?: Subject;
  verb: string;
  form: VerbForm;
  rest: string;
  /** Said in the same breath: a quoted line. */
  line?: string;
  /** A manner adverb before the verb ("slowly rolls"). */
  how?: string;
  /** Happens meanwhile ("as Earth turns slowly below"), as written. */
  meanwhile: boolean;
  /** A participle event of something around the subject ("steam curling up"). */
  around: boolean;
  /** The verb as written, when it is finite ("ollies", "winks"). */
  as?: string;
}

interface Clause {
  tokens: Token[];
  connector?: string;
  /** Index of the clause's first token in its sentence. */
  start: number;
}

/** Split a sentence into clauses at commas, dashes and joining words. */
/**
 * "kneels before a dying dragon", "after the storm": before/after/until with only a noun
 * phrase after it is a preposition, not the start of a clause ("before the doors close").
 */
function placedBefore(tokens: readonly Token[], at: number): boolean {
  if (!['before', 'after', 'until'].includes(tokens[at]?.low ?? '')) return false;
  if (!DETERMINERS.has(tokens[at + 1]?.low ?? '')) return false;
  const phrase: Token[] = [];
  for (let j = at + 1; j < tokens.length; j += 1) {
    const token = tokens[j] as Token;
    if (token.kind !== 'word' || CONNECTORS.has(token.low)) break;
    phrase.push(token);
  }
  return phrase.every((token, k) => {
    const verb = verbOf(token);
    // "the doors close": a base verb straight after a plural noun is the clause's own verb.
    const afterPlural = k > 0 && /s$/.test(phrase[k - 1]?.low ?? '') && verb?.form === 'base';
    return !(verb?.form === 's' || verb?.form === 'ed' || afterPlural);
  });
}

function clausesOf(tokens: readonly Token[]): Clause[] {
  const clauses: Clause[] = [];
  let current: Token[] = [];
  let connector: string | undefined;
  let start = 0;
  const flush = (next: number) => {
    if (current.length > 0)
      clauses.push({ tokens: current, ...(connector ? { connector } : {}), start });
    current = [];
    connector = undefined;
    start = next;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    // "He says: "…"": the quote stays with the clause that says it.
    if (token.text === ':' && tokens[i + 1]?.kind === 'quote') continue;
    if (token.kind === 'punct' && [',', ':', '(', ')'].includes(token.text)) {
      flush(i + 1);
      continue;
    }
    if (
      token.kind === 'word' &&
      CONNECTORS.has(token.low) &&
      !(token.low === 'as' && tokens[i + 1]?.low === 'if') &&
      !placedBefore(tokens, i)
    ) {
      const joined = connector === 'and' && token.low === 'then' ? 'then' : token.low;
      flush(i + 1);
      connector = joined;
      continue;
    }
    // 'asks "are you still open?" manager yells …': a finished line ends its clause.
    const last = current.at(-1);
    if (
      last?.kind === 'quote' &&
      /[.!?…]$/.test(last.text) &&
      token.kind === 'word' &&
      !PREPOSITIONS.has(token.low)
    ) {
      flush(i);
    }
    current.push(token);
  }
  flush(tokens.length);
  return clauses;
}

const join = (tokens: readonly Token[]) =>
  tokens
    .map((token) => (token.kind === 'quote' ? `"${token.text}"` : token.text))
    .join(' ')
    .replace(/\s+([,.!?;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .trim();

/** Time and format phrases cut from the end of an action ("at dusk turning to night"). */
const TAIL_CUES =
  /\s+(?:(?:in )?(?:an? )?(?:extreme )?close[- ]?ups?(?: shot)?\b.*|in (?:slow motion|slow-mo|real time|the style of .*|a single take|one take)|(?:slow[- ]?motion|slo-?mo|slowmo|slomo)|(?:(?:late|early) )?(?:at|from) (?:dawn|dusk|night|midnight|noon|sunrise|sunset|golden hour|the golden hour|\d{1,2}(?::\d\d)? ?(?:am|pm))(?: (?:turning|fading|going) (?:in)?to (?:night|dusk|dawn|day))?|under (?:the )?(?:moon|moonlight|stars|neon.*)|for (?:tiktok|reels|instagram|youtube|shorts).*|on a (?:rainy|snowy|foggy|stormy|sunny) (?:day|night|morning|evening))$/i;

function trimTail(text: string): string {
  // "lands kickflip": a trick named bare takes its article.
  let rest = text.replace(
    /^(kickflip|heelflip|ollie|backflip|frontflip|front flip|back flip|tre flip|360 flip|wheelie|cartwheel|handstand|somersault|slam dunk|dunk)\b/i,
    (trick) => `${/^[aeiou]/i.test(trick) ? 'an' : 'a'} ${trick}`,
  );
  let cut = TAIL_CUES.exec(` ${rest}`);
  while (cut && cut.index >= 0) {
    rest = ` ${rest}`.slice(0, cut.index).trim();
    cut = TAIL_CUES.exec(` ${rest}`);
  }
  return rest;
}

/** The verb phrase from `verbAt`: the main verb, what follows it and a quoted line. */
function verbPhrase(
  tokens: readonly Token[],
  verbAt: number,
  verb: VerbRead,
): { verb: string; form: VerbForm; rest: Token[]; line?: string; split?: number } {
  let at = verbAt + 1;
  let base = verb.base;
  const form = verb.form;
  if (base === 'be') {
    // "is dancing" → dance; "are being pulled open" and "is covered" stay with "be".
    const next = tokens[at];
    const ing = participle(next);
    if (ing && next?.low !== 'being') {
      base = ing.base;
      at += 1;
    } else if (next?.low === 'being') {
      at += 1;
    } else if (['a', 'an'].includes(next?.low ?? '')) {
      // "you are a cat jumping from the fridge": the role is the idea's; the action is jumping.
      const role = participle(tokens[at + 2]) ?? participle(tokens[at + 3]);
      if (role) {
        at += participle(tokens[at + 2]) ? 3 : 4;
        base = role.base;
      }
    }
  }
  const rest: Token[] = [];
  let line: string | undefined;
  let split: number | undefined;
  for (let i = at; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (token.kind === 'quote') {
      line ??= token.text;
      continue;
    }
    // "floats outside the station tightening a bolt": a participle with its own object is a
    // second action of the same subject.
    const ing = participle(token);
    const previous = tokens[i - 1];
    if (
      ing &&
      rest.length > 1 &&
      isWord(previous) &&
      !DETERMINERS.has(previous.low) &&
      !PREPOSITIONS.has(previous.low) &&
      (DETERMINERS.has(tokens[i + 1]?.low ?? '') || OBJECT_PRONOUNS.has(tokens[i + 1]?.low ?? ''))
    ) {
      split = i;
      break;
    }
    rest.push(token);
  }
  return {
    verb: base,
    form,
    rest,
    ...(line !== undefined ? { line } : {}),
    ...(split !== undefined ? { split } : {}),
  };
}

/** The events from `from` on came from an "after" clause. Returns -1 (nothing left to mark). */
function markFirst(
  events: readonly EnglishEvent[],
  from: number,
  first: Set<EnglishEvent>,
): number {
  for (const event of events.slice(from)) first.add(event);
  return -1;
}

/** Events from an "after" clause move before the event just before them. */
function inOrder(events: EnglishEvent[], first: ReadonlySet<EnglishEvent>): void {
  for (let i = 1; i < events.length; i += 1) {
    const event = events[i] as EnglishEvent;
    if (!first.has(event) || first.has(events[i - 1] as EnglishEvent)) continue;
    let end = i;
    while (end + 1 < events.length && first.has(events[end + 1] as EnglishEvent)) end += 1;
    const moved = events.splice(i, end - i + 1);
    events.splice(i - 1, 0, ...moved);
    i = end;
  }
}

function eventFrom(
  who: Subject | undefined,
  phrase: ReturnType<typeof verbPhrase>,
  meanwhile: boolean,
  around = false,
): EnglishEvent {
  return {
    ...(who ? { who } : {}),
    verb: phrase.verb,
    form: phrase.form,
    rest: trimTail(join(phrase.rest).replace(/[,:]$/, '')),
    ...(phrase.line !== undefined ? { line: phrase.line } : {}),
    meanwhile,
    around,
  };
}

/** Lead words before a clause's verb or subject ("then", "finally", "slowly"). */
function skipLead(tokens: readonly Token[]): number {
  let at = 0;
  while (
    isWord(tokens[at]) &&
    (SOFT_ADVERBS.has(tokens[at]?.low ?? '') || tokens[at]?.low === 'and')
  )
    at += 1;
  // "…, close-up of noodles pulled by hand": a shot word in a later clause leads in too.
  if (
    LEAD_NOUNS.has(tokens[at]?.low ?? '') &&
    tokens[at + 1]?.low === 'of' &&
    isWord(tokens[at + 2])
  )
    at += 2;
  return at;
}

/** "Close-up of …", "Drone shot over …", "Seamless loop of …": the shot words before a subject. */
function leadNouns(tokens: readonly Token[], from: number): number {
  let at = from;
  while (isWord(tokens[at]) && LEAD_INS.has(tokens[at]?.low ?? '')) at += 1;
  // "POV you are a cat …": a shot word straight before the subject pronoun.
  if (LEAD_NOUNS.has(tokens[at]?.low ?? '') && PRONOUN_SUBJECTS[tokens[at + 1]?.low ?? ''])
    return at + 1;
  // "at 3 am a hallway light flickers": a leading time or place phrase before the subject.
  if (['at', 'in', 'on', 'during', 'after', 'before', 'by'].includes(tokens[at]?.low ?? '')) {
    for (let j = at + 1; j < Math.min(tokens.length, at + 6); j += 1) {
      const token = tokens[j] as Token;
      if (token.kind !== 'word') break;
      if (DETERMINERS.has(token.low) && j > at + 1) return j;
    }
  }
  // "Seamless loop of", "Extreme close-up of", "Documentary interview with": shot words right
  // before "of"/"with"/"for".
  const limit = Math.min(tokens.length, at + 5);
  for (let i = at + 1; i < limit; i += 1) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word') return at;
    if (
      [
        'of',
        'for',
        'with',
        'featuring',
        'showing',
        'through',
        'over',
        'across',
        'along',
        'into',
        'around',
        'inside',
      ].includes(token.low)
    ) {
      return LEAD_NOUNS.has(tokens[i - 1]?.low ?? '') ? i + 1 : at;
    }
    if (LEAD_NOUNS.has(token.low)) continue;
    if (finiteVerb(tokens, i, false, false) || finiteVerb(tokens, i, true, false)) return at;
  }
  return at;
}

export interface EnglishReading {
  subject?: Subject;
  actions: Action[];
  /** A place phrase the idea names ("in a tiny kitchen"). */
  place?: string;
  /** Quoted lines with their speakers, in order. */
  dialogue: DialogueLine[];
}

const ATMOSPHERE = set(
  'fog mist rain snow smoke steam light sunlight moonlight wind waves clouds leaves dust haze snowflakes raindrops embers sparks petals blossoms drops droplets bubbles',
);
const TAGLINE = /tagline|slogan|caption|title card|on-screen text|text reads|words/i;
const PLACE_RE =
  /\b(?:in|inside|at|on|within|amid|beneath|under|across|through|along|over|into|onto|down|up) (?:a|an|the|her|his|their|my|our|your) (?:[\w'’-]+ ){0,6}[\w'’-]+/gi;

const LOOKED_AT =
  /\b(?:look|stare|gaze|glance|peer|point|wave|smile)s?\b(?: \w+)? (?:back |up |down |out |over |across )?at\b/i;

/** The first place phrase in a text that names a place ("in an old farmhouse hallway"). */
function placeIn(text: string): string | undefined {
  for (const match of text.matchAll(PLACE_RE)) {
    // ("about the last fifty years on his boat": a place inside what is talked about is not
    // where the talk is.)
    const clause =
      text
        .slice(0, match.index)
        .split(/[,.;!?]/)
        .at(-1) ?? '';
    if (/\babout\b/i.test(clause)) continue;
    // "on his boat about the storm of 1987": the place ends where another phrase begins.
    const place = match[0]
      .replace(
        / (?:about|for|with|from|to|and|while|as|when|that|who|which|after|before|during|until|then|but|talking|speaking|explaining|chatting|reflecting|telling)\b.*$/i,
        '',
      )
      .replace(/ (?:of|at|in|on|by|with)$/i, '')
      // ("on a wet neon street at 2 am": the clock time is when, not where.)
      .replace(/ at (?:\d|noon|midnight|dawn|dusk|sunset|sunrise|night)\b.*$/i, '');
    // "in a circle in a pond": the place is the phrase that names one.
    const parts = place.split(/ (?=(?:in|inside|at|on|within|amid|beneath|under) (?:a|an|the) )/i);
    const named = parts.find((part) => namesPlace(part));
    if (named) return named;
  }
  return undefined;
}

const titleCase = (name: string) =>
  /^[A-Z]{2,}$/.test(name) ? `${name[0]}${name.slice(1).toLowerCase()}` : name;

/** Body parts and tools that do a step but are not what the idea is about. */
const NOT_MAIN = set('hands hand fingers fingertips arms camera lens');
/** "grandma's hands", "a baker's hands": someone's own hands are whom the clip follows. */
const OWNED_HANDS =
  /\w['’]s (?:weathered |old |floury |wrinkled |small |tiny )?(?:hands?|fingers)$/i;
/** Who a crowd gathers round. */
const PERFORMERS =
  /^(?:singers?|rappers?|bands?|djs?|guitarists?|drummers?|performers?|frontman|frontwoman|vocalists?)$/;

const stepSubject = (): Subject => ({
  phrase: '',
  head: '',
  plural: true,
  kind: 'person',
  lang: 'en',
});

/**
 * Steps done to a thing, which may open an idea with no article: "Slicing fresh tuna",
 * "Unboxing wireless earbuds", "Kneading dough". (Not "Flying cars" or "Dancing robots": those
 * are things doing.)
 */
const BARE_OBJECT_STEPS = set(`
  unbox unwrap slice chop dice mince bake brew knead sear grill fry roast peel plate frost whisk
  stir carve sharpen repair fix polish sew knit plant harvest trim prepare grind weld forge sand
  glaze assemble pour cook decorate arrange wrap
`);

/** "Cooking show", "Baking tutorial", "Sewing machine": the -ing word names a kind of thing. */
const KIND_OF_THING = set(`
  show shows class classes tutorial tutorials machine machines board boards pan pans bowl bowls
  pin paper tablet desk robot robots video videos vlog vlogs routine session station table kit
  tips hack hacks asmr process competition contest lesson lessons guide challenge spree day time
  mat knife knives oil sheet tray area room studio school
`);

/** "Slicing fresh tuna …": a step verb and a noun phrase after it that is no kind of thing. */
function bareObject(words: readonly Token[], ing: VerbRead | undefined): boolean {
  if (!ing || !BARE_OBJECT_STEPS.has(ing.base) || !isWord(words[1])) return false;
  const thing = readNounPhrase(words, 1, false)?.subject;
  return thing !== undefined && !KIND_OF_THING.has(thing.head) && !KIND_OF_THING.has(words[1].low);
}

/** Whoever walks, rides or climbs with no subject named is the viewer: hands do not walk. */
const BODY_VERBS = set(`
  walk ride run drive cycle bike stroll wander hike climb fly swim ski snowboard surf skate
  sprint jog dash race cruise sail paddle row glide float soar dive jump leap fall drop plunge
  wade explore roam travel march enter exit step cross descend ascend approach pause stop turn
  skydive paraglide parachute freefall zipline abseil rappel kayak canoe sled skateboard
  longboard wakeboard kitesurf windsurf snorkel scuba bungee
`);
const VIEWER: Subject = { phrase: 'you', head: 'you', plural: true, kind: 'viewer', lang: 'en' };
/** Past participles without -ed that a thing may have done to it ("chashu laid"). */
const IRREGULAR_PARTICIPLES =
  /^(?:laid|set|cut|split|shut|spread|torn|broken|thrown|frozen|sewn|spun|hung|held|stuck|shaken|sliced|placed|put|stirred|dropped|poured|shaved|grated|folded|bitten|eaten|ground|beaten)$/;

/** Done to food or a thing in the hand, whatever follows ("dipped in sugar", "topped with"). */
const HANDLED_PARTICIPLES =
  /^(?:dipped|drizzled|dusted|coated|topped|wrapped|stuffed|filled|glazed|brushed|sprinkled|tossed|dunked|soaked|bitten|sliced|cut|split|torn|cracked|poured|served|plated|garnished|stacked|piled|tied|pressed|stamped|rolled|seared|grilled|fried)$/;

/** What only someone does: an "it" that hums or looks around is the robot or the animal. */
const AGENT_VERBS = set(`
  hum sing beep whirr whir buzz chirp purr bark meow growl howl walk wander roll trundle look
  glance watch wait blink wave nod turn sigh smile cry laugh speak say whisper sniff jump run
  fly hop tilt shrug pause kneel reach freeze pounce crouch leap stalk lunge spring dive
`);
const ROBOT_HEADS = /^(?:robot|android|droid|cyborg|mech|machine|drone|bot)$/;

/**
 * A lower-case role of one or two words that labels a quoted line ("customer:", "delivery guy:"),
 * if the tokens at `at` are one: its words and how many tokens they take.
 */
function roleLabel(
  sentence: readonly Token[],
  at: number,
): { words: string; length: number } | undefined {
  for (const length of [2, 1]) {
    const words = sentence.slice(at, at + length);
    if (words.length < length || !words.every((word) => word.kind === 'word')) continue;
    if (sentence[at + length]?.text !== ':' || sentence[at + length + 1]?.kind !== 'quote')
      continue;
    const last = words.at(-1)?.low ?? '';
    // ("The father: "…"", "Her father: "…"": the role after its article is the role.)
    const article = length === 2 && /^(?:the|her|his|their|my)$/i.test(words[0]?.text ?? '');
    if (article && PERSON_NOUNS.has(singular(last))) return { words: last, length };
    if (/^[a-z]/.test(words[0]?.text ?? '') && PERSON_NOUNS.has(singular(last)))
      return { words: words.map((word) => word.low).join(' '), length };
  }
  return undefined;
}

/**
 * "Her father, not looking up: "…"": a speaker's label with how they say it is the label
 * alone ("The father: "…""); the manner is the idea's, shown verbatim, not a doer of its own
 * (blind review 153 met a character called "the not").
 */
function asSpeakerLabels(text: string): string {
  return text.replace(
    /(^|[.!?]["”]?\s+|["”]\s+)([A-Z][\w'-]*(?: [\w'-]+){0,2}),\s+(?:(?:not|without|still|barely|never) )?\w+(?:ly|ing)\b[^,:."“”]{0,30}:(\s*["“])/g,
    '$1$2:$3',
  );
}

/**
 * The idea as the reader takes it: speaker labels plain, and a few phrasings said as what
 * they mean. "sits in her restaurant after closing" is a time, not her closing something;
 * "drone flying low over the cliffs" flies over them (how low is the camera's, not part of a
 * name); "does latte art, a swan" makes the swan.
 */
function readable(text: string): string {
  return (
    asSpeakerLabels(text)
      // ("Sourdough loaf being scored with a razor and then rising … until the ear bursts open":
      // it is scored, then it rises, then the ear bursts.)
      .replace(/^([\w' -]{1,40}?[^s\s]) being (\w+ed)\b/i, '$1 is $2')
      .replace(
        /\buntil (the|its|his|her|their) (?=\w+ (?:bursts?|pops?|splits?|cracks?|opens?|breaks?)\b)/gi,
        ', then $1 ',
      )
      // ("at 2 a.m. The older one says": the clock's dots do not swallow the sentence's end.)
      .replace(/\b([ap])\.m\.(?=\s+[A-Z])/g, '$1m.')
      .replace(/\bafter closing\b(?! time)/gi, 'after closing time')
      .replace(
        /\b(fly|flies|flying|glides|gliding|skims|skimming) low (over|across|along|above)\b/gi,
        '$1 $2',
      )
      .replace(/\blatte art, (?:a|an) (swan|heart|tulip|rosetta|leaf|fern)\b/gi, 'a latte art $1')
      // ("an alpine pass, hairpin turns": the turns are the road's bends, no thing turning.)
      .replace(/\bhairpin turns\b/gi, 'hairpins')
      // ("Slow drone push over terraced rice paddies": the camera's move is a drone shot of them.)
      .replace(
        /^(?:(?:a |an )?(?:slow|smooth|gentle|sweeping|low|high)\s+)*(?:drone|aerial|fpv)\s+(?:push(?:-in| in)?|glide|flight|fly-?over|pull-?back|reveal|orbit|sweep|drift|dolly)\s+(over|across|above|along|through|of|around)\b/i,
        'Drone shot $1',
      )
      // ("astronaut tethered outside a space station repairs a solar panel", "a girl dressed in
      // red walks home": the -ed phrase says which one; the later verb is the doing.)
      .replace(
        /^((?:(?:a|an|the)\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(\w+ed)\s+((?:(?:up|down|out)\s+)?(?:in|on|to|outside|inside|with|by|under|over|at|from|into|onto|near|beside|against)\s+[^,.;]*?)\s+(\w+s)\b(?!\s+(?:and|or)\b)(\s*[,.;]|\s*$)?/i,
        (whole, np: string, ed: string, pp: string, verb: string, end: string | undefined) =>
          readVerb(ed)?.form === 'ed' &&
          readVerb(verb)?.form === 's' &&
          // ("a street lined with neon lights": a noun-like word that ends it is the noun.)
          !(end !== undefined && NOUN_FIRST.has(readVerb(verb)?.base ?? ''))
            ? `${np}, ${ed} ${pp}, ${verb}${end ?? ''}`
            : whole,
      )
      // ("a child's bedroom lit only by a nightlight": how the room is lit, nobody lights it.)
      .replace(
        /,?\s+lit (?:only |just |solely )?by (?:a |an |the |one |her |his |their )?[\w -]+?(?=\s*(?:[,.;]|$))/gi,
        '',
      )
      // ("a child's crayon drawing slides under the door": the drawing is a picture; nobody draws.)
      .replace(/\b(crayon|pencil|chalk|charcoal|ink) drawing\b/gi, 'drawing in $1')
      // ("drifting in slow circles": circles are the shape of the drift, no doing.)
      .replace(
        /\bin (slow|lazy|tight|wide|small|big|gentle|endless|little) circles\b/gi,
        'in a $1 circle',
      )
      // (", brushes spinning around her": the car wash's brushes spin; nobody brushes.)
      .replace(
        /([,;]\s*)(brushes|waves|sparks|leaves|lights|strobes|lasers|petals|flames|bubbles|feathers|streamers|blades|fans|wheels|gears)\s+([a-z]+)\b/gi,
        (whole, lead: string, noun: string, next: string) =>
          /^(?:ing|base)$/.test(readVerb(next)?.form ?? '') ? `${lead}the ${noun} ${next}` : whole,
      )
      // ("cat video funny", "dog clip cute": the kind of clip is no subject; the animal is.)
      .replace(
        /^\s*(\w+) (?:videos?|clips?|vids?|reels?|tiktoks?|shorts?)\s*,?\s*(funny|cute|hilarious|silly|wholesome)\s*$/i,
        'a $2 $1',
      )
      // ("3am, a hallway, …": the hour that opens the idea is when, never whom it is about.)
      .replace(/^\s*(?:at )?\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)\s*[,.:]\s*/i, '')
      // ("at 6am before the cafe opens": when it happens, not something that happens.)
      .replace(
        /\b(before|after|until) (?:the |a |an |their |his |her )?(?:[\w'-]+ ){0,2}(?:caf[eé]|shop|store|bakery|bar|restaurant|market|museum|gallery|school|office|library|gym|doors?) (opens|closes)\b/gi,
        (_m, when: string, verb: string) =>
          `${when} ${verb.toLowerCase() === 'opens' ? 'opening' : 'closing'} time`,
      )
      // ("as a boat horn sounds": the horn blares; "sounds" is no noun there.)
      .replace(
        /\b(horn|siren|bell|alarm|whistle|gong|buzzer|foghorn) sounds\b/gi,
        (_m, thing: string) => {
          const low = thing.toLowerCase();
          const verb =
            low === 'siren'
              ? 'wails'
              : /^(?:bell|alarm)$/.test(low)
                ? 'rings'
                : low === 'whistle'
                  ? 'shrills'
                  : low === 'gong'
                    ? 'booms'
                    : low === 'buzzer'
                      ? 'buzzes'
                      : 'blares';
          return `${thing} ${verb}`;
        },
      )
      // ("a snail inches across the finish line": it creeps; "inches" is no noun there.)
      .replace(
        /\binches (?=(?:across|along|forward|towards?|closer|over|past|through|its way|up|down)\b)/gi,
        'creeps ',
      )
      // ("a sea of clouds rolling …": one thing, the cloud sea, rolls.)
      .replace(/\bsea of clouds?\b/gi, 'cloud sea')
      // ("rolling between mountain peaks": the peaks are the mountains', nobody peaks.)
      .replace(
        /\b(mountain|snowy|snow-capped|rocky|distant|jagged|alpine|granite|twin|icy|misty|sharp|karst) peaks\b/gi,
        '$1 summits',
      )
      // ("jumps to the next building, and lands laughing": lands is her doing, not a noun.)
      .replace(
        /\band lands (?=[a-z]+ing\b|(?:on|in|safely|softly|hard|cleanly)\b)/gi,
        'then lands ',
      )
      // (", steam from the dumpling carts hitting the lens": the steam does it; nobody steams.)
      .replace(
        /([,;]\s*)(steam|smoke|mist|spray|light|sunlight|moonlight|water|dust|rain|snow|sand|ash|sparks)\s+(from|off)\s+(?=(?:the|a|an|his|her|their)\b)/gi,
        '$1the $2 $3 ',
      )
  );
}

/**
 * The events of an English idea: who does what, in order, with quoted lines said by whom.
 * `text` is the idea without its label; quotes stay in it, so speech sits where it is said.
 */
export function readEnglish(text: string): EnglishReading {
  const tokens = tokenize(readable(text));
  const events: EnglishEvent[] = [];
  /** Events of an "after" clause: they happened before the event told just before them. */
  const happenedFirst = new Set<EnglishEvent>();
  const dialogue: DialogueLine[] = [];
  const descriptions: Subject[] = [];
  /** Things described, without the place they are in: what a later "they" can stand for. */
  const things: Subject[] = [];
  const people: Subject[] = [];
  let lastWho: Subject | undefined;
  /** The last one alive who acted: "…, Earth turning below, then waves" is the astronaut's wave. */
  let lastAlive: Subject | undefined;
  /** Who does the steps of an idea that names no one: the viewer or a pair of hands. */
  let stepWho: Subject | undefined;
  let place: string | undefined;
  /** A thing the idea names before anything happens ("A matte black pan …, butter melting"). */
  let firstDescribed: Subject | undefined;

  const sentences: Token[][] = [[]];
  tokens.forEach((token, i) => {
    if (token.kind === 'punct' && ['.', '!', '?', ';'].includes(token.text)) {
      sentences.push([]);
      return;
    }
    sentences.at(-1)?.push(token);
    // 'Grandma says "Fold it." Mom laughs.': a line that ends its sentence ends the writer's too.
    const next = tokens[i + 1];
    // A line that opens its sentence ('"Run!" Tom shouts.') still belongs to the words after it.
    const opens = sentences.at(-1)?.length === 1;
    if (token.kind === 'quote' && !opens && /[.!?]$/.test(token.text) && next?.kind === 'word') {
      if (/^[A-Z]/.test(next.text)) sentences.push([]);
    }
    // 'asks a grandma "what's the secret?" she replies "…"': a pronoun that answers after a
    // quote starts the next sentence, capital or not.
    const after = tokens[i + 2];
    if (
      token.kind === 'quote' &&
      !opens &&
      next?.kind === 'word' &&
      /^(?:she|he|they|i|we)$/.test(next.low) &&
      after?.kind === 'word' &&
      /^(?:says|said|replies|replied|answers|answered|asks|asked|whispers|shouts|laughs)$/.test(
        after.low,
      )
    )
      sentences.push([]);
  });

  const say = (speaker: string | undefined, line: string) => {
    dialogue.push(speaker ? { speaker, line } : { line });
  };
  const meet = (subject: Subject) => {
    if (subject.kind === 'person' && subject.phrase !== '' && !PRONOUN_SUBJECTS[subject.phrase]) {
      if (!people.some((person) => person.phrase === subject.phrase)) people.push(subject);
    }
  };

  /** "lets go of a wrench, and it tumbles away": "it" is the thing just handled, if any. */
  const resolveIt = (subject: Subject, verb?: string): Subject => {
    // "A robot waters the last flower. It hums softly.": what an agent does, the robot or
    // the animal before does ("It shatters" is still the glass the cat knocked).
    // (A described animal that did the last doing, "snow leopard stalking across a ridge, it
    // freezes", is the doer too.)
    const doer = events.at(-1)?.who ?? lastWho ?? firstDescribed;
    if (
      verb &&
      AGENT_VERBS.has(verb) &&
      doer &&
      !doer.plural &&
      (doer.kind === 'animal' || ROBOT_HEADS.test(doer.head))
    )
      return doer;
    const told = events.at(-1)?.rest ?? '';
    const lastRest = told.replace(
      /^(?:\w+ ){0,2}?(?=(?:a|an|the|his|her|their|my|your|its) )/i,
      '',
    );
    // (A way gone, "across a rocky ridge", is no thing handled.)
    const handled =
      /^(?:across|through|along|over|past|into|toward|towards|around|up|down|under|beside|near|on|in|at)\b/i.test(
        told,
      )
        ? undefined
        : objectOf(lastRest);
    const head = handled?.split(' ').at(-1) ?? '';
    if (handled && kindOf(head) === 'object' && !isPluralNoun(head))
      return { phrase: handled, head, plural: false, kind: 'object', lang: 'en' };
    // ("A red fox hunting mice …, it listens, leaps": with nothing handled, the animal.)
    return doer && !doer.plural && (doer.kind === 'animal' || ROBOT_HEADS.test(doer.head))
      ? doer
      : subject;
  };

  /** "she" is the woman named before, or the only person so far; otherwise it stays "she". */
  /** Who "he" and "she" were last read as: the other pronoun is someone else. */
  const bound = new Map<string, string>();
  const resolve = (subject: Subject, verb?: string): Subject => {
    const found = resolveOnce(subject, verb);
    if (/^(?:he|she)$/.test(subject.phrase) && found.phrase !== subject.phrase)
      bound.set(subject.phrase, found.phrase);
    return found;
  };
  const resolveOnce = (subject: Subject, verb?: string): Subject => {
    const word = subject.phrase;
    if (word === 'it') return resolveIt(subject, verb);
    // '"Too much salt," one says': one of the two chefs the idea named.
    if (ONE_OF.test(word)) {
      const named = oneOf(word, text);
      const head = named.split(' ').at(-1) ?? named;
      return named === word
        ? subject
        : { phrase: named, head, plural: false, kind: 'person', lang: 'en' };
    }
    if (!/^(?:he|she|they)$/.test(word)) return subject;
    const gendered = people.filter((person) =>
      word === 'she'
        ? SHE_HEADS.test(person.head)
        : word === 'he'
          ? HE_HEADS.test(person.head)
          : person.plural,
    );
    const found = gendered.at(-1);
    // ("An old fisherman and his grown daughter …. She says": she is the daughter, not both.)
    const pair = found?.phrase.split(' and ');
    const sexed = word === 'she' ? SHE_HEADS : HE_HEADS;
    const part =
      pair && pair.length === 2 && word !== 'they'
        ? pair.find((one) => sexed.test(one.split(' ').at(-1) ?? ''))
        : undefined;
    if (part) {
      const phrase = part.replace(/^(?:his|her|their|my|an?) /, 'the ');
      return {
        phrase,
        head: phrase.split(' ').at(-1) ?? phrase,
        plural: false,
        kind: 'person',
        lang: 'en',
      };
    }
    if (found) return found;
    // "grandma teaching her grandson …, he replies": someone named only as whom another acts on.
    const heads = word === 'she' ? SHE_HEADS : word === 'he' ? HE_HEADS : undefined;
    // ("grips his daughter's hand. … She answers": the daughter, named as whose hand it is.)
    const bare = (token: Token) => token.low.replace(/['’]s$/, '');
    const named = heads
      ? tokens.find(
          (token) => isWord(token) && heads.test(bare(token)) && !PRONOUN_SUBJECTS[token.low],
        )
      : undefined;
    if (named && people.length > 0) {
      const head = bare(named);
      // "asks an old man …, and he laughs": the old man, not just a man.
      const before = tokens[tokens.indexOf(named) - 1]?.low ?? '';
      const age = /^(?:old|young|little|elderly)$/.test(before) ? `${before} ` : '';
      // ("tells his daughter Amy …. She answers": she is Amy.)
      const after = tokens[tokens.indexOf(named) + 1];
      if (isWord(after) && /^[A-Z][a-z'’]+$/.test(after.text) && !PRONOUN_SUBJECTS[after.low])
        // (Her head word stays "daughter": it says she is she.)
        return { phrase: after.text, head, plural: false, kind: 'person', lang: 'en' };
      return { phrase: `the ${age}${head}`, head, plural: false, kind: 'person', lang: 'en' };
    }
    // "a reporter asks a stranger … and she answers": the one just spoken to answers.
    // "He" is never the granddaughter: someone named as the other sex is no one "he" can be.
    const other = word === 'he' ? SHE_HEADS : word === 'she' ? HE_HEADS : undefined;
    // ("a nurse hands a stranger a coin. "Keep it," she says. He says …": she is the one who
    // did the last thing, unless she was asked; then he is the one she is not.)
    const taken = bound.get(word === 'he' ? 'she' : 'he');
    const lastDone = events.at(-1);
    const agent = lastDone?.who ?? lastWho;
    if (
      word !== 'they' &&
      lastDone &&
      agent &&
      agent.kind === 'person' &&
      !agent.plural &&
      agent.phrase !== taken &&
      !other?.test(agent.head) &&
      !PRONOUN_SUBJECTS[agent.phrase.toLowerCase()] &&
      !/^(?:ask|question|interview|tell|greet|call|turn|beg|approach)$/.test(lastDone.verb) &&
      lastDone.line === undefined &&
      // ("a stranger hands her a cup and she keeps going": she is the one handed it.)
      !new RegExp(`\\b${word === 'she' ? 'her' : 'him'}\\b`, 'i').test(lastDone.rest)
    )
      return agent;
    // ("turns to his partner and says "…". She replies": the partner was turned to one event
    // before the line.)
    const spokenTo = events
      .slice(-2)
      .reverse()
      .flatMap((event) => [
        objectOf(
          event.rest.replace(/^(?:to|toward|towards|at) (?=(?:a|an|the|his|her|their) )/i, ''),
        ),
        // ("slides a coffee to a tired trucker. … He answers": the one it is handed to.)
        objectOf(/\b(?:to|for) ((?:a|an|the|his|her|their) [^,.;]+)$/i.exec(event.rest)?.[1] ?? ''),
      ])
      .find(
        (object) => object !== undefined && kindOf(object.split(' ').at(-1) ?? '') === 'person',
      );
    const toHead = spokenTo?.split(' ').at(-1) ?? '';
    if (
      word !== 'they' &&
      spokenTo &&
      kindOf(toHead) === 'person' &&
      !isPluralNoun(toHead) &&
      !other?.test(toHead)
    )
      // ("tells his client …. She replies": the client, named as anyone else would.)
      return {
        phrase: spokenTo.replace(/^(?:his|her|their|my|our) /i, 'the '),
        head: toHead,
        plural: false,
        kind: 'person',
        lang: 'en',
      };
    // "A retired boxer teaches his granddaughter …. He says": the one person left who can be he.
    const possible = other ? people.filter((person) => !other.test(person.head)) : [];
    if (possible.length === 1 && !possible[0]?.plural) return possible[0] as Subject;
    // (The one person there is "she" only when nothing says he is a man.)
    const single = people.filter(
      (person) => person.plural === (word === 'they') && !other?.test(person.head),
    );
    if (people.length === 1 && single.length === 1) return single[0] as Subject;
    // "white sneakers on a white background, they rotate": with no one in the idea, "they" is
    // the things it described.
    const thing = people.length === 0 ? things.findLast((t) => t.plural) : undefined;
    return word === 'they' && thing ? thing : subject;
  };

  const push = (
    who: Subject | undefined,
    words: readonly Token[],
    verbAt: number,
    verb: VerbRead,
    meanwhile: boolean,
    around = false,
  ): void => {
    // "The middle one laughs": one of the three kids the idea named.
    if (who && ONE_OF.test(who.phrase)) who = resolve(who);
    // "has repaired accordions for forty years": the doing is the participle's verb.
    const done = verb.base === 'have' ? verbOf(words[verbAt + 1]) : undefined;
    if (done?.form === 'ed') {
      const plural = who?.plural ?? false;
      push(
        who,
        words,
        verbAt + 1,
        { base: done.base, form: plural ? 'base' : 's' },
        meanwhile,
        around,
      );
      return;
    }
    const read = verbPhrase(words, verbAt, verb);
    const written = words[verbAt]?.text ?? '';
    // "noodles pulled by hand": a thing that is done to, told as such ("are pulled by hand").
    const token = words[verbAt];
    // "ramen bowl assembled": a thing with a bare participle is done to, as well.
    const thing = who !== undefined && who.kind !== 'person' && who.kind !== 'animal';
    // ("chashu laid", "egg sliced open": an irregular participle, or one with its particle.)
    const restText = read.rest.map((word) => word.low).join(' ');
    const passive =
      verb.form === 'ed' &&
      (/ed$/.test(token?.low ?? '') || IRREGULAR_PARTICIPLES.test(token?.low ?? '')) &&
      (read.rest[0]?.low === 'by' ||
        (thing && HANDLED_PARTICIPLES.test(token?.low ?? '')) ||
        // "2D animated", "hand drawn": how the clip is made, not something done in it.
        (thing &&
          (read.rest.length === 0 ||
            /^(?:open|up|down|off|out|apart|in half|in two|together|over|away|through)$/.test(
              restText,
            )) &&
          !MADE_AS.test(token?.low ?? ''))) &&
      who?.kind !== 'person' &&
      token;
    const phrase = passive ? { ...read, verb: 'be', rest: [token, ...read.rest] } : read;
    const event = eventFrom(who, phrase, meanwhile, around);
    if (verb.form !== 'ing' && phrase.verb === verb.base && verb.base !== 'be')
      event.as = written.toLowerCase();
    // "a gurney slowly rolls toward her": how it moves is part of what the person asked for.
    const how = words[verbAt - 1]?.low ?? '';
    if (MANNER.test(how) && verb.form === 's') event.how = how;
    events.push(event);
    // ("turns to look back at the valley": what someone looks at is not where they are.)
    if (!LOOKED_AT.test(`${event.verb} ${event.rest}`)) place ??= placeIn(event.rest);
    if (phrase.line !== undefined) {
      const before = join(words.slice(0, verbAt + 1));
      const speaker = TAGLINE.test(`${before} ${event.rest}`)
        ? 'Voice-over'
        : who &&
            /^(?:radio|chatter|intercom|walkie-talkie|comms|headset|speakers?)$/i.test(who.head)
          ? // ("radio chatter says …": the radio is how the voice comes, not who speaks.)
            'Voice on the radio (off-screen)'
          : who && who.phrase !== ''
            ? titleCase(who.phrase)
            : undefined;
      say(speaker, phrase.line);
    }
    if (phrase.split !== undefined) {
      const ing = participle(words[phrase.split]);
      if (ing) events.push(eventFrom(who, verbPhrase(words, phrase.split, ing), false));
    }
    if (who && who.phrase !== '') meet(who);
    if (!meanwhile && !around && who) lastWho = who;
    if (who && /^(?:person|animal|viewer)$/.test(who.kind)) lastAlive = who;
  };

  for (const sentence of sentences) {
    if (sentence.length === 0) continue;
    // "MARA: "…" DEV: "…"": speaker labels before quotes.
    const kept: Token[] = [];
    for (let i = 0; i < sentence.length; i += 1) {
      const token = sentence[i] as Token;
      // ("barista: "…" customer: "…" delivery guy: "…"": a role said as a label speaks too.)
      const role = roleLabel(sentence, i);
      if (
        token.kind === 'word' &&
        (/^[A-Z]/.test(token.text) || role !== undefined) &&
        sentence[i + (role?.length ?? 1)]?.text === ':' &&
        sentence[i + (role?.length ?? 1) + 1]?.kind === 'quote' &&
        (i === 0 || sentence[i - 1]?.kind !== 'word')
      ) {
        const at = i + (role?.length ?? 1) + 1;
        const line = sentence[at]?.text ?? '';
        const name = role ? `the ${role.words}` : titleCase(token.text);
        say(role ? capitalize(name) : token.text, line);
        const speaker: Subject = {
          phrase: name,
          head: role ? (role.words.split(' ').at(-1) ?? role.words) : name.toLowerCase(),
          plural: false,
          kind: 'person',
          lang: 'en',
        };
        events.push({
          who: speaker,
          verb: 'say',
          form: 's',
          rest: '',
          line,
          meanwhile: false,
          around: false,
        });
        meet(speaker);
        i = at;
        continue;
      }
      kept.push(token);
    }
    if (kept.length === 0) continue;

    const clauses = clausesOf(kept.slice(leadNouns(kept, 0)));
    let steps = false;
    // "keeps smiling after she stops": what comes after "after" happened first.
    let afterFrom = -1;
    const startOf: number[] = [];
    // "folding the dough until it becomes thin strands, then dropping them in": what the until-
    // clause names does not go on doing what comes after it.
    let beforeUntil: Subject | undefined;
    // "His wife, standing next to him, rolls her eyes": someone named after events have begun,
    // then an aside, then what they do. The aside says where they are; the doing is theirs.
    let appositive = false;
    for (let c = 0; c < clauses.length; c += 1) {
      startOf[c] = events.length;
      const aside = appositive;
      appositive = false;
      if (beforeUntil) [lastWho, beforeUntil] = [beforeUntil, undefined];
      if (clauses[c]?.connector === 'until') beforeUntil = lastWho;
      if (afterFrom !== -1) afterFrom = markFirst(events, afterFrom, happenedFirst);
      const clause = clauses[c] as Clause;
      if (clause.connector === 'after' && c > 0) afterFrom = events.length;
      const meanwhile = MEANWHILE.has(clause.connector ?? '');
      const words = clause.tokens;
      const lead = skipLead(words);
      const head = words[lead];
      if (!head) continue;

      // A quote on its own: said by whoever the clause after it names ("…," she says).
      if (head.kind === 'quote') {
        // '"Run!" Tom shouts': the speaker may follow in the same clause, else in the next.
        const inline = words.length > lead + 1 ? words.slice(lead + 1) : undefined;
        const next = inline ?? clauses[c + 1]?.tokens;
        // '"Taste it again," says the other': the speech verb before its speaker.
        const invertedVerb = isWord(next?.[0]) ? verbOf(next[0]) : undefined;
        const inverted = invertedVerb && SPEECH.has(invertedVerb.base) && next;
        const after = next
          ? inverted
            ? { ...readNounPhrase(next, 1, false), verb: invertedVerb }
            : readNounPhrase(next, 0, false)
          : undefined;
        const afterSpeaker =
          after?.subject && after.verb && SPEECH.has(after.verb.base)
            ? resolve(after.subject)
            : undefined;
        // "her sister whispers, "I know."": the line of the speech verb just before it.
        const previous = events.at(-1);
        const saidBefore =
          previous &&
          previous.line === undefined &&
          (SPEECH.has(previous.verb) || (SAID_WITH.has(previous.verb) && previous.rest === '')) &&
          previous.who?.phrase
            ? previous
            : undefined;
        const speaker = afterSpeaker ?? (saidBefore ? saidBefore.who : undefined);
        const before = join(clauses[c - 1]?.tokens ?? []);
        if (saidBefore && !afterSpeaker) {
          saidBefore.line = head.text;
          say(titleCase(saidBefore.who?.phrase ?? ''), head.text);
          continue;
        }
        if (TAGLINE.test(before)) say('Voice-over', head.text);
        else say(speaker ? titleCase(speaker.phrase) : undefined, head.text);
        if (speaker && next) {
          events.push({
            who: speaker,
            verb: afterSpeaker && after?.verb ? after.verb.base : 'say',
            form: 's',
            rest: '',
            line: head.text,
            meanwhile: false,
            around: false,
          });
          lastWho = speaker;
          meet(speaker);
          if (!inline) c += 1;
        }
        continue;
      }
      if (head.kind !== 'word') continue;
      // ", shot from above", ", filmed in slow motion": how it is filmed, not what happens.
      if (
        c > 0 &&
        /^(?:shot|filmed|captured|seen|framed|photographed|recorded)$/.test(head.low) &&
        (PREPOSITIONS.has(words[lead + 1]?.low ?? '') || isAdverb(words[lead + 1]?.low ?? ''))
      )
        continue;
      // ", with cartoon yeast cells eating flour": what the with-phrase shows doing something.
      if (head.low === 'with' && c > 0) {
        const at = words.findIndex((word, j) => j > lead + 1 && participle(word, words[j - 1]));
        const shown = at !== -1 ? readNounPhrase(words.slice(0, at), lead + 1, false) : undefined;
        const doing = at !== -1 ? participle(words[at], words[at - 1]) : undefined;
        if (shown && doing && !NOT_SUBJECT_HEADS.has(shown.subject.head)) {
          push(shown.subject, words, at, doing, meanwhile);
          continue;
        }
      }
      const sentenceStart = c === 0 && lead === 0;
      const np = readNounPhrase(words, lead, sentenceStart);
      const verb = verbOf(head);
      const ing = participle(head);
      // "street interview: asking strangers what they'd do …": someone asks; the strangers answer.
      if (ing && /^(?:ask|interview|quiz|poll)$/.test(ing.base) && isWord(words[lead + 1])) {
        // ("asking my grandma …": the one filming asks.)
        const mine = words[lead + 1]?.low === 'my';
        const asker: Subject = {
          phrase: mine ? 'the creator' : 'the interviewer',
          head: mine ? 'creator' : 'interviewer',
          plural: false,
          kind: 'person',
          lang: 'en',
        };
        push(lastWho ?? asker, words, lead, ing, meanwhile);
        lastWho ??= asker;
        meet(asker);
        continue;
      }

      // "…, leaps, misses, and lies down": a verb that agrees with the last subject goes on
      // with it, unless a longer subject of its own reads first ("water droplets bead").
      // "…, flames leaping up": a noun that is a verb too, then an -ing word, is a thing doing.
      // "…, lights flicker": a plural noun that is a verb too, then a base verb, is things doing.
      // ("…, and lands clean": landing is the rider's, not lands that clean.)
      // ("…, then surfaces laughing": after "then" it is the surfer's verb.)
      const thingDoing =
        head.low !== 'lands' &&
        clause.connector !== 'then' &&
        AMBIGUOUS.has(singular(head.low)) &&
        (participle(words[lead + 1], head) !== undefined ||
          (/s$/.test(head.low) && verbOf(words[lead + 1])?.form === 'base'));
      // "…, warm tungsten light": a light named after a comma is no doing of the last subject.
      // (", lights the lamp": a lamp with its article is what is done to, not a light named.)
      const lightNamed =
        /^(?:light|lighting|lights|lamps?|glow|tones?|palette)$/.test(words.at(-1)?.low ?? '') &&
        !/^(?:the|a|an|his|her|their|its|my|your|our)$/.test(words.at(-2)?.low ?? '');
      // ("A man, exhausted, walks home": the one described first walks, when no one has acted.)
      const gesture =
        lastAlive !== undefined &&
        lastWho !== undefined &&
        !/^(?:person|animal|viewer)$/.test(lastWho.kind) &&
        /^(?:wave|waves|smile|smiles|nod|nods|laugh|laughs|grin|grins|wink|winks|shrug|shrugs|salute|salutes)$/.test(
          head.low,
        );
      const goes = (one: Subject) =>
        finiteVerb(
          words,
          lead,
          one.plural,
          PRONOUN_SUBJECTS[one.phrase] !== undefined || one.kind === 'person',
        );
      // ("Kitchen at 3am. A mother, Ruth, sits": the last one described whose verb it can be;
      // "Two old friends, Maya and Leo, meet": the friends, who are two.)
      const goer =
        (gesture ? lastAlive : lastWho) ??
        (events.length === 0
          ? descriptions.findLast(
              (one) => (one.kind === 'person' || one.kind === 'animal') && goes(one) !== undefined,
            )
          : undefined);
      const going = goer && !thingDoing && !lightNamed ? goes(goer) : undefined;
      // "…, carves around the edge": a verb that goes on with the last subject is not a noun
      // with a place phrase after it ("the carves around the edge").
      // ("A woman enters. He replies": a pronoun is a subject of its own, never the woman's.)
      const ownSubject =
        np?.verb !== undefined &&
        np.verbAt !== -1 &&
        (np.verbAt - lead > 1 || (np.pronoun === true && /^(?:he|she)$/.test(np.subject.phrase))) &&
        !(going && np.modifier !== undefined);
      // (", tethered to the station,", ", exhausted,": a past participle after the one described
      // says how they are, not what they did.)
      // (After a doing told in the present, ", tethered," is how they are too.)
      if (going?.form === 'ed' && goer && (!lastWho || events.at(-1)?.form === 's')) continue;
      if (going && goer && !ownSubject && c > 0) {
        push(goer, words, lead, going, meanwhile);
        continue;
      }
      // (", hammering tacks, polishing": a lone -ing word before a plural that could be a verb
      // is the last one's doing, done to that plural.)
      if (
        ing &&
        c > 0 &&
        np?.verb?.form === 's' &&
        np.verbAt === lead + 1 &&
        (!isWord(words[lead + 2]) || /^(?:and|then)$/.test(words[lead + 2]?.low ?? '')) &&
        lastWho !== undefined &&
        /^(?:person|animal|viewer)$/.test(lastWho.kind)
      ) {
        push(lastWho, words, lead, ing, meanwhile);
        continue;
      }
      if (np?.verb && np.verbAt !== -1) {
        const who = np.pronoun ? resolve(np.subject, np.verb.base) : np.subject;
        if (np.modifier && namesPlace(np.modifier)) place ??= np.modifier;
        push(who, words, np.verbAt, np.verb, meanwhile);
        continue;
      }
      if (going && goer) {
        push(goer, words, lead, going, meanwhile);
        continue;
      }
      // A verb phrase with no subject: "Searing a ribeye, basting …", "weigh the beans".
      // ("Slicing fresh tuna", "Unboxing wireless earbuds": a step done to a thing with no
      // article, when the verb is one that is done to things.)
      // (", warm desk lamp": a light named, not a step that warms it.)
      const canLead =
        !LEAD_INS.has(head.low) &&
        !(lightNamed && /^(?:warm|cool|dim|light|clean|back|spot)$/.test(head.low)) &&
        (followsVerb(words, lead + 1) || steps || (sentenceStart && bareObject(words, ing)));
      if (ing && canLead && aside && lastWho) {
        appositive = true;
        continue;
      }
      if (ing && canLead) {
        // "Ad for a matte black earbud, floating over water": the earbud floats, not the viewer.
        const before = lastWho ?? (events.length === 0 ? firstDescribed : undefined);
        const continues: boolean = c > 0 && before !== undefined && !steps;
        stepWho ??= BODY_VERBS.has(ing.base) ? VIEWER : stepSubject();
        push(continues ? before : stepWho, words, lead, ing, meanwhile);
        steps ||= !continues;
        continue;
      }
      const objectNext =
        DETERMINERS.has(words[lead + 1]?.low ?? '') ||
        OBJECT_PRONOUNS.has(words[lead + 1]?.low ?? '');
      // "End on the tagline": a direction to the edit is a step even before a preposition.
      const direction =
        /^(?:end|open|start|cut|fade|close|hold|zoom|pan|focus|finish|linger)$/.test(head.low);
      const nounFirst = AMBIGUOUS.has(head.low) && !objectNext && !direction;
      // "…, cool blue rim light": a word before a colour is an adjective.
      const described = COLOURS.has(words[lead + 1]?.low ?? '') || lightNamed;
      if (
        verb?.form === 'base' &&
        canLead &&
        !nounFirst &&
        !described &&
        (isWord(words[lead + 1]) || steps)
      ) {
        stepWho ??= BODY_VERBS.has(verb.base) ? VIEWER : stepSubject();
        push(stepWho, words, lead, verb, meanwhile);
        steps = true;
        continue;
      }

      // A noun phrase and a participle: "steam curling up", "a fisherman in Maine talking …".
      if (np) {
        let at = np.end;
        // ("a sumo wrestler gently feeding crackers": the adverb leads the doing.)
        while (SOFT_ADVERBS.has(words[at]?.low ?? '') && participle(words[at + 1])) at += 1;
        /** "cliffs with waterfalls falling into the sea": the waterfalls fall, not the cliffs. */
        let doer: Subject | undefined;
        if (PREPOSITIONS.has(words[at]?.low ?? '')) {
          for (let j = at + 1; j < Math.min(words.length, at + 6); j += 1) {
            if (participle(words[j], words[j - 1]) && !nounFollows(words, j + 1)) {
              if (words[at]?.low === 'with' && j > at + 1)
                doer = readNounPhrase(words.slice(at + 1, j), 0, false)?.subject;
              at = j;
              break;
            }
          }
        }
        const part = participle(words[at], words[at - 1]);
        if (part && doer) {
          if (events.length === 0) firstDescribed ??= np.subject;
          descriptions.push(np.subject);
          if (np.subject.kind !== 'person') things.push(np.subject);
          push(doer, words, at, part, meanwhile);
          continue;
        }
        // "An astronaut repairing a panel on the ISS lets go of a wrench": two doings in order,
        // the participle's and the finite verb's after it.
        const main = part ? finiteAfter(words, at + 2, np.subject.plural) : -1;
        if (part && main !== -1 && !NOT_SUBJECT_HEADS.has(np.subject.head)) {
          const verbThere = finiteVerb(words, main, np.subject.plural, false) as VerbRead;
          push(np.subject, words.slice(0, main), at, part, meanwhile);
          push(np.subject, words, main, verbThere, meanwhile);
          continue;
        }
        if (part && !NOT_SUBJECT_HEADS.has(np.subject.head)) {
          const around = events.length > 0 || descriptions.length > 0;
          push(np.subject, words, at, part, meanwhile, around && ATMOSPHERE.has(np.subject.head));
          continue;
        }
      }

      const previous = events.at(-1);
      // "then a push-up": a thing done without its verb; the last verb does it again.
      if (
        np &&
        clause.connector === 'then' &&
        previous &&
        ['do', 'perform', 'try', 'take', 'make'].includes(previous.verb)
      ) {
        events.push({
          ...(previous.who ? { who: previous.who } : {}),
          verb: previous.verb,
          form: previous.form,
          rest: trimTail(join(words.slice(lead))),
          meanwhile: false,
          around: false,
        });
        continue;
      }
      // "basting with butter | and rosemary": a noun joined to the last phrase belongs to it.
      // (", steam and neon": joined to a clause that did nothing, it is no part of a doing.)
      if (
        np &&
        clause.connector === 'and' &&
        previous &&
        previous.line === undefined &&
        c > 0 &&
        (startOf[c] ?? 0) > (startOf[c - 1] ?? 0)
      ) {
        previous.rest = `${previous.rest} and ${join(words.slice(lead))}`.trim();
        continue;
      }
      if (np) {
        // "a boy | and his dog chase fireflies": two nouns share the verb of the next clause.
        const next = clauses[c + 1];
        const second =
          next?.connector === 'and' ? readNounPhrase(next.tokens, 0, false, true) : undefined;
        if (
          second?.verb &&
          second.verbAt !== -1 &&
          second.verb.form !== 's' &&
          // ("flour everywhere, and they laugh": a pronoun starts a clause of its own.)
          !second.pronoun &&
          np.end === words.length
        ) {
          const both: Subject = {
            ...second.subject,
            phrase: `${np.subject.phrase} and ${second.subject.phrase.replace(/^the /, 'the ')}`,
            plural: true,
            kind:
              np.subject.kind === 'person' || second.subject.kind === 'person'
                ? 'person'
                : second.subject.kind,
          };
          push(both, next?.tokens ?? [], second.verbAt, second.verb, meanwhile);
          c += 1;
          continue;
        }
        // "rain on a café window": a still subject with the place it is in.
        const tail = trimTail(join(words.slice(np.end)));
        const tailWords = tail.split(' ').filter(Boolean);
        const described =
          tailWords.length >= 2 &&
          tailWords.length <= 5 &&
          PREPOSITIONS.has(tailWords[0]?.toLowerCase() ?? '') &&
          !/^(?:at|in|during|from) (?:dawn|dusk|night|midnight|noon|sunrise|sunset|golden|\d)/i.test(
            tail,
          )
            ? {
                ...np.subject,
                phrase: `${np.subject.phrase} ${tail.replace(/\b(?:a|an) /g, 'the ')}`,
              }
            : np.subject;
        if (events.length === 0) firstDescribed ??= described;
        descriptions.push(described);
        if (np.subject.kind !== 'person') things.push(np.subject);
        meet(np.subject);
        if (
          events.length > 0 &&
          np.subject.kind === 'person' &&
          np.end === words.length &&
          isWord(clauses[c + 1]?.tokens[0]) &&
          clauses[c + 1]?.connector === undefined
        ) {
          lastWho = np.subject;
          appositive = true;
        }
        // "Drone over the rice terraces of Bali": a place named on its own is the setting.
        place ??=
          placeIn(join(words)) ?? (namesPlace(np.subject.phrase) ? np.subject.phrase : undefined);
      }
    }
    if (afterFrom !== -1) markFirst(events, afterFrom, happenedFirst);
    // "when she turns around, her reflection does not move": the main clause happens as she
    // turns; told first, the turn goes with it ("… does not move as she turns around").
    for (let c = 0; c + 1 < clauses.length; c += 1) {
      const [whenAt, mainAt] = [startOf[c] ?? -1, startOf[c + 1] ?? -1];
      const after = startOf[c + 2] ?? events.length;
      if (clauses[c]?.connector !== 'when' || clauses[c + 1]?.connector !== undefined) continue;
      const [when, main] = [events[whenAt], events[mainAt]];
      if (mainAt - whenAt !== 1 || after - mainAt !== 1 || !when || !main) continue;
      [events[whenAt], events[mainAt]] = [main, when];
    }
  }

  const subject = mainSubject(events, descriptions, firstDescribed);
  // The subject is read in the idea's order; the beats go in the order things happen.
  inOrder(events, happenedFirst);
  // "a can bursts out of ice, splashing": a bare -ing after a thing's doing is how that doing
  // looks, not a doing of its own ("The can splashes.").
  for (let i = events.length - 1; i > 0; i -= 1) {
    const [before, event] = [events[i - 1], events[i]];
    if (
      event &&
      before &&
      event.rest === '' &&
      event.who === before.who &&
      before.who?.kind === 'object' &&
      /^(?:splash|sparkle|glisten|shine|drip|fizz|steam|gleam|glint|shimmer)$/.test(event.verb)
    )
      events.splice(i, 1);
  }
  // "you're running late and sprinting …": running late is a state, not a run.
  const late = (event: EnglishEvent) => event.verb === 'run' && /^late\b/i.test(event.rest);
  const told = events.some((event) => !late(event))
    ? events.filter((event) => !late(event))
    : events;
  const actions: Action[] = told.map((event) => {
    const who = event.who && event.who !== subject ? event.who : undefined;
    const object = objectOf(event.rest);
    return {
      verb: event.verb,
      rest: event.rest,
      ...(event.as ? { as: event.as } : {}),
      ...(event.how ? { how: event.how } : {}),
      ...(object ? { object } : {}),
      ...(who ? { who } : {}),
      ...(event.line !== undefined ? { line: event.line } : {}),
      ...(event.meanwhile ? { meanwhile: true } : {}),
    };
  });
  return {
    ...(subject ? { subject } : {}),
    actions: actions.slice(0, 8),
    ...(place ? { place } : {}),
    dialogue,
  };
}

/**
 * The idea's subject: who does the first thing, unless that is weather or a body part around
 * something the idea names ("a lighthouse at 3 am, fog rolling in"); else what it describes;
 * else what its steps are done to ("Searing a ribeye …").
 */
function mainSubject(
  events: readonly EnglishEvent[],
  descriptions: readonly Subject[],
  first: Subject | undefined,
): Subject | undefined {
  const named = (who: Subject | undefined): who is Subject =>
    who !== undefined &&
    who.phrase !== '' &&
    !PRONOUN_SUBJECTS[who.phrase] &&
    (!NOT_MAIN.has(who.head) || OWNED_HANDS.test(who.phrase)) &&
    !NOT_SUBJECT_HEADS.has(who.head);
  const fits = (subject: Subject) =>
    !NOT_SUBJECT_HEADS.has(subject.head) &&
    !LEAD_NOUNS.has(subject.head) &&
    !NOT_MAIN.has(subject.head);
  // "Walking through the night market …", "You step into …": the viewer is the subject.
  if (events[0]?.who?.kind === 'viewer') return events[0].who;
  // "Searing a ribeye …", "Unboxing a music box …": what the first step is done to.
  const step =
    events[0]?.who?.phrase === ''
      ? (objectOf(events[0].rest) ?? objectOf(`the ${events[0].rest}`))
      : undefined;
  if (step) {
    const head = step.split(' ').at(-1) ?? step;
    // ("Slicing fresh tuna", "Grilling salmon": a fish under the knife is food, no animal.)
    const cooked =
      /^(?:slice|chop|dice|sear|grill|fry|roast|bake|plate|fillet|carve|cook|smoke|poach|steam|season|marinate)$/.test(
        events[0]?.verb ?? '',
      );
    const kind = kindOf(head) === 'animal' && cooked ? 'object' : kindOf(head);
    return { phrase: step, head, plural: isPluralNoun(head), kind, lang: 'en' };
  }
  const lead = events.find((event) => !event.meanwhile && !event.around && named(event.who));
  // ("Two detectives in a parked car. The older one says …": the two are the clip's subject,
  // the older one is one of them.)
  const group = descriptions.find(
    (one) =>
      one.plural &&
      one.kind === 'person' &&
      lead?.who !== undefined &&
      singular(one.head) === lead.who.head &&
      lead.who.phrase !== one.phrase,
  );
  if (
    group &&
    lead?.who &&
    /^the (?:other|first|second|third|\w+(?:er|est)|big|small|little|tall) /.test(lead.who.phrase)
  )
    return group;
  // "Drone flying over the rice terraces": the camera is no subject; what it flies over is.
  if (lead?.who && LEAD_NOUNS.has(lead.who.head)) {
    const over =
      /^(?:\w+ly |low |high |fast )?(?:over|across|through|along|above|into|around|past) (.+)$/i.exec(
        lead.rest,
      )?.[1];
    if (over) {
      const phrase = /^(?:a|an) /i.test(over) ? over.replace(/^an? /i, 'the ') : over;
      const head = phrase.split(' ').at(-1)?.toLowerCase() ?? phrase;
      return { phrase, head, plural: isPluralNoun(head), kind: 'place', lang: 'en' };
    }
  }
  // "She picks up the phone and it rings": she comes first; the phone is what she handles.
  const firstWho = events[0]?.who;
  if (
    firstWho &&
    firstWho.kind === 'person' &&
    PRONOUN_SUBJECTS[firstWho.phrase] &&
    lead?.who?.kind !== 'person' &&
    lead !== events[0]
  )
    return firstWho;
  const actor = lead?.who;
  const described = descriptions.find(fits);
  // ("old Havana, vintage pink convertible cruising the Malecón": a named place is where the
  // car drives; a drone over the Faroe Islands still flies over the islands.)
  const driven =
    actor !== undefined &&
    /\b(?:cars?|convertibles?|trucks?|buses|bus|trams?|trains?|motorcycles?|scooters?|vespas?|taxis?|cabs?|vans?|jeeps?)\b/i.test(
      actor.phrase,
    );
  const thing =
    first &&
    fits(first) &&
    !namesPlace(first.head) &&
    !(driven && findNamed(first.phrase).some((name) => name.kind === 'place'))
      ? first
      : undefined;
  // "steam rising from a cup of tea": the steam rises around what it rises from.
  if (actor && ATMOSPHERE.has(actor.head) && !described && lead) {
    const from = /\b(?:from|off|over|on|above|around) ((?:a|an|the|his|her|their|my) [^,]+)$/i.exec(
      lead.rest,
    )?.[1];
    const thing = from ? objectOf(from) : undefined;
    if (thing) {
      const head = thing.split(' ').at(-1)?.toLowerCase() ?? thing;
      return { phrase: thing, head, plural: isPluralNoun(head), kind: kindOf(head), lang: 'en' };
    }
  }
  // "empty hospital corridor, lights flicker, something moves at the end": the lights are what
  // happens in the corridor; the corridor is what the clip opens on.
  // ("a lone guitarist on a rooftop, city lights pulsing": someone named is who the clip is about.)
  if (
    actor &&
    /^(?:lights?|lamps?|bulbs?|fluorescents?|flashlights?|torch(?:es)?)$/.test(actor.head)
  ) {
    // (A described person, not a capitalised word read as a name: "Handheld".)
    const who = descriptions.find(
      (one) =>
        one.kind === 'animal' || (one.kind === 'person' && PERSON_NOUNS.has(singular(one.head))),
    );
    if (who) return who;
    const where = descriptions.find((one) => namesPlace(one.phrase));
    // ("found footage in an abandoned corridor": the footage is the format; the corridor is seen.)
    const seen =
      /^(?:the )?(?:found footage|footage|video|clip|shot) (?:in|of|from|inside) (.+)$/.exec(
        where?.phrase ?? '',
      )?.[1];
    if (where && seen) {
      const head = seen.split(' ').at(-1) ?? seen;
      return { ...where, phrase: seen, head, kind: 'place' };
    }
    if (where) return { ...where, kind: 'place' };
  }
  // ("first the egg cracks, then a baby sea turtle claws out": what hatches is whom it is about.)
  if (actor && /^(?:eggs?|cocoons?|chrysalis)$/.test(actor.head)) {
    const hatched = events.find((event) => event.who?.kind === 'animal' && named(event.who));
    if (hatched?.who) return hatched.who;
  }
  if (actor && !ATMOSPHERE.has(actor.head)) {
    // "A matte black pan on a counter, butter melting …": the thing named first is the hero;
    // "Kitchen, late at night. Maya …": a room before the people is only the setting.
    if (thing && actor.kind === 'object' && thing !== actor) return thing;
    // "the singer on a small stage, the crowd jumping": the crowd is what happens around the
    // performer named first.
    if (thing && PERFORMERS.test(thing.head) && /^(?:crowd|audience|fans)$/.test(actor.head))
      return thing;
    return actor;
  }
  // ("Edinburgh old town in fog, a lone bagpiper on a stone bridge": the place is where; the
  // one in it is whom the clip is about.)
  const dweller =
    described &&
    (namesPlace(described.phrase) ||
      /^(?:town|city|village|quarter|district|alley|square|skyline)$/.test(described.head))
      ? descriptions.find(
          (one) =>
            fits(one) &&
            (one.kind === 'animal' ||
              (one.kind === 'person' && PERSON_NOUNS.has(singular(one.head)))),
        )
      : undefined;
  if (dweller) return dweller;
  if (described) {
    return namesPlace(described.head) && described.kind === 'object'
      ? { ...described, kind: 'place' }
      : described;
  }
  const pronoun = events.find((event) => event.who && PRONOUN_SUBJECTS[event.who.phrase])?.who;
  return actor ?? pronoun;
}

/** The object noun phrase at the start of a verb's rest ("a pancake" → "the pancake"). */
function objectOf(rest: string): string | undefined {
  // "takes out one earbud", "knocks over a glass": the particle goes with the verb (not
  // "down", which leads to a place as often: "runs down the hill").
  const words = rest
    .replace(/^(?:out|up|off|over|away|back) (?=(?:a|an|the|one|his|her|their|my|your|its) )/i, '')
    // ("lets go of a paper plane", "catches sight of a fox": what is let go is the plane.)
    .replace(/^(?:go|hold|sight|track) of (?=(?:a|an|the|one|his|her|their|my|your|its) )/i, '')
    .split(/\s+/);
  const article = words[0]?.toLowerCase() ?? '';
  const quantity = (word: string | undefined) =>
    QUANTITY_NOUNS.has(singular(word?.toLowerCase() ?? ''));
  if (!/^(?:a|an|one|the|his|her|their|my|your|its)$/.test(article)) return undefined;
  const noun: string[] = [];
  for (const word of words.slice(1)) {
    const low = word.toLowerCase().replace(/[,.;:!?]$/, '');
    // "a new pair of white sneakers", "a bowl of ramen".
    if (low === 'of' && quantity(noun.at(-1))) {
      noun.push(word);
      continue;
    }
    if (
      PREPOSITIONS.has(low) ||
      CONNECTORS.has(low) ||
      DETERMINERS.has(low) ||
      OBJECT_PRONOUNS.has(low) ||
      PRONOUN_SUBJECTS[low] ||
      (noun.length > 0 && readVerb(low)?.form === 'ed' && !AMBIGUOUS.has(low)) ||
      // ("pull a steaming bao apart": the particle is the verb's, no part of the bao.)
      (noun.length > 0 &&
        /^(?:apart|open|shut|together|aside|loose|free|away|back|down|up|off|out)$/.test(low))
    )
      break;
    noun.push(word.replace(/[,.;:!?]$/, ''));
    if (noun.length === 5 || /[,.;:!?]$/.test(word)) break;
  }
  if (noun.length === 0) return undefined;
  return `${/^(?:an?|one)$/.test(article) ? 'the' : article} ${noun.join(' ')}`;
}
