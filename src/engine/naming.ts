/**
 * How the beats name a subject after its first mention: "the chef" for "the penguin chef in a
 * white apron", she or he or they, "her" after a preposition, "老木匠" for "七十岁的老木匠".
 * Shared by the beats and the staging of a single action.
 */
import type { Subject } from '../domain/prompt/plan.ts';
import { HE_HEADS, SHE_HEADS } from './analyse/english-words.ts';

/** "the chef" for a second mention of "the penguin chef in a white apron". */
export function shortName(subject: Subject): string {
  // "my golden retriever puppy" is "the puppy" when named again.
  const owned = /^(?:my|our|his|her|their|your) /.test(subject.phrase);
  if ((!subject.phrase.startsWith('the ') && !owned) || subject.phrase.includes(' and '))
    return subject.phrase;
  // "the Faroe Islands" is a name: "the Islands" alone is no English.
  if (/^the (?:[A-Z][\w'’-]* )*[A-Z][\w'’-]*$/.test(subject.phrase)) return subject.phrase;
  // "the other fisherman" is not the first one: "other" stays with him; "the old man" keeps his
  // age, which is often the point ("What's the secret to a long life?").
  if (/^the other /.test(subject.phrase)) return `the other ${subject.head}`;
  // ("the corn dog" is never "the dog": the two words are the one thing.)
  const compound = /\b(?:corn|hot|chil(?:l)?i) dogs?$/.exec(subject.phrase)?.[0];
  if (compound) return `the ${compound}`;
  // ("the older one" is never "the one": which one is the name.)
  if (/^ones?$/.test(subject.head)) return subject.phrase;
  // ("the older detective" stays older: which of the two it is, is the point.)
  const age = new RegExp(
    `\\b(old|young|little|elderly|older|younger|elder|oldest|youngest|eldest|big|small|tall)\\s+${subject.head}\\b`,
  ).exec(subject.phrase)?.[1];
  if (age && subject.kind === 'person') return `the ${age} ${subject.head}`;
  // ("the black SUV" is "the SUV" again, never "the suv".)
  const written = subject.phrase.split(' ').find((word) => word.toLowerCase() === subject.head);
  return `the ${written && /^[A-Z0-9]{2,}s?$/.test(written) ? written : subject.head}`;
}

/** The pronoun for a later mention: she, he, they or it. */
export function pronoun(subject: Subject): string {
  if (subject.kind === 'viewer') return 'you';
  if (subject.plural) return 'they';
  if (/^(?:robot|android|cyborg|drone|car|machine)$/.test(subject.head)) return 'it';
  if (subject.sex) return subject.sex === 'female' ? 'she' : 'he';
  if (SHE_HEADS.test(subject.head) || /(?:girl|woman|lady)$/.test(subject.head)) return 'she';
  if (HE_HEADS.test(subject.head) || /(?:boy|man)$/.test(subject.head)) return 'he';
  return subject.kind === 'person' ? 'they' : 'it';
}

const OBJECT_FORMS: Record<string, string> = {
  she: 'her',
  he: 'him',
  they: 'them',
  we: 'us',
  I: 'me',
  it: 'it',
  you: 'you',
};
const POSSESSIVES: Record<string, string> = {
  she: 'her',
  he: 'his',
  they: 'their',
  it: 'its',
  you: 'your',
};

/** The subject after a preposition: "open on her", not "open on she". */
export const onWhom = (subject: Subject) => OBJECT_FORMS[subject.phrase] ?? subject.phrase;

/** "him" for he, "them" for they. */
export const objectForm = (word: string) => OBJECT_FORMS[word] ?? word;

/** "his" for he, "its" for it. */
export const possessive = (word: string) => POSSESSIVES[word] ?? 'its';

/** A later mention in Chinese: "老木匠" for "七十岁的老木匠". */
/** "一只", "两朵": how many, said once with the first naming. */
const COUNTED =
  /^[一两三四五六七八九十几]+[只个位条头匹朵棵片艘架辆名撮杯碗盘瓶把颗粒块张根串束盏]/;

export const shortZh = (subject: Subject) =>
  // "一只鹰" is "鹰" when named again; so is "一朵花" (花).
  // (一个人 stays: "人" alone names no one; the beats call them 他 or 她.)
  subject.kind === 'viewer' ||
  (subject.head.length >= 2 && !COUNTED.test(subject.head)) ||
  /^[一两][个位名]人$/.test(subject.head)
    ? subject.head
    : (subject.head.length >= 2 ? subject.head : subject.phrase).replace(COUNTED, '') ||
      subject.head;

/** A stall or a shop (烧烤摊, 面馆): a place, which no one sets before the lens like a dish. */
export const STALL_ZH = /[摊店馆铺档]$/;

/** A person, an animal or the viewer: what can pause, look up or hold still on purpose. */
export const alive = (subject: Subject) => subject.kind !== 'object' && subject.kind !== 'place';
