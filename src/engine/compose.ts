/**
 * compose: a plan → the sections a prompt lacks, each chosen from tagged vocabulary that fits
 * the plan (vocabulary/fit.ts), in the output language. Nothing here knows a model: render
 * writes the sections out.
 */
import { listedShotSizes } from './shot-list.ts';
import { isVertical, type Plan, type Subject, type TimeOfDay } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { beatRange, timedBeats, writeBeats } from './beats.ts';
import { cameraWords } from './camera-words.ts';
import { backdropDetail, backdropPalette, findBackdrop } from './backdrop-words.ts';
import { ownLight } from './light-words.ts';
import { ownSound } from './sound-words.ts';
import { pick, streamFor } from './random.ts';
import { capitalize, speechLength } from './text.ts';
import { AERIAL, fits, p, type Phrase } from './vocabulary/fit.ts';
import type { LineKind } from './vocabulary/labels.ts';
import { CAMERAS, PRODUCT_ORBIT, type Camera } from './vocabulary/cameras.ts';
import { shownInUse } from './product-beats.ts';
import { LIGHTS } from './vocabulary/lights.ts';
import { accompanied } from './accompanied-beats.ts';
import { PALETTES } from './vocabulary/palettes.ts';
import { THING_COLOURS } from './vocabulary/thing-colours.ts';
import { SAFETY_LINES, STYLES, VOICE_LINES, VOICE_SPEAKERS } from './vocabulary/phrases.ts';
import {
  DETAILS,
  EVERYTHING_LAID_OUT,
  FACES_IN_FOCUS,
  STYLE_DETAILS,
} from './vocabulary/scene-details.ts';
import { narrationFor, tutorialOf } from './explainer-beats.ts';
import { answerHeard, interviewQuestion, unscriptedInterview } from './interview-beats.ts';
import { AMBIENCE, MUSIC, NAMED_SOUNDS, NARRATOR, voicesCarry } from './vocabulary/sounds.ts';

/** One section a prompt may get: its kind, its content lines and a note of what was added. */
export interface Section {
  kind: LineKind;
  /** The content after the label; beats and dialogue are several lines. */
  lines: string[];
  note: string;
  /** Essentials come first when the budget is short (duration, camera, safety). */
  essential: boolean;
  /** A shorter form to use when this one does not fit (Fast's 500 characters). */
  short?: Section;
}

export interface ComposeOptions {
  lang: Language;
  seconds: number;
  seed: number;
  advanced: boolean;
  /** Text a rewrite must move away from: phrases it contains are chosen last. */
  avoid?: string;
}

/** Types that are formats: they choose the camera before the subject does. */
/** A drone the idea flies low: skimming the ground, not high above it. */
const LOW_FLIGHT =
  /\b(?:fly|flies|flying|glid\w*|skim\w*|swoop\w*) low\b|\blow[- ](?:altitude|flying|pass)\b|低空/i;

const FORMAT_TYPES = new Set(['interview', 'pov', 'timelapse', 'loop', 'unboxing', 'explainer']);

const TIME_EN = {
  dawn: 'dawn',
  morning: 'morning light',
  day: 'daylight',
  golden: 'golden hour',
  dusk: 'dusk',
  night: 'night',
} as const;
const TIME_ZH = {
  dawn: '黎明',
  morning: '清晨',
  day: '白天',
  golden: '黄金时刻',
  dusk: '黄昏',
  night: '夜晚',
} as const;

const say = (phrase: Phrase, lang: Language) => (lang === 'zh' ? phrase.zh : phrase.en);

/** The phrases of a list that fit the plan. */
function fitting<T extends { fits?: Phrase['fits']; never?: Phrase['never'] }>(
  list: readonly T[],
  plan: Plan,
  keep?: (item: T) => boolean,
): T[] {
  return list.filter((item) => (!keep || keep(item)) && fits(item, plan));
}

/** How specific a phrase is: how many tags it asks the plan to match ("needs air" is no place). */
function specificity(item: { fits?: Phrase['fits'] }): number {
  const tags = item.fits;
  let sum = 0;
  for (const key in tags) {
    if (key === 'boost') sum += tags.boost ?? 0;
    else if (key === 'style') sum += 3;
    else if (key !== 'air' && key !== 'moving') sum += 1;
  }
  return sum;
}

/**
 * The phrases, most specific first (each one's specificity read once: a sort asks for it again
 * at every comparison).
 */
function bySpecificity<T extends { fits?: Phrase['fits'] }>(list: readonly T[]): T[] {
  return list
    .map((item, index) => ({ item, index, weight: specificity(item) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * A seeded choice among the most specific phrases that fit: "moonlight on the water" (time and
 * place) beats "moonlight" (time), which beats a phrase that fits anywhere.
 */
function choose<T extends { fits?: Phrase['fits']; never?: Phrase['never'] }>(
  list: readonly T[],
  plan: Plan,
  o: ComposeOptions,
  key: string,
  keep?: (item: T) => boolean,
): T | undefined {
  const all = fitting(list, plan, keep);
  // A rewrite asks for something other than what the prompt says now (when there is one).
  const fresh = o.avoid ? all.filter((item) => !o.avoid?.includes(textOf(item, o.lang))) : all;
  const options = fresh.length > 0 ? fresh : all;
  if (options.length === 0) return undefined;
  // (One pass: the most specific weight, and the first three phrases that have it.)
  let top = -Infinity;
  let best: T[] = [];
  for (const item of options) {
    const weight = specificity(item);
    if (weight > top) [top, best] = [weight, [item]];
    else if (weight === top && best.length < 3) best.push(item);
  }
  return pick(streamFor(o.seed, key), best);
}

/** The words a phrase or a camera adds, for "say something else" comparisons. */
function textOf(item: object, lang: Language): string {
  const phrase = 'move' in item ? (item as Camera).move : (item as Phrase);
  return lang === 'zh' ? phrase.zh : phrase.en;
}

const sentenceCase = (lang: Language, text: string) => (lang === 'zh' ? text : capitalize(text));

function note(lang: Language, en: string, zh: string): string {
  return lang === 'zh' ? zh : en;
}

export function styleSection(
  plan: Plan,
  o: ComposeOptions,
  /** Only the line for the look the idea names ("anime-style", 赛博朋克), said in full. */
  named = false,
): Section | undefined {
  const list = named
    ? STYLES.filter((phrase) => plan.style && phrase.fits?.style?.includes(plan.style))
    : STYLES;
  const style = choose(list, plan, o, 'style');
  if (!style) return undefined;
  const text = say(style, o.lang);
  // (The look's name is its first part, unless that is one bare word: "Grounded, realistic
  // spacewalk look" is named by its second, "Realistic spacewalk look". "Time-lapse" names one.)
  const [first = text, second] = text.split(/[,，]/);
  const bare = o.lang === 'zh' ? first.length < 3 : /^[A-Za-z]+$/.test(first.trim());
  const head = bare && second ? sentenceCase(o.lang, second.trim()) : first;
  const section: Section = {
    kind: 'style',
    lines: [text],
    note: note(o.lang, `Set the style up front: ${head}`, `开头设定风格：${head}`),
    essential: false,
  };
  // Fast with little room keeps the look's name ("Film noir") rather than no Style line; a
  // drama or a horror always keeps it, beside its first sound (see audioSections).
  const kept = plan.type === 'drama' || plan.type === 'horror';
  return head === text
    ? section
    : { ...section, short: { ...section, lines: [head], essential: kept } };
}

/**
 * Concrete scene details that fit the plan; `restyled` (a heavy rewrite into a new look) puts
 * the look's own set detail first.
 */
/**
 * What a detail shows: steam or smoke when it has them, else the first plural thing ("boats",
 * "petals"), usually what it is about.
 */
function mainThing(phrase: Phrase): string | undefined {
  // ("steam rising from the stove" and "rising steam catching the light": steam twice.)
  const mass = /\b(?:steam|smoke|mist|fog|haze)\b/i.exec(phrase.en)?.[0];
  if (mass) return mass.toLowerCase();
  const words = phrase.en.toLowerCase().match(/\b[a-z]{3,}s\b/g) ?? [];
  const noun = words.find((word) => !/(?:ss|us|is)$|^(?:its|this|has|was|does|always)$/.test(word));
  return noun?.replace(/s$/, '');
}

export function sceneSection(plan: Plan, o: ComposeOptions, restyled = false): Section | undefined {
  const look = restyled ? fitting(STYLE_DETAILS, plan) : [];
  // An explainer is drawn as diagrams: the place's details ("clouds sliding past far below")
  // would put a live scene into it.
  const details = fitting(DETAILS, plan).filter(
    (phrase) => plan.type !== 'explainer' || phrase.fits?.type?.includes('explainer'),
  );
  // "against a bright yellow wall", 背景是黑色丝绸: the person's backdrop comes first, and no
  // stock backdrop beside it.
  const backdrop = plan.lang === o.lang ? findBackdrop(plan.core, plan.lang) : undefined;
  const head = plan.subject?.kind === 'object' ? plan.subject.head : undefined;
  // A known tutorial lays out its own things ("a length of rope"), not "everything needed".
  // (Hair, a collar, a sink or a sheet held up are not on a worktop.)
  const known = details.includes(EVERYTHING_LAID_OUT) ? tutorialOf(plan)?.tools : undefined;
  const tools = known && !/\b(?:held|sink|hair|collar)\b/.test(known.en) ? known : undefined;
  const laid = tools && /\blaid\b/.test(tools.en) ? '' : ' laid out';
  const own = backdrop
    ? [p(backdropDetail(backdrop, 'en', head), backdropDetail(backdrop, 'zh', head))]
    : tools
      ? [p(`${tools.en}${laid} on a clean worktop`, `${tools.zh}摆在干净的台面上`)]
      : known
        ? [p(known.en, known.zh)]
        : [];
  const unstaged = backdrop
    ? details.filter(
        (phrase) => !/backdrop|background|背景|影棚/i.test(`${phrase.en} ${phrase.zh}`),
      )
    : details.filter((phrase) => !(known && phrase === EVERYTHING_LAID_OUT));
  // (The faces in focus only when nothing of the place is known.)
  const placed = unstaged.filter((phrase) => !FACES_IN_FOCUS.includes(phrase));
  const options = [
    ...own,
    ...look.slice(0, 1),
    ...bySpecificity(placed.length > 0 || own.length > 0 ? placed : unstaged),
  ];
  if (options.length === 0) return undefined;
  const rng = streamFor(o.seed, 'scene');
  // The most specific details first, one of the rest for variety; a rewrite moves away from
  // the details the prompt has now.
  const fresh = o.avoid ? options.filter((item) => !o.avoid?.includes(say(item, o.lang))) : options;
  // Too few new details: the line keeps some it had, so a rewrite never thins the scene out.
  const pool =
    fresh.length >= 3 ? fresh : [...fresh, ...options.filter((item) => !fresh.includes(item))];
  // "fishing boats moored in rows" and "fishing boats tied up along the quay" say one thing.
  // (Each detail's thing is read once: asking it of every pair grew with the square of them.)
  const seen = new Set<string>();
  const distinct = pool.filter((phrase) => {
    const thing = mainThing(phrase);
    if (thing === undefined) return true;
    const again = seen.has(thing);
    seen.add(thing);
    return !again;
  });
  const chosen = distinct.slice(0, 2);
  const rest = distinct.slice(2);
  if (rest.length > 0) chosen.push(pick(rng, rest));
  const said = chosen.map((phrase) => say(phrase, o.lang));
  return {
    kind: 'scene',
    lines: [said.join(o.lang === 'zh' ? '；' : '; ')],
    note: note(
      o.lang,
      `Added ${said.length} concrete scene details`,
      `补充了 ${said.length} 处具体场景细节`,
    ),
    essential: false,
  };
}

/**
 * The Camera line: one shot, one move and a lens. What the person named is said again in it
 * (their shot, their moves, their lens, see camera-words.ts); the rest is chosen for the plan.
 * `parts` says which of shot, move and lens the person's words already have.
 */
export function cameraSection(
  plan: Plan,
  o: ComposeOptions,
  parts: { shot: boolean; lens: boolean; move?: boolean },
  seedKey = 'camera',
): Section | undefined {
  // A format decides the camera (an interview is a static close-up whatever it is about).
  // (A product shown in use, a stride or a spritz, is not orbited like a still one.)
  const cameras =
    plan.type === 'product' && shownInUse(plan)
      ? CAMERAS.filter((c) => c !== PRODUCT_ORBIT)
      : CAMERAS;
  const forFormat = FORMAT_TYPES.has(plan.type)
    ? cameras.filter((c) => c.fits?.type?.includes(plan.type))
    : [];
  const camera =
    choose(forFormat.length > 0 ? forFormat : cameras, plan, o, seedKey) ??
    choose(cameras, plan, o, seedKey) ??
    (cameras.at(-1) as Camera);
  const subject = subjectFor(plan, o.lang);
  const words = cameraWords(plan.core, o.lang, subject?.phrase ?? '');
  const zh = o.lang === 'zh';
  // ("镜头从高空俯冲而下": a dive from above starts high, never at the roadside.)
  const dives = words.moves.some((move) => /swooping dive|俯冲/.test(move));
  const aerial = words.aerial || dives || (parts.move === false && AERIAL.test(plan.core));
  // "POV: …" names the shot the POV camera is: its framing is kept whole.
  // An FPV flight threads between the buildings: low, never the high aerial view.
  const fpv = words.moves.some((move) => /FPV|穿越机/.test(move));
  // "close-up of …, then wide shot of …": the shots the person listed, in their order.
  const listed = listedShotSizes(plan.core, o.lang);
  const shot =
    listed ??
    words.shot ??
    (fpv ? (zh ? '贴着楼宇的低空视角' : 'low-altitude FPV view') : undefined) ??
    (!parts.shot && plan.type !== 'pov'
      ? ''
      : aerial
        ? // ("drone flying low over the cliffs": low over the ground, not high above it.)
          LOW_FLIGHT.test(plan.core)
          ? zh
            ? '贴着地面的低空航拍'
            : 'low aerial view skimming just above the ground'
          : zh
            ? '高空大全景'
            : 'high, wide aerial view'
        : // "Wide tracking shot" beside their "handheld" would be a second move.
          say(camera.shot, o.lang)
            .replace(words.moves.length > 0 ? / tracking/ : /$^/, '')
            // ("全景跟拍" under their own move is "全景"; a bare "跟拍" becomes a medium shot.)
            .replace(words.moves.length > 0 ? /^跟拍$/ : /$^/, '中景')
            .replace(words.moves.length > 0 ? /跟拍$/ : /$^/, '')
            // ("Static medium close-up" beside their "handheld" would say the camera twice.)
            .replace(words.moves.length > 0 ? /^static\s+/i : /$^/, '')
            .replace(words.moves.length > 0 ? /^固定机位的?/ : /$^/, ''));
  // "a slow orbit around it": the Camera line names the thing it goes around (a product shot
  // of a runner's earbuds still goes around the earbuds, so only a thing is named).
  const thing = subject?.kind === 'object' ? subject.phrase : undefined;
  const own = say(camera.move, o.lang).replace(/ around it\b/, thing ? ` around ${thing}` : '$&');
  const moves = words.moves.length > 0 ? words.moves : parts.move === false || listed ? [] : [own];
  const macro = /macro|微距/.test(shot) && !/macro|微距/.test(say(camera.lens, o.lang));
  const ownLens = aerial
    ? zh
      ? '24mm 镜头'
      : '24mm lens'
    : macro
      ? zh
        ? '100mm 微距镜头'
        : '100mm macro lens'
      : say(camera.lens, o.lang);
  // "slow motion on the landing": the frame rate that makes it possible.
  const slow = plan.formats.includes('slow-motion') && plan.medium === 'live-action';
  // "50fps": the frame rate the person named is the one written.
  const fps = /\b(\d{2,4})\s?fps\b|(\d{2,4})\s?帧/i.exec(plan.core);
  const rate = fps?.[1] ?? fps?.[2];
  const lens = [
    words.lens ?? (parts.lens ? ownLens : ''),
    rate
      ? zh
        ? `${rate} 帧拍摄`
        : `shot at ${rate}fps`
      : slow
        ? zh
          ? '120 帧升格拍摄'
          : 'shot at 120fps'
        : '',
  ]
    .filter(Boolean)
    .join(zh ? '，' : ', ');
  // "Handheld medium shot …, handheld": a move the shot already says is not said again.
  const sep = zh ? '，' : ', ';
  const said: string[] = [];
  const pieces = [shot, ...moves, lens]
    .filter(Boolean)
    .map((piece) => {
      const fresh = piece
        .split(sep)
        .filter((part) => !said.some((before) => before.toLowerCase().includes(part.toLowerCase())))
        .join(sep);
      said.push(piece);
      return fresh;
    })
    .filter(Boolean);
  if (pieces.length === 0) return undefined;
  const text = sentenceCase(o.lang, pieces.join(zh ? '，' : ', '));
  const theirs = words.moves.length > 0 || parts.move === false;
  return {
    kind: 'camera',
    lines: [text],
    note: theirs
      ? note(o.lang, `Wrote out the camera you named: ${text}`, `按你写的运镜整理出镜头：${text}`)
      : note(
          o.lang,
          `Added one camera move: ${moves.join(', ')}${lens ? `, on a ${lens}` : ''}`,
          `添加运镜：${moves.join('，')}${lens ? `，${lens}` : ''}`,
        ),
    essential: true,
  };
}

export function lightSection(plan: Plan, o: ComposeOptions, key = 'light'): Section | undefined {
  const light = choose(LIGHTS, plan, o, key);
  if (!light) return undefined;
  // "Day turns to dusk": the light is the change itself.
  const text = plan.transition ? lightChange(plan.transition, o.lang) : say(light, o.lang);
  return {
    kind: 'lighting',
    lines: [sentenceCase(o.lang, text)],
    note: note(o.lang, `Named the light: ${text}`, `设定光线：${text}`),
    essential: false,
  };
}

/**
 * The light of a clip whose time changes, told by the light it passes through ("daylight
 * fading through a warm sunset glow and blue hour into night"), not only its two ends.
 */
function lightChange(transition: readonly [TimeOfDay, TimeOfDay], lang: Language): string {
  const [from, to] = transition;
  const zh = lang === 'zh';
  if (to === 'night' && from !== 'night') {
    if (from === 'dusk')
      return zh
        ? '黄昏的余光渐渐褪去，沉入深蓝的夜色'
        : 'the last dusk light draining into deep blue night';
    return zh
      ? `${TIME_ZH[from]}的光线渐渐变暖、变暗，经过夕照与蓝调时刻，沉入夜色`
      : `${TIME_EN[from]} fading through a warm sunset glow and blue hour into night`;
  }
  if (from === 'night' && (to === 'dawn' || to === 'morning' || to === 'day')) {
    return zh
      ? '夜色渐渐褪成黎明前的蓝调，再染上第一缕暖光'
      : 'night paling into a blue pre-dawn, then the first warm light';
  }
  if ((from === 'day' || from === 'morning') && (to === 'dusk' || to === 'golden')) {
    return zh
      ? '日光渐渐变暖、变低，染上黄昏的金色'
      : 'daylight warming and lowering into a golden evening glow';
  }
  return zh
    ? `光线从${TIME_ZH[from]}渐渐过渡到${TIME_ZH[to]}`
    : `the light changes from ${TIME_EN[from]} to ${TIME_EN[to]} over the clip`;
}

/** A line the person's own words asked for, written out; none when the words say nothing. */
function ownSection(kind: 'audio' | 'lighting', text: string | undefined, lang: Language) {
  if (!text) return undefined;
  const [en, zh] =
    kind === 'audio'
      ? ['Wrote out the sound you asked for', '按你写的声音整理出声音']
      : ['Wrote out the light you named', '按你写的光线整理出光线'];
  return {
    kind,
    lines: [sentenceCase(lang, text)],
    note: note(lang, `${en}: ${text}`, `${zh}：${text}`),
    essential: false,
  } satisfies Section;
}

/** The one sound the person asked for ("no sound but her breathing"), said plainly. */
export function ownSoundSection(plan: Plan, o: ComposeOptions): Section | undefined {
  return ownSection('audio', ownSound(plan.core, o.lang), o.lang);
}

/** The light the person named, written out (light-words.ts); none when no entry knows it. */
export function ownLightSection(plan: Plan, o: ComposeOptions): Section | undefined {
  // ("I'll bring the flashlight" is said, not lit: the light is read outside the lines.)
  const unsaid = plan.core.replace(/"[^"]*"|“[^”]*”|「[^」]*」/g, ' ');
  // ("neon sign …, purple and teal light": the neon is the colours the idea names.)
  const [first, second] = plan.colours;
  const own = ownLight(unsaid, o.lang)?.replace(
    /magenta and cyan/,
    first && second && plan.lang === 'en' && o.lang === 'en'
      ? `${first.replace(/^neon /, '')} and ${second.replace(/^neon /, '')}`
      : '$&',
  );
  // "from day to night, neon signs flicker on": the neon is where the change ends, not the
  // light of the whole clip.
  const ending =
    own && plan.transition
      ? o.lang === 'zh'
        ? `${lightChange(plan.transition, 'zh')}，最后是${own}`
        : `${lightChange(plan.transition, 'en')}, ending on ${own}`
      : own;
  return ownSection('lighting', ending, o.lang);
}

export function paletteSection(
  plan: Plan,
  o: ComposeOptions,
  key = 'palette',
): Section | undefined {
  const palette = choose(PALETTES, plan, o, key);
  if (!palette) return undefined;
  // A coloured backdrop sets the other tones: black silk gets no "pure white, soft grey".
  const backdrop = findBackdrop(plan.core, plan.lang);
  const base = (backdrop && backdropPalette(backdrop, o.lang)) ?? say(palette, o.lang);
  const text = withNamedColours(plan.colours, thingColours(plan, o.lang), base, o.lang);
  return {
    kind: 'palette',
    lines: [sentenceCase(o.lang, text)],
    note: note(o.lang, `Added a colour palette: ${text}`, `添加配色：${text}`),
    essential: false,
  };
}

/** Words that say how a colour is, not whose: "deep navy" and "deep red" share no thing. */
const SHADE =
  /^(?:deep|soft|warm|pale|cool|cold|dark|light|muted|bright|dusty|faded|rich|hot|electric|burnt|pure|off|clean|crisp|vivid|smoky|golden|sunny|creamy|glossy|matte|brushed|polished|misty|dusky|icy|jet|ink|midnight)$/;

/**
 * The colours of the things the idea shows (a corgi's ginger, rice terraces' green): after the
 * colours it names, and never so many that the palette's light and mood are crowded out.
 */
function thingColours(plan: Plan, lang: Language): string[] {
  const room = Math.min(2, 3 - plan.colours.length);
  if (room <= 0) return [];
  // (The things an idea shows are read once per idea: each candidate prompt, and each call with
  // a new seed, asks again. The engine writes one idea at a time, so the last answer is kept, by
  // its text: a WeakMap on the plan kept dead plans alive through minor collections, recent.ts.)
  const key = `${plan.core}|${plan.style ?? ''}`;
  if (key !== thingsShown.key) {
    // Most ideas name none of the things: one pattern of them all says so before 169 are asked.
    thingsShown.key = key;
    thingsShown.shown = ANY_THING.test(plan.core)
      ? THING_COLOURS.filter((phrase) => fits(phrase, plan))
      : [];
  }
  const shown = thingsShown.shown;
  const said = new Set<string>();
  for (const phrase of shown) {
    if (said.size >= room) break;
    const colour = say(phrase, lang);
    // (Red lanterns in an idea that says 红 are its red already.)
    if (!named(plan.colours, colour)) said.add(colour);
  }
  return [...said];
}

const thingsShown: { key: string; shown: readonly Phrase[] } = { key: '', shown: [] };
const ANY_THING = new RegExp(
  THING_COLOURS.map((phrase) => `(?:${phrase.fits?.mentions?.source ?? '$^'})`).join('|'),
  'i',
);

/** Whether a colour is one the idea names already ("red" in "lantern red", 红 in 灯笼红). */
function named(colours: readonly string[], colour: string): boolean {
  const last = colour.toLowerCase().split(/\s+/).at(-1) ?? colour;
  return colours.some(
    (own) =>
      own.toLowerCase().split(/\s+/).at(-1) === last ||
      (/\p{Script=Han}/u.test(own) && colour.includes(own.slice(-1))),
  );
}

/**
 * The idea's own colours first ("matte black", "红墙"), then its things' (a corgi's ginger), then
 * the palette's until there are four: a palette that ignores what the idea shows reads as stock.
 */
function withNamedColours(
  named: readonly string[],
  things: readonly string[],
  palette: string,
  lang: Language,
): string {
  if (named.length === 0 && things.length === 0) return palette;
  const theirs =
    lang === 'zh' ? palette.split(/、|与|，点缀一抹|，一点/) : palette.split(/, | and /);
  const words = (colour: string) => colour.toLowerCase().split(/\s+/);
  // "broth amber" and "broth gold" are one thing's colour; "deep navy" and "deep red" are not.
  const thing = (colour: string) => {
    const [first, ...rest] = words(colour);
    return rest.length > 0 && first && !SHADE.test(first) ? first : undefined;
  };
  // 面皮白 and 面粉白 are one white: a Chinese colour's hue is its last character.
  const hue = (colour: string) => (/\p{Script=Han}$/u.test(colour) ? colour.slice(-1) : undefined);
  // (The idea's own "red" is matched as said: 红色星球 keeps the palette's 锈红 beside it.)
  const clash = (colour: string) =>
    named.some((own) => words(colour).includes(words(own).at(-1) ?? own) || colour.includes(own)) ||
    things.some(
      (own) =>
        words(colour).includes(words(own).at(-1) ?? own) ||
        (thing(own) !== undefined && thing(own) === thing(colour)) ||
        (hue(own) !== undefined && hue(own) === hue(colour)),
    );
  // ("gold and black": two colours named are the palette asked for; the stock one adds only
  // neutrals beside them, never a blush pink.)
  const asked = named.length >= 2;
  const full = theirs.map((colour) => colour.trim()).filter(Boolean);
  const rest = full.filter((colour) => !asked || NEUTRAL.test(colour));
  const all = [...named, ...things, ...rest.filter((colour) => !clash(colour))];
  // (Never fewer than three: a near twin is better than a thin palette.)
  all.push(
    ...full
      .filter((colour) => !all.includes(colour) && (clash(colour) || !rest.includes(colour)))
      .sort((a, b) => Number(clash(b)) - Number(clash(a)))
      .slice(0, Math.max(0, 3 - all.length)),
  );
  const four = all.slice(0, 4);
  if (lang === 'zh') return `${four.slice(0, -1).join('、')}与${four.at(-1) ?? ''}`;
  return `${four.slice(0, -1).join(', ')} and ${four.at(-1) ?? ''}`;
}

/** Colours that sit beside any two the idea names. */
const NEUTRAL =
  /\b(?:black|white|grey|gray|silver|charcoal|ivory|cream|champagne|bone|smoke|ink|onyx|pearl|shadow)$|黑|白|灰|银|炭|象牙|奶油|香槟|墨/i;

/** The subject as the output language can name it. */
function subjectFor(plan: Plan, lang: Language): Subject | undefined {
  const subject = plan.subject;
  if (!subject || subject.lang === lang) return subject;
  const generic: Record<Language, Record<Subject['kind'], string>> = {
    en: {
      person: subject.plural ? 'the characters' : 'the character',
      animal: 'the animal',
      object: 'the main object',
      place: 'the place',
      viewer: 'you',
    },
    zh: { person: '人物', animal: '动物', object: '画面主体', place: '这个地方', viewer: '你' },
  };
  return {
    ...subject,
    phrase: generic[lang][subject.kind],
    head: generic[lang][subject.kind],
    lang,
  };
}

export function beatsSection(plan: Plan, o: ComposeOptions): Section | undefined {
  const [low, high] = beatRange(o.seconds);
  const rng = streamFor(o.seed, 'beats');
  const subject = subjectFor(plan, o.lang);
  // One staged doing with leaves falling or a crowd cheering around it is told in full, when
  // the clip has room for every stage.
  const staged = subject?.lang === o.lang && subject && accompanied(plan, subject, o.lang);
  const wanted =
    staged && o.seconds >= 15
      ? high
      : plan.actions.length > 1
        ? plan.actions.length
        : rng() < 0.5
          ? low
          : high;
  const count = Math.min(high, Math.max(low, wanted));
  const beats = writeBeats(plan, subject, count, o.lang, o.seconds);
  if (beats.length === 0) return undefined;
  const seconds = o.lang === 'zh' ? `${o.seconds} 秒` : `${o.seconds}s`;
  return {
    kind: 'beats',
    lines: timedBeats(beats, o.seconds, o.lang),
    note: note(
      o.lang,
      `Added ${beats.length} action beats sized to ${seconds}`,
      `按 ${seconds} 时长安排了 ${beats.length} 个动作节拍`,
    ),
    essential: false,
  };
}

/** "Quiet room tone and the small sounds of the conversation" → "Quiet room tone", when short. */
function firstClause(sound: string, cut: boolean): string {
  if (!cut) return sound;
  const first = sound.split(/, | and |，|和/)[0] ?? sound;
  // ("The thin, tinkling melody of a music box": two adjectives before a comma are no sound.)
  const tooShort = /^(?:the|a|an)\s+\S+$/i.test(first);
  return first.length >= 8 && !tooShort ? first : sound;
}

/** The Audio line for the sounds said. (Module level: tsx names every inner closure per call.) */
function audioSection(said: readonly string[], lang: Language, essential = false): Section {
  return {
    kind: 'audio',
    lines: [sentenceCase(lang, said.join(lang === 'zh' ? '；' : '; '))],
    note: note(lang, `Added sound: ${said.join('; ')}`, `添加声音：${said.join('；')}`),
    essential,
  };
}

/** "The retired firefighter in his garage": the speaker is the firefighter; the garage is the Scene's. */
function speakerOnly(name: string): string {
  return name.replace(
    / (?:in|at|on|by|near|from|inside|outside|wearing) (?:his|her|their|its|the|a|an) [^,"]+$/i,
    '',
  );
}

/** Words of speech a clip holds: about 2.5 a second in English, 4 characters in Chinese. */
export function speechBudget(seconds: number, lang: Language): number {
  return Math.floor(seconds * (lang === 'zh' ? 4 : 2.5));
}

/**
 * Ambience, music (Advanced), then a Dialogue block: the idea's own lines with their speakers,
 * in order; a stock voice line only for ads and explainers that have none.
 */
/** Rain in a storm or a downpour, heard as one. */
const HEAVY_RAIN = p('heavy rain hammering down', '暴雨哗哗砸下');

export function audioSections(plan: Plan, o: ComposeOptions, music: boolean): Section[] {
  const sections: Section[] = [];
  // A known question or task is told in the narrator's own words (with room to breathe in the
  // clip), not by "a narrator explaining each step" a model would have to make up.
  const narration =
    o.advanced && !plan.has.dialogue && plan.dialogue.length === 0 && plan.type === 'explainer'
      ? narrationFor(plan, o.lang, Math.round(speechBudget(o.seconds, o.lang) * 0.8))
      : undefined;
  if (!plan.has.audio) {
    // The sounds the idea names come first; a music video hears its own track, and ASMR or
    // a music box needs no score over it.
    // An explainer's sounds are what its question is about ("why do onions make you cry"),
    // not what the diagram sounds like.
    const named = plan.sounds
      .filter(() => plan.type !== 'explainer')
      .filter((sound) => !(plan.type === 'music-video' && sound !== 'crowd'))
      .slice(0, 2)
      .map((sound) =>
        // A downpour hammers; it does not patter.
        sound === 'rain' && plan.weather === 'storm' ? HEAVY_RAIN : NAMED_SOUNDS[sound],
      );
    const track = plan.type === 'music-video';
    // Rain the idea names is heard once, not again as the place's rain.
    // An engine the idea names is heard once, not again as the road's engine.
    // (Asked of each phrase as it is chosen: a filtered copy of the whole table was garbage.)
    const heard = (phrase: Phrase) =>
      !(narration && phrase === NARRATOR) &&
      !(plan.sounds.includes('rain') && phrase.fits?.weather?.includes('rain')) &&
      !(plan.sounds.includes('engine') && /\bengine\b/.test(phrase.en));
    const place =
      track || named.length >= 2 ? undefined : choose(AMBIENCE, plan, o, 'ambience', heard);
    // After a sound the idea names, only an ambience of the place itself, not a stock one.
    const ambience = place && (named.length === 0 || specificity(place) > 0) ? place : undefined;
    const quiet =
      /\basmr\b|解压|助眠/i.test(plan.core) ||
      // Found footage is what the camera picked up: no score over it.
      /\bfound[- ]footage\b|伪纪录|伪纪实/i.test(plan.core) ||
      plan.sounds.includes('music-box') ||
      // A boy playing guitar on the beach is the music: no score over him.
      // (A band in a music video plays the track itself: the track is still heard.)
      (plan.sounds.includes('live-music') && !track) ||
      voicesCarry(plan);
    // A music video's track is its sound, in Fast too.
    const tune = (music || track) && !quiet ? choose(MUSIC, plan, o, 'music') : undefined;
    // (An interview's own sound is the answer, before the place's.)
    const answer =
      plan.subject && unscriptedInterview(plan, plan.subject) && plan.subject.lang === o.lang
        ? answerHeard(plan, plan.subject, o.lang)
        : undefined;
    const parts = [
      ...(answer ? [answer] : []),
      ...[...named, ambience, tune]
        .filter((x): x is Phrase => x !== undefined)
        .map((x) => say(x, o.lang)),
    ];
    // Fast with little room left keeps the first sound rather than none.
    // (A drama or a horror lives by its sound: Fast keeps its first sound even when a long idea
    // leaves room for only the essentials.)
    const carries = plan.type === 'drama' || plan.type === 'horror';
    if (parts.length > 0)
      sections.push({
        ...audioSection(parts, o.lang),
        ...(parts.length > 1 || carries
          ? { short: audioSection([firstClause(parts[0] ?? '', carries)], o.lang, carries) }
          : {}),
      });
  }
  if (!o.advanced || plan.has.dialogue) return sections;
  // An interview with no lines of its own is asked its own topic ("How has the sea changed?").
  const asked =
    plan.subject && unscriptedInterview(plan, plan.subject)
      ? interviewQuestion(plan.core, o.lang)
      : undefined;
  if (asked) {
    const line =
      o.lang === 'zh' ? `- 采访者（画外）：“${asked}”` : `- Interviewer (off camera): "${asked}"`;
    sections.push({
      kind: 'dialogue',
      lines: [line],
      note: note(
        o.lang,
        'Put the idea’s topic as the interviewer’s question',
        '把采访的话题写成了采访者的提问',
      ),
      essential: false,
    });
    return sections;
  }
  if (narration) {
    const speaker = say(VOICE_SPEAKERS.explainer, o.lang);
    const line = o.lang === 'zh' ? `- ${speaker}：“${narration}”` : `- ${speaker}: "${narration}"`;
    sections.push({
      kind: 'dialogue',
      lines: [line],
      note: note(o.lang, 'Wrote the narrator’s lines', '写好了旁白的台词'),
      essential: false,
    });
    return sections;
  }
  const lines = dialogueLines(plan, o);
  if (lines.length > 0) {
    const spoken = plan.dialogue.reduce((sum, line) => sum + speechLength(line.line), 0);
    const budget = speechBudget(o.seconds, o.lang);
    const over = spoken > budget;
    sections.push({
      kind: 'dialogue',
      lines,
      note: plan.dialogue.length
        ? note(
            o.lang,
            `Set out the idea's dialogue with its speakers${over ? ` (about ${spoken} words; ${o.seconds}s holds about ${budget})` : ''}`,
            `按说话人整理了对白${over ? `（约 ${spoken} 字，${o.seconds} 秒大约只容得下 ${budget} 字）` : ''}`,
          )
        : note(o.lang, 'Added one short voice line', '添加了一句简短的画外音'),
      essential: false,
    });
  }
  return sections;
}

/** Words that ask for a voice over the picture: voice-over, narration, a tagline, 旁白. */
const ASKS_FOR_VOICE =
  /\b(?:voice[- ]?over|vo|narrat(?:or|ion|ed|es)|tagline|slogan)\b|画外音|旁白|解说|配音|广告语|口号/i;

function dialogueLines(plan: Plan, o: ComposeOptions): string[] {
  const zh = o.lang === 'zh';
  const quote = (line: string) => (zh ? `“${line}”` : `"${line}"`);
  if (plan.dialogue.length > 0) {
    const single = plan.subject?.kind === 'person' && !plan.subject.plural;
    const fallback =
      single && plan.subject?.lang === o.lang
        ? sentenceCase(o.lang, plan.subject.phrase)
        : zh
          ? '角色'
          : 'Speaker';
    return plan.dialogue.map((line) => {
      const speaker = line.speaker
        ? sentenceCase(o.lang, speakerOnly(line.speaker))
        : speakerOnly(fallback);
      return `- ${speaker}${zh ? '：' : ': '}${quote(line.line)}`;
    });
  }
  // A stock line only where the idea asks for a voice without writing it: an invented slogan
  // over an ad nobody asked to narrate reads as filler and costs the person a generation.
  const wantsVoice =
    (plan.formats.includes('ad') || plan.type === 'explainer') && ASKS_FOR_VOICE.test(plan.core);
  if (!wantsVoice) return [];
  const line = choose(VOICE_LINES, plan, o, 'voice');
  if (!line) return [];
  const speaker = say(
    plan.type === 'explainer' ? VOICE_SPEAKERS.explainer : VOICE_SPEAKERS.ad,
    o.lang,
  );
  return [`- ${speaker}${zh ? '：' : ': '}${quote(say(line, o.lang))}`];
}

export function technicalSection(
  plan: Plan,
  o: ComposeOptions,
  /** `ratio`: true for the plan's own, or the ratio the idea already wrote (said again here). */
  parts: { duration: boolean; ratio: boolean | string },
): Section {
  const ratio = typeof parts.ratio === 'string' ? parts.ratio : isVertical(plan) ? '9:16' : '16:9';
  const values = [
    parts.duration ? (o.lang === 'zh' ? `${o.seconds} 秒` : `${o.seconds}s`) : '',
    parts.ratio ? ratio : '',
  ].filter(Boolean);
  const joined = values.join(o.lang === 'zh' ? '，' : ', ');
  return {
    kind: 'technical',
    lines: [joined],
    note: note(o.lang, `Added the technical line: ${joined}`, `添加技术参数：${joined}`),
    essential: true,
  };
}

/** Looks that film a place as it is; any other look (anime, cyberpunk …) imagines it anew. */
const FILMED_AS_IT_IS = new Set<string>(['noir', 'vintage', 'documentary', 'photoreal']);
/** An ad that asks for its own logo: the safety note must not forbid what the brief is for. */
const OWN_LOGO = /\blogo\b|\bbrand(?:ing)?\b|品牌|logo|标志/i;

export function safetySection(o: ComposeOptions, full: boolean, plan?: Plan): Section {
  // (A cyberpunk Shanghai or an anime Tokyo is an imagined version of the place.)
  const imagined = plan?.style !== undefined && !FILMED_AS_IT_IS.has(plan.style);
  const realPlace = (plan?.named.some((name) => name.kind === 'place') ?? false) && !imagined;
  const lines =
    plan && OWN_LOGO.test(plan.core)
      ? SAFETY_LINES.ownBrand
      : realPlace
        ? SAFETY_LINES.realPlace
        : SAFETY_LINES;
  const text = say(full ? lines.full : lines.short, o.lang);
  return {
    kind: 'safety',
    lines: [text],
    note: note(
      o.lang,
      'Added a safety note (original content, no real people or copyrighted material)',
      '添加安全说明（原创内容，不涉及真实人物与版权素材）',
    ),
    essential: true,
  };
}
