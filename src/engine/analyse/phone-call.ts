/**
 * A phone call the idea names ("妈妈打来电话问：…", "her mom calls and asks …"). Blind review
 * 100 scored one 2: the caller and the one called were put face to face in a two-shot, though
 * the daughter being alone is the point. The caller is heard through the phone: their lines
 * are marked so, they are not counted in the room, and the one called is who the frame holds.
 */
import type { Action, DialogueLine, Subject } from '../../domain/prompt/plan.ts';
import { nounPhrase } from './chinese.ts';

/** The words of a call coming in, in Chinese ("妈妈打来电话", "在电话那头"). */
const CALL_ZH =
  '打来(?:了)?(?:一个|一通)?(?:视频)?电话|打(?:了)?(?:个|一个)?电话(?:过)?来|来(?:了)?电话|在电话(?:里|那头)';
const CALLER_ZH = new RegExp(`(\\p{Script=Han}{1,4}?)(?:${CALL_ZH}|的电话打了进来)`, 'u');
/** Any call the idea names: heard as the phone, then the voice in its earpiece (sounds.ts). */
export const PHONE_CALL = new RegExp(
  `${CALL_ZH}|\\bon the phone\\b|\\bphone call\\b|\\b(?:calls|phones) (?:her|him|them)\\b`,
  'i',
);
const CALLER_EN =
  /\b((?:her|his|their|the) [a-z]+|[A-Z][a-z]+) (?:calls|phones|rings|video-?calls|facetimes)\b|\bon the phone with (?:her|his|their) ([a-z]+)/i;

/** The caller as the idea names them, or undefined when no call is named. */
export function callerOf(core: string): string | undefined {
  const unquoted = core.replace(/"[^"]*"|“[^”]*”|「[^」]*」/g, ' ');
  const zh = CALLER_ZH.exec(unquoted)?.[1];
  if (zh) return zh.replace(/^.*(?:里|上|时|后|，)/u, '');
  const en = CALLER_EN.exec(unquoted);
  return en?.[1] ?? (en?.[2] ? `her ${en[2]}` : undefined);
}

const same = (speaker: string | undefined, caller: string) =>
  speaker !== undefined &&
  speaker.toLowerCase().replace(/^(?:the|her|his|their) /, '') ===
    caller.toLowerCase().replace(/^(?:the|her|his|their) /, '');

/** The one called picks up; what the caller says comes through the phone. */
function answered(actions: readonly Action[], caller: string, zh: boolean): Action[] {
  return actions.map((action) => {
    if (zh) {
      const call =
        /^(?:打来(?:了)?(?:一个|一通)?(?:视频)?电话|打(?:了)?(?:个|一个)?电话(?:过)?来|来(?:了)?电话)(.*)$/u.exec(
          action.verb,
        );
      return call && !action.who
        ? { ...action, verb: `接起电话，${caller}在电话里${call[1] ?? ''}` }
        : action;
    }
    if (/^(?:call|phone|ring|video-?call|facetime)$/.test(action.verb) && !action.who)
      return { ...action, verb: 'answer', rest: 'the phone' };
    return action;
  });
}

export function onThePhone(
  core: string,
  lines: readonly DialogueLine[],
  subject: Subject | undefined,
  actions: readonly Action[],
): { dialogue: DialogueLine[]; subject: Subject | undefined; actions: Action[] } | undefined {
  const caller = callerOf(core);
  if (!caller || !lines.some((line) => same(line.speaker, caller))) return undefined;
  const zh = /\p{Script=Han}/u.test(caller);
  const dialogue = lines.map((line) =>
    same(line.speaker, caller)
      ? { ...line, speaker: zh ? `${line.speaker}（电话里）` : `${line.speaker} (on the phone)` }
      : line,
  );
  // The one called: the other speaker, when the subject read was the caller.
  const other = lines.find((line) => line.speaker && !same(line.speaker, caller))?.speaker;
  const called =
    subject && same(subject.phrase, caller) && other
      ? zh
        ? nounPhrase(other)
        : { ...subject, phrase: other, head: other.split(' ').at(-1) ?? other }
      : subject;
  return {
    dialogue,
    subject: called,
    actions: called === subject ? [...actions] : answered(actions, caller, zh),
  };
}
