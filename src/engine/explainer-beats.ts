/**
 * An explainer's and a tutorial's beats. A question the topic table knows ("why does the moon
 * have phases?") is told through what answers it — the Sun lighting half the Moon, the orbit,
 * the phases — and a task the tutorial table knows ("how to tie a bowline knot") through its
 * real steps. Anything else gets the generic lines, which name the question's own thing.
 */
import { speechLength } from './text.ts';
import type { Action, Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { ASKS, howToTask, questionAsStatement } from './analyse/question.ts';
import { agree } from './analyse/verbs.ts';
import type { Stage } from './single-action-zh.ts';
import { explainerTopic, type ExplainerTopic, type Step } from './vocabulary/explainer-topics.ts';
import { tutorialTask, type TutorialTask } from './vocabulary/tutorial-steps.ts';
import { TASK_NARRATION, TOPIC_NARRATION } from './vocabulary/explainer-narration.ts';

const say = (step: Step, lang: Language) => (lang === 'zh' ? step.zh : step.en);

/** The idea without a leading label ("科普：", "Explainer:") or its closing mark. */
const bodyOf = (core: string) =>
  core.replace(/^[^:：\n]{1,24}[:：]\s*/, '').replace(/[?？。.!！\s]+$/, '');

/** The shortest beat two steps may share: less, and the second step is left out instead. */
const SHARED_BEAT_SECONDS = 3.5;

/**
 * Steps in `count` beats, one step a beat. A clip with fewer beats than steps leaves out the
 * steps its table marks as optional; then, when its beats are long enough (15 s in 4 beats),
 * the two shortest neighbours share a beat, and when they are not (10 s in 3), the steps
 * before the last are left out too: a short clip shows a few clear steps, not every one crowded.
 */
function fitSteps(steps: readonly Step[], count: number, lang: Language, seconds: number) {
  let kept = [...steps];
  for (let at = kept.length - 1; at >= 0 && kept.length > count; at -= 1) {
    if (kept[at]?.optional) kept = kept.filter((_, index) => index !== at);
  }
  if (seconds / Math.max(1, count) < SHARED_BEAT_SECONDS) {
    // The first step sets up and the last one finishes: the ones between go first.
    while (kept.length > Math.max(2, count)) kept.splice(kept.length - 2, 1);
  }
  const beats = kept.map((step) => say(step, lang));
  const join = lang === 'zh' ? '；接着' : '; then ';
  while (beats.length > Math.max(1, count)) {
    let at = 0;
    for (let i = 1; i < beats.length - 1; i += 1) {
      const pair = (beats[i] as string).length + (beats[i + 1] as string).length;
      if (pair < (beats[at] as string).length + (beats[at + 1] as string).length) at = i;
    }
    beats.splice(at, 2, `${beats[at] as string}${join}${beats[at + 1] as string}`);
  }
  return beats;
}

/** Verbs that say how the clip is made, not what it shows ("2D animated", 三维动画演示). */
const FORMAT_VERB =
  /^(?:animate|illustrate|explain|show|narrate|演示|动画演示|讲解|展示|解说)$|^(?:用|以)?(?:简单的?|简洁的?|生动的?|有趣的?|手绘)?(?:动画|图解|图示|实拍)?(?:来)?(?:解释|演示|讲解|说明|解说)/;

/**
 * The idea tells its own steps ("step by step: weigh the beans, tamp, pull the shot"): those
 * are the creator's, and the table does not replace them.
 */
function ownSteps(plan: Plan): boolean {
  // ("step by step" alone asks for steps; it tells none.)
  if (/\bsteps?:|步骤[:：]|第一步|首先/i.test(plan.core)) return true;
  return plan.actions.filter((action) => !FORMAT_VERB.test(action.verb)).length > 1;
}

/** The known question an explainer asks, unless the idea tells its own steps. */
export function topicOf(plan: Plan): ExplainerTopic | undefined {
  if (plan.type !== 'explainer' || howToTask(plan.core)) return undefined;
  // "How does a lock and key work? Show the pins lifting in a cutaway.": a known question asked
  // first is answered; what follows it says how to show the answer, it tells no steps of its own.
  const asked = /^[^?？]+[?？]/.exec(plan.core)?.[0];
  const known = asked ? explainerTopic(asked) : undefined;
  if (known) return known;
  // ("Explainer: how a heat pump pulls heat out of the air and moves it indoors": a "how"
  // asked without its question mark is still the question; its doings are what it asks about.)
  // (Only when the "how" is all it says: "…, with cartoon yeast cells eating flour" or a second
  // sentence shows the creator's own pictures.)
  const how = /^(?:[\w ]{1,20}:\s*)?how\b[^,.;]*$/i.test(plan.core.trim())
    ? explainerTopic(plan.core)
    : undefined;
  if (how) return how;
  return ownSteps(plan) ? undefined : explainerTopic(plan.core);
}

/** A known question: the opening picture, then the steps that answer it. */
function topicBeats(plan: Plan, count: number, lang: Language, seconds: number) {
  const topic = topicOf(plan);
  if (!topic) return undefined;
  const steps = topic.steps.map((step) => say(step, lang));
  const open =
    lang === 'zh' ? `开场：${say(topic.open, lang)}` : `open on ${say(topic.open, lang)}`;
  // A long clip gives each step its own beat after the opening; it needs no summing-up beat.
  if (count > steps.length) return [open, ...steps];
  return fitSteps(topic.steps, count, lang, seconds);
}

/** The known task a tutorial teaches, unless the idea tells its own steps. */
export function tutorialOf(plan: Plan): TutorialTask | undefined {
  const task = plan.type === 'explainer' ? howToTask(plan.core) : undefined;
  return task && !ownSteps(plan) ? tutorialTask(task) : undefined;
}

/**
 * What the narrator says over a known question or task, as many sentences as `words` of speech
 * hold (the table writes its first two to fit a 10 s clip); undefined when no table knows it.
 */
export function narrationFor(plan: Plan, lang: Language, words: number): string | undefined {
  const topic = topicOf(plan);
  const task = topic ? undefined : tutorialOf(plan);
  const narration = topic ? TOPIC_NARRATION[topic.id] : task ? TASK_NARRATION[task.id] : undefined;
  if (!narration) return undefined;
  const said: string[] = [];
  let spoken = 0;
  for (const sentence of lang === 'zh' ? narration.zh : narration.en) {
    spoken += speechLength(sentence);
    if (spoken > words && said.length > 0) break;
    said.push(sentence);
  }
  return said.join(lang === 'zh' ? '' : ' ');
}

/** A known task: what is laid out, the steps, the finished result. */
function taskBeats(known: TutorialTask, count: number, lang: Language, seconds: number) {
  const tools = say(known.tools, lang);
  const open = lang === 'zh' ? `开场：画面里是${tools}，双手就位` : `open on ${tools}, hands ready`;
  const steps = [...known.steps, known.done];
  if (count > steps.length) return [open, ...steps.map((step) => say(step, lang))];
  return fitSteps(steps, count, lang, seconds);
}

/**
 * An explainer's or a tutorial's beats when a table knows what it shows: a how-to task's real
 * steps, or a question's answer step by step. Undefined when neither table knows it (the
 * generic explainer beats are then written where the plan's subject is known).
 */
export function knownBeats(
  plan: Plan,
  stages: readonly Stage[],
  lang: Language,
  seconds: number,
): string[] | undefined {
  if (plan.type !== 'explainer') return undefined;
  const count = stages.length;
  const task = howToTask(plan.core);
  if (task) {
    // A task no table knows, or one the idea tells itself, is staged step by step.
    const known = tutorialOf(plan);
    if (known) return taskBeats(known, count, lang, seconds);
    return stages.map((name) => tutorialStage(name, task, lang));
  }
  return topicBeats(plan, count, lang, seconds);
}

// ── Generic lines ──────────────────────────────────────────────────────────────────────────

/** "tie a bowline knot" → "the bowline knot"; undefined for a task with no object. */
function madeThing(task: string): string | undefined {
  const object = task
    .split(/\s+(?:in|with|for|at|on|from|using|without|like|by)\s+/)[0]
    ?.split(/\s+/)
    .slice(1)
    .join(' ');
  if (!object) return undefined;
  return `the ${object.replace(/^(?:a|an|the|your|my|our|some)\s+/i, '')}`;
}

/** A tutorial no table knows: what is needed, the first step, the rest in turn, the result. */
function tutorialStage(stage: Stage, task: string, lang: Language): string {
  if (lang === 'zh') {
    const lines: Record<Stage, string> = {
      setup: `开场：双手和${task}要用的东西都在画面里`,
      start: `${task}的第一步，近景放慢演示`,
      build: '接下来的每一步依次演示，看清一步再到下一步',
      peak: '最后一步把它完成',
      // The camera is locked off on the hands: the result is shown where it was made.
      outcome: '完成的成品完整地摆在画面中',
      hold: '最后清楚地再看一眼成品',
    };
    return lines[stage];
  }
  const thing = madeThing(task);
  const lines: Record<Stage, string> = {
    setup: `open on the hands and everything needed to ${task}`,
    start: `the first step to ${task}, shown close and slow`,
    build: 'each next step in turn, clear before the one after',
    peak: thing ? `the last step finishes ${thing}` : 'the last step brings it together',
    outcome: thing
      ? `${thing.replace(/^the /, 'the finished ')}, in full view`
      : 'the finished result, in full view',
    hold: `a last, clear look at ${thing ?? 'the finished result'}`,
  };
  return lines[stage];
}

const PRONOUN = /^(?:we|us|you|i|me|people)$/i;
/** The one of its kind: the Moon, the sky, the sea. */
const ONLY_ONE =
  /^(?:moon|sun|sky|sea|ocean|earth|world|universe|internet|weather|wind|rain|tide|atmosphere)$/i;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The thing an English question is about, with the article the question gives it: "the moon"
 * for "why does the moon have phases", "gravity" for "how does gravity work", "a person" for
 * "why do we yawn".
 */
function named(subject: Subject, question: string): string {
  const phrase = subject.phrase;
  if (PRONOUN.test(phrase)) return 'a person';
  const bare = phrase.replace(/^the\s+/i, '');
  const withArticle = new RegExp(`\\b(?:the|a|an)\\s+${escape(bare)}\\b`, 'i').test(question);
  if (phrase.startsWith('the ')) {
    // "the gravity" where the question says "gravity": the question's own bare noun.
    const bareInQuestion = new RegExp(`\\b${escape(bare)}\\b`, 'i').test(question);
    return !subject.plural && bareInQuestion && !withArticle ? bare : phrase;
  }
  if (/^(?:a|an|my|our|your|his|her|their|this|that|these|those)\s/i.test(phrase)) return phrase;
  if (/^[A-Z]/.test(phrase) || subject.plural) return phrase;
  return withArticle || ONLY_ONE.test(phrase) ? `the ${phrase}` : phrase;
}

/** A Chinese name for the thing asked about, or undefined when the subject is a whole clause. */
function namedZh(subject: Subject): string | undefined {
  const name = subject.phrase.replace(/^(?:为什么|怎么|如何|怎样)|(?:为什么|怎么|如何|怎样)$/g, '');
  if (name.length < 2 || name.length > 8 || /喜欢|会|能|要|是|有|为什么|怎么/.test(name)) {
    return undefined;
  }
  return name;
}

/** An explainer no table knows: the thing, its parts, the step that answers, the whole again. */
export function explainerStage(
  stage: Stage,
  subject: Subject,
  question: string,
  lang: Language,
  action?: Action,
): string {
  // "why does my dog chase its tail": an animal's habit is filmed, not drawn as shapes.
  // A state is no habit: "why does the zebra have stripes" is drawn.
  if (subject.kind === 'animal' && action && !STATE.test(action.verb)) {
    return habitStage(stage, subject, action, lang);
  }
  if (lang === 'zh') {
    const name = namedZh(subject);
    const lines: Record<Stage, string> = {
      setup: name ? `开场：用一个简洁清楚的画面呈现${name}` : '开场：用一个简洁清楚的画面引出问题',
      start: name
        ? `用简单的图形先画出${name}，再把相关的部分逐一搭出来`
        : '用简单的图形把相关的部分逐一搭出来',
      build: '各部分依次动起来，展示各自的作用',
      peak: `关键一步讲清楚：${question}`,
      outcome: name ? `再看${name}的全貌，答案一眼看懂` : '回到整体画面，答案一眼看懂',
      hold: '最后用一个简洁的画面收尾回顾',
    };
    return lines[stage];
  }
  const name = named(subject, question);
  const it = subject.plural || name === 'a person' ? 'them' : 'it';
  const again = name.replace(/^(?:a|an) /, 'the ');
  const lines: Record<Stage, string> = {
    setup: `open on ${name} in one simple, clear image`,
    start: `simple shapes build up ${again}, then the parts of the answer around ${it}, one at a time`,
    build: 'each part moves in turn, showing what it does',
    peak: `the key step shows ${question}`,
    // No camera move here: the explainer's one move is the camera line's.
    outcome: `${again} seen whole again, the answer clear in one image`,
    hold: `a last, simple frame of ${again} sums it up`,
  };
  return lines[stage];
}

const STATE = /^(?:have|has|be|is|are|get|look|seem|长|有|是)/;

/** The animal's habit filmed close, stopped to mark what it notices, then let run again. */
function habitStage(stage: Stage, subject: Subject, action: Action, lang: Language): string {
  if (lang === 'zh') {
    const name = subject.head;
    const doing = `${action.verb}${action.rest}`.replace(/^(?:喜欢|总是|老是|经常|总爱|爱)/, '');
    const lines: Record<Stage, string> = {
      setup: `开场：近距离拍下${name}${doing}的样子`,
      start: `画面定格，手绘圆圈圈出${name}盯住的东西`,
      build: `几个原因依次出现，用简单的手绘箭头标在${name}身边`,
      peak: `最主要的原因画得清清楚楚，${name}又一次${doing}`,
      outcome: `画面继续播放，${name}还在${doing}，原因一目了然`,
      hold: `最后停在${name}身上，简洁收尾`,
    };
    return lines[stage];
  }
  const name = subject.phrase.replace(/^(?:a|an|my|your|our) /i, 'the ');
  const they = subject.plural ? 'they' : 'it';
  const does = [agree(action.verb, subject.plural), action.rest].filter(Boolean).join(' ');
  const lines: Record<Stage, string> = {
    setup: `open on ${name}, filmed close as ${they} ${does}`,
    start: `the moment freezes; a drawn circle marks the part that matters`,
    build: `each reason appears in turn as a simple drawn arrow beside ${name}`,
    peak: `the main reason is drawn out clearly as ${they} ${does} once more`,
    outcome: `the footage runs on, the reason now plain to see`,
    hold: `a last look at ${name}, calm again`,
  };
  return lines[stage];
}

/** What an explainer answers, said as a clause: "why the sky is blue", "彩虹是怎么形成的". */
export function asked(
  plan: Plan,
  subject: Subject,
  action: Action | undefined,
  lang: Language,
): string {
  // ("how does a bill become law? explain with icons": the question is what ends at "?".)
  const body = bodyOf(plan.core).replace(/^((?:why|how|what)\b[^?？]*)[?？][\s\S]+$/i, '$1?');
  if (lang === 'zh') {
    if (ASKS.test(body)) return body;
    const name = namedZh(subject) ?? subject.phrase;
    return action ? `${name}${action.verb}${action.rest}` : `${name}的原理`;
  }
  // "What causes the northern lights?" is asked as written.
  if (/^what (?:causes|makes|happens)\b/i.test(body)) return `w${body.slice(1)}`;
  const statement = questionAsStatement(body);
  if (/^(?:why|how)\b/i.test(statement)) return statement.replace(/^\w+/, (wh) => wh.toLowerCase());
  const doing = action
    ? [agree(action.verb, subject.plural), action.rest].filter(Boolean).join(' ')
    : agree('work', subject.plural);
  return `how ${subject.phrase} ${doing}`;
}

/** "科普：光合作用": an explainer that names only its topic explains the topic. */
export function explained(plan: Plan, lang: Language): Subject | undefined {
  if (plan.type !== 'explainer') return undefined;
  // ("白板动画：解释复利": the topic is 复利, the explaining is the clip's.)
  const topic = bodyOf(plan.core).replace(/^(?:explain(?:ing|s)?\s+|解释(?:一下)?|讲解)/i, '');
  if (topic === '' || topic.length > 24) return undefined;
  return { phrase: topic, head: topic, plural: false, kind: 'object', lang };
}
