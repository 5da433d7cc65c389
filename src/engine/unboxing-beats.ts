/**
 * Unboxings: told in the unboxing's own order when the idea names no steps (the box, the
 * opening, the reveal, the detail, the payoff), and by the idea's own steps when it names them
 * ("Unboxing a keyboard: cut the tape, lift the lid, pull it out, press the first key"): the
 * sealed box first, then each step by the hands, the screen waking or the first keystroke last.
 */
import type { Action, Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { agree } from './analyse/verbs.ts';
import { shortName, shortZh } from './naming.ts';
import { stagedLines, withDetail } from './single-action.ts';
import { groupActions } from './text.ts';
import { VINTAGE } from './vocabulary/fit.ts';

/** A thing with a screen, which wakes at the end of its unboxing. */
const WAKES =
  /\b(?:phones?|smartphones?|laptops?|tablets?|consoles?|game ?boys?|smartwatch(?:es)?|e-?readers?|kindle)\b|手机|电脑|平板|游戏机|手表/i;
/** A console that plugs into a television has no screen of its own to wake. */
const SCREENLESS =
  /^(?!.*\b(?:handheld|portable|game ?boy|switch|psp)\b|.*掌机).*(?:\bconsoles?\b|游戏机)/i;

/** The payoff of a device's unboxing: its screen waking (again, for an old one). */
function wakes(core: string, lang: Language): string | undefined {
  if (!WAKES.test(core) || SCREENLESS.test(core)) return undefined;
  // A foldable's payoff is its screen opening out before it lights.
  if (/\bfold(?:able|ing)\b|折叠屏|折叠手机/i.test(core))
    return lang === 'zh'
      ? '折叠的屏幕缓缓展开成一整块，随即亮起，在手中发着光，镜头收尾'
      : 'the folded screen opens out flat and lights up, glowing in the hands as the shot ends';
  if (VINTAGE.test(core))
    return lang === 'zh'
      ? '旧屏幕闪了闪，又亮了起来，在手中发着光，镜头收尾'
      : 'the old screen flickers back to life, glowing in the hands as the shot ends';
  return lang === 'zh'
    ? '屏幕第一次亮起，在手中发着光，镜头收尾'
    : 'the screen lights up for the first time, glowing in the hands as the shot ends';
}

/** A keyboard, tried with a few keystrokes at the end of its unboxing. */
const KEYS = /\bkeyboards?\b|键盘/i;

/**
 * An unboxing told in its own order: the box, the opening, the reveal, the detail, and the
 * payoff (a screen waking for the first time; otherwise the thing in full view).
 */
export function unboxingEn(subject: Subject, core: string): string[] {
  const s = shortName(subject);
  const be = subject.plural ? 'are' : 'is';
  const old = VINTAGE.test(core);
  return [
    old
      ? 'the old box sits in frame, its corners soft with age, hands ready to unbox it'
      : 'the sealed box sits in frame, hands ready to unbox it',
    old
      ? 'hands ease the lid up and lift out the worn insert'
      : 'hands lift the lid and fold back the paper',
    `${s} ${be} lifted out and revealed`,
    `a close look at the details of ${s}`,
    `${s} ${agree('turn', subject.plural)} slowly in the hands`,
    wakes(core, 'en') ??
      (KEYS.test(core)
        ? 'a few crisp test clicks under the fingertips as the shot ends'
        : `${s} ${be} set down in full view as the shot ends`),
  ];
}
export function unboxingZh(subject: Subject, core: string): string[] {
  const s = shortZh(subject);
  const old = VINTAGE.test(core);
  return [
    old
      ? '开箱前，边角磨旧的老盒子摆在画面里，双手放在一旁'
      : '开箱前，包装盒完整地摆在画面里，双手放在一旁',
    old ? '双手小心地掀开盒盖，取出旧内衬' : '双手掀开盒盖，拨开包装纸',
    `${s}被取出，第一次完整亮相`,
    `近看${s}的细节`,
    `${s}在手中缓缓转动`,
    wakes(core, 'zh') ??
      (KEYS.test(core)
        ? '手指在键帽上轻轻敲过，几声清脆的试键声，镜头收尾'
        : `${s}被放下，完整呈现在画面中，镜头收尾`),
  ];
}

/** The unboxing named as the clip's title ("Unboxing a keyboard", "开箱一台新手机"). */
const TITLE = /^(?:unbox|开箱|拆箱)/;
/** A last step that wakes the thing or tries it: its payoff ends the clip. */
const TRIES = /^(?:power|turn|switch|boot|press|type|tap|开机|按下|按|点亮|试|敲)/;

/** What is unboxed: the title's object, else the subject ("开箱一台新手机：…" → 新手机). */
function unboxed(plan: Plan, subject: Subject, lang: Language): string {
  if (lang === 'zh') {
    const named = /(?:开箱|拆箱)(?:一[台部个双款只件套副])?([^：:，,。\s]{1,10})/.exec(
      plan.core,
    )?.[1];
    // ("新的机械键盘的包装盒" reads as a list of 的: the box is the keyboard's.)
    return (named ?? shortZh(subject)).replace(/^新(?:的|款)?(?=.)/, '');
  }
  const title = plan.actions.find((action) => TITLE.test(action.verb));
  return title?.object ?? subject.phrase;
}

/** One step, by the hands in English ("hands lift the lid"), with how it goes when known. */
function stepLine(
  action: Action,
  thing: string,
  head: string,
  lang: Language,
  core: string,
  first: boolean,
) {
  const hands = action.who as Subject;
  if (lang === 'zh') {
    const said = `${first && /^(?:撕|取|拿|掀|剥|拆|打开|揭|划|剪|抽)/.test(action.verb) ? '双手' : ''}${action.verb}`;
    const staged = stagedLines(hands, action, 'zh', core);
    return staged ? withDetail(said, staged.during, false, action) : said;
  }
  // ("power it on": the thing by its head noun, "the console", not its whole name again.)
  const short = `the ${head}`;
  const rest = action.rest
    .replace(/\bit\b/, short)
    .replace(thing, short)
    .trim();
  const said = `hands ${action.verb}${rest ? ` ${rest}` : ''}`;
  const staged = stagedLines(hands, action, 'en', core);
  return staged ? withDetail(said, staged.during, false, action) : said;
}

/**
 * The steps an unboxing names, a beat each after the sealed box (neighbours share a beat when
 * there are more steps than beats); undefined when the idea names no steps of its own.
 */
export function unboxingSteps(
  plan: Plan,
  subject: Subject,
  count: number,
  lang: Language,
): string[] | undefined {
  if (plan.type !== 'unboxing' || count < 3) return undefined;
  const steps = plan.actions.filter((action) => !TITLE.test(action.verb));
  if (steps.length < 2 || !steps.every((action) => action.who?.phrase === '')) return undefined;
  const thing = unboxed(plan, subject, lang);
  const old = VINTAGE.test(plan.core);
  const place = plan.setting.place;
  const opening =
    lang === 'zh'
      ? `开场：${thing}的包装盒${old ? '边角磨旧，' : '还封着，'}${place ? `摆在${place.replace(/^在/, '')}` : '摆在画面里'}，双手放在一旁`
      : `the ${old ? 'old' : 'sealed'} box of ${thing.replace(/^(?:a|an) /, 'the ')} sits ${place ?? 'in frame'}, hands resting beside it`;
  const last = steps.at(-1) as Action;
  // (A last step the tables stage, "press the power button", already says how the screen wakes.)
  const payoff =
    TRIES.test(last.verb) && !stagedLines(last.who as Subject, last, lang, plan.core)
      ? (wakes(plan.core, lang) ?? (KEYS.test(plan.core) ? keystrokes(lang) : undefined))
      : undefined;
  const lines = steps.map((action, index) => {
    const line = stepLine(action, thing, subject.head, lang, plan.core, index === 0);
    if (!payoff || action !== last) return line;
    return `${line}${lang === 'zh' ? '，' : '; '}${payoff}`;
  });
  const groups = groupActions(lines, Math.min(count - 1, lines.length));
  const told = groups.map((group) => group.join(lang === 'zh' ? '，' : '; then '));
  if (lang === 'en') return [opening, ...told];
  return [
    opening,
    ...told.map((line, index) =>
      // (No order word where the idea's own says it: 先, 再, 最后.)
      index === 0 || /^(?:先|再|又|然后|最后|接着)/.test(line)
        ? line
        : `${index === told.length - 1 ? '最后' : index % 2 === 1 ? '接着' : '随后'}，${line}`,
    ),
  ];
}

/** A keyboard's first keystrokes. */
function keystrokes(lang: Language): string {
  return lang === 'zh'
    ? '手指在键帽上轻轻敲过，几声清脆的试键声，镜头收尾'
    : 'a few crisp test clicks under the fingertips as the shot ends';
}
