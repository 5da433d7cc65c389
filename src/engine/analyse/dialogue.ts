/**
 * Quoted lines in an idea and who says them: `she says "…"`, `Maya: "…"`, `"…," he whispers`,
 * `奶奶笑着说：“…”` (Chinese speakers come from the clause reader, chinese.ts). Lines keep their
 * words exactly; a speaker the idea does not name is left out.
 */
import type { Action, DialogueLine, Plan, Subject } from '../../domain/prompt/plan.ts';
import { chineseSpeaker, chineseSpeakerAfter } from './chinese.ts';
import { readVerb } from './verbs.ts';

const QUOTE_RE = /["“「『]([^"”」』\n]{1,300})["”」』]/g;
const SAY_EN =
  /(?:says?|said|asks?|whispers?|shouts?|replies|murmurs?|yells?|calls? out|mutters?|sighs?|laughs?|radios?|radioed|warns?|tells (?:her|him|them|us|me))/;
const BEFORE_EN = new RegExp(
  `(?:^\\s*|[.!?;,]\\s*|\\band\\s+)((?:the |a |an |her |his |their |my )?[A-Za-z][\\w'’-]*(?: [A-Za-z][\\w'’-]*){0,3}?)\\s+(?:\\w+ly\\s+)?${SAY_EN.source}\\s*[,:]?\\s*$`,
  'i',
);
/** How a named speaker says a line ("Ana, calmly:", "Sam, mouth full:"): no part of the name. */
export const SAID_HOW =
  '[a-z]+ly|(?:not |without |barely )?[a-z]+ing(?: (?:at|to|into|down|up|out|from|the|a|his|her|their|my|floor|window|ground|ceiling|phone|screen|away|sky|paper|book|newspaper|laptop|tv|game)){0,4}|mouth full|eyes closed|half asleep|arms crossed';

/** Voices heard and not seen: a narrator, a radio, the station's speakers. */
export const OFF_SCREEN =
  /^(?:Voice-over|Narrator|Lyrics|画外音|旁白|歌词)$|\(off-screen\)|\(off camera\)|（画外）|\(on the phone\)|（电话里）|\b(?:control|radio|dispatch\w*|announcer|houston|tower|base)\b|指挥中心|地面控制|广播/i;

// ("Mission control: …": a two-word speaker's second word may be lower case.)
const LABEL_EN = new RegExp(
  `(?:^\\s*|[.!?;,\\n]\\s*)([A-Z][\\w'’-]*(?: [A-Za-z][\\w'’-]*)?)(?: (?:at|in|on|by|from) (?:the|a) [a-z]+)?(?:,\\s*(?:${SAID_HOW}))?\\s*:\\s*$`,
);
const AFTER_EN = new RegExp(
  `^\\s*,?\\s*((?:the |a |an |her |his )?[A-Za-z][\\w'’-]*(?: [a-z][\\w'’-]*){0,2}?)\\s+${SAY_EN.source}`,
  'i',
);
/** `"…," says the other`: the verb before its speaker. */
const AFTER_INVERTED_EN = new RegExp(
  `^\\s*,?\\s*${SAY_EN.source}\\s+((?:the |a |an |her |his )?[A-Za-z][\\w'’-]*(?: [a-z][\\w'’-]*){0,2}?)\\s*(?:[.,!?;]|$)`,
  'i',
);
/** "one", "the other": one of a pair the idea names ("two rival chefs"). */
export const ONE_OF =
  /^(?:the )?(?:one|other|first|second|third|another|oldest|eldest|youngest|middle one|(?:older|younger|elder|taller|shorter|bigger|smaller|big|small|little|tall|first|second|third|last|other) one)$/i;
const PAIR =
  /\b(?:two|three|four|2|3|4|both|a pair of) (?:[a-z-]+ )?([a-z]+?(?:men|women|children|people)|[a-z]+?e?s)\b/i;

/** "one" → "one chef", "the other" → "the other chef" when the idea says who the two are. */
export function oneOf(speaker: string, text: string): string {
  if (!ONE_OF.test(speaker)) return speaker;
  const match = PAIR.exec(text);
  const plural = match?.[0].split(' ').at(-1);
  if (!match || !plural) return speaker;
  const noun = /(?:men|children|people)$/.test(plural)
    ? plural
        .replace(/men$/, 'man')
        .replace(/children$/, 'child')
        .replace(/people$/, 'person')
    : plural.replace(/(?:ches|shes|sses|xes)$/, (end) => end.slice(0, -2)).replace(/s$/, '');
  const which = speaker.toLowerCase().replace(/^the /, '').replace(/ one$/, '');
  // "kids" → "kid": "the oldest kid", "the middle kid"; "another" takes no "the".
  return which === 'one' || which === 'another' ? `${which} ${noun}` : `the ${which} ${noun}`;
}

/** 一个说… 另一个说…: one of the pair the idea named ("两个老同学"). */
const ONE_ZH =
  /^(?:其中)?一(?:个|人|位)(?=说|笑|问|喊|低声|小声|轻声|开口|接|拍|举|推|放|拿|摇|点|叹|抬|看|指|站|坐|回|落|敲|摔|把)/;
const OTHER_ZH = /^另(?:一)?(?:个|人|位)$|^另一(?:个|人|位)?$/;

/** "两个老同学" → "老同学": the noun of a counted group. */
function pairNoun(phrase: string): string | undefined {
  const noun = phrase.replace(/^(?:两|二|俩|2)(?:个|位|名|只)?/, '');
  return noun !== phrase && noun !== '' ? noun : undefined;
}

/**
 * 两个老同学…，一个说：“…”。另一个说：“…”: the lines are said by 其中一个老同学 and 另一个老同学,
 * not by the pair. Returns the actions and lines with those speakers named.
 */
export function oneOfPairZh(
  subject: Subject | undefined,
  actions: Action[],
  dialogue: DialogueLine[],
): { actions: Action[]; dialogue: DialogueLine[] } {
  const noun = subject?.plural ? pairNoun(subject.phrase) : undefined;
  if (!subject || !noun) return { actions, dialogue };
  const person = (phrase: string): Subject => ({ ...subject, phrase, head: phrase, plural: false });
  const one = `其中一个${noun}`;
  const other = `另一个${noun}`;
  const named = actions.map((action) => {
    if (!action.who && ONE_ZH.test(action.verb))
      return { ...action, who: person(one), verb: action.verb.replace(ONE_ZH, '') };
    if (action.who && OTHER_ZH.test(action.who.phrase)) return { ...action, who: person(other) };
    return action;
  });
  const speakers = named.filter((action) => /说|问|喊|道/.test(action.verb));
  const lines = dialogue.map((line, index) => {
    const by = speakers[index]?.who?.phrase;
    if (line.speaker === subject.phrase || (line.speaker && OTHER_ZH.test(line.speaker)))
      return by ? { ...line, speaker: by } : line;
    return line;
  });
  return { actions: named, dialogue: lines };
}

/** A tagline or slogan is said over the picture, not by someone in it. */
const TAGLINE = /tagline|slogan|caption|title card|on-screen text|广告语|口号|标语|文案|字幕/i;
const LYRIC = /\blyrics?\b|\bchorus\b|\bthe hook\b|歌词|副歌/i;

const PRONOUN = /^(?:she|he|they|i|we|you)$/i;

function cleanSpeaker(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const words = raw
    .trim()
    .replace(/^(?:and|then|but)\s+/i, '')
    .split(/\s+/);
  // "a barista smiles and": the speaker ends before a verb or a conjunction.
  const end = words.findIndex(
    (word, index) =>
      index > 0 && (/^(?:and|then|but)$/i.test(word) || readVerb(word)?.form === 's'),
  );
  const speaker = (end === -1 ? words : words.slice(0, end)).join(' ');
  if (speaker === '' || PRONOUN.test(speaker)) return undefined;
  if (/^(?:then|and|but|while)$/i.test(speaker)) return undefined;
  // "a whisper says "behind you."": no one in the frame; a voice out of the dark.
  if (/^(?:a|the) (?:whisper|voice|disembodied voice|low voice)$/i.test(speaker))
    return 'Voice-over';
  return speaker.replace(/^(?:a|an) /i, 'the ');
}

/** A line as the sentence reader has it: a title's dot dropped ("Mrs. Hale" → "Mrs Hale"). */
const undotted = (text: string) => text.replace(/\b(Mr|Mrs|Ms|Dr|St)\./g, '$1');

/** The quoted lines of an idea, in order, with their speakers when the idea names them. */
export function readDialogue(text: string): DialogueLine[] {
  const lines: DialogueLine[] = [];
  let last = 0;
  for (const match of text.matchAll(QUOTE_RE)) {
    const line = (match[1] ?? '').trim();
    if (line === '' || (/^[\w-]+$/.test(line) && line.length < 4)) continue;
    const before = text.slice(last, match.index);
    const after = text.slice(
      (match.index ?? 0) + match[0].length,
      (match.index ?? 0) + match[0].length + 40,
    );
    let speaker: string | undefined;
    const clause = before.split(/[。！？；，,.!?;]/).at(-1) ?? '';
    if (TAGLINE.test(clause)) speaker = /\p{Script=Han}/u.test(clause) ? '画外音' : 'Voice-over';
    // "lyrics 'we were never meant to stay'": sung over the track, not said by anyone in it.
    if (LYRIC.test(clause)) speaker = /\p{Script=Han}/u.test(clause) ? '歌词' : 'Lyrics';
    // Chinese: the clause reader names who speaks ("女儿哭着回答：" → 女儿, "女儿：" → 女儿,
    // "父亲沉默了一会儿，说：" → 父亲), from the same reading as the beats.
    if (speaker === undefined && /\p{Script=Han}/u.test(clause || before || after)) {
      speaker =
        chineseSpeaker(text.slice(0, match.index)) ??
        chineseSpeakerAfter(text.slice((match.index ?? 0) + match[0].length));
      if (speaker !== undefined || /\p{Script=Han}/u.test(clause)) {
        lines.push(speaker ? { speaker, line } : { line });
        last = (match.index ?? 0) + match[0].length;
        continue;
      }
    }
    speaker ??= cleanSpeaker(LABEL_EN.exec(before)?.[1]);
    speaker ??= cleanSpeaker(BEFORE_EN.exec(before)?.[1]);
    speaker ??= cleanSpeaker(AFTER_INVERTED_EN.exec(after)?.[1]);
    speaker ??= cleanSpeaker(AFTER_EN.exec(after)?.[1]);
    if (speaker) speaker = oneOf(speaker, text);
    lines.push(speaker ? { speaker, line } : { line });
    last = (match.index ?? 0) + match[0].length;
  }
  return lines;
}

/**
 * Every quoted line of an idea, in order: the lines the sentence reader tied to a speaker, and
 * the ones it could not ("…capsule: "We have twelve minutes." "Then stop talking."") — none is
 * dropped. Two lines a pair says with no names are one of them, then the other.
 */
export function everyLine(
  read: readonly DialogueLine[],
  text: string,
  subject: Subject | undefined,
): DialogueLine[] {
  const all = readDialogue(text);
  // ("Mrs. Hale": the sentence reader drops a title's dot; the line keeps the person's words.)
  const verbatim = read.map((known) => {
    const same = all.find((line) => undotted(line.line) === known.line);
    return same ? { ...known, line: same.line } : known;
  });
  if (all.length <= verbatim.length) return verbatim;
  const lines = all.map((line) => verbatim.find((known) => known.line === line.line) ?? line);
  const pair = subject?.plural ? oneOf('one', text) : undefined;
  if (!subject || !pair || pair === 'one') return lines;
  let turn = 0;
  return lines.map((line) => {
    if (line.speaker !== undefined && line.speaker !== subject.phrase) return line;
    const speaker = turn % 2 === 0 ? pair : oneOf('the other', text);
    turn += 1;
    return { ...line, speaker };
  });
}

/** Verbs of speech: a beat that says one also carries the line it says. */
const SPEECH =
  /^(?:say|tell|whisper|ask|shout|reply|murmur|mutter|call|yell|answer|stammer|stutter|snap|blurt|cut)$|说|问|喊|道|回答|嘀咕/;

/** Put each quoted line into the speech action that says it, in order. */
export function attachLines(
  actions: Plan['actions'],
  dialogue: Plan['dialogue'],
  lang: 'en' | 'zh',
) {
  let next = 0;
  return actions.map((action) => {
    const line = dialogue[next];
    if (!line || !SPEECH.test(lang === 'en' ? action.verb : action.verb.slice(-1))) return action;
    // A line someone else says ("Maya: …") is not this speaker's.
    const who = action.who?.phrase ?? '';
    if (line.speaker && who && !line.speaker.includes(who) && !who.includes(line.speaker)) {
      return action;
    }
    // (The question put off camera is not the answer of the one on screen.)
    if (line.speaker && /\(off camera\)|（画外）/.test(line.speaker)) return action;
    next += 1;
    const quoted = lang === 'zh' ? `：“${line.line}”` : `, "${line.line}"`;
    return {
      ...action,
      rest: lang === 'zh' ? action.rest : `${action.rest}${quoted}`,
      verb: lang === 'zh' ? `${action.verb}${quoted}` : action.verb,
    };
  });
}

/** "answers "What's the best advice…?"": the question put to the one who answers. */
const ANSWERS_EN =
  /\b(?:answers?|answering|responds? to|replies to|is asked|gets asked|being asked)\s*(?:the question\s*)?[:,]?\s*$/i;
const ANSWERS_ZH = /(?:回答|被问到|回答问题)[：:]?\s*$/;

/**
 * A question someone "answers" is the interviewer's, asked off-screen; the one answering has not
 * said it (a street interview gave the question to the woman as her own line).
 */
export function questionPut(text: string, line: DialogueLine): DialogueLine {
  // (In a drama, "He answers, "Then what are we doing here?"" is his own line.)
  if (!/[?？]\s*$/.test(line.line) || !/\binterview|\bvox pop\b|采访|街访/i.test(text)) return line;
  const at = text.indexOf(line.line);
  const before = text.slice(0, Math.max(0, at - 1));
  if (ANSWERS_EN.test(before)) return { line: line.line, speaker: 'Interviewer (off camera)' };
  if (ANSWERS_ZH.test(before)) return { line: line.line, speaker: '采访者（画外）' };
  return line;
}

/** A line a beat carries is the person's own ("Mrs. Hale"), as the dialogue block has it. */
export function linesVerbatim(actions: Action[], lines: readonly DialogueLine[]): Action[] {
  const dotted = lines.filter((line) => undotted(line.line) !== line.line);
  if (dotted.length === 0) return actions;
  return actions.map((action) => {
    let rest = action.rest;
    for (const line of dotted) rest = rest.replace(undotted(line.line), line.line);
    const said = dotted.find((line) => undotted(line.line) === action.line)?.line;
    return rest === action.rest && !said
      ? action
      : { ...action, rest, ...(said ? { line: said } : {}) };
  });
}

/** The one who answers a question put off camera answers; the question is not their line. */
export function answered(actions: Action[], lines: readonly DialogueLine[]): Action[] {
  const put = lines.filter((line) => /\(off camera\)|（画外）/.test(line.speaker ?? ''));
  if (put.length === 0) return actions;
  return actions.map((action) => {
    const asked = put.find(
      (line) => action.verb.includes(`“${line.line}”`) || action.rest.includes(`"${line.line}"`),
    );
    if (!asked) return action;
    return action.verb.includes(`“${asked.line}”`)
      ? { ...action, verb: '回答' }
      : { ...action, rest: action.rest.replace(/,?\s*"[^"]*"/, '').trim() };
  });
}

/** "a whisper says "behind you."": a voice out of the dark, not someone in the frame. */
export function offScreenVoice(line: DialogueLine): DialogueLine {
  return line.speaker && /^the (?:whisper|voice)$/i.test(line.speaker)
    ? { ...line, speaker: 'A whisper (off-screen)' }
    : line;
}
