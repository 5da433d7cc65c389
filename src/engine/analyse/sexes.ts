/**
 * She or he for someone whose head noun leaves it open ("the suspect", "a nurse"). The idea
 * often says it elsewhere: in an apposition ("The suspect, a young woman in a red coat, …") or in
 * a possessive of kin or of the body right after their own verb ("tells her teenage son",
 * "shakes his head"). Beats then write "her eyes drop", never "their eyes drop" for one woman.
 */
import type { Action, Subject } from '../../domain/prompt/plan.ts';
import { HE_HEADS, SHE_HEADS } from './english-words.ts';

type Sex = NonNullable<Subject['sex']>;

const SHE_WORDS = /^(?:woman|girl|lady)$/;
const HE_WORDS = /^(?:man|boy|guy|gentleman)$/;

/** Kin and one's own body: "her son", "his head" are the doer's own. */
const OWN_AFTER_VERB =
  /^(her|his) (?:[\w-]+ ){0,2}?(?:sons?|daughters?|kids?|child|children|baby|husband|wife|mother|father|mom|mum|dad|grand(?:son|daughter|child|children)|head|hair|face|eyes|lips)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Kin named before a name: "her younger brother Leo" is he. */
const KIN_SHE =
  /^(?:sister|daughter|mother|mom|mum|wife|girlfriend|aunt|grandmother|granddaughter|niece)$/;
const KIN_HE = /^(?:brother|son|father|dad|husband|boyfriend|uncle|grandfather|grandson|nephew)$/;

/** "the suspect, a young woman in a red coat": she; "her brother Leo": he. */
function apposition(head: string, text: string): Sex | undefined {
  const kin = new RegExp(`\\b(\\w+) ${escape(head)}\\b`, 'i').exec(text)?.[1]?.toLowerCase() ?? '';
  if (KIN_SHE.test(kin)) return 'female';
  if (KIN_HE.test(kin)) return 'male';
  const found = new RegExp(
    `\\b${escape(head)},\\s+(?:an?|the)\\s+(?:[\\w-]+\\s+){0,3}?(woman|girl|lady|man|boy|guy|gentleman)\\b`,
    'i',
  ).exec(text)?.[1];
  const word = found?.toLowerCase() ?? '';
  if (SHE_WORDS.test(word)) return 'female';
  return HE_WORDS.test(word) ? 'male' : undefined;
}

/** Whether the head noun says it already (woman, father, actress). */
const sexedHead = (head: string) =>
  SHE_HEADS.test(head) || HE_HEADS.test(head) || /(?:girl|woman|lady|boy|man)$/.test(head);

function sexOf(who: Subject, own: readonly Action[], text: string): Sex | undefined {
  if (who.kind !== 'person' || who.plural || who.head === '' || sexedHead(who.head)) return;
  const told = apposition(who.head, text);
  if (told) return told;
  for (const action of own) {
    const word = OWN_AFTER_VERB.exec(action.rest)?.[1]?.toLowerCase();
    if (word) return word === 'her' ? 'female' : 'male';
  }
  return undefined;
}

/**
 * The reading with she or he set on its people where the idea tells it. A subject keeps its
 * identity across the actions that share it (the beats compare them by reference).
 */
export function withSexes<R extends { subject?: Subject; actions: Action[] }>(
  reading: R,
  text: string,
): R {
  const changed = new Map<Subject, Subject>();
  const people = [reading.subject, ...reading.actions.map((action) => action.who)];
  for (const who of people) {
    if (!who || changed.has(who)) continue;
    const own = reading.actions.filter((action) =>
      who === reading.subject ? action.who === undefined || action.who === who : action.who === who,
    );
    const sex = sexOf(who, own, text);
    if (sex) changed.set(who, { ...who, sex });
  }
  if (changed.size === 0) return reading;
  const swap = (who: Subject | undefined) => (who ? (changed.get(who) ?? who) : who);
  return {
    ...reading,
    subject: swap(reading.subject),
    actions: reading.actions.map((action) =>
      action.who && changed.has(action.who) ? { ...action, who: swap(action.who) } : action,
    ),
  };
}
