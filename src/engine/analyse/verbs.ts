import { EXTRA_VERBS, IRREGULAR, VERBS } from './english-words.ts';
import { VERB_LIST } from './english-verbs.ts';

export type VerbForm = 'base' | 's' | 'ing' | 'ed';

const LEXICON = new Set(VERB_LIST.trim().split(/\s+/));

/** Whether a word is a verb's base form the analyser knows. */
export const isVerb = (word: string): boolean =>
  LEXICON.has(word) ||
  VERBS.has(word) ||
  EXTRA_VERBS.has(word) ||
  // ("refolds", "rewinds": a known verb done again; "untethers": undone.)
  (/^re[a-z]{3,}$/.test(word) && LEXICON.has(word.slice(2))) ||
  (/^un[a-z]{4,}$/.test(word) &&
    (LEXICON.has(word.slice(2)) || VERBS.has(word.slice(2)) || EXTRA_VERBS.has(word.slice(2))));

/** The base form and form of an English verb word, or undefined when it is not a known verb. */
export function readVerb(word: string): { base: string; form: VerbForm } | undefined {
  // "flambés" is "flambes": accents are no part of the verb's form.
  const low = word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  // "taste-tests", "fist-bumps": a hyphenated verb is read by its last part.
  const dash = low.lastIndexOf('-');
  // ("mid-step", "mid-air": when, not a doing.)
  if (/^mid-/.test(low)) return undefined;
  if (dash > 0 && dash < low.length - 1) {
    const last = readVerb(low.slice(dash + 1));
    // "neon-lit", "hand-made", "sun-baked": a noun and a participle describe, they do nothing.
    if (!last || last.form === 'ed') return undefined;
    return { base: `${low.slice(0, dash + 1)}${last.base}`, form: last.form };
  }
  const irregular = IRREGULAR[low];
  if (irregular !== undefined) {
    const form: VerbForm = /s$/.test(low) && low !== 'was' ? 's' : 'ed';
    return { base: irregular, form };
  }
  if (isVerb(low)) return { base: low, form: 'base' };
  const tries: [string, VerbForm][] = [];
  if (low.endsWith('ies')) tries.push([`${low.slice(0, -3)}y`, 's']);
  // "watches", "fixes", "goes" lose -es; "rides", "stares" lose only -s (not "rid", "star").
  if (/(?:s|sh|ch|x|z|o)es$/.test(low)) tries.push([low.slice(0, -2), 's']);
  if (low.endsWith('s')) tries.push([low.slice(0, -1), 's']);
  // ("planes" is no form of "plan": only -s, -sh, -ch, -x, -z and -o take -es, above.)
  if (low.endsWith('ing')) {
    const stem = low.slice(0, -3);
    // "riding" is ride, not rid; "opening" is open: a lone vowel and consonant takes its e back.
    const eFirst = /[^aeiou][aeiou][^aeiouwxy]$/.test(stem);
    if (eFirst) tries.push([`${stem}e`, 'ing']);
    tries.push([stem, 'ing'], [`${stem}e`, 'ing'], [stem.slice(0, -1), 'ing']);
    if (stem.endsWith('y')) tries.push([`${stem.slice(0, -1)}ie`, 'ing']);
  }
  if (low.endsWith('ied')) tries.push([`${low.slice(0, -3)}y`, 'ed']);
  if (low.endsWith('ed')) {
    const stem = low.slice(0, -2);
    if (/[^aeiou][aeiou][^aeiouwxy]$/.test(stem)) tries.push([`${stem}e`, 'ed']);
    tries.push([stem, 'ed'], [`${stem}e`, 'ed'], [stem.slice(0, -1), 'ed']);
  }
  // ("bees" and "bed" are no forms of "be"; "being" is.)
  for (const [base, form] of tries) {
    if (base.length > 1 && !(base === 'be' && form !== 'ing') && isVerb(base))
      return { base, form };
  }
  return undefined;
}

/** A short verb whose last consonant doubles before -ing ("flip" → "flipping"). */
const DOUBLES = /^[^aeiou]*[aeiou][bdgmnprt]$/;

/** The third-person singular form: "flips", "watches", "cries", "is". */
/** Modal verbs take no -s: "the parachute will not open". */
const MODALS = new Set([
  'will',
  'would',
  'can',
  'could',
  'shall',
  'should',
  'may',
  'might',
  'must',
]);

export function thirdPerson(base: string): string {
  if (MODALS.has(base)) return base;
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (base === 'do' || base === 'go') return `${base}es`;
  // ("radios", "videos": a vowel before the o takes only -s.)
  if (/(s|sh|ch|x|z|[^aeiou]o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** The -ing form: "flipping", "dancing", "tying". */
export function ingForm(base: string): string {
  if (base === 'be') return 'being';
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/[^aeioy]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  if (DOUBLES.test(base) && base.length <= 4) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

/** The verb as it agrees with its subject: "flips" for one, "flip" for several or "you". */
export function agree(base: string, plural: boolean): string {
  if (!plural) return thirdPerson(base);
  return base === 'be' ? 'are' : base;
}
