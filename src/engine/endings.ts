/**
 * The last, held beat of a clip, when nothing the idea names ends it. "The girl holds the frame
 * as the shot ends" says nothing a model can film; a person's clip ends close on the face, a
 * horror clip holds a beat too long and cuts to black.
 */
import type { Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { alive, possessive, pronoun, shortName, shortZh, STALL_ZH } from './naming.ts';

/** Frames that never move in: a closer end would break them. */
const LOCKED = new Set(['loop', 'interview', 'timelapse', 'explainer', 'product', 'food']);

export function heldEnd(subject: Subject, plan: Pick<Plan, 'type'>, lang: Language): string {
  const you = subject.kind === 'viewer';
  if (plan.type === 'horror' && !you) {
    return lang === 'zh'
      ? `画面在${shortZh(subject)}上停得太久，随后骤然黑屏`
      : `the frame holds on ${shortName(subject)} a beat too long, then cuts to black`;
  }
  // A cook's clip ends on what was made, not on the cook's face.
  if (subject.kind === 'person' && plan.type === 'food') {
    return lang === 'zh'
      ? '镜头慢慢推近，停在做好的成品上'
      : 'the shot ends close on the finished dish';
  }
  if (subject.kind === 'person' && !LOCKED.has(plan.type)) {
    return lang === 'zh'
      ? `镜头慢慢推近，停在${shortZh(subject)}的脸上`
      : `the shot ends close on ${possessive(pronoun(subject))} ${subject.plural ? 'faces' : 'face'}`;
  }
  // A product ends standing whole in its light, a dish close enough to taste, a place whole.
  const thing =
    subject.kind === 'object' && !STALL_ZH.test(subject.head) ? plan.type : subject.kind;
  if (lang === 'zh') {
    const h = shortZh(subject);
    // (光线落定, not 镜头定格: a freeze would stop an orbit the person asked for.)
    if (thing === 'product') return `光线落定，${h}完整地立在画面中央`;
    // (Not 完整地: a mooncake cut open, a bitten burger are not whole.)
    if (thing === 'food') return `${h}就摆在眼前，让人忍不住想尝一口`;
    if (thing === 'place') return `${h}的全貌定格在画面里，镜头收尾`;
    return alive(subject) ? `${h}静静停留片刻，镜头收尾` : `画面在${h}上停留片刻，镜头收尾`;
  }
  const name = shortName(subject);
  if (thing === 'product')
    return `the light settles and ${name} ${subject.plural ? 'stand' : 'stands'} whole in the centre of the frame`;
  if (thing === 'food')
    return `${name} ${subject.plural ? 'sit' : 'sits'} finished in frame, close enough to taste`;
  if (thing === 'place') return `the frame settles on the whole of ${name} as the shot ends`;
  return `hold on ${name} as the shot ends`;
}
