/**
 * A product ad that names the features it shows ("智能手表广告，展示心率监测和防水功能",
 * "earbuds ad showing off the noise cancelling"): each feature shown as it works, not the brief
 * said back ("展示心率监测和防水功能。", blind review 156). Between the product set out in its
 * light and the product whole at the end.
 */
import type { Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { heldEnd } from './endings.ts';
import { shortName, shortZh } from './naming.ts';
import { inItsLight } from './single-action-zh.ts';

interface Feature {
  is: RegExp;
  en: string;
  zh: string;
}

/** Features a creator names, each as a picture of it working. `{name}` is the product. */
const FEATURES: readonly Feature[] = [
  {
    is: /\bwater[- ]?(?:proof|resistant|resistance)\b|\bsplash[- ]?proof\b|防水/i,
    en: 'water splashes hard over {name}, beads running off the glass, the screen still bright',
    zh: '一捧水猛地泼在{name}上，水珠顺着表面滚落，屏幕依旧明亮',
  },
  {
    is: /\bheart[- ]?rate\b|\bpulse\b|心率|心跳/i,
    en: 'a small red heart pulses on the screen, the number beside it ticking up with each beat',
    zh: '屏幕上一颗小小的红心随心跳跳动，旁边的数字一下下跳升',
  },
  {
    is: /\bnoise[- ]?cancel\w*\b|\banc\b|降噪/i,
    en: 'a busy street roars around the wearer, then falls to a hush as the earbuds settle in',
    zh: '街上的喧闹声扑面而来，耳机戴好的一瞬，一切忽然安静下来',
  },
  {
    is: /\bbattery\b|\bfast charg\w*|续航|快充/i,
    en: 'the charge ring fills round in a smooth sweep, the battery icon glowing full',
    zh: '电量环顺滑地转满一圈，电池图标亮成满格',
  },
  {
    is: /\bsleep (?:tracking|monitor\w*)\b|睡眠监测/i,
    en: 'at night the screen dims to a soft glow on a sleeping wrist, a gentle graph of sleep drawing itself',
    zh: '夜里，手腕上的屏幕调暗成一层柔光，一条平缓的睡眠曲线慢慢画出',
  },
];

/** Words that only say a feature is shown: the feature is the picture. */
const SHOWS = /^(?:show|showcase|demonstrate|highlight|feature|展示|演示|突出|主打|呈现)/;

export function featureBeats(
  plan: Plan,
  subject: Subject,
  count: number,
  lang: Language,
): string[] | undefined {
  if (plan.type !== 'product' || subject.kind !== 'object') return undefined;
  if (!plan.actions.every((action) => SHOWS.test(action.verb))) return undefined;
  // (In the order the idea names them.)
  const shown = FEATURES.filter((feature) => feature.is.test(plan.core)).sort(
    (a, b) => plan.core.search(a.is) - plan.core.search(b.is),
  );
  if (shown.length === 0) return undefined;
  const name = lang === 'zh' ? shortZh(subject) : shortName(subject);
  const lines = shown.map((feature) => feature[lang].replace('{name}', name));
  const opening =
    lang === 'zh'
      ? inItsLight('', subject.phrase)
      : `open on ${subject.phrase}, a single beam of light falling across ${subject.plural ? 'them' : 'it'}`;
  const end = heldEnd(subject, plan, lang);
  const middle = lines.slice(0, Math.max(1, count - 2));
  return count <= middle.length + 1 ? [opening, ...middle] : [opening, ...middle, end];
}
