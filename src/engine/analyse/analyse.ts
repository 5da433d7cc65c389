/**
 * analyse: the idea → a typed plan (src/domain/prompt/plan.ts). It knows language, not models:
 * what the idea is about, what happens, where, when, in what look and format, who speaks.
 */
import type { Action, Format, Plan, Subject } from '../../domain/prompt/plan.ts';
import { detectPresence, findDuration, isMainlyChinese } from '../detect.ts';
import { coreText } from '../text.ts';
import { nounPhrase, readChinese } from './chinese.ts';
import { segment, type ChineseWords } from './chinese-words.ts';
import {
  allCues,
  ANIMATED_STYLES,
  cueIndex,
  findTransition,
  lapseTransition,
  firstCue,
  FORMAT_CUES,
  STYLE_CUES,
  TIME_CUES,
  TOPIC_CUES,
  WEATHER_CUES,
} from './cues.ts';
import { everyLine, oneOfPairZh, readDialogue } from './dialogue.ts';
import {
  asLabelled,
  countPeople,
  directsCamera,
  droneView,
  singleQuotesAsDouble,
  travelText,
  withoutPlaceVerbs,
  quotesEndClauses,
  withoutAudience,
  withoutNounPictures,
  withoutShotTail,
} from './idea-text.ts';
import { ASKS, howToTask, questionAsStatement } from './question.ts';
import { sceneType } from './scene-type.ts';
import { readSetting } from './setting.ts';
import { readEnglish } from './english.ts';
import { findNamed } from './named.ts';
import { findAfter, findColours, findPace, findSounds, findTravel } from './senses.ts';

/** "POV: …", "古风动画：…": a short lead before a colon that is not a speaker's line. */
function splitLabel(core: string): { label?: string; body: string } {
  // "vertical 9:16 get ready with me": a ratio's colon labels nothing.
  const match = /^\s*([^:：\n"“「]{1,24}?)\s*(?<!\d)[:：](?!\s*["“「])\s*(.+)$/s.exec(core);
  if (!match?.[1] || !match[2]) return { body: core };
  const label = match[1];
  const words = label.trim().split(/\s+/);
  const formatLead =
    /video|ad|commercial|explainer|tutorial|loop|pov|time-?lapse|animation|style|mv|动画|广告|视频|科普/i.test(
      label,
    );
  if (words.length > (formatLead ? 9 : 6) || /[,，。.]/.test(label)) return { body: core };
  return { label, body: match[2] };
}

const TIME_HEADS =
  /^(?:day|night|dusk|dawn|sunset|sunrise|evening|morning|白天|黑夜|夜晚|黄昏|清晨)$/;
const STYLE_LEAD =
  /^the (?:anime|cartoon|animated|claymation|cinematic|pixel|pixel-art|3d|noir|vintage|retro|cyberpunk|documentary|epic|slow-motion|slow motion)(?:-style|-styled|-inspired)?\s+/i;

const TIMES =
  '(?:the )?(?:dawn|sunrise|morning|noon|midday|afternoon|dusk|sunset|evening|night|midnight|day|daylight|twilight)';
const SPAN_TAIL = new RegExp(
  ` (?:from|at) ${TIMES} (?:to|into|until|turning (?:to|into)) ${TIMES}$`,
  'i',
);

/** The subject without style words in front ("the anime rooftop fight" → "the rooftop fight"). */
function cleanSubject(subject: Subject | undefined): Subject | undefined {
  // "新款电动牙刷产品广告": 产品 says what kind of clip it is, not what is filmed.
  if (subject?.lang === 'zh' && /\p{Script=Han}{2}产品$/u.test(subject.phrase)) {
    const phrase = subject.phrase.replace(/产品$/, '');
    return { ...subject, phrase, head: subject.head.replace(/产品$/, '') || phrase };
  }
  if (!subject || subject.lang !== 'en') return subject;
  let phrase = subject.phrase;
  while (STYLE_LEAD.test(phrase)) phrase = phrase.replace(STYLE_LEAD, 'the ');
  // "the skyline from afternoon to night": the time it spans is the light's, not the subject's.
  phrase = phrase.replace(SPAN_TAIL, '');
  // "smartwatch ad": the format word is not the thing filmed.
  phrase = phrase.replace(/(?<=\w) (?:ad|advert|commercial|promo|video|clip|reel)$/i, '');
  if (phrase !== subject.phrase && !phrase.includes(' of ')) {
    // "the anime girl on the rooftop": the girl is still the head once the look word goes.
    const words = phrase.split(' ');
    const head = words.includes(subject.head) ? subject.head : (words.at(-1) ?? subject.head);
    return phrase === 'the' ? undefined : { ...subject, phrase, head };
  }
  return phrase === 'the' ? undefined : { ...subject, phrase };
}

/**
 * A Chinese idea as its reader needs it: "从黄昏到星空的雪山" (the span is the light's),
 * "放学后的少年" (when, not who), "日系动漫风格，…" (a look, not the subject) and "蝉鸣" (a
 * sound, for the audio line) are left out; the person's words stay as they are in the prompt.
 */
const withoutSpanZh = (text: string) =>
  text
    .replace(/从[^，。的]{1,6}到[^，。的]{1,6}的/u, '')
    .replace(/(^|[，。；])(?:放学|下班|下课|睡前|饭后|雨后|雨停)后?的/gu, '$1')
    .replace(/^[^，。：]{1,8}(?:风格|画风)[，,]/u, '')
    .replace(/[，,](?:蝉鸣|鸟鸣|虫鸣|蛙声|雷声|钟声|风声|雨声)(?=[，。；]|$)/gu, '')
    // "…，镜头跟拍": a camera direction on its own is the Camera line's.
    .replace(
      /(^|[，。；])镜头(?:缓缓|慢慢|快速|一路|全程)?(?:跟拍|跟随|推近|拉远|环绕|拉升)(?=[，。；]|$)/gu,
      '$1',
    );

/**
 * A couple whose "he" and "she" do things: each doing (and its line) is the man's or the
 * woman's, not the couple's ("The couple says, "still got it"").
 */
function splitCouple(
  subject: Subject,
  actions: Action[],
  dialogue: Plan['dialogue'],
  body: string,
): Plan['dialogue'] {
  if (!/^(?:couple|pair|parents|grandparents|newlyweds|lovers)$/.test(subject.head))
    return dialogue;
  const age = /\b(old|elderly|young|older)\b/i.exec(subject.phrase)?.[1]?.toLowerCase();
  const said = [...body.matchAll(/\b(he|she)\s+([a-z]+)/gi)].map((m) => ({
    who: (m[1] ?? '').toLowerCase(),
    verb: (m[2] ?? '').toLowerCase(),
  }));
  let out = dialogue;
  actions.forEach((action, index) => {
    if (action.who || !action.as) return;
    const at = said.findIndex((one) => one.verb === action.as);
    const one = said[at];
    if (!one) return;
    said.splice(at, 1);
    const noun = one.who === 'he' ? 'man' : 'woman';
    const phrase = `the ${age ? `${age} ` : ''}${noun}`;
    const who: Subject = { phrase, head: noun, plural: false, kind: 'person', lang: 'en' };
    actions[index] = { ...action, who };
    if (action.line !== undefined)
      out = out.map((line) =>
        line.line === action.line ? { ...line, speaker: phrase.replace(/^the/, 'The') } : line,
      );
  });
  return out;
}

/** A fight, a duel or a showdown named as a noun: who fights, and that they duel. */
function fightAsDoing(reading: { subject?: Subject; actions: Action[] }, body: string): void {
  const fight = reading.subject;
  if (!fight || !/^(?:fight|duel|battle|showdown|standoff|clash|swordfight)$/.test(fight.head))
    return;
  const between =
    /\bbetween ((?:two|the two|a pair of) [a-z ]+?|[a-z]+ and [a-z]+)(?= in\b| on\b| at\b|[,.;]|$)/i.exec(
      body,
    )?.[1];
  const who = between ? between.replace(/^two /i, 'the two ') : 'the two fighters';
  const head = who.split(' ').at(-1) ?? 'fighters';
  reading.subject = { phrase: who, head, plural: true, kind: 'person', lang: 'en' };
  const place = /\b(rooftop|bridge|street|alley|temple|forest|beach|arena)\b/i.exec(
    fight.phrase,
  )?.[1];
  const sword = /\bsword|blade|katana/i.test(fight.phrase) ? 'with swords' : '';
  reading.actions = [
    { verb: 'duel', rest: [sword, place ? `on the ${place}` : ''].filter(Boolean).join(' ') },
  ];
}

const FOLLOWED =
  /\b(?:a|an|the) ((?:little |young |old |lone |small )?(?:girl|boy|woman|man|child|kid|teenager|nurse|student|stranger|hiker|runner|traveller|traveler))\b/i;

/** A thing does the first doing, and "she"/"he" does the next: the one named is the subject. */
function followedPerson(reading: { subject?: Subject; actions: Action[] }): void {
  const thing = reading.subject;
  const [first] = reading.actions;
  if (!thing || thing.kind === 'person' || thing.kind === 'viewer' || !first || first.who) return;
  const later = reading.actions.some((action) => /^(?:she|he)$/.test(action.who?.phrase ?? ''));
  const named = FOLLOWED.exec(first.rest)?.[1];
  if (!later || !named) return;
  const head = named.split(' ').at(-1) ?? named;
  const person: Subject = {
    phrase: `the ${named}`,
    head,
    plural: false,
    kind: 'person',
    lang: 'en',
  };
  reading.subject = person;
  reading.actions = reading.actions.map((action, index) => {
    if (index === 0) return { ...action, who: thing };
    if (/^(?:she|he)$/.test(action.who?.phrase ?? '')) {
      const { who: _who, ...own } = action;
      return own;
    }
    return action;
  });
}

/** Verbs of speech: a beat that says one also carries the line it says. */
const SPEECH =
  /^(?:say|tell|whisper|ask|shout|reply|murmur|mutter|call|yell|answer)$|说|问|喊|道|回答|嘀咕/;

/** Put each quoted line into the speech action that says it, in order. */
function attachLines(actions: Plan['actions'], dialogue: Plan['dialogue'], lang: 'en' | 'zh') {
  let next = 0;
  return actions.map((action) => {
    const line = dialogue[next];
    if (!line || !SPEECH.test(lang === 'en' ? action.verb : action.verb.slice(-1))) return action;
    // A line someone else says ("Maya: …") is not this speaker's.
    const who = action.who?.phrase ?? '';
    if (line.speaker && who && !line.speaker.includes(who) && !who.includes(line.speaker)) {
      return action;
    }
    next += 1;
    const quoted = lang === 'zh' ? `：“${line.line}”` : `, "${line.line}"`;
    return {
      ...action,
      rest: lang === 'zh' ? action.rest : `${action.rest}${quoted}`,
      verb: lang === 'zh' ? `${action.verb}${quoted}` : action.verb,
    };
  });
}

/** Understand an idea (or a prompt, from the person's own lines in it). */
export function analyse(text: string): Plan {
  const core = asLabelled(singleQuotesAsDouble(coreText(text.trim())));
  const lang = isMainlyChinese(core) ? 'zh' : 'en';
  const zh: ChineseWords | undefined = /[^\p{ASCII}]/u.test(core) ? segment(core) : undefined;
  const { label, body } = splitLabel(core);
  // Cues read the picture, not what people say in it: "Fold it like a little boat" puts no
  // one at sea. Named people and brands are still looked for in the lines (safety).
  const quoted = core.replace(/"[^"]*"|“[^”]*”|「[^」]*」/g, ' ');
  // What is quoted is dialogue: the reader sees the idea without it.
  const english =
    lang === 'en'
      ? readEnglish(
          withoutShotTail(
            questionAsStatement(withoutNounPictures(quotesEndClauses(withoutAudience(body)))),
          ),
        )
      : undefined;
  // "The robot waves": a place word read as someone's verb is no place.
  const scene = english ? withoutPlaceVerbs(quoted, english.actions) : quoted;
  const sceneZh: ChineseWords | undefined = zh && scene !== core ? segment(scene) : zh;
  const reading = english ?? readChinese(withoutSpanZh(body), label);
  // "Start on a close-up, then pull back": directions for the camera are no beats.
  if (english) reading.actions = reading.actions.filter((action) => !directsCamera(action));
  // "street interview asking strangers what they'd do …": someone asks; the question is what
  // is asked, not a sentence of its own ("what they woulds do").
  const asking = english
    ? /\binterviews?\s+(?:asking|that asks|where (?:a|the) (?:reporter|host) asks)\s+([^.!?"]+)/i.exec(
        body,
      )
    : null;
  // "街头采访路人：如果每天多一个小时你会做什么": the label says who asks, the body is the question.
  if (!english && label && /采访/.test(label) && /[？?吗呢]$|什么|怎么|如果|为什么|哪/.test(body)) {
    const who = /路人|陌生人|行人|市民/.exec(label)?.[0] ?? '路人';
    reading.subject = { phrase: '记者', head: '记者', plural: false, kind: 'person', lang: 'zh' };
    reading.actions = [{ verb: `问${who}：“${body.replace(/[？?]$/, '')}？”`, rest: '' }];
  }
  if (asking?.[1]) {
    reading.subject = {
      phrase: 'the interviewer',
      head: 'interviewer',
      plural: false,
      kind: 'person',
      lang: 'en',
    };
    reading.actions = [{ verb: 'ask', rest: asking[1].trim(), as: 'asks' }];
  }
  // "walks through a flooded ballroom, chandeliers flickering": a thing's participle after the
  // event is what goes on around it, not a later event of its own.
  if (english)
    reading.actions = reading.actions.map((action, index) =>
      index > 0 &&
      !action.as &&
      action.who &&
      action.who.phrase !== '' &&
      action.who.kind !== 'person'
        ? { ...action, meanwhile: true }
        : action,
    );
  // "The lights turn off behind a girl walking home. She does not look back.": things happen
  // around someone the idea then follows, and the clip follows her.
  if (english) followedPerson(reading);
  // "a rooftop sword fight between two rivals": a fight named as a thing is two people fighting.
  if (english && reading.actions.length === 0) fightAsDoing(reading, body);
  // "Day turns to dusk": a time of day is no subject, and its turning no action.
  const timeSubject = reading.subject && TIME_HEADS.test(reading.subject.head);
  // "一杯咖啡的拉花过程": the process is the coffee's, and 拉花 is what happens to it.
  const process = !english
    ? /^(.{1,12})的(.{1,6})过程$/u.exec(reading.subject?.phrase ?? '')
    : null;
  const processSubject = process?.[1] ? nounPhrase(process[1]) : undefined;
  if (process?.[2] && processSubject && reading.actions.length === 0)
    reading.actions = [{ verb: process[2], rest: '' }];
  const flown = english ? droneView(reading.subject, reading.actions) : undefined;
  if (flown) reading.actions = [];
  // "vertical 9:16 get ready with me, skincare routine": a GRWM names no one, and is someone
  // getting ready at the mirror, talking to the phone.
  const grwm =
    english && /\b(?:grwm|get ready with me)\b/i.test(body) && reading.subject?.kind !== 'person';
  if (grwm) {
    reading.subject = {
      phrase: 'the creator',
      head: 'creator',
      plural: false,
      kind: 'person',
      lang: 'en',
    };
    reading.actions = [{ verb: 'get', rest: 'ready at the mirror, talking to the phone' }];
  }
  // "a girl doing a get ready with me": the GRWM is her make-up, and a line she says to the
  // camera is the hook, said first.
  if (english && /\b(?:grwm|get ready with me)\b/i.test(body)) {
    reading.actions = reading.actions.map((action) =>
      action.verb === 'do' && /\b(?:grwm|get ready with me)\b/i.test(action.rest)
        ? { verb: 'do', rest: 'her make-up at the mirror' }
        : action,
    );
    const hook = reading.actions.findIndex((action) => action.line !== undefined);
    if (hook > 0) {
      const [line] = reading.actions.splice(hook, 1);
      if (line) reading.actions.unshift(line);
    }
  }
  const subject = timeSubject
    ? undefined
    : (flown ?? processSubject ?? cleanSubject(reading.subject));
  // English keeps "day turns to dusk over Manhattan" as an event of the scene.
  if (timeSubject && !english) reading.actions = [];
  // English speech is read with its events (who says it is who does it); Chinese by its marks.
  // 两个老同学…，一个说：“…”: the pair's lines are said by one of them, then the other.
  const pair = english ? undefined : oneOfPairZh(subject, reading.actions, readDialogue(core));
  if (pair) reading.actions = pair.actions;
  const heard = english ? everyLine(english.dialogue, core, subject) : (pair?.dialogue ?? []);
  // "an old couple dancing, he says … and she laughs": he and she are one of the two each.
  const dialogue = english && subject ? splitCouple(subject, reading.actions, heard, body) : heard;
  // People who speak count as people in the scene; a voice-over does not.
  const speakers = new Set(
    dialogue
      .map((line) => line.speaker)
      .filter(
        (speaker) =>
          speaker !== undefined && !/^(?:Voice-over|画外音|旁白|Narrator)$/i.test(speaker),
      ),
  ).size;

  // The setting: the place phrase the idea names first, else the first place word.
  const place = reading.place;
  const { env, indoor } = readSetting(place, subject, scene, sceneZh);

  const transition = findTransition(scene) ?? lapseTransition(core);
  const time = transition ? transition[0] : firstCue(TIME_CUES, scene, sceneZh);
  // Snow that has fallen lies on the ground ("after the snow", "a snowy peak"); a storm
  // someone talks about is not in the shot.
  const after =
    findAfter(scene) ??
    (/\bsnow-covered\b|\bsnow-capped\b|\bcovered in snow\b|积雪|白雪覆盖|\bsnowy (?:mountain|peak|field|forest|village|street|roof|hill|ridge|slope|landscape)/i.test(
      scene,
    )
      ? 'snow'
      : undefined);
  const told =
    /\b(?:about|remembers?|recalls?|story of|memory of) (?:the |a |that )?(?:\w+ )?(?:storm|rain|snow|blizzard|flood)\b|(?:storm|rain|snow) (?:that|which) (?:took|killed|destroyed|ruined)|(?:讲述|回忆)[^，。]*(?:暴风雨|风暴|台风|大雪|暴雨)/i.test(
      scene,
    );
  // Rain on the windows of a kitchen is still rain: indoor vocabulary says how it is heard.
  // Weather is read in the lines too: "终于下雪了" is said at the window it is snowing past.
  const weather =
    env === 'space' || env === 'underwater' || told ? undefined : firstCue(WEATHER_CUES, core, zh);
  // "anime-style girl": the look is read as its own word.
  const styleText = scene.replace(/-(?=(?:style|styled|inspired)\b)/gi, ' ');
  const read = firstCue(STYLE_CUES, styleText, styleText === scene ? sceneZh : undefined);
  // 古风 / 国风 animation is drawn in the Chinese ink tradition, not as a Western cartoon.
  // "古风：…，动画": wuxia that is drawn is ink animation too.
  const drawnWuxia = read === 'wuxia' && /动画|动漫|卡通|\banimat/i.test(scene);
  const style = (read === 'cartoon' && /古风|国风/.test(scene)) || drawnWuxia ? 'ink' : read;
  const medium = style && ANIMATED_STYLES.has(style) ? 'animation' : 'live-action';
  const readFormats = allCues(FORMAT_CUES, scene, sceneZh);
  // An idea the viewer walks through ("Walking through …", "你骑车穿过…") is seen first-person.
  const formats: Format[] = [...readFormats];
  if (subject?.kind === 'viewer' && !formats.includes('pov')) formats.push('pov');
  // "Why is the sky blue?", "彩虹是怎么形成的": a question is answered as an explainer.
  const asks = ASKS.test(core) || howToTask(core) !== undefined;
  if (asks && !formats.includes('explainer')) formats.push('explainer');
  const people = countPeople(subject, speakers, scene);
  const about = (key: keyof typeof TOPIC_CUES) => cueIndex(TOPIC_CUES[key], scene, sceneZh) !== -1;
  const focus = [
    subject?.phrase ?? '',
    reading.actions[0]?.object ?? reading.actions[0]?.verb ?? '',
  ].join(' ');
  const typeRead = sceneType(
    formats,
    medium === 'animation',
    env,
    about,
    subject,
    people,
    dialogue.length > 0,
    focus,
    findNamed(scene).some((named) => named.kind === 'place'),
    scene,
    reading.actions.some(
      (action) =>
        action.who?.kind === 'person' && action.who.phrase !== '' && action.who !== subject,
    ),
  );
  // A dragon is no wildlife: fantasy is staged like a film.
  const type = style === 'fantasy' && typeRead === 'nature' ? 'cinematic' : typeRead;
  const seconds = findDuration(scene);
  const pace = findPace(scene);
  const topic =
    subject &&
    /^(?:sunlight|light|moonlight|sunbeams?|rays|阳光|月光|光线|光|霞光)$/.test(subject.head)
      ? subject.phrase.replace(/^the /, '')
      : '';

  return {
    lang,
    core,
    ...(label ? { label } : {}),
    ...(subject ? { subject } : {}),
    // "ending on logo" is how the clip ends (the last beat says it), not something the watch does.
    actions: english
      ? reading.actions.filter(
          (action) => !(action.verb === 'end' && /^on (?:the |its |a )?logo\b/i.test(action.rest)),
        )
      : attachLines(reading.actions, dialogue, lang),
    setting: {
      ...(reading.place ? { place: reading.place } : {}),
      ...(indoor !== undefined ? { indoor } : {}),
      ...(env ? { env } : {}),
    },
    ...(time ? { time } : {}),
    ...(transition ? { transition } : {}),
    ...(weather && weather !== after ? { weather } : {}),
    ...(after ? { after } : {}),
    medium,
    ...(style ? { style } : {}),
    formats,
    type,
    people,
    dialogue,
    // "We're moving to Berlin" said in a line is no place the clip is filmed in.
    named: findNamed(core).filter(
      (named) => named.kind !== 'place' || findNamed(quoted).some((own) => own.text === named.text),
    ),
    has: detectPresence(text, core, topic),
    ...(seconds !== undefined ? { seconds } : {}),
    colours: findColours(scene, lang),
    travels: findTravel(travelText(english?.actions, scene)),
    sounds: findSounds(scene),
    ...(pace ? { pace } : {}),
  };
}
