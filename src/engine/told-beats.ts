/**
 * One line said to someone ("an old fisherman tells his grandson "The sea gives, the sea
 * takes""): the two of them, the line, the one it is said to taking it in, the silence after.
 * Never an interview's pauses: a line this short is no monologue.
 */
import type { Action, Plan, Subject } from '../domain/prompt/plan.ts';
import { agree } from './analyse/verbs.ts';
import { pronoun } from './naming.ts';

/** Ways of saying a line to someone. */
const SAID_TO = /^(?:tell|say|whisper|warn|promise|remind)$/;

/** Animals someone talks to. */
const PETS =
  /\b(?:dog|puppy|cat|kitten|goldfish|fish|bird|parrot|hamster|rabbit|bunny|horse|pony|turtle|plant|cactus)\b/;

/** Whom a line is said to: "his grandson on a pier" → "his grandson". */
function listenerOf(action: Action): string | undefined {
  const match =
    /^(?:to )?((?:his|her|their|the|a|an) (?:young |old |little |older |younger )?[a-z-]+)(?= on\b| in\b| at\b| by\b| as\b|,|$)/.exec(
      action.rest,
    );
  return match?.[1]?.replace(/^an? /, 'the ');
}

/** The beats, or undefined when the doing is no line said to someone named. */
export function toldToBeats(
  plan: Plan,
  subject: Subject,
  only: Action,
  start: string,
  count: number,
): string[] | undefined {
  // (A question asked in an interview is answered, and a second line is an exchange.)
  if (
    only.line === undefined ||
    !SAID_TO.test(only.verb) ||
    plan.lang !== 'en' ||
    plan.type === 'interview' ||
    plan.dialogue.length > 1
  )
    return undefined;
  const listener = listenerOf(only);
  // (A boy whispering to his goldfish has a staging of his own: a pet does not "take it in".)
  if (!listener || PETS.test(listener)) return undefined;
  const object = { he: 'him', she: 'her', they: 'them', it: 'it', you: 'you' }[pronoun(subject)];
  const where = plan.setting.place;
  const place = where && /^(?:in|on|at|by|inside)\b/.test(where) ? ` ${where}` : '';
  const lines = [
    `open on ${subject.phrase} and ${listener}${place}, a beat of quiet before the first word`,
    start,
    `${listener} ${agree('take', false)} it in, eyes on ${object ?? 'them'}`,
    `the two of them hold the silence as the shot ends`,
  ];
  if (count >= 4) return lines;
  if (count === 3) return lines.slice(0, 3);
  return lines.slice(1, 1 + Math.max(1, count));
}
