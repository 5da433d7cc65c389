/**
 * One doing the tables stage, with things going on around it: "古风少女在竹林里舞剑，落叶纷飞",
 * "他投出绝杀球，全场沸腾", "a samurai draws his sword as cherry petals fall". The doing is staged
 * from set-up to outcome; what the air carries (leaves, petals, snow, steam) drifts through its
 * peak, and a crowd's answer comes at its end. Told one event a beat instead, the falling leaves
 * became the clip's last event and the dance a bare restatement.
 */
import type { Action, Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { agree } from './analyse/verbs.ts';
import { stagedLines } from './single-action.ts';

/** What drifts, falls or rises through a scene without being anyone's doing. */
export const AIRBORNE =
  /^(?:leaves|petals|(?:cherry |plum )?blossoms|snow|snowflakes|flakes|rain|raindrops|steam|smoke|mist|fog|sparks|embers|ash|dust|bubbles|confetti|fireworks|lanterns|feathers|lightning|落叶|树叶|黄叶|红叶|枫叶|花瓣|樱花|桃花|梨花|雪|雪花|大雪|雨|细雨|雨滴|雨丝|热气|蒸汽|白烟|烟|烟雾|雾|薄雾|火星|火花|灰尘|尘土|泡泡|彩带|烟花|孔明灯|羽毛|闪电)$/i;

/** Everyone watching: their answer ends the clip. */
const CROWD =
  /^(?:crowd|fans|audience|stands|spectators|everyone|观众|全场|球迷|众人|大家|人群|全场观众)$/i;

/** A crowd already answering in a staged line. */
const CHEERING = /\b(?:crowd|fans|audience|stands)\b|沸腾|欢呼|观众|球迷/i;

export interface Accompanied {
  /** The one doing that is staged. */
  lead: Action;
  /** Things in the air, woven into the peak. */
  around: Action[];
  /** A crowd's answer, told at the end. */
  answer: Action[];
}

/** The staged doing and what goes on around it, when the idea is one of these. */
export function accompanied(plan: Plan, subject: Subject, lang: Language): Accompanied | undefined {
  const { actions } = plan;
  if (actions.length < 2 || actions.length > 3 || plan.type === 'horror') return undefined;
  const own = actions.filter((action) => !action.who);
  const lead = own[0];
  if (own.length !== 1 || !lead || lead.line !== undefined) return undefined;
  const others = actions.filter((action) => action !== lead);
  const around = others.filter((action) => AIRBORNE.test(bare(action.who)));
  const answer = others.filter((action) => CROWD.test(bare(action.who)));
  if (around.length + answer.length !== others.length) return undefined;
  if (others.some((action) => action.line !== undefined)) return undefined;
  // (Looked up as the beats will look it up, so the answer is kept for them.)
  if (!stagedLines(subject, lead, lang, plan.core)) return undefined;
  return { lead, around, answer };
}

/** A doer's head word without "the cherry": "petals", "落叶". */
const bare = (who: Subject | undefined) => (who ? who.head.toLowerCase() : '');

/** One of the other doings said as a clause: "the cherry petals fall", "落叶纷飞". */
function clause(action: Action, lang: Language): string {
  const who = action.who?.phrase ?? '';
  if (lang === 'zh') return `${who}${action.verb}${action.rest}`;
  // "steam rising" is told as it happens: "the steam rises".
  const verb =
    action.as && !action.as.endsWith('ing')
      ? action.as
      : agree(action.verb, action.who?.plural ?? false);
  return [who, verb, action.rest].filter(Boolean).join(' ');
}

/**
 * The staged beats with the rest woven in: the airborne things into the beat `peakAt` (the
 * doing's peak), the crowd's answer after the last beat's own words.
 */
export function weave(
  beats: readonly string[],
  found: Accompanied,
  peakAt: number,
  lang: Language,
): string[] {
  const join = (line: string, extra: string) =>
    lang === 'zh'
      ? `${line.replace(/[。！]+$/, '')}，${extra}`
      : `${line.replace(/[.!]+$/, '')}; ${extra}`;
  const woven = [...beats];
  // The staging may already show them ("几片落叶打着旋儿飘落", "全场沸腾"): said once.
  const unsaid = (action: Action) =>
    !woven.some((line) => line.toLowerCase().includes(bare(action.who)));
  const air = found.around.filter(unsaid).map((action) => clause(action, lang));
  const at = Math.min(Math.max(peakAt, 0), woven.length - 1);
  if (air.length > 0 && woven[at] !== undefined) {
    woven[at] = join(woven[at] as string, air.join(lang === 'zh' ? '，' : ' and '));
  }
  // (A staged payoff that already has the crowd going wild has said it: "全场沸腾".)
  const cheered = woven.some((line) => CHEERING.test(line));
  const cheer = cheered ? [] : found.answer.filter(unsaid).map((action) => clause(action, lang));
  const last = woven.length - 1;
  if (cheer.length > 0 && woven[last] !== undefined) {
    woven[last] = join(woven[last] as string, cheer.join(lang === 'zh' ? '，' : ' and '));
  }
  return woven;
}
