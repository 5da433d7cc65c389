/**
 * An interview the idea names with no lines of its own ("street interview with an old
 * fisherman about how the sea has changed"). Blind reviews 99 and 100 scored these 2: "the
 * interview never happens; nobody asks, nobody answers". The question is the idea's own topic
 * turned to the person ("How has the sea changed?"); the answer is theirs to give, so no words
 * are written for it, only that they think, answer and finish.
 */
import type { Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { agree, readVerb } from './analyse/verbs.ts';
import { objectForm, onWhom, possessive, pronoun, shortName, shortZh } from './naming.ts';

/** What the interview is about: "about how the sea has changed", 聊聊这些年大海的变化. */
function topicOf(core: string, lang: Language): string | undefined {
  const unquoted = core.replace(/"[^"]*"|“[^”]*”/g, ' ');
  if (lang === 'zh') return /(?:聊聊|谈谈|讲讲|说说)([^，。？！]+)/.exec(unquoted)?.[1];
  return /\babout ([^.,;!?]+)/i.exec(unquoted)?.[1]?.trim();
}

/** "his first fire" → "your first fire": the question is asked of the one interviewed. */
const TO_YOU: Record<string, string> = {
  he: 'you',
  she: 'you',
  they: 'you',
  him: 'you',
  her: 'your',
  his: 'your',
  their: 'your',
  them: 'you',
  himself: 'yourself',
  herself: 'yourself',
  themselves: 'yourselves',
};
const toYou = (text: string) =>
  text.replace(/\b[a-z]+\b/gi, (word) => TO_YOU[word.toLowerCase()] ?? word);

/** "has" asked of "you" is "have": the auxiliary agrees with who it is asked of. */
const YOUR_AUX: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do' };
const AUX = 'has|have|had|is|are|was|were|can|could|will|would|did|does|do';

/** The topic as a question put to the person; undefined when it does not read as one. */
export function interviewQuestion(core: string, lang: Language): string | undefined {
  const topic = topicOf(core, lang);
  if (!topic) return undefined;
  if (lang === 'zh') return `能聊聊${topic}吗？`;
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  // "how the sea has changed" → "How has the sea changed?"
  const wh = new RegExp(`^(how|why|what|when|where) (.+?) (${AUX}) (.+)$`, 'i').exec(topic);
  if (wh?.[1] && wh[2] && wh[3] && wh[4]) {
    const who = toYou(wh[2]);
    const aux = who === 'you' ? (YOUR_AUX[wh[3].toLowerCase()] ?? wh[3]) : wh[3];
    return `${capital(wh[1].toLowerCase())} ${aux} ${who} ${toYou(wh[4])}?`;
  }
  // "why she loves night shifts" → "Why do you love night shifts?"
  const done = /^(how|why|what) (he|she|they) (\w+)(.*)$/i.exec(topic);
  const verb = done?.[3] ? readVerb(done[3].toLowerCase()) : undefined;
  // ("why she quit": a bare verb after she or he is the past, so "did".)
  if (done?.[1] && done[2] && verb && verb.form !== 'ing') {
    const past = verb.form === 'ed' || (verb.form === 'base' && !/^they$/i.test(done[2]));
    return `${capital(done[1].toLowerCase())} ${past ? 'did' : 'do'} you ${verb.base}${toYou(done[4] ?? '')}?`;
  }
  // "his first fire", "the last good season" → "Tell me about your first fire."
  if (/^(?:his|her|their|the|a|an|life|growing|being|working)\b/i.test(topic))
    return `Tell me about ${toYou(topic)}.`;
  return undefined;
}

/** Verbs an interview's own topic clause may hold: said, not done on screen. */
const SAID =
  /^(?:talk|speak|share|tell|discuss|explain|recall|remember|reminisce|describe|love|hate|miss|think|feel|answer|聊|谈|讲|说|回答)/;

/** The question the idea quotes for someone to answer, put by the interviewer off camera. */
const PUT = /^(?:Interviewer \(off camera\)|采访者（画外）)$/;
const putQuestion = (plan: Plan) =>
  plan.dialogue.length > 0 && plan.dialogue.every((line) => PUT.test(line.speaker ?? ''));
/** The idea's own telling ("he talks about the storm"): staged as it is, with the question. */
const TELLS = /^(?:talk|speak|share|tell|discuss|explain|recall|reminisce|describe|聊|谈|讲|说)/;

/** Whether an interview has no lines of the idea's own and nothing done but its telling. */
export function unscriptedInterview(plan: Plan, subject: Subject): boolean {
  return (
    plan.type === 'interview' &&
    subject.kind === 'person' &&
    !subject.plural &&
    (plan.dialogue.length === 0 || putQuestion(plan)) &&
    plan.actions.every((action) => SAID.test(action.verb))
  );
}

/**
 * Whether its beats are the asking and answering: none of the idea's own telling to stage
 * ("老木匠讲他做了一辈子的椅子" is staged as told), and a question to ask, or nothing done.
 */
export function askedInterview(plan: Plan, subject: Subject): boolean {
  return (
    unscriptedInterview(plan, subject) &&
    plan.actions.every((action) => !TELLS.test(action.verb)) &&
    (plan.actions.length === 0 ||
      putQuestion(plan) ||
      interviewQuestion(plan.core, plan.lang) !== undefined)
  );
}

const STREET = /\bstreet interview\b|\bvox pop\b|\bon the street\b|街头采访|路人采访|随机采访/i;

/** "a baker … about why she loves night shifts": the idea's own she or he, where it says one. */
function pronounIn(core: string, subject: Subject): string {
  const own = pronoun(subject);
  if (own !== 'they') return own;
  // (The topic first; then the idea's own "he talks about …", "in his living room".)
  const unquoted = core.replace(/"[^"]*"|“[^”]*”/g, ' ');
  for (const text of [topicOf(core, 'en') ?? '', unquoted]) {
    const she = /\b(?:she|her|herself)\b/i.test(text);
    const he = /\b(?:he|his|him|himself)\b/i.test(text);
    if (she !== he) return she ? 'she' : 'he';
  }
  return own;
}

/** The answer heard, close: what an interview's sound is for. */
export function answerHeard(plan: Plan, subject: Subject, lang: Language): string {
  // (With no question asked, it is their telling, not an answer.)
  const asked = putQuestion(plan) || interviewQuestion(plan.core, lang) !== undefined;
  if (lang === 'zh') return `${shortZh(subject)}${asked ? '的回答' : '讲述的声音'}，清楚贴近`;
  const their = possessive(pronounIn(plan.core, subject));
  return `${their} ${asked ? 'answer' : 'voice'}, close and clear`;
}

export function interviewBeats(plan: Plan, subject: Subject, lang: Language): string[] {
  const street = STREET.test(plan.core);
  if (lang === 'zh') {
    const h = shortZh(subject);
    return [
      street ? `开场：话筒递到${subject.phrase}面前` : `开场：${subject.phrase}坐定，准备开口`,
      `${h}听完问题，目光微微飘远，想了想`,
      `${h}开口回答，说到动情处，手也跟着比划`,
      `${h}说完轻轻点了点头，画面在${h}脸上多停了一会儿`,
    ];
  }
  const they = pronounIn(plan.core, subject);
  const them = objectForm(they);
  const their = possessive(they);
  const name = shortName(subject);
  const v = (base: string) => agree(base, subject.plural);
  return [
    street
      ? `open on ${onWhom(subject)}, a microphone held out toward ${them}`
      : `open on ${onWhom(subject)}, seated and settling in to talk`,
    `${name} ${v('listen')} to the question from off camera, ${their} gaze drifting as ${they} ${agree('think', they === 'they')}`,
    `${name} ${v('begin')} to answer, ${their} hands moving as ${they} ${agree('talk', they === 'they')}`,
    `${name} ${v('finish')} with a small nod, and the frame holds on ${them} a moment longer`,
  ];
}
