/**
 * Readings of what is seen and from where: the thing a flashlight finds, the place an aerial
 * shot flies over. Each came from a blind review where the plain reading opened on the light or
 * on a sheep instead of on what the clip shows.
 */
import type { Subject } from '../../domain/prompt/plan.ts';
import { agree, readVerb } from './verbs.ts';
import type { Reading } from './readings.ts';

/** A light that can find something in the dark, and what it does when it does. */
export const LIGHT_SOURCE = /^(?:flashlight|torch|beam|spotlight|headlights?|lantern|candle)$/;
export const REVEALS = /^(?:reveal|find|catch|illuminate|light)$/;

/**
 * "a flashlight reveals a child's rocking chair moving on its own": what the light finds is the
 * picture, and its doing the clip's; the light is how it is seen (the Lighting line's).
 */
export function lightReveals(reading: Reading): void {
  const light = reading.subject;
  const [first, ...others] = reading.actions;
  if (!light || !LIGHT_SOURCE.test(light.head) || !first || first.who || !REVEALS.test(first.verb))
    return;
  const found = /^(?:up )?((?:a|an|the) (?:[\w'-]+ ){0,3}?[\w-]+?)(?: (\w+ing)\b(.*))?$/i.exec(
    first.rest,
  );
  const phrase = found?.[1];
  const doing = found?.[2] ? readVerb(found[2]) : undefined;
  if (!phrase || !found?.[2] || doing?.form !== 'ing') return;
  const head = phrase.split(' ').at(-1) ?? phrase;
  const thing: Subject = {
    phrase: phrase.replace(/^(?:a|an) /i, 'the '),
    head,
    plural: /[^s]s$/.test(head),
    kind: 'object',
    lang: 'en',
  };
  reading.subject = thing;
  reading.actions = [
    {
      who: light,
      verb: first.verb,
      rest: first.verb === 'light' ? `up ${phrase}` : phrase,
      as: agree(first.verb, light.plural),
    },
    { verb: doing.base, rest: (found[3] ?? '').trim(), as: agree(doing.base, thing.plural) },
    ...others,
  ];
}

/**
 * "Aerial drone shot over the Faroe Islands cliffs …, sheep grazing on the edge": what the drone
 * flies over is the picture; the sheep are in it, doing their own thing.
 */
export function aerialPlace(reading: Reading, body: string): void {
  const over =
    /^\s*(?:an? )?(?:(?:aerial|drone|fpv)[- ]?)+(?:shot |footage |view |flyover |flight |video )?(?:over|of|above|across) (?:the )?([^,.;]+?)(?= at | in | during | with | where | as |\s*[,.;]|$)/i.exec(
      body,
    )?.[1];
  const old = reading.subject;
  // (Only a creature or someone there is in the place; a waterfall seen there stays the picture.)
  if (
    !over ||
    !old ||
    (old.kind !== 'animal' && old.kind !== 'person') ||
    old.phrase.toLowerCase().includes(over.toLowerCase())
  )
    return;
  const words = over.split(' ');
  reading.subject = {
    phrase: `the ${over}`,
    head: (words.at(-1) ?? over).toLowerCase(),
    plural: /s$/.test(words.at(-1) ?? ''),
    kind: 'place',
    lang: 'en',
  };
  reading.actions = reading.actions.map((action) =>
    action.who ? action : { ...action, who: old },
  );
}
