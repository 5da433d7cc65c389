/**
 * Horror at a mirror is told the way the genre tells it: first the reflection matches, then it
 * does not. Two shapes: the reflection acts on its own ("her reflection keeps smiling after she
 * stops"), or something stands in the glass that is not in the room ("镜子里出现了一个不属于我
 * 的影子"), and turning round finds the room empty. The idea's own events stay in the middle;
 * this module writes the opening, the turn and the ending around them.
 */
import type { Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { agree } from './analyse/verbs.ts';

const MIRROR = /\bmirrors?\b|\breflections?\b|镜子|镜中|镜里|倒影/i;
/** The reflection is the one that moves. */
const REFLECTION_ACTS = /^(?:reflection|reflections|倒影|镜中的自己|镜子里的自己)$/;
/** The one in the glass moving on its own: smiling on, blinking, a beat behind. */
const ACTING =
  /\breflections? (?:\w+ )?(?:keeps?|moves?|blinks?|smiles?|turns?|waves?|winks?|grins?|stays?|laughs?|lags?|does(?:n't| not))\b|\breflections?\b[^.]*\b(?:a (?:beat|second) (?:behind|late)|out of sync)\b|(?:镜子里|镜子中|镜中)的(?:人影?|自己|我|你|她|他)[^，。]*(?:慢|快|眨|笑|动|转|停|晚|先)/i;
/** Seen through the person's own eyes: "my reflection", 不属于我的影子. */
const FIRST_PERSON = /\b(?:my|me|mine|i|you|your)\b|我|你/i;
/** What stands in the glass, named again at the end. */
const SHAPE_EN = /\b(shadow|figure|face|woman|man|girl|boy|child|hand|silhouette)\b/gi;
const SHAPE_ZH = /(影子|人影|身影|脸|女人|男人|小女孩|小男孩|孩子|手)/;

/** Whose reflection: "the little girl's reflection" → "the little girl". */
function owner(subject: Subject, lang: Language, you: boolean): string {
  if (you) return lang === 'zh' ? '你' : 'you';
  if (lang === 'zh') {
    const person = /^(.+?)的(?:倒影|影子)/.exec(subject.phrase)?.[1];
    return person ?? (subject.kind === 'person' ? subject.phrase : '她');
  }
  const person = /^(.+?)['’]s reflections?\b/i.exec(subject.phrase)?.[1];
  if (person) return person.replace(/^(?:a|an) /i, 'the ');
  return subject.kind === 'person' ? subject.phrase : 'the woman';
}

/** Whose: "her", "his", "your"; a person the idea does not gender is "their". */
function whose(person: string, core: string): string {
  if (person === 'you') return 'your';
  if (/\b(?:girl|woman|she|her|mother|mom|daughter|sister|grandma|lady|bride)\b/i.test(core))
    return 'her';
  if (/\b(?:boy|man|he|his|father|dad|son|brother|grandpa|groom)\b/i.test(core)) return 'his';
  return 'their';
}

/**
 * The beats of a mirror scene in horror, around the idea's own `events` (already written, one
 * line each), `count` of them; undefined when the idea is no mirror scare.
 */
export function mirrorBeats(
  plan: Plan,
  subject: Subject,
  events: readonly string[],
  count: number,
  lang: Language,
): string[] | undefined {
  if (plan.type !== 'horror' || !MIRROR.test(plan.core) || events.length === 0) return undefined;
  const acts = REFLECTION_ACTS.test(subject.head) || ACTING.test(plan.core);
  const you = FIRST_PERSON.test(plan.core.replace(/["“][^"”]*["”]/g, ''));
  const person = owner(subject, lang, you);
  // "She stops.": the person at the mirror is named, not a pronoun, and stops what the
  // reflection keeps doing ("keeps smiling after she stops").
  const kept = /\bkeeps? (\w+ing)\b/i.exec(plan.core)?.[1];
  const told = events.map((line) => {
    const named = lang === 'en' && !you ? line.replace(/^(?:she|he)\b/i, person) : line;
    return kept ? named.replace(/\b(stops?)$/, `$1 ${kept}`) : named;
  });
  const lines = acts
    ? reflectionActs(person, whose(person, plan.core), lang)
    : somethingThere(person, you, plan.core, lang);
  // The idea's events always; then the opening, the ending and the turn as the clip has room.
  const beats = [...told];
  if (beats.length < count) beats.unshift(lines.open);
  if (beats.length < count) beats.push(lines.close);
  if (beats.length < count && lines.turn) beats.splice(beats.length - 1, 0, lines.turn);
  const pauses =
    lang === 'zh'
      ? ['镜头一点点逼近镜面，慢得几乎察觉不到', '屋里静得只听见呼吸声']
      : [
          'the frame creeps toward the glass, so slowly it is hard to notice',
          'the room falls utterly silent, only breathing',
        ];
  for (const pause of pauses) if (beats.length < count) beats.splice(beats.length - 1, 0, pause);
  return beats;
}

interface Framing {
  open: string;
  turn?: string;
  close: string;
}

function reflectionActs(person: string, pos: string, lang: Language): Framing {
  if (lang === 'zh') {
    return {
      open: `开场：${person}站在镜子前，和镜中的自己面对面，一举一动分毫不差`,
      close: `${person}一步步从镜子前退开，目光死死盯着镜中的倒影`,
    };
  }
  return {
    open: `open on ${person} at the mirror, face to face with ${pos} reflection, every move matched`,
    close: `${person} ${agree('back', person === 'you')} slowly away from the glass, eyes locked on the reflection`,
  };
}

function somethingThere(person: string, you: boolean, core: string, lang: Language): Framing {
  if (lang === 'zh') {
    const shape = SHAPE_ZH.exec(core)?.[1] ?? '身影';
    // (In a lift the mirror shows the car behind, not a room.)
    const behind = /电梯/.test(core) ? '身后的轿厢' : '身后的房间';
    return {
      open: you
        ? `开场：镜子里映出你自己的脸，${behind}一片昏暗`
        : `开场：${person}站在镜子前，镜中映出自己的脸，${behind}一片昏暗`,
      turn: `${person}猛地回头，身后空空荡荡`,
      close: `再看镜子，那个${shape}离${person}更近了`,
    };
  }
  // The shape is what the person sees, never the person ("a woman … sees a figure").
  const shape =
    [...core.matchAll(SHAPE_EN)]
      .map((match) => (match[1] ?? '').toLowerCase())
      .find((word) => !person.toLowerCase().endsWith(word)) ?? 'figure';
  const them = you ? 'you' : ({ her: 'her', his: 'him' }[whose(person, core)] ?? 'them');
  const room = /\b(?:elevator|lift)\b/i.test(core) ? 'the car' : 'the room';
  return {
    open: you
      ? `open on the mirror, your own reflection in it, ${room} dim behind you`
      : `open on ${person} at the mirror, ${room} dim behind ${them}`,
    turn: `${person} ${agree('spin', you)} round: ${room} behind ${them} is empty`,
    close: `back in the mirror, the ${shape} stands closer than before`,
  };
}
