/**
 * analyse: the idea → a typed plan (src/domain/prompt/plan.ts). It knows language, not models:
 * what the idea is about, what happens, where, when, in what look and format, who speaks.
 */
import type { Environment, Format, Plan, SceneType, Subject } from '../../domain/prompt/plan.ts';
import { detectPresence, findDuration, isMainlyChinese } from '../detect.ts';
import { coreText } from '../text.ts';
import { readChinese } from './chinese.ts';
import { containsWord, segment, type ChineseWords } from './chinese-words.ts';
import {
  allCues,
  ANIMATED_STYLES,
  cueIndex,
  ENV_CUES,
  findTransition,
  firstCue,
  FORMAT_CUES,
  INDOOR_ENVS,
  STYLE_CUES,
  TIME_CUES,
  TOPIC_CUES,
  WEATHER_CUES,
} from './cues.ts';
import { readDialogue } from './dialogue.ts';
import { readEnglish } from './english.ts';
import { findNamed } from './named.ts';
import { findAfter, findColours, findPace, findSounds, findTravel } from './senses.ts';

/** "POV: …", "古风动画：…": a short lead before a colon that is not a speaker's line. */
function splitLabel(core: string): { label?: string; body: string } {
  const match = /^\s*([^:：\n"“「]{1,24}?)\s*[:：](?!\s*["“「])\s*(.+)$/s.exec(core);
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
  /^the (?:anime|cartoon|animated|claymation|cinematic|pixel|pixel-art|3d|noir|vintage|retro|cyberpunk|documentary|epic|slow-motion|slow motion)\s+/i;

/** The subject without style words in front ("the anime rooftop fight" → "the rooftop fight"). */
function cleanSubject(subject: Subject | undefined): Subject | undefined {
  if (!subject || subject.lang !== 'en') return subject;
  let phrase = subject.phrase;
  while (STYLE_LEAD.test(phrase)) phrase = phrase.replace(STYLE_LEAD, 'the ');
  return phrase === 'the' ? undefined : { ...subject, phrase };
}

const PETS =
  /\b(?:dog|dogs|puppy|puppies|cat|cats|kitten|kittens|corgi|husky|retriever|labrador|poodle|hamster|tabby|pug|beagle|terrier)\b|狗|猫|柯基|哈士奇|金毛|仓鼠|泰迪|柴犬|小狗|小猫/i;

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

const GROUP =
  /\b(?:crowd|family|team|band|friends|group|people|kids|children)\b|一群|一家|人群|朋友们|孩子们|乐队/i;

function countPeople(subject: Subject | undefined, speakers: number, text: string): number {
  let people = 0;
  if (subject?.kind === 'viewer') people = 1;
  else if (subject?.kind === 'person') people = subject.plural ? (GROUP.test(text) ? 3 : 2) : 1;
  return Math.max(people, Math.min(3, speakers));
}

/** Signs of dread that make horror when two meet: 3 am, a door that opens by itself, a figure. */
const DREAD: readonly RegExp[] = [
  /\b[1-4] ?am\b|\bmidnight\b|凌晨|半夜|午夜/i,
  /\bflicker\w*|一闪一闪|忽明忽暗|闪烁/i,
  /\bby itself\b|\bon its own\b|自己(?:打开|开了|关上|动)/i,
  /\b(?:something|someone|a figure|a shadow|silhouette)\b|黑影|人影|有人/i,
  /\bcreak\w*|吱呀/i,
  /\bwhispers? (?:her|his|my|your) name\b|叫(?:她|他|我)的名字/i,
  /\b(?:nobody|no one|empty|abandoned)\b|空无一人|废弃|没有人/i,
  /\b(?:upstairs|attic|basement|nursery|hallway|corridor)\b|走廊|楼道|地下室|阁楼/i,
  /\bmusic box\b|八音盒/i,
  /\b(?:scream\w*|blood\w*|crying in the dark)\b|尖叫|哭声|血/i,
];

/** Whether an idea is uneasy enough to be horror without saying so. */
function uneasy(text: string): boolean {
  return DREAD.filter((re) => re.test(text)).length >= 2;
}

/** The scene type: a format the idea asks for first, then the look, then what it is about. */
function sceneType(
  formats: readonly Format[],
  animated: boolean,
  env: Environment | undefined,
  about: (key: keyof typeof TOPIC_CUES) => boolean,
  subject: Subject | undefined,
  people: number,
  hasDialogue: boolean,
  focus: string,
  namedPlace: boolean,
  core: string,
): SceneType {
  const order: readonly [Format, SceneType][] = [
    ['pov', 'pov'],
    ['timelapse', 'timelapse'],
    ['loop', 'loop'],
    ['unboxing', 'unboxing'],
    ['interview', 'interview'],
    ['explainer', 'explainer'],
    ['music-video', 'music-video'],
  ];
  for (const [format, type] of order) if (formats.includes(format)) return type;
  if (animated) return 'animation';
  if (formats.includes('vertical')) return 'social';
  if (env === 'space' || about('space')) return 'space';
  if (about('horror')) return 'horror';
  if (about('sports')) return 'sports';
  const acted = people >= 1 && subject?.kind !== 'object';
  // Two people on a beach are not yet a drama: lines or a conflict make one.
  if (acted && (hasDialogue || about('drama'))) return 'drama';
  if (uneasy(core)) return 'horror';
  // Food and product are what the shot is about: the subject or what the action handles.
  // Chinese by word, so 菜 is not found in 油菜花.
  const focusFood = cueIndex(TOPIC_CUES.food, focus, segment(focus)) !== -1;
  const focusProduct = cueIndex(TOPIC_CUES.product, focus, segment(focus)) !== -1;
  if (focusFood && subject?.kind !== 'animal') return 'food';
  if (focusProduct || formats.includes('ad'))
    return about('food') && !focusProduct ? 'food' : 'product';
  // Wild animals outdoors are nature films; a pet on the beach is not wildlife.
  const wild = subject?.kind === 'animal' && !PETS.test(subject.phrase);
  if (
    (wild && env !== undefined && !INDOOR_ENVS.has(env)) ||
    (about('nature') && !PETS.test(subject?.phrase ?? ''))
  )
    return 'nature';
  // A street or a city is travel when it is the picture; people playing in it are a story.
  const placeIsPicture =
    subject === undefined || subject.kind === 'place' || subject.kind === 'object';
  if (about('travel') || namedPlace || ((env === 'city' || env === 'street') && placeIsPicture))
    return 'travel';
  return 'cinematic';
}

/**
 * The environment a phrase names last: its head noun ("farmhouse kitchen" is a kitchen), and
 * of two cues that end together the longer ("coffee shop" is a café, not a shop).
 */
function latestEnv(phrase: string): Environment | undefined {
  let end = -1;
  let start = Infinity;
  let found: Environment | undefined;
  const words = segment(phrase);
  for (const c of ENV_CUES) {
    const match = c.en.exec(phrase);
    const spans: [number, number][] = match ? [[match.index, match.index + match[0].length]] : [];
    for (const word of c.zh) {
      const at = containsWord(words, word);
      if (at !== -1) spans.push([at, at + word.length]);
    }
    for (const [from, to] of spans) {
      if (to > end || (to === end && from < start)) [end, start, found] = [to, from, c.key];
    }
  }
  return found;
}

/** Understand an idea (or a prompt, from the person's own lines in it). */
export function analyse(text: string): Plan {
  const core = coreText(text.trim());
  const lang = isMainlyChinese(core) ? 'zh' : 'en';
  const zh: ChineseWords | undefined = /[^\p{ASCII}]/u.test(core) ? segment(core) : undefined;
  const { label, body } = splitLabel(core);
  // What is quoted is dialogue: the reader sees the idea without it.
  const english = lang === 'en' ? readEnglish(body) : undefined;
  const reading = english ?? readChinese(body, label);
  // "Day turns to dusk": a time of day is no subject, and its turning no action.
  const timeSubject = reading.subject && TIME_HEADS.test(reading.subject.head);
  const subject = timeSubject ? undefined : cleanSubject(reading.subject);
  // English keeps "day turns to dusk over Manhattan" as an event of the scene.
  if (timeSubject && !english) reading.actions = [];
  // English speech is read with its events (who says it is who does it); Chinese by its marks.
  const dialogue = english?.dialogue ?? readDialogue(core);
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
  // The place's head noun comes last ("farmhouse kitchen", "农舍厨房"): the latest cue wins.
  const placeEnv = place ? latestEnv(place) : undefined;
  const named = ENV_CUES.find((c) => cueIndex(c, core, zh) !== -1)?.key;
  // "A lighthouse on a cliff": a subject that is itself a place sets the scene.
  const subjectEnv =
    subject && (subject.kind === 'place' || subject.kind === 'object')
      ? latestEnv(subject.phrase)
      : undefined;
  const env =
    (subject?.kind === 'place' ? subjectEnv : undefined) ??
    placeEnv ??
    named ??
    (cueIndex(TOPIC_CUES.space, core, zh) !== -1 ? 'space' : undefined);
  const indoorWords = /\b(?:inside|indoors|interior|room)\b|室内|屋里|房间/i.test(core);
  const outdoorWords = /\b(?:outside|outdoors|open air)\b|户外|室外|露天/i.test(core);
  const indoor = env
    ? INDOOR_ENVS.has(env) || (indoorWords && !outdoorWords)
    : indoorWords
      ? true
      : outdoorWords
        ? false
        : undefined;

  const transition = findTransition(core);
  const time = transition ? transition[0] : firstCue(TIME_CUES, core, zh);
  // Snow that has fallen lies on the ground ("after the snow", "a snowy peak"); a storm
  // someone talks about is not in the shot.
  const after =
    findAfter(core) ??
    (/\bsnowy (?:mountain|peak|field|forest|village|street|roof|hill|ridge|slope|landscape)/i.test(
      core,
    )
      ? 'snow'
      : undefined);
  const told =
    /\b(?:about|remembers?|recalls?|story of|memory of) (?:the |a |that )?(?:\w+ )?(?:storm|rain|snow|blizzard|flood)\b|(?:storm|rain|snow) (?:that|which) (?:took|killed|destroyed|ruined)|(?:讲述|回忆)[^，。]*(?:暴风雨|风暴|台风|大雪|暴雨)/i.test(
      core,
    );
  // Rain on the windows of a kitchen is still rain: indoor vocabulary says how it is heard.
  const weather =
    env === 'space' || env === 'underwater' || told ? undefined : firstCue(WEATHER_CUES, core, zh);
  const read = firstCue(STYLE_CUES, core, zh);
  // 古风 / 国风 animation is drawn in the Chinese ink tradition, not as a Western cartoon.
  const style = read === 'cartoon' && /古风|国风/.test(core) ? 'ink' : read;
  const medium = style && ANIMATED_STYLES.has(style) ? 'animation' : 'live-action';
  const formats = allCues(FORMAT_CUES, core, zh);
  const people = countPeople(subject, speakers, core);
  const about = (key: keyof typeof TOPIC_CUES) => cueIndex(TOPIC_CUES[key], core, zh) !== -1;
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
    findNamed(core).some((named) => named.kind === 'place'),
    core,
  );
  // A dragon is no wildlife: fantasy is staged like a film.
  const type = style === 'fantasy' && typeRead === 'nature' ? 'cinematic' : typeRead;
  const seconds = findDuration(core);
  const pace = findPace(core);
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
    actions: english ? reading.actions : attachLines(reading.actions, dialogue, lang),
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
    named: findNamed(core),
    has: detectPresence(text, core, topic),
    ...(seconds !== undefined ? { seconds } : {}),
    colours: findColours(core, lang),
    travels: findTravel(core),
    sounds: findSounds(core),
    ...(pace ? { pace } : {}),
  };
}
