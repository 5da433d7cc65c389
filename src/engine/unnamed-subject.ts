/**
 * Chinese ideas that name no one and nothing by a subject the reading found: "雪山上的日出延时
 * 摄影" (a place at an hour, in a format's words) and "深夜独自在家，听到衣柜里传来敲门声" (someone
 * alone, never named). With no subject the clip had no beats at all (blind reviews 150, 152);
 * these say who or what the beats are about.
 */
import type { Plan, Subject } from '../domain/prompt/plan.ts';

/** Format and framing words, and the hour, which are no part of what is shown. */
const NOT_SHOWN =
  /延时摄影|延时|缩时|航拍|无人机|特写|近景|远景|全景|慢镜头|慢动作|短视频|竖屏|视频|画面|镜头|风景|美景|vlog|4k/gi;
const HOUR = /的?(?:日出|日落|夕阳|晚霞|黄昏|清晨|傍晚|夜景|夜晚|黎明|晨光)/g;

/** Words that make a left-over noun a place (雪山, 故宫, 西湖) rather than a thing. */
const PLACE_ZH =
  /(?:山|峰|岭|湖|海|江|河|溪|城|镇|村|街|巷|寺|宫|塔|桥|岛|原|林|谷|漠|滩|湾|港|田|园|瀑布|峡|关)$/;

/** "雪山上的日出延时摄影" → 雪山: what is left once the format words and the hour are set aside. */
export function leftOverZh(plan: Plan): Subject | undefined {
  if (plan.lang !== 'zh' || plan.actions.length > 0) return undefined;
  const rest = plan.core
    .replace(NOT_SHOWN, '')
    .replace(HOUR, '')
    .replace(/[，。、：:,.！!？?\s]/g, '')
    .replace(/(?:之)?[上里中间]$/, '');
  if (!/^\p{Script=Han}{1,6}$/u.test(rest)) return undefined;
  return {
    phrase: rest,
    head: rest,
    plural: false,
    kind: PLACE_ZH.test(rest) ? 'place' : 'object',
    lang: 'zh',
  };
}

/**
 * "深夜独自在家，听到衣柜里传来敲门声": a doing with no doer named, by someone the idea says is
 * alone, is that one person's. (Hands with no one named, "撕开包装膜", stay hands.)
 */
export function someoneAlone(plan: Plan): { subject: Subject; plan: Plan } | undefined {
  if (plan.lang !== 'zh' || !/独自|一个人|独处/.test(plan.core)) return undefined;
  const unnamed = (who: Plan['actions'][number]['who']) =>
    who?.phrase === '' && who.kind === 'person';
  if (plan.actions.length === 0 || !plan.actions.every((action) => unnamed(action.who)))
    return undefined;
  const subject: Subject = {
    phrase: '一个人',
    head: '一个人',
    plural: false,
    kind: 'person',
    lang: 'zh',
  };
  const actions = plan.actions.map(({ who: _who, ...action }) => action);
  return { subject, plan: { ...plan, actions } };
}
