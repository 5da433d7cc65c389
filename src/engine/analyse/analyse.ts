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
  PRE_DAWN_ZH,
  XIANXIA,
  TOPIC_CUES,
} from './cues.ts';
import {
  attachLines,
  everyLine,
  questionPut,
  answered,
  linesVerbatim,
  OFF_SCREEN,
  offScreenVoice,
  oneOfPairZh,
  readDialogue,
} from './dialogue.ts';
import {
  asLabelled,
  countPeople,
  cameraTarget,
  directsCamera,
  droneView,
  singleQuotesAsDouble,
  travelText,
  withoutPlaceVerbs,
  quotesEndClauses,
  withoutAudience,
  withoutNounPictures,
  withoutShotTail,
  withoutAsides,
  withoutFormatNouns,
} from './idea-text.ts';
import { ASKS, howToTask, questionAsStatement } from './question.ts';
import { compoundDoings } from './compound-doings.ts';
import { onThePhone } from './phone-call.ts';
import { sceneType } from './scene-type.ts';
import { readSetting } from './setting.ts';
import { readEnglish } from './english.ts';
import { withSexes } from './sexes.ts';
import { cleanSubject } from './clean-subject.ts';
import { findNamed } from './named.ts';
import { quotedZh, readableZh, rereadChinese, speakerAsRead } from './readings-zh.ts';
import {
  CREATOR,
  grwmOrder,
  onScreenText,
  rereadEnglish,
  roleAsDoing,
  animalAsDoing,
  povGerund,
  sameThingAgain,
  routineAsDoing,
  splitCouple,
  INTERVIEWED,
} from './readings.ts';
import { splitLabel } from './label.ts';
import { findAfter, findColours, findPace, findSounds, findTravel, findWeather } from './senses.ts';

const TIME_HEADS =
  /^(?:day|night|dusk|dawn|sunset|sunrise|evening|morning|白天|黑夜|夜晚|黄昏|清晨)$/;

/** What a player named by their instrument plays. */
export const PLAYS: Readonly<Record<string, string>> = {
  saxophonist: 'saxophone',
  violinist: 'violin',
  pianist: 'piano',
  guitarist: 'guitar',
  cellist: 'cello',
  trumpeter: 'trumpet',
  drummer: 'drums',
  bassist: 'bass',
  harpist: 'harp',
  flautist: 'flute',
  flutist: 'flute',
  accordionist: 'accordion',
  bagpiper: 'bagpipes',
  piper: 'bagpipes',
  harmonicist: 'harmonica',
  banjoist: 'banjo',
  organist: 'organ',
};

/** The last train or bus of the day: night, when nothing else names the hour. */
const LAST_SERVICE = /\blast (?:train|bus|tram|subway|metro)\b|末班车|末班地铁|末班公交/i;

/** "torching crème brûlée": the words a verb works on when they have no article (up to a preposition). */
function bareObject(action: Action | undefined): string | undefined {
  const words =
    /^((?:[\p{L}-]+ ?){1,3}?)(?= (?:in|on|at|with|for|into|onto|over|under|as|and|then|while)\b|,|$)/u.exec(
      action?.rest ?? '',
    )?.[1];
  return words &&
    !/^(?:a|an|the|his|her|their|its|my|your|to|in|on|at|into|over|up|down|out|off|through|across|from)\b/i.test(
      words,
    )
    ? words.trim()
    : undefined;
}

/** Understand an idea (or a prompt, from the person's own lines in it). */
/** What an idea of format words and one noun names, with the format words set aside. */
function leftOver(core: string): Subject | undefined {
  const rest = core
    .replace(
      /\b(?:time-?lapse|timelapse|product shot|packshot|hero shot|b-roll|footage|clip|video|shot|close-?up|macro|cinematic|slow[- ]motion|seamless loop|loop)\b|\S*→\S*|\bfrom \w+ (?:to|into) \w+\b|\b\w+ to night\b/gi,
      ' ',
    )
    // ("lighthouse keeper's last night": the keeper, on that night.)
    .replace(
      /['’]s (?:last|first|final|long|quiet) (?:night|day|morning|evening|shift|watch)\b/gi,
      ' ',
    )
    .replace(/[,.;:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (rest === '' || rest.split(' ').length > 5) return undefined;
  return readEnglish(rest).subject;
}

export function analyse(text: string): Plan {
  const core = asLabelled(quotedZh(singleQuotesAsDouble(coreText(text.trim()))));
  const lang = isMainlyChinese(core) ? 'zh' : 'en';
  const zh: ChineseWords | undefined = /[^\p{ASCII}]/u.test(core) ? segment(core) : undefined;
  const labelled = splitLabel(core);
  const label = labelled.label;
  const body = povGerund(label, labelled.body);
  // Cues read the picture, not what people say in it: "Fold it like a little boat" puts no
  // one at sea. Named people and brands are still looked for in the lines (safety).
  const quoted = core.replace(/"[^"]*"|“[^”]*”|「[^」]*」/g, ' ');
  // What is quoted is dialogue: the reader sees the idea without it.
  const english =
    lang === 'en'
      ? withSexes(
          readEnglish(
            withoutShotTail(
              questionAsStatement(
                withoutNounPictures(
                  quotesEndClauses(
                    withoutAudience(withoutAsides(withoutFormatNouns(compoundDoings(body)))),
                  ),
                ),
              ),
            ),
          ),
          body,
        )
      : undefined;
  // "The robot waves": a place word read as someone's verb is no place.
  const scene = english ? withoutPlaceVerbs(quoted, english.actions) : quoted;
  const sceneZh: ChineseWords | undefined = zh && scene !== core ? segment(scene) : zh;
  const reading = english ?? readChinese(readableZh(body), label);
  // "Start on a close-up, then pull back": directions for the camera are no beats.
  // What the camera moves toward is in the picture, though: it comes into view.
  if (english) {
    const alone = reading.actions.length === 1;
    reading.actions = reading.actions.flatMap((action) => {
      if (!directsCamera(action)) return [action];
      const seen = cameraTarget(action, alone);
      return seen ? [seen] : [];
    });
  }
  // Readings a pattern decides (an interview's question, a fight named as a thing, a couple's
  // he and she …): readings.ts.
  if (english) rereadEnglish(reading, body, /^pov$/i.test(label?.trim() ?? ''));
  else rereadChinese(reading, body, label);
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
  // getting ready, talking to the phone propped in front of them.
  const grwm =
    english && /\b(?:grwm|get ready with me)\b/i.test(body) && reading.subject?.kind !== 'person';
  if (grwm) {
    reading.subject = { ...CREATOR };
    reading.actions = [{ verb: 'get', rest: 'ready, talking straight to the phone' }];
  }
  // "makeup transformation, bare face to full glam": a transformation names no one, and is a
  // creator's, done on the beat.
  if (
    english &&
    !grwm &&
    /\bmake-?up (?:transformation|transition)\b|\bbare[- ]face(?:d)? to full glam\b/i.test(body) &&
    reading.subject?.kind !== 'person'
  ) {
    reading.subject = { ...CREATOR };
    reading.actions = [{ verb: 'do', rest: 'a makeup transformation' }];
  }
  if (english) grwmOrder(reading, body);
  if (english) routineAsDoing(reading);
  // "a lone saxophonist on a rooftop": a player with nothing else to do plays.
  // (Not in an interview: "an interview with a retired jazz drummer" is him talking.)
  const plays =
    english && reading.actions.length === 0 && !INTERVIEWED.test(core)
      ? PLAYS[reading.subject?.head ?? '']
      : undefined;
  if (plays) reading.actions = [{ verb: 'play', rest: `the ${plays}`, object: `the ${plays}` }];
  // "time-lapse intersection day→night", "sleek espresso machine product shot": with the
  // format's words set aside, what is left is what the clip shows.
  if (english && !reading.subject && reading.actions.length === 0) {
    reading.subject = leftOver(core);
    roleAsDoing(reading, core);
  }
  // "熊猫", "a red fox": an animal named alone does what it is known for.
  animalAsDoing(reading, core);
  // "Lipstick ad. A crimson lipstick twisting up …": the thing named again is the subject.
  if (english) sameThingAgain(reading, core);
  const readSubject = timeSubject
    ? undefined
    : (flown ?? processSubject ?? cleanSubject(reading.subject));
  // English keeps "day turns to dusk over Manhattan" as an event of the scene.
  if (timeSubject && !english) reading.actions = [];
  // English speech is read with its events (who says it is who does it); Chinese by its marks.
  // 两个老同学…，一个说：“…”: the pair's lines are said by one of them, then the other.
  const pair = english ? undefined : oneOfPairZh(readSubject, reading.actions, readDialogue(core));
  if (pair) reading.actions = pair.actions;
  const heard = english ? everyLine(english.dialogue, core, readSubject) : (pair?.dialogue ?? []);
  // "an old couple dancing, he says … and she laughs": he and she are one of the two each.
  const spoken =
    english && readSubject ? splitCouple(readSubject, reading.actions, heard, body) : heard;
  // "text overlay 'Monday fuel'": words put on the screen are no one's line. A Chinese line is
  // said by whoever the reading found doing the saying (他 after a question is the one asked).
  const lines = spoken
    .filter((line) => !onScreenText(core, line.line))
    .map((line) => (english ? line : speakerAsRead(line, reading.actions, readSubject)))
    .map((line) => questionPut(core, line))
    .map(offScreenVoice);
  // "妈妈打来电话问：…": the caller is heard through the phone; the one called is in the frame.
  reading.actions = linesVerbatim(answered(reading.actions, lines), lines);
  const call = onThePhone(core, lines, readSubject, reading.actions);
  const dialogue = call?.dialogue ?? lines;
  const subject = call?.subject ?? readSubject;
  if (call) reading.actions = call.actions;
  // People who speak count as people in the scene; a voice-over does not.
  const speakers = new Set(
    dialogue
      .map((line) => line.speaker)
      .filter((speaker) => speaker !== undefined && !OFF_SCREEN.test(speaker)),
  ).size;

  // The setting: the place phrase the idea names first, else the first place word.
  const place = reading.place;
  const { env, indoor } = readSetting(place, subject, scene, sceneZh);

  const transition = findTransition(scene) ?? lapseTransition(core);
  // ("陆家嘴从黄昏到入夜": the hours passing are the light's change, told by the beats; no doing.)
  if (transition && !english)
    reading.actions = reading.actions.filter(
      (action) =>
        !/^从?\p{Script=Han}{2,4}(?:到|进入|转入|变成|过渡到|直到)\p{Script=Han}{2,4}$/u.test(
          action.verb,
        ) || findTransition(action.verb) === undefined,
    );
  // (The last train runs at night, unless the idea says another hour: "the last train at sunset".)
  const time = transition
    ? transition[0]
    : PRE_DAWN_ZH.test(scene)
      ? 'night'
      : (firstCue(TIME_CUES, scene, sceneZh) ?? (LAST_SERVICE.test(scene) ? 'night' : undefined));
  // Snow that has fallen lies on the ground ("after the snow", "a snowy peak"); a storm
  // someone talks about is not in the shot.
  const after = findAfter(scene);
  // Weather the idea only talks about is not in the shot (senses.ts).
  const weather =
    env === 'space' || env === 'underwater' ? undefined : findWeather(core, scene, zh);
  // "anime-style girl": the look is read as its own word.
  const styleText = scene.replace(/-(?=(?:style|styled|inspired)\b)/gi, ' ');
  const firstRead = firstCue(STYLE_CUES, styleText, styleText === scene ? sceneZh : undefined);
  // ("anime girl …, Ghibli-ish watercolor style": the medium asked for by name is the look.)
  const read =
    firstRead === 'anime' && /\bwatercolou?r\b|水彩/i.test(styleText) ? 'watercolor' : firstRead;
  // 古风 / 国风 animation is drawn in the Chinese ink tradition, not as a Western cartoon.
  // "古风：…，动画": wuxia that is drawn is ink animation too.
  const drawnWuxia =
    read === 'wuxia' && /动画|动漫|卡通|国漫|\banim(?:at|e\b)|\bdonghua\b/i.test(scene);
  // Swords and immortals drawn (国漫, xianxia anime) are xianxia donghua, the cartoon family's
  // own line; other drawn 古风 is ink.
  // (国风动漫 is Chinese animation: 动漫 alone would read it as Japanese anime.)
  const chineseDrawn = read === 'anime' && /国风|国漫|古风/.test(scene);
  const style =
    (drawnWuxia || chineseDrawn) && XIANXIA.test(scene)
      ? 'cartoon'
      : (read === 'cartoon' && /古风|国风/.test(scene) && !XIANXIA.test(scene)) ||
          drawnWuxia ||
          chineseDrawn
        ? 'ink'
        : read;
  const medium = style && ANIMATED_STYLES.has(style) ? 'animation' : 'live-action';
  const readFormats = allCues(FORMAT_CUES, scene, sceneZh);
  // An idea the viewer walks through ("Walking through …", "你骑车穿过…") is seen first-person.
  const formats: Format[] = [...readFormats];
  if (subject?.kind === 'viewer' && !formats.includes('pov')) formats.push('pov');
  // "Why is the sky blue?", "彩虹是怎么形成的": a question is answered as an explainer; one a
  // person asks in a quoted line ("妈，为什么每年都要包饺子？") is their line, not the clip's.
  const asks = ASKS.test(quoted.trim()) || howToTask(quoted) !== undefined;
  if (asks && !formats.includes('explainer')) formats.push('explainer');
  // Someone besides the subject who does something is in the scene too ("She misses, laughs").
  const others = new Set(
    reading.actions
      .map((action) => action.who)
      // ("She pulls him into a hug": she is someone already counted.)
      .filter(
        (who) =>
          who?.kind === 'person' &&
          who.phrase !== '' &&
          who.head !== subject?.head &&
          !/^(?:she|he|they|her|him|them|i|we|you)$/.test(who.head),
      )
      .map((who) => who?.head),
  ).size;
  // The two friends named Maya and Jordan are two, not four.
  const acting = others > 0 ? others + (subject?.kind === 'person' && !subject.plural ? 1 : 0) : 0;
  const people = countPeople(subject, Math.max(speakers, acting), scene);
  const about = (key: keyof typeof TOPIC_CUES) => cueIndex(TOPIC_CUES[key], scene, sceneZh) !== -1;
  // (A cookie left out for a fox is handed on: the clip is about whom it is for, not the food.)
  const first = reading.actions[0];
  const handedOn = /^(?:leave|give|offer|feed|hand|share|put|set)$/.test(first?.verb ?? '');
  // (A Chinese list of doings, 揉面、擀皮、包饺子, is one focus: the dumplings are in it too.)
  const focus = [
    subject?.phrase ?? '',
    // ("a chef torching crème brûlée": what is done to, even with no article before it.)
    (handedOn ? undefined : (first?.object ?? bareObject(first))) ?? '',
    first?.verb ?? '',
    ...(english
      ? []
      : reading.actions
          .slice(1)
          .filter((action) => !action.who)
          .map((a) => a.verb)),
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
  // A dragon is no wildlife: fantasy is staged like a film; a cat tearing into a parcel is
  // a pet at play, not a product unboxing.
  const type =
    (style === 'fantasy' && typeRead === 'nature') ||
    (typeRead === 'unboxing' && subject?.kind === 'animal')
      ? 'cinematic'
      : typeRead;
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
    label: label || undefined,
    subject,
    // "ending on logo" is how the clip ends (the last beat says it), not something the watch does.
    actions: english
      ? reading.actions.filter(
          (action) => !(action.verb === 'end' && /^on (?:the |its |a )?logo\b/i.test(action.rest)),
        )
      : attachLines(reading.actions, dialogue, lang),
    setting: { place: reading.place || undefined, indoor, env },
    time,
    transition,
    weather: weather === after ? undefined : weather,
    after,
    medium,
    style,
    formats,
    type,
    people,
    dialogue,
    // "We're moving to Berlin" said in a line is no place the clip is filmed in.
    named: findNamed(core).filter(
      (named) => named.kind !== 'place' || findNamed(quoted).some((own) => own.text === named.text),
    ),
    has: detectPresence(text, core, topic),
    seconds,
    colours: findColours(scene, lang),
    travels: findTravel(travelText(english?.actions, scene)),
    sounds: findSounds(scene),
    pace,
  };
}
