/**
 * Action beats: the person's own action, staged. One action becomes set-up, start, peak and
 * outcome with its verb phrase; several actions get a beat each, in order. Only an idea with no
 * action gets filler beats, and those name its subject; an idea with neither gets none.
 */
import { LIGHT_SOURCE, REVEALS } from './analyse/readings-seen.ts';
import { askedInterview, interviewBeats } from './interview-beats.ts';
import { isVertical, type Action, type Plan, type Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { agree, ingForm, readVerb } from './analyse/verbs.ts';
import { asked, explained, explainerStage, knownBeats } from './explainer-beats.ts';
import { alive, objectForm, onWhom, possessive, pronoun, shortName, shortZh } from './naming.ts';
import { accompanied, AIRBORNE, weave } from './accompanied-beats.ts';
import { AERIAL, VEHICLE } from './vocabulary/fit.ts';
import { fpvFlight } from './flight-beats.ts';
import { mirrorBeats } from './mirror-beats.ts';
import { productStill } from './product-beats.ts';
import { namedTexture } from './backdrop-words.ts';
import { FOUND_FOOTAGE } from './vocabulary/phrases.ts';
import { OFF_SCREEN } from './analyse/dialogue.ts';
import { elementBeats, isSunLine } from './vocabulary/elements.ts';
import { knowsRole, roleLines } from './vocabulary/pov-roles.ts';
import { chineseStage, type Stage, zhSetup } from './single-action-zh.ts';
import { predicateStart } from './analyse/chinese.ts';
import {
  closerEn,
  coatOf,
  stirOf,
  endsDoing,
  englishSingle,
  namesResult,
  resultOrder,
  settleEn,
  stagedLines,
  type Staged,
  widerEn,
  withDetail,
} from './single-action.ts';
import { capitalize, groupActions, sentence } from './text.ts';
import { Recent } from './recent.ts';
import { heldEnd } from './endings.ts';
import { unboxingEn, unboxingSteps, unboxingZh } from './unboxing-beats.ts';
import { featureBeats } from './product-features.ts';
import { leftOverZh, someoneAlone } from './unnamed-subject.ts';
import { themeBeats, weatherAlone } from './theme-beats.ts';
import { roomBeats } from './room-beats.ts';
import { shotListBeats } from './shot-list.ts';
import { toldToBeats } from './told-beats.ts';
import { PLAYS } from './analyse/analyse.ts';

/** How many beats fit a clip: about 2–3 for 10 s, 3–4 for 15 s, 5–6 for 25 s. */
export function beatRange(seconds: number): readonly [number, number] {
  if (seconds <= 10) return [2, 3];
  if (seconds <= 15) return [3, 4];
  if (seconds <= 20) return [4, 5];
  return [5, 6];
}

/** The stages one action is told in, for each beat count. */
const STAGES: Record<number, readonly Stage[]> = {
  1: ['start'],
  2: ['start', 'outcome'],
  3: ['start', 'peak', 'outcome'],
  4: ['setup', 'start', 'peak', 'outcome'],
  5: ['setup', 'start', 'build', 'peak', 'outcome'],
  6: ['setup', 'start', 'build', 'peak', 'outcome', 'hold'],
};

// ── English ────────────────────────────────────────────────────────────────────────────────

/** Something standing on a coast: in a storm the sea breaks against it. */
const STORM_COAST =
  /\b(?:lighthouse|cliffs?|sea ?stacks?|headland|coast(?:line)?)\b|灯塔|悬崖|礁石|海岸/i;

/** A lighthouse's beam is seen at night, at dusk, or through a storm or fog. */
const BEAM_SEEN = (plan: Plan) =>
  plan.time === 'night' ||
  plan.time === 'dusk' ||
  plan.weather === 'storm' ||
  plan.weather === 'fog' ||
  plan.weather === 'rain';

/** A fire as the subject: it moves by itself and is its own light. */
const FLAMES = /\b(?:fire|flames?|campfire|bonfire|fireplace|hearth)\b|火焰|火苗|篝火|炉火|壁炉/i;

function verbPhrase(action: Action, plural: boolean): string {
  return [agree(action.verb, plural), action.rest].filter(Boolean).join(' ');
}
function basePhrase(action: Action): string {
  return [action.verb, action.rest].filter(Boolean).join(' ');
}
function ingPhrase(action: Action): string {
  return [ingForm(action.verb), mainRest(action)].filter(Boolean).join(' ');
}

/** The action without what happens around it ("as the doors close"), for the closer beats. */
const mainRest = (action: Action) => action.rest.split(/,?\s+(?:as|while|when)\s+/)[0] ?? '';

/** Verbs of a moment, not of a doing that lasts: "sees snow", "finds a note", "meets her". */
const MOMENT_VERBS =
  /^(?:see|hear|notice|realise|realize|discover|find|meet|spot|recognise|recognize|learn|understand|remember|receive|win|lose|arrive|open|reach|taste|smell|read)$/;

/** Doings that happen once: a case snaps shut, a whale breaches — it does not "keep" doing it. */
const ONCE_VERBS =
  /^(?:snap|breach|jump|leap|land|pop|burst|crack|shatter|slam|explode|drop|light|shut|close|hit|kick|throw|toss|catch|dunk|flip|strike|fire|launch|splash|dive|plunge|smash|break|tear|bite|wink|blink|nod|click|lock|unlock|sneeze|blow|score|kiss|bow|salute|collapse|topple|tip|knock|ring|crash|erupt|hatch|sink|vanish|disappear|appear|emerge|freeze|stop|shout|yell|whisper|ask|reply|scream|call|gasp|reveal|unveil)$/;

/** An ad that ends on its logo: the last beat is the reveal ("logo reveal at the end"). */
const LOGO_END =
  /\blogo reveal\b|\brack(?:s|ing)? focus(?:es|ing)? (?:to|onto|on) (?:the |a |its )?(?:brand )?logo\b|\b(?:ends?|ending|finish(?:es)?|closes?) (?:on|with) (?:(?:the|a|its|our) )?(?:brand )?logo\b|\b(?:ends?|ending) on (?:the|a|its) [\w -]{1,30}? with (?:the |a |its )?(?:space for the |empty )?logo(?: space)?\b|\breveal(?:s|ing)? the logo\b|(?:定格在|结尾|最后)[^，。]*(?:logo|标志)/i;

function englishStage(
  stage: Stage,
  subject: Subject,
  action: Action,
  plan: Pick<Plan, 'type'>,
): string {
  const s = subject.phrase;
  const plural = subject.plural;
  const be = plural ? 'are' : 'is';
  const v = (base: string) => agree(base, plural);
  switch (stage) {
    case 'setup': {
      if (subject.kind === 'viewer') {
        return `your view settles, a breath before you ${verbPhrase({ ...action, rest: mainRest(action) }, true)}`;
      }
      const who = pronoun(subject);
      const they = who === 'they' || who === 'you';
      const short: Action = { ...action, rest: mainRest(action) };
      return `open on ${onWhom(subject)}, a breath before ${who} ${verbPhrase(short, plural || they)}`;
    }
    case 'start':
      return `${s} ${verbPhrase(action, plural)}`;
    case 'build':
      return `${shortName(subject)} ${v('keep')} ${ingPhrase(action)}, the motion building`;
    case 'peak':
      return `a closer view as ${shortName(subject)} ${be} ${ingPhrase(action)}`;
    case 'outcome':
      return alive(subject)
        ? `${shortName(subject)} ${v('pause')} as the moment settles`
        : `${shortName(subject)} ${v('come')} to rest as the motion settles`;
    case 'hold':
      return heldEnd(subject, plan, 'en');
  }
}

const elementsRead = new Recent<Plan, Partial<Record<Language, string[]>>>(4);

/** The moving things the idea names that its actions do not already tell (petals, mist). */
export function elementsOf(plan: Plan, lang: Language): string[] {
  const known = elementsRead.get(plan)?.[lang];
  if (known) return [...known];
  const read = readElements(plan, lang);
  elementsRead.set(plan, { ...elementsRead.get(plan), [lang]: read });
  return [...read];
}

function readElements(plan: Plan, lang: Language): string[] {
  const taken = plan.actions
    .map((action) => [action.as ?? action.verb, action.rest, action.who?.phrase ?? ''].join(' '))
    .join(' ');
  // "fog rolling over the cliffs": the fog is the subject, not a thing around it.
  // "the sizzling shrimp": a describing word in the subject's name still moves on screen.
  // (A subject that does nothing, "黄山云海日出", moves as its own element: 云海缓缓翻涌.)
  const named =
    plan.actions.length === 0
      ? ''
      : (plan.subject?.phrase ?? '').replace(/^(?:the )?(?:sizzling|steaming|smoking)\s+/i, '');
  return elementBeats(plan.core, lang, `${taken} ${named}`);
}

/** A sun that sets (a rising one comes before the light it brings). */
const setting = (line: string) =>
  isSunLine(line) && /落日|沉|落下|\b(?:sets|sinks|slips|dips)\b/.test(line);

/** A clip whose light goes toward evening: its sun sets after the light has begun to change. */
// (From sunset on, the sun goes down first: the city's lights come on after it.)
const sunsetEnds = (plan: Plan) =>
  plan.transition !== undefined &&
  !['night', 'golden', 'dusk'].includes(plan.transition[0]) &&
  ['golden', 'dusk', 'night'].includes(plan.transition[1]);

const cityIntoNight = (plan: Plan) =>
  plan.transition?.[1] === 'night' &&
  (plan.setting.env === 'city' ||
    plan.setting.env === 'street' ||
    /skyline|外滩|城市/i.test(plan.core));

/** A time-lapse of a city from daylight into night, whose only doings are its lights coming on. */
const LIGHTS_HEAD = /^(?:lights?|windows?|streetlights?|neon|traffic|灯|灯光|灯火|路灯|霓虹|车流)/i;
const dayIntoCityNight = (plan: Plan, subject: Subject) =>
  plan.type === 'timelapse' &&
  cityIntoNight(plan) &&
  // (A junction has no towers and windows: its own streetlights and traffic, as before.)
  !/\b(?:intersection|junction|crossing|crossroads|street|road|highway)\b|路口|十字路口|马路|街道|公路/i.test(
    plan.core,
  ) &&
  ['day', 'morning', 'afternoon'].includes(plan.transition?.[0] ?? '') &&
  plan.actions.every((action) => LIGHTS_HEAD.test((action.who ?? subject).head));

function dayIntoNightLines(subject: Subject, lang: Language, plan: Plan): string[] {
  if (lang === 'zh') {
    const h = shortZh(subject);
    // ("灯光一层层亮起": the lights come on as the idea says they do.)
    const own = plan.actions.find((action) => /亮/.test(action.verb))?.verb;
    return [
      `开场：白天的${h}，楼宇的影子清清楚楚`,
      '云层飞快掠过，太阳渐渐西沉，光线染成金色',
      `暮色转蓝，${h}的灯光${own ?? '一盏盏亮起'}`,
      '天边最后一抹余晖褪去，街上的车灯连成一片',
      `夜色完全降临，${h}灯火通明，车流拉成红白两色的光带`,
    ];
  }
  const name = shortName(subject);
  return [
    `open on ${name} in full daylight, the towers’ shadows sharp`,
    'clouds race across the sky as the sun slides down and the light turns gold',
    `dusk turns blue, and the lights of ${name} flick on, window by window`,
    'the last glow fades from the sky, the streets below filling with headlights',
    `${name} settles into night, glittering, traffic streaming in lines of red and white`,
  ];
}

/** What moves around a still subject: the weather or the place, never a hedge. */
function aroundEn(plan: Plan, name: string): string {
  // A city going into night: the moment its lights come on is the one to see.
  // (A junction has no windows: its streetlights and the traffic's lights come on.)
  if (plan.type === 'timelapse' && cityIntoNight(plan))
    return /\b(?:intersection|junction|crossing|crossroads|roundabout|street|road|highway)\b/i.test(
      name,
    )
      ? `the streetlights around ${name} flick on as the traffic turns to streaks of light`
      : `the lights of ${name} flick on, window by window`;
  if (plan.type === 'timelapse') return `clouds and light race across the sky above ${name}`;
  if (FLAMES.test(name)) return 'embers pulse red and a few sparks drift up';
  // A koi pond is its fish.
  if (/\b(?:koi|goldfish)\b/i.test(plan.core))
    return `koi glide in slow circles beneath the surface of ${name}`;
  // Seen from a drone, nothing stirs close by: the land goes on opening out below.
  if (AERIAL.test(plan.core)) return `the view glides on, ${name} unfolding far below`;
  // A product on a plinth has no breeze around it: light moves over it instead.
  if (plan.type === 'product' || plan.type === 'food')
    return `a soft highlight glides slowly along ${name}`;
  if (plan.weather === 'fog') return `fog drifts slowly past ${name}`;
  // (Rain on a window is the picture itself: its drops run down the glass.)
  if (
    /\brain(?:drops)?\b/.test(name) &&
    /\b(?:window|glass|windshield|windscreen)\b/.test(plan.core)
  )
    return 'drops gather, merge and run down the glass in thin trails';
  // (A lighthouse or a cliff in a storm is the sea breaking against it.)
  if (plan.weather === 'storm' && STORM_COAST.test(plan.core))
    return `waves burst white against the rocks below ${name}`;
  if (plan.weather === 'rain' || plan.weather === 'storm') return `rain streaks past ${name}`;
  if (plan.weather === 'snow') return `snow drifts down around ${name}`;
  if (plan.setting.env === 'sea' || plan.setting.env === 'beach')
    return /wave|sea|ocean|surf/.test(name)
      ? 'foam slides up the sand and drains back'
      : `waves roll in below ${name}`;
  if (plan.setting.env === 'space') return `stars hang motionless behind ${name}`;
  if (plan.setting.indoor) return `dust drifts through the light around ${name}`;
  return `a light breeze stirs the air around ${name}`;
}
function aroundZh(plan: Plan, name: string): string {
  if (FLAMES.test(name)) return '余烬一明一暗，几点火星向上飘起';
  if (plan.type === 'timelapse' && cityIntoNight(plan)) return `${name}的灯光一盏接一盏亮起`;
  if (plan.type === 'timelapse') return `云影和光影从${name}上方飞快掠过`;
  if (/锦鲤|金鱼/.test(plan.core)) return `锦鲤在${name}的水面下缓缓绕圈`;
  if (AERIAL.test(plan.core)) return `镜头继续向前滑行，${name}在下方徐徐展开`;
  if (plan.type === 'product' || plan.type === 'food') return `一道柔和的高光缓缓滑过${name}`;
  if (plan.weather === 'fog') return `雾气缓缓飘过${name}`;
  if (plan.weather === 'storm' && STORM_COAST.test(plan.core))
    return `巨浪一次次拍在${name}脚下的礁石上，碎成白沫`;
  if (plan.weather === 'rain' || plan.weather === 'storm') return `雨丝斜斜地掠过${name}`;
  if (plan.weather === 'snow') return `雪花在${name}四周缓缓飘落`;
  if (plan.setting.env === 'sea' || plan.setting.env === 'beach')
    return `${name}下方，海浪一阵阵涌来`;
  if (plan.setting.env === 'space') return `${name}身后，群星静止不动`;
  if (plan.time === 'night') return `夜色里，${name}四周一片安静`;
  if (plan.setting.indoor) return `光线里的微尘在${name}周围飘动`;
  if (plan.setting.indoor === false) return `微风轻轻拂过${name}四周`;
  return `${name}四周一片安静，只有光影在慢慢移动`;
}

/** Sports moments named as nouns, each told in the order it happens. */
/** Verbs of speaking: the beat before one is the quiet before the first word. */
const SPEECH_VERB = /^(?:say|ask|tell|whisper|shout|answer|reply|call|yell|mutter|admit)$/;

const SPORTS_MOMENTS: readonly [RegExp, Record<Language, string[]>, number[]][] = [
  [
    /\b(?:slam )?dunk\b|扣篮|灌篮/i,
    {
      en: [
        'a player drives toward the rim, ball in both hands',
        'the player leaps, rising high above the rim',
        'the ball is hammered down through the hoop',
        'the player hangs on the rim for a beat',
        'the player drops back to the floor, the net still swaying',
        'the ball bounces away across the empty court',
      ],
      zh: [
        '球员运球冲向篮筐',
        '球员腾空跃起，高高越过篮筐',
        '篮球被狠狠扣进篮筐',
        '球员挂在篮筐上停了一瞬',
        '球员落回地面，篮网还在晃动',
        '篮球弹跳着滚过空荡荡的球场',
      ],
    },
    [0, 1, 2, 4, 3, 5],
  ],
  [
    /\bbuzzer[- ]beater\b|压哨|绝杀/i,
    {
      en: [
        'the clock ticks down to its last second',
        'the shooter rises and lets the ball go as the buzzer sounds',
        'the ball hangs in the air',
        'the ball drops through the net',
        'the whole arena leaps to its feet, roaring',
        'teammates pile onto the shooter',
      ],
      zh: [
        '计时器跳向最后一秒',
        '球员起跳出手，终场哨声同时响起',
        '篮球在空中划出弧线',
        '篮球划过弧线，应声入网',
        '全场观众跳起来欢呼',
        '队友冲上来抱住投篮的人',
      ],
    },
    // The shot, its result and the reaction first; the rest fill longer clips.
    [1, 3, 4, 0, 2, 5],
  ],
  [
    /\bheader\b[^.]*\b(?:goal|net|scores?)\b|\bheaded goal\b|头球(?:破门|攻门|得分|进球|摆渡)?/i,
    {
      en: [
        'a cross curls in from the wing',
        'the striker rises above the defenders and snaps a header',
        'the ball thumps into the back of the net',
        'the stadium erupts',
        'the striker wheels away, arms wide',
      ],
      zh: [
        '边路传来一脚弧线球',
        '前锋高高跃起，甩头攻门',
        '球狠狠砸进球网',
        '全场沸腾',
        '前锋张开双臂，转身狂奔庆祝',
      ],
    },
    [1, 2, 3, 0, 4],
  ],
  [
    /\bpenalty(?: kick)?\b|点球/i,
    {
      en: [
        'the kicker sets the ball on the spot',
        'the run-up, the keeper crouching',
        'boot meets ball, the shot curling toward the corner',
        'the ball hits the back of the net',
        'the stadium erupts',
        'the kicker wheels away to celebrate',
      ],
      zh: [
        '主罚球员把球摆上点球点',
        '助跑，门将压低重心',
        '起脚射门，球划出一道弧线飞向死角',
        '球应声入网',
        '全场沸腾',
        '球员转身庆祝',
      ],
    },
    [2, 3, 4, 1, 0, 5],
  ],
];

/** Beats for an idea with no action: about the subject, never "the subject". */
function englishStill(subject: Subject, count: number, plan: Plan): string[] {
  if (plan.type === 'unboxing') return pickStill(unboxingEn(subject, plan.core), count);
  const themed = themeBeats(plan, subject, 'en');
  if (themed) return pickStill(themed, count);
  const room = roomBeats(plan, subject, 'en');
  if (room) return pickStill(room, count);
  const shown = productStill(plan, subject, 'en');
  if (shown) return withLogoEnd(pickStill(shown, count), plan, 'en');
  const s = subject.phrase;
  const flight = STATIC_TYPES.has(plan.type) ? undefined : fpvFlight(plan, s, 'en');
  if (flight) return pickStill(flight, count);
  const plural = subject.plural;
  const v = (base: string) => agree(base, plural);
  // (A fire is its own light: its flames move, no light shifts across them.)
  const change = plan.transition
    ? `the light shifts from ${TIME_EN[plan.transition[0]]} toward ${TIME_EN[plan.transition[1]]} around ${shortName(subject)}`
    : FLAMES.test(subject.phrase)
      ? 'the flames lick and curl around the logs, never the same twice'
      : /\blighthouse\b/i.test(subject.phrase) && BEAM_SEEN(plan)
        ? 'the beam sweeps out from the lamp room, round and round'
        : AURORA.test(subject.phrase)
          ? 'the curtains of light brighten and fold, a pulse of pink along their lower edge'
          : cityAtNight(plan) && !alive(subject)
            ? // (At night no light shifts across a city: its own lights glow and flicker.)
              'lit windows and signs glow against the dark, a few flickering on and off'
            : NEON_LIT.test(plan.core) && alive(subject)
              ? `the neon glow pulses across ${shortName(subject)}, colour washing over ${possessive(pronoun(subject))} face`
              : `the light shifts slowly across ${PRONOUN_PHRASE.test(subject.phrase) ? onWhom(subject) : shortName(subject)}`;
  // A locked-off frame never settles: a time-lapse or a loop opens on the subject as it is.
  // A drone's frame never settles either: it glides in and opens out.
  const aerial = AERIAL.test(plan.core) && !STATIC_TYPES.has(plan.type);
  const opening = STATIC_TYPES.has(plan.type)
    ? `open on ${s} in one steady frame`
    : aerial
      ? `the view glides in over ${s}, opening out below`
      : alive(subject)
        ? `open on ${onWhom(subject)}, still for a moment`
        : subject.kind === 'place'
          ? `open wide on ${s}, the frame slowly taking it in`
          : `${s} ${plural ? 'are' : 'is'} revealed as the frame settles`;
  const their = possessive(pronoun(subject));
  // A small movement that is someone's own: a breath, a glance; an animal's blink and turn.
  // (A rapper or a singer in a music video performs, even when the idea names no doing.)
  const performer =
    plan.type === 'music-video'
      ? /^(?:rapper|mc)s?$/.test(subject.head)
        ? `${shortName(subject)} ${v('rap')} the verse straight to camera, hands cutting the air`
        : /^(?:singer|vocalist|frontman|frontwoman)s?$/.test(subject.head)
          ? `${shortName(subject)} ${v('sing')} the chorus straight to camera`
          : undefined
      : undefined;
  const stir = performer
    ? performer
    : subject.kind === 'person'
      ? `${shortName(subject)} ${v('draw')} a slow breath, ${their} gaze drifting`
      : stirOf(subject, plural).replace('{s}', shortName(subject));
  const elements = elementsOf(plan, 'en');
  // "velvet texture": the close detail says the texture the person named.
  const texture = plan.lang === 'en' ? namedTexture(plan.core, 'en') : undefined;
  // (A place is taken in detail by detail; a closer look at its "texture" says nothing.)
  const closerTexture = texture
    ? `a closer look at the ${texture} texture of ${shortName(subject)}`
    : subject.kind === 'place'
      ? `the frame takes in the details of ${shortName(subject)}, one after another`
      : `a closer look at the texture of ${shortName(subject)}`;
  const lightsOn = cityIntoNight(plan) && plan.type === 'timelapse';
  const lines = alive(subject)
    ? [
        opening,
        ...elements,
        stir,
        change,
        `${shortName(subject)} ${v('look')} up, alert to something just out of frame`,
        `${shortName(subject)} ${v('settle')} again`,
        heldEnd(subject, plan, 'en'),
      ]
    : plan.transition
      ? [
          opening,
          ...elements.filter((line) => isSunLine(line) && !(sunsetEnds(plan) && setting(line))),
          // (A city going into night: its lights coming on tell the change; the Lighting line
          // already says how the light goes.)
          ...(lightsOn ? [aroundEn(plan, shortName(subject))] : [change]),
          ...elements.filter((line) => sunsetEnds(plan) && setting(line)),
          ...elements.filter((line) => !isSunLine(line)),
          ...(lightsOn ? [] : [aroundEn(plan, shortName(subject))]),
          // (A locked-off time-lapse never moves closer: what else the hours change is seen.)
          plan.type !== 'timelapse'
            ? closerTexture
            : cityIntoNight(plan)
              ? 'traffic below turns to ribbons of red and white light'
              : `shadows sweep across ${shortName(subject)} as the hours pass`,
          intoEn(plan, plan.transition[1], `${shortName(subject)} ${v('settle')}`),
        ]
      : [
          opening,
          ...elements,
          // Clouds race before the light turns: the change is what the clip builds to.
          ...(elements.length > 0 ? [] : [aroundEn(plan, shortName(subject))]),
          // A product's highlight already moves the light: a second light beat says it twice.
          // (A loop's light never shifts: its last frame has to match its first.)
          ...((SHOWN_TYPES.has(plan.type) && !plan.transition && elements.length === 0) ||
          plan.type === 'loop'
            ? []
            : [change]),
          closerTexture,
          `${shortName(subject)} ${v('stand')} in full view`,
          plan.transition
            ? intoEn(plan, plan.transition[1], `${shortName(subject)} ${v('settle')}`)
            : aerial
              ? // (The glide goes on: a rise at the end would be a second move.)
                `the glide carries on, ${shortName(subject)} spread out whole below`
              : heldEnd(subject, plan, 'en'),
        ];
  // A loop ends where it began, whatever it shows; an ad that ends on its logo ends there.
  // Between, it keeps moving as it is: no closer look (its frame is locked) and no new light.
  if (plan.type === 'loop' && !alive(subject)) {
    const middle = lines.slice(1, -1).filter((line) => line !== closerTexture && line !== change);
    // (Koi already circling in the line before are not told again.)
    const keeps =
      /\bkoi\b/i.test(plan.core) && !middle.slice(0, 1).some((line) => /\bkoi\b/i.test(line))
        ? 'the koi circle slowly through the frame, orange flashing under the water'
        : `${shortName(subject)} ${v('keep')} ${possessive(pronoun(subject))} gentle, steady rhythm`;
    return pickStill(
      [lines[0] ?? '', ...middle.slice(0, 1), keeps, loopEnd(subject, 'en', plan)],
      count,
    );
  }
  if (plan.type === 'loop') lines[lines.length - 1] = loopEnd(subject, 'en', plan);
  return withLogoEnd(pickStill(lines, count), plan, 'en');
}

const TIME_EN = {
  dawn: 'dawn',
  morning: 'morning',
  day: 'daylight',
  golden: 'golden hour',
  dusk: 'dusk',
  night: 'night',
} as const;

// ── Chinese ────────────────────────────────────────────────────────────────────────────────

const TIME_ZH = {
  dawn: '黎明',
  morning: '清晨',
  day: '白天',
  golden: '黄金时刻',
  dusk: '黄昏',
  night: '夜晚',
} as const;

/** The last beat of a clip whose light changes: the subject in the new light. */
const INTO_ZH = {
  dawn: (h: string) => `${h}迎来第一缕晨光`,
  morning: (h: string) => `${h}沐浴在清晨的光里`,
  day: (h: string) => `${h}沐浴在明亮的日光里`,
  golden: (h: string) => `${h}染上金色的夕照`,
  dusk: (h: string) => `${h}沉入黄昏的暮色`,
  night: (h: string) => `${h}完全沉入夜色`,
} as const;

/** Stars the idea asks the night to end on ("从日落到星空"). */
const STARRY = /星空|星星|银河|繁星|\bstars?\b|\bstarry\b|\bmilky way\b/i;

/** The last beat of a change of light, in Chinese: into night, under the stars it names. */
function intoZh(plan: Plan, to: keyof typeof INTO_ZH, h: string): string {
  if (to === 'night' && STARRY.test(plan.core))
    return `夜幕完全降临，${h}上空繁星一颗颗亮起，铺满天际`;
  // ("摊位一个接一个亮起灯": into the night the place lights up; it does not sink into the dark.)
  if (to === 'night' && LIGHTS_ON.test(plan.core))
    return /(?:灯光|灯火|灯)$/.test(h)
      ? `夜色已深，${h}全都亮了起来`
      : `夜色已深，${h}的灯火全都亮了起来`;
  return INTO_ZH[to](h);
}

/** Lights the idea says come on as night falls ("stalls light up one by one", 亮起灯). */
const LIGHTS_ON =
  /\blight(?:s|ing)? up\b|\blights? (?:come|coming|flicker\w*) on\b|\bswitch(?:es|ing)? on\b|亮起|亮灯|灯亮|亮了起来|点亮|华灯初上/i;

/** The same in English. */
function intoEn(plan: Plan, to: keyof typeof TIME_EN, settles: string): string {
  if (to === 'night' && STARRY.test(plan.core))
    return `${settles} into night, the stars coming out one by one until they fill the sky`;
  if (to === 'night' && LIGHTS_ON.test(plan.core))
    return `${settles} into night, every light now glowing`;
  return `${settles} into ${TIME_EN[to]}`;
}

function chineseStill(subject: Subject, count: number, plan: Plan): string[] {
  if (plan.type === 'unboxing') return pickStill(unboxingZh(subject, plan.core), count);
  const themed = themeBeats(plan, subject, 'zh');
  if (themed) return pickStill(themed, count);
  const room = roomBeats(plan, subject, 'zh');
  if (room) return pickStill(room, count);
  const shown = productStill(plan, subject, 'zh');
  if (shown) return withLogoEnd(pickStill(shown, count), plan, 'zh');
  const h = shortZh(subject);
  const flight = STATIC_TYPES.has(plan.type) ? undefined : fpvFlight(plan, h, 'zh');
  if (flight) return pickStill(flight, count);
  const change = plan.transition
    ? `光线从${TIME_ZH[plan.transition[0]]}渐渐过渡到${TIME_ZH[plan.transition[1]]}，${h}随之变化`
    : FLAMES.test(subject.phrase)
      ? '火苗不停地跳动，舔着木柴，每一下都不一样'
      : /灯塔/.test(subject.phrase) && BEAM_SEEN(plan)
        ? '灯塔的光束从塔顶射出，一圈圈扫过'
        : AURORA.test(subject.phrase)
          ? '光幕一阵阵变亮、翻卷，下缘泛起一抹粉红'
          : cityAtNight(plan) && !alive(subject)
            ? '万家灯火在夜色里闪烁，几盏灯忽明忽暗'
            : NEON_LIT.test(plan.core) && alive(subject)
              ? `霓虹灯光在${h}脸上明明灭灭，颜色一层层晕开`
              : `光线缓缓扫过${h}`;
  // Seen from a drone, the frame glides in and rises out; it never freezes.
  const aerial = AERIAL.test(plan.core) && !STATIC_TYPES.has(plan.type);
  const last = plan.transition
    ? intoZh(plan, plan.transition[1], h)
    : aerial
      ? `镜头继续平稳滑行，${h}在下方完整铺开`
      : heldEnd(subject, plan, 'zh');
  // ("秋天的故宫，清晨": a place opens on its wide view at its hour, not "出现在画面中".)
  const hour = plan.time ? `${TIME_ZH[plan.time]}的` : '';
  const open = aerial
    ? `开场：镜头从空中缓缓滑入，${h}在下方展开`
    : subject.kind === 'place' &&
        (plan.setting.place === undefined || plan.setting.place === subject.phrase)
      ? STATIC_TYPES.has(plan.type)
        ? `开场：${hour}${subject.phrase}全景，画面稳稳定住`
        : `开场：${hour}${subject.phrase}远景，画面缓缓展开`
      : zhSetup(
          subject,
          plan.setting.place === subject.phrase ? undefined : plan.setting.place,
          undefined,
          plan.type,
        );
  const elements = elementsOf(plan, 'zh');
  const texture = plan.lang === 'zh' ? namedTexture(plan.core, 'zh') : undefined;
  // At sunrise what moves (云海翻涌) is there before the sun; at nightfall the lights and stars
  // the change brings come after it.
  const sunrise = plan.transition?.[0] === 'dawn';
  const sunset = sunsetEnds(plan);
  const closerTexture = texture
    ? `近景：${h}的${texture}质感清晰可见`
    : `近景：${h}的质感和细节清晰可见`;
  const lines = alive(subject)
    ? [
        open,
        ...elements,
        subject.kind === 'animal'
          ? `近景：${h}的${coatOf(subject, 'zh')}清晰可见`
          : `近景：${h}的神情清晰可见`,
        change,
        `${h}抬起头，像是注意到画外的动静`,
        `${h}重新安静下来`,
        last,
      ]
    : plan.transition
      ? // The sun rising comes before the light it brings; what else the change brings
        // (星空, 车灯) follows it.
        // (What moves in it, 云海翻涌, goes before the sun and the light's change, which the
        // Lighting line already says.)
        [
          !aerial ? `开场：${TIME_ZH[plan.transition[0]]}的${h}，一切还很安静` : open,
          ...(sunrise ? elements.filter((line) => !isSunLine(line)) : []),
          // (A sun that sets comes after the light has changed toward evening, not before.)
          ...elements.filter((line) => isSunLine(line) && !(sunset && setting(line))),
          change,
          ...elements.filter((line) => sunset && setting(line)),
          ...(sunrise ? [] : elements.filter((line) => !isSunLine(line))),
          aroundZh(plan, h),
          subject.kind === 'place' ? `${h}层层叠叠地铺展开来` : closerTexture,
          `${h}完整地呈现在画面中`,
          last,
        ]
      : [
          open,
          ...elements,
          ...(SHOWN_TYPES.has(plan.type) && elements.length === 0 ? [] : [change]),
          ...(elements.length > 0 ? [] : [aroundZh(plan, h)]),
          subject.kind === 'place' ? `${h}层层叠叠地铺展开来` : closerTexture,
          `${h}完整地呈现在画面中`,
          last,
        ];
  if (plan.type === 'loop') lines[lines.length - 1] = loopEnd(subject, 'zh', plan);
  return withLogoEnd(pickStill(lines, count), plan, 'zh');
}

/** Someone just there, not doing anything: standing, sitting, their back turned. */
const STILL_THERE = /^(?:背对[^，。]*)?(?:站着|坐着|蹲着|站在|坐在|立在|一动不动)|^背对/;

/**
 * Several Chinese actions, a beat each in order, each beat a whole sentence with its doer
 * ("接着，女儿哭着回答：“妈，我好疼。”"); spare beats open on the subject and close the clip.
 */
function chineseActionBeats(plan: Plan, subject: Subject, count: number, roomy: boolean): string[] {
  const actions = plan.actions;
  const place = plan.setting.place;
  // A subject no action names ("保温杯广告：倒入热水…") still opens the clip.
  const unnamed = actions.every((action) => action.who !== undefined);
  // (An unboxing that starts with the opening of the box needs no beat before it: the thing
  // is not seen until the box is open.)
  const opensItself =
    plan.type === 'unboxing' && /^(?:开箱|拆箱|拆开|打开)/.test(actions[0]?.verb ?? '');
  const slots = unnamed && count >= 2 && !opensItself ? count - 1 : count;
  const groups = groupActions(actions, Math.min(slots, actions.length));
  const spare = Math.max(0, count - groups.length);
  const closing = spare >= 2;
  // (The opening names the subject first; a short loop has none.)
  const loopRound = plan.type === 'loop' && spare >= 1 && spare < 3;
  const named = new Set<string>(spare >= 1 && !loopRound ? [subject.head] : []);
  // "一个人…，他慢慢走上楼梯": someone named only as 一个人 is 他 or 她 after, as the idea says.
  const said = /她/.test(plan.core) ? '她' : /他/.test(plan.core) ? '他' : undefined;
  const name = (who: Subject) => {
    if (who.phrase === '') return '';
    const first = !named.has(who.head);
    named.add(who.head);
    if (first) return who.phrase;
    return said && who === subject && /^一[个位名]/.test(shortZh(who)) ? said : shortZh(who);
  };
  // (One staging's detail is told once: a cub that climbs again does not grope for the same hold.)
  const toldDetails = new Set<string>();
  // "边走边吃，先买烤鱿鱼，再喝奶茶": what comes before the 先 is the whole outing, not a first
  // bite before anything is bought.
  const firstOrdered = actions.findIndex((action) => /^先/.test(action.verb));
  const beats = groups.map((group, index) => {
    const last = index === groups.length - 1;
    let said = '';
    let previous: string | undefined;
    group.forEach((action, at) => {
      const who = action.who ?? subject;
      const doer = at > 0 && who.head === previous ? '' : name(who);
      previous = who.head;
      // "远处有巨大的废墟" is no doing: what is there comes into view.
      const there =
        /^(?:远处|前方|尽头|不远处|身后|地平线上|天边)$/.test(who.head) && /^有/.test(action.verb);
      if (there) {
        said += `${at > 0 ? '，' : ''}${who.phrase}，${action.verb.slice(1)}渐渐映入眼帘`;
        return;
      }
      said += (at > 0 ? '，' : '') + doer + action.verb;
      // A doing the tables stage, alone in its beat, shows how it goes ("他笑了，眼角弯起来").
      const staged =
        roomy &&
        !(
          firstOrdered > 0 &&
          actions.indexOf(action) < firstOrdered &&
          /边走[，,]?\s*一?边吃|一路吃|逛吃|对决|决斗|交手|比武|过招|比试/.test(action.verb)
        ) &&
        (plan.type !== 'horror' || who.kind === 'object') &&
        group.length === 1 &&
        // (Hands with no one named, "先撕膜", are staged too: the detail names no doer.)
        (who.phrase !== '' || ['unboxing', 'food', 'sports'].includes(plan.type)) &&
        !/[“”"]/.test(action.verb)
          ? stagedLines(who, action, 'zh', plan.core)
          : undefined;
      if (staged && !endsDoing(action.verb, action.rest) && !toldDetails.has(staged.during)) {
        toldDetails.add(staged.during);
        const detail = withoutDoer(staged.during, who);
        said = withDetail(said, detail, false, action);
      }
      // "字幕写着“听见未来”": a quote that is no sentence of its own still ends one.
      if (/[^。！？…]”$/.test(said) && at === group.length - 1) said += '。';
    });
    // The order words: none where the words already say it (先是, 又, 再).
    if (index === 0 || /^(?:先|又|再|也|同时|最后)/.test(group[0]?.verb ?? '')) return said;
    return (last && !closing ? '最后，' : index % 2 === 1 ? '接着，' : '随后，') + said;
  });
  const first = actions[0] as Action;
  const end = actions.at(-1) as Action;
  // A long clip with few events: a closer look at the last one, then how the first unfolds.
  // The closer look is the subject's, at what it last did (a crowd cheering is no close-up).
  const own = [...actions].reverse().find((action) => !action.who) ?? end;
  const moving = !STATIC_TYPES.has(plan.type);
  // Nothing the subject does itself ("赛博朋克城市夜景，飞行汽车穿梭"): the moving things the
  // idea names are its closer look.
  const elements = own.who ? elementsOf(plan, 'zh') : [];
  // (Pearls falling into the milk tea sink themselves: a thing's own doing is its own. Steam
  // rising off a bowl has no close-up of its own: the bowl has.)
  const peakDoer =
    own.who?.kind === 'object' && own.who.phrase !== '' && !AIRBORNE.test(own.who.head)
      ? own.who
      : subject;
  if (spare >= 3)
    beats.push(elements[0] ?? chineseStage('peak', peakDoer, own, { idea: plan.core }));
  if (spare >= 4) {
    const doer = first.who?.phrase ? first.who : subject;
    beats.splice(1, 0, chineseStage('build', doer, first, { idea: plan.core, place, moving }));
  }
  // Horror: someone who is just standing there is a reveal. The place opens empty, and they
  // are there when the lights come back ("灯光闪烁，一个小女孩背对镜头站着").
  const reveal = plan.type === 'horror' && !own.who && own !== first && STILL_THERE.test(own.verb);
  if (reveal) {
    const at = groups.findIndex((group) => group.includes(own));
    const dark = actions.slice(0, actions.indexOf(own)).some((a) => /闪|灭|暗|熄/.test(a.verb));
    const when = dark ? '灯光再亮起时，' : '不知什么时候，';
    // Revealed, they are described in full: "一个穿病号服的小女孩".
    const told = (beats[at] ?? '').replace(/^(?:最后|接着|随后)，/, '');
    const named = told.startsWith(shortZh(subject))
      ? `${subject.phrase}${told.slice(shortZh(subject).length)}`
      : told;
    beats[at] = `${when}${named}`;
  }
  // A short loop has no moment before: the room goes to its closing, round to the first frame.
  if (loopRound) {
    beats.push(loopEnd(subject, 'zh', plan));
    return beats.map((line) => line.replace(/^(?:最后|接着|随后)，/, ''));
  }
  // The opening is the moment before the first doing, when it is the subject's own.
  if (spare >= 1) {
    const others = partners(plan, subject);
    // A horror place where only things stir (灯光忽明忽暗) opens on the place, empty and still.
    const emptyPlace = plan.type === 'horror' && !alive(subject) && place !== undefined;
    beats.unshift(
      reveal || emptyPlace
        ? `开场：${(place ?? '画面里').replace(/[里中内]$/, '').replace(/^(.+?)(?<![头边外前后])$/, '$1里')}空荡荡的，${reveal ? '看不见一个人' : '一片死寂'}`
        : others.length > 0 && /[“"]/.test(first.verb) && !first.who && !isVertical(plan)
          ? // (Two people about to talk: the beat before the first word.)
            `开场：${[subject.phrase, ...others].join('和')}${place ? `在${place}` : ''}，一时谁也没开口`
          : others.length > 0 && (first.who || !stagedLines(subject, first, 'zh', plan.core))
            ? zhSetup(
                { ...subject, phrase: [subject.phrase, ...others].join('和') },
                place,
                first,
                plan.type,
              )
            : first.who && !thingOpens(first, subject, plan.core)
              ? zhSetup(subject, place, first, plan.type)
              : first.who
                ? // ("拿铁的拉花，奶泡慢慢倒出一个心形": a thing's own doing opens as staged.)
                  chineseStage('setup', first.who, first, {
                    idea: plan.core,
                    place,
                    type: plan.type,
                  })
                : chineseStage('setup', subject, first, {
                    idea: plan.core,
                    place,
                    type: plan.type,
                  }),
    );
  }
  if (closing) {
    if (plan.transition) beats.push(intoZh(plan, plan.transition[1], shortZh(subject)));
    else if (plan.type === 'loop') beats.push(loopEnd(subject, 'zh', plan));
    else if (end.who) beats.push(heldEnd(subject, plan, 'zh'));
    else beats.push(chineseStage('outcome', subject, end, { idea: plan.core, place }));
  }
  return beats;
}

/**
 * "拿铁的拉花，奶泡慢慢倒出一个心形": a thing's own staged doing opens the clip, when its set-up
 * reads on from the thing's name (珍珠悬在杯中), not when it names a thing of its own (细口壶…).
 */
function thingOpens(first: Action, subject: Subject, idea: string): boolean {
  const who = first.who;
  // (A doer read with its adverb, "产品缓慢", is no name to open on.)
  if (
    !who ||
    who.kind !== 'object' ||
    alive(subject) ||
    /(?:缓慢|慢慢|缓缓|轻轻)$/.test(who.phrase)
  )
    return false;
  const before = stagedLines(who, first, 'zh', idea)?.before;
  if (!before?.startsWith(who.phrase)) return false;
  return predicateStart(before.slice(who.phrase.length).split('，')[0] ?? '') <= 0;
}

/**
 * A Chinese detail that goes on from the doer just named: "熊猫的爪子…" → "爪子…". A name of
 * one character goes only with its 的 (花 is no part of 花瓣 to cut).
 */
function withoutDoer(detail: string, who: Subject): string {
  const own = shortZh(who);
  if (detail.startsWith(`${own}的`)) return detail.slice(own.length + 1);
  return own.length >= 2 || who.kind === 'viewer'
    ? detail.replace(`${own}的`, '').replace(own, '')
    : detail;
}

/** The first and last lines, and as many of the middle ones as fit, in order. */
function pickStill(lines: readonly string[], count: number): string[] {
  if (count >= lines.length) return [...lines];
  const middle = lines.slice(1, -1).slice(0, Math.max(0, count - 2));
  return [lines[0] ?? '', ...middle, lines.at(-1) ?? ''].slice(0, Math.max(count, 1));
}

/** "End on the logo text 'ORBIT'": the last beat names what the logo says, when it is quoted. */
function logoEnd(core: string, lang: Language): string {
  if (lang === 'zh') return '最后定格在品牌标志上，干净居中';
  // "End on the bottle with the logo space": the product, and room left for the logo.
  const spaced =
    /\bend(?:s|ing)? on (the|a|its) ([\w -]{1,30}?) with (?:the |a |its )?(?:space for the |empty )?logo space\b/i.exec(
      core,
    );
  if (spaced) return `end on the ${spaced[2]}, clean space beside it left for the logo`;
  const name = /\blogo(?: text)?\s*[:,]?\s*['"“‘]([^'"”’]{1,30})['"”’]/i.exec(core)?.[1];
  return name
    ? `end on the logo, '${name}', crisp and centred`
    : 'end on the logo, crisp and centred';
}

/**
 * Whoever else speaks in a scene between two or three people: the opening shows them all, not
 * the first speaker alone ("Open on the reporter and the teenager").
 */
function partners(plan: Plan, subject: Subject): string[] {
  if (subject.kind !== 'person' || subject.plural) return [];
  const own = subject.phrase.toLowerCase();
  const others = new Set<string>();
  for (const { speaker } of plan.dialogue) {
    // A voice over the radio or the speakers is heard, not seen.
    if (!speaker || OFF_SCREEN.test(speaker)) continue;
    const name = speaker.replace(/^The /, 'the ');
    // ("The old fisherman on the dock" is the subject, however the speaker was written.)
    const same =
      name.toLowerCase().includes(subject.head.toLowerCase()) ||
      own.endsWith(name.toLowerCase().replace(/^the /, ''));
    if (!same) others.add(name);
  }
  return others.size >= 1 && others.size <= 2 ? [...others] : [];
}

/** An ad that ends on its logo ends on it, whatever beats came before (a loop ends as it began). */
function withLogoEnd(lines: string[], plan: Plan, lang: Language): string[] {
  if (plan.type === 'loop' || !LOGO_END.test(plan.core) || lines.length === 0) return lines;
  return [...lines.slice(0, -1), logoEnd(plan.core, lang)];
}

/** A loop ends where it began. */
function loopEnd(subject: Subject, lang: Language, plan: Plan): string {
  // A cat asleep never left its place: the frame, not the cat, comes back round.
  if (!plan.travels) {
    return lang === 'zh'
      ? '最后一帧与第一帧完全吻合，循环无缝衔接'
      : 'the last frame matches the first, so the loop closes seamlessly';
  }
  if (lang === 'zh') return `${shortZh(subject)}回到第一帧的位置，循环无缝衔接`;
  return `${shortName(subject)} ${agree('return', subject.plural)} to where the clip began, so the loop closes seamlessly`;
}

// ── English events ─────────────────────────────────────────────────────────────────────

/** Verbs that direct the camera or the edit: a step with one stays an instruction. */
const DIRECTIONS =
  /^(?:end|open|start|begin|cut|fade|close|hold|show|reveal|zoom|pan|focus|finish|transition|freeze|match|linger)$/;

/** The verb as it agrees with its subject, as the idea wrote it when that agrees. */
function conjugate(action: Action, plural: boolean): string {
  const written = action.as;
  if (written && !plural && /s$/.test(written) && written !== action.verb) return written;
  if (written && written === action.verb && plural) return written;
  return agree(action.verb, plural);
}

/** How a doer is named: in full the first time, by its head noun after that. */
function namer() {
  const seen = new Set<string>();
  return (who: Subject): string => {
    const key = who.phrase;
    const first = !seen.has(key);
    seen.add(key);
    return first ? who.phrase : shortName(who);
  };
}

/**
 * A drone over a place, and what goes on far below ("waves hitting black cliffs", "a waterfall
 * falling into the ocean", "sheep grazing on the edge"): the glide in, each doing as seen from
 * above in the idea's own words, the figures it names (a lone hiker), the glide on.
 */
function aerialDoings(plan: Plan, subject: Subject, count: number, lang: Language): string[] {
  const still: Plan = { ...plan, actions: [] };
  const frame = lang === 'zh' ? chineseStill(subject, 4, still) : englishStill(subject, 4, still);
  const name = namer();
  const doers = plan.actions.map((action) => (action.who as Subject).head);
  const doings = plan.actions.map((action) => {
    const who = action.who as Subject;
    if (lang === 'zh') return `下方，${who.phrase}${action.verb.replace(/^(?:在)?下方/, '')}`;
    const said = eventSentence(action, who, name).replace(/,? (?:far )?(?:below|beneath)\b/, '');
    return `far below, ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  });
  // (The elements the doings already are, "a wave rolls in", are not told twice.)
  const others = elementsOf(plan, lang).filter(
    (line) => !doers.some((head) => line.toLowerCase().includes(head.replace(/s$/, ''))),
  );
  // (More than the beats hold: the doings share a beat, the figures after them.)
  const slots = Math.max(1, count - 2);
  const told = doings.length >= slots ? doings : [...doings, ...others].slice(0, slots);
  const middle = groupActions(told, Math.min(slots, told.length)).map((group) =>
    group
      .map((line, index) => (index === 0 ? line : line.replace(/^(?:far below, |下方，)/, '')))
      .join(lang === 'zh' ? '；' : '; '),
  );
  return [frame[0] ?? '', ...middle, frame.at(-1) ?? ''];
}

/** One event as a sentence: "the lid snaps open", "Maya says, "…"", "hands lift the lid". */
function eventSentence(action: Action, who: Subject, name: (who: Subject) => string): string {
  const line = action.line !== undefined ? `"${action.line}"` : '';
  if (who.phrase === '') {
    // "End on the tagline": the idea's own direction; "searing a ribeye": hands do it.
    const words = [action.verb, action.rest].filter(Boolean).join(' ');
    // ("open the case", "hold the phone up" are the hands' own: a thing opened, not a shot.)
    const handled =
      /^(?:open|close|hold)$/.test(action.verb) &&
      /^(?:the|a|an|its|one|both|each)\b/.test(action.rest);
    if (DIRECTIONS.test(action.verb) && !handled) return line ? `${words}: ${line}` : words;
    return (
      [`hands ${action.verb}`, action.rest].filter(Boolean).join(' ') + (line ? `, ${line}` : '')
    );
  }
  // "then cuts to the diners watching": the edit's direction, said as one.
  if (action.verb === 'cut' && /^to (?:the|a|an|his|her|their)\b/.test(action.rest)) {
    return `cut ${action.rest}`;
  }
  const subject = name(who);
  // "does not notice the door behind him slowly opening": what goes unnoticed is what the
  // camera shows — the door opens, and he never turns.
  const unnoticed =
    action.verb === 'do'
      ? /^not (notice|see|hear|realise|realize) (the [\w' -]+?) ((?:behind|above|beside|over) (?:him|her|them) )?(\w+ly )?(\w+ing)\b(.*)$/.exec(
          action.rest,
        )
      : null;
  const happening = unnoticed?.[5] ? readVerb(unnoticed[5]) : undefined;
  if (unnoticed && happening?.form === 'ing') {
    const [, sense = 'notice', thing = '', where = '', how = '', , tail = ''] = unnoticed;
    const verb = agree(happening.base, /[^s]s$/.test(thing));
    return `${where ? `${where.trim()}, ` : ''}${thing} ${how}${verb}${tail}; ${subject} never ${agree(sense, who.plural)}`;
  }
  if (action.verb === 'say' && action.rest === '' && line) {
    // "a whisper says "behind you."": a voice out of the dark, not someone in the frame.
    if (/^(?:whisper|voice)$/.test(who.head)) return `a ${who.head} out of the dark: ${line}`;
    return `${subject} ${agree('say', who.plural)}, ${line}`;
  }
  // "talking to camera: "okay step one…"": said straight down the lens.
  if (
    /^(?:talk|speak|chat)$/.test(action.verb) &&
    /^to (?:the )?camera$/.test(action.rest) &&
    line
  ) {
    return `${subject} ${agree('say', who.plural)} straight to the camera, ${line}`;
  }
  const verb = conjugate(action, who.plural);
  // "Sam points at the sky: "Look!"": a doing that is no way of speaking says its line after it.
  const speaks =
    SPEECH_VERBS.test(action.verb) ||
    /\b(?:talk|talking|say|saying|speak|speaking)\b/.test(action.rest);
  // ("chases it yelling "Arrête!"": the line goes with the shout, not a "says" after it.)
  const shouting = /\b(?:yelling|shouting|calling|screaming|crying|muttering|whispering)$/.test(
    action.rest,
  );
  const said = line
    ? speaks || shouting
      ? `${shouting ? ' ' : ', '}${line}`
      : ` and ${agree('say', who.plural)}, ${line}`
    : '';
  const rest = shouting && line ? action.rest.replace(/ (\w+ing)$/, ', $1') : action.rest;
  return [subject, action.how, verb, rest].filter(Boolean).join(' ') + said;
}

/** Verbs that are ways of speaking: their line follows them directly ("whispers, "…""). */
const SPEECH_VERBS =
  /^(?:say|radio|text|message|type|write|sign|spell|stammer|stutter|crackle|blurt|squeal|shriek|yelp|growl|roar|scoff|ask|whisper|shout|yell|reply|answer|scream|call|mutter|mumble|add|tell|sing|cry|exclaim|snap|sigh|laugh|joke|murmur|gasp|announce|repeat|insist|beg|plead|explain|talk|speak|chat|hum|rap|lip-sync|mouth|read|narrate|quip|tease|grumble|complain|argue|counter|respond|interrupt|continue|begin|start|admit|confess|promise|warn|order|command|demand|greet|introduce|describe|note|declare|chant|cheer|bark|croak|hiss|squeak|wail|sob|weep)$/;

/** "as Earth turns slowly below": what happens meanwhile, after the event it goes with. */
function meanwhileClause(
  action: Action,
  subject: Subject,
  name: (who: Subject) => string,
  mainWho: Subject = subject,
): string {
  const who = action.who ?? subject;
  // "as the hair blows": a woman's hair is hers.
  const worn =
    subject.kind === 'person' &&
    /^the (?:long )?(?:hair|scarf|dress|coat|jacket|cape|skirt|veil|hands?|eyes)$/.test(who.phrase)
      ? { ...who, phrase: who.phrase.replace(/^the /, `${possessive(pronoun(subject))} `) }
      : // ("pushes his boat into the fog as he rows away": the one just named is "he";
        // "Mom says, … as she chews", not "as Mom chews".)
        (action.who ? action.who.phrase === mainWho.phrase : mainWho === subject) &&
          who.kind === 'person' &&
          /^(?:he|she)$/.test(pronoun(who))
        ? { ...who, phrase: pronoun(who) }
        : who;
  return `as ${eventSentence(action, worn, name)}`;
}

/**
 * "as the sugar bubbles", "as the sugar turns amber" → "as the sugar bubbles and turns amber":
 * one "as" for one doer; another doer gets its own.
 */
function joinMeanwhile(clauses: readonly string[]): string {
  let joined = '';
  let last = '';
  for (const clause of clauses) {
    const [, , noun = '', doing = ''] = /^as ((?:the |a |an )?(\S+)) (.*)$/.exec(clause) ?? [];
    // ("as the cartoon yeast cells eat flour as the cells burp": the cells, named again.)
    const word = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const same = word !== '' && new RegExp(`^as (?:the |a |an )?(?:\\S+ ){0,3}${word} `).test(last);
    if (joined && same) joined += ` and ${doing}`;
    else {
      joined += `${joined ? ' ' : ''}${clause}`;
      last = clause;
    }
  }
  return joined;
}

/** A product or a dish on show: the light moving over it is one beat, not two. */
const SHOWN_TYPES = new Set(['product', 'food']);

/** Static cameras: a closer beat would break the frame. */
const STATIC_TYPES = new Set(['loop', 'interview', 'timelapse', 'explainer']);

/** A state someone is in ("late for your flight"), said with the opening rather than as a beat. */
const STATE =
  /^(?:late|lost|alone|tired|exhausted|nervous|scared|terrified|stuck|trapped|hungry|starving|sleepy|excited|in a hurry|out of breath|running late|soaked|freezing)\b/i;

/**
 * A player in a music video who only stands somewhere in the idea still plays ("a lone
 * saxophonist on a rooftop, rain starting to fall": he plays through it).
 */
function played(plan: Plan, subject: Subject): string | undefined {
  const instrument = PLAYS[subject.head];
  if (plan.type !== 'music-video' || !instrument) return undefined;
  if (plan.actions.some((action) => /^(?:play|perform|strum|drum|bow|blow)$/.test(action.verb)))
    return undefined;
  return `${shortName(subject)} ${agree('play', subject.plural)} the ${instrument}, eyes closed, lost in the melody`;
}

/** Who does a step the idea names no one for ("Slicing fresh tuna …"). */
const UNNAMED_HANDS: Subject = {
  phrase: 'hands',
  head: 'hands',
  plural: true,
  kind: 'person',
  lang: 'en',
};

/** English beats: the idea's events, a beat each (neighbours joined when they are many). */
function englishEventBeats(plan: Plan, subject: Subject, count: number, roomy: boolean): string[] {
  const name = namer();
  const main: { action: Action; also: Action[] }[] = [];
  for (const action of plan.actions) {
    const last = main.at(-1);
    if (action.meanwhile && last) last.also.push(action);
    else main.push({ action, also: [] });
  }
  // A creator talking to camera opens with the line: it is the hook, not the sign-off. So does
  // a line the idea calls its hook ("TikTok hook: … says "Stop scrolling"").
  const hookNamed = /\bhook\b/i.test(plan.core);
  const hook = main.findIndex(
    ({ action }) =>
      action.line !== undefined &&
      ((/^(?:talk|speak|chat)$/.test(action.verb) && /camera/.test(action.rest)) ||
        (hookNamed && !action.who)),
  );
  const hooked = hook > 0 && isVertical(plan);
  if (hooked) main.unshift(...main.splice(hook, 1));
  // (The routine that follows the hook ends the clip as the tables end it: the finished look.)
  const routine = hooked ? main[1]?.action : undefined;
  const routineEnd =
    routine && !routine.who ? stagedLines(subject, routine, 'en', plan.core)?.after : undefined;
  // "you're late for your flight and running …": a state is how the clip opens, not a beat.
  const states =
    main.length > 1
      ? main.filter(({ action }) => action.verb === 'be' && !action.who && STATE.test(action.rest))
      : [];
  const state = states.map(({ action }) => action.rest).join(', ');
  for (const told of states) main.splice(main.indexOf(told), 1);
  // Several doings, a beat each: a doing the tables stage shows how it goes in its own beat
  // ("he laughs; his shoulders shake…"), so the beat is more than the idea's sentence again.
  // (Horror keeps its own dread: a staging's easy detail, "her steps fall into a steady
  // rhythm", would undo it.)
  // (More doings than beats: a doing that shares its beat with a neighbour has no room for it.)
  const shared = groupActions(
    main.map((_, index) => index),
    Math.min(count, main.length),
  ).filter((group) => group.length > 1);
  const alone = (index: number) => !shared.some((group) => group.includes(index));
  // (A thing that moves on its own is the horror, and its staging is written as one.)
  // (One doing by something other than the subject has no staging of its own elsewhere.)
  const spacious = roomy && (main.length > 1 || main[0]?.action.who !== undefined);
  // (A person's doing in a horror is staged only when its detail keeps the dread: a hinge
  // creaking, a breath held; never a grin.)
  const keepsDread = (who: Subject, staged: Staged | undefined) =>
    plan.type !== 'horror' ||
    who.kind === 'object' ||
    (staged !== undefined && !CHEERFUL.test(Object.values(staged).join(' ')));
  const toldDetails = new Set<string>();
  const sentences = main.map(({ action, also }, index) => {
    const who = action.who ?? subject;
    const said = eventSentence(action, who, name);
    // (Not for a doing left undone, "does not look back", nor one that names its own end,
    // "lands it clean": how it goes is then told by the beats around it.)
    const staged =
      spacious &&
      alone(index) &&
      also.length === 0 &&
      // (Hands with no one named, "peel the film", are staged too.)
      (who.phrase !== '' || plan.type === 'unboxing' || plan.type === 'food') &&
      action.line === undefined &&
      // ("Unboxing X: lift the lid, …": the unboxing's own steps come after it.)
      !(
        action.verb === 'unbox' && main.slice(index + 1).some(({ action: next }) => isStep(next))
      ) &&
      !/\b(?:not|never|n't)\b/.test(`${action.as ?? ''} ${action.rest}`) &&
      !endsDoing(action.verb, action.rest) &&
      // ("hunting mice …, it listens, leaps and dives": the hunt is told by the doings after
      // it, not staged with a leap of its own first.)
      !(/^(?:hunt|duel|fight|battle|race|compete)$/.test(action.verb) && index < main.length - 2)
        ? stagedLines(who, action, 'en', plan.core)
        : undefined;
    const kept = keepsDread(who, staged) ? staged : undefined;
    // (One staging's detail is told once: "wheels rumble as they pick up speed" after a drop-in
    // is not said again after the kickflip and the arms thrown up.)
    // ("applies serum, pats it in": a detail that already pats leaves the next beat nothing.)
    const later = main
      .slice(index + 1)
      .map(({ action: next }) => next)
      .filter((next) => (next.who ?? subject).head === who.head);
    const fresh =
      kept && !toldDetails.has(kept.during) && !saysLater(kept.during, later) ? kept : undefined;
    if (fresh) toldDetails.add(fresh.during);
    const text = fresh ? withDetail(said, fresh.during, false, action) : said;
    const around = joinMeanwhile(also.map((other) => meanwhileClause(other, subject, name, who)));
    return { text: around ? `${text} ${around}` : text, who };
  });
  // More events than beats: neighbours share a beat, joined by "and" or a semicolon.
  const groups = groupActions(sentences, Math.min(count, sentences.length));
  const beats = groups.map((group) => {
    // ("walks out; then the younger brother slams the door": one doer's two doings are one
    // sentence, "walks out and slams the door".)
    const text = group.reduce((told, sentence, index) => {
      if (index === 0) return sentence.text;
      const before = group[index - 1];
      const lead = before ? name(before.who) : '';
      const same =
        before?.who === sentence.who &&
        lead !== '' &&
        sentence.text.toLowerCase().startsWith(`${lead.toLowerCase()} `) &&
        !/[;"“]/.test(before.text) &&
        !/[;"“]/.test(sentence.text);
      return same
        ? `${told} and ${sentence.text.slice(lead.length + 1)}`
        : `${told}; then ${sentence.text}`;
    }, '');
    // The beats are numbered and timed: a "Then" before each one only stutters.
    return text;
  });
  const spare = count - beats.length;
  if (spare <= 0) return beats;
  const only = main.length === 1 ? main[0]?.action : undefined;
  // (A step by unnamed hands, "Slicing fresh tuna", is the one doing of the thing it is done to.)
  const single = only !== undefined && (!only.who || only.who.phrase === '') && only.verb !== 'say';
  const place =
    plan.setting.place &&
    /^(?:in|at|on|inside)\b/i.test(plan.setting.place) &&
    // ("on a bike through the countryside" is how they go, not where they are.)
    !/^on (?:a|an|her|his|their|the) (?:bike|bicycle|motorbike|motorcycle|scooter|skateboard|horse)\b/i.test(
      plan.setting.place,
    ) &&
    !beats[0]?.includes(plan.setting.place) &&
    // ("the abandoned hospital corridor" is already "in an abandoned hospital corridor".)
    !subject.phrase.includes(
      plan.setting.place.replace(/^(?:in|at|on|inside) (?:a|an|the) /i, ''),
    ) &&
    !subject.phrase.includes(
      // "the girl on the rooftop" already says "on a rooftop at sunset".
      plan.setting.place
        .replace(/\b(?:a|an)\b/g, 'the')
        .replace(
          / (?:at|in|during) (?:the )?(?:sunset|sunrise|dawn|dusk|night|midnight|noon|golden hour|\d{1,2}(?::\d\d)? ?[ap]\.?m\.?)$/i,
          '',
        ),
    )
      ? ` ${plan.setting.place}`
      : '';
  // "Day turns to dusk over Manhattan" opens the clip itself; a POV opens on the view.
  const firstWho = main[0]?.action.who;
  const timeFirst =
    firstWho !== undefined &&
    /^(?:day|night|dusk|dawn|evening|morning|sunset|sunrise)$/.test(firstWho.head);
  // Several doings: the opening is the moment before the first one, when the table knows it
  // ("Open on the astronaut, the panel open, tools tethered at her side"), not a bare name.
  const first = main[0]?.action;
  // (A first doing that says a line, "tells the young doctor, "…"", opens on the two of them.)
  const firstBefore =
    !single &&
    first &&
    !first.who &&
    !(first.line !== undefined && partners(plan, subject).length > 0)
      ? stagedLines(subject, first, 'en', plan.core)?.before
      : undefined;
  // Two people about to talk: the beat before the first word, not a bare "and".
  const talk =
    !firstBefore &&
    first &&
    SPEECH_VERB.test(first.verb) &&
    // (A vertical short opens on its hook, never on a silence.)
    !isVertical(plan) &&
    partners(plan, subject).length > 0
      ? /^(?:reporter|interviewer|journalist|host)$/.test(subject.head)
        ? 'the microphone held out between them'
        : 'facing each other, a beat of quiet before the first word'
      : undefined;
  // "a flashlight reveals …": the clip opens on the dark the beam searches, not on what it finds.
  const searching = first?.who && LIGHT_SOURCE.test(first.who.head) && REVEALS.test(first.verb);
  // ("a flashlight beam sweeps the hallway": the sweep is the beat; before it, the dark.)
  const sweeper = first ? (first.who ?? subject) : undefined;
  const sweeping =
    sweeper &&
    LIGHT_SOURCE.test(sweeper.head) &&
    /^(?:sweep|scan|search|cut|pan|play|move|roam)$/.test(first?.verb ?? '');
  // "a girl on a rooftop, wind in her hair, petals drifting past": she does nothing herself,
  // so the wind in her hair is how she is first seen (the petals have their own beat).
  const hair = /\bwind (?:in|through|blowing) (her|his|their) hair\b/i.exec(plan.core)?.[1];
  const windInHair =
    hair && subject.kind === 'person' && main.every(({ action }) => action.who !== undefined)
      ? `the wind lifting loose strands of ${hair.toLowerCase()} hair across ${hair.toLowerCase()} face`
      : undefined;
  const openOn =
    timeFirst || hooked
      ? undefined
      : sweeping
        ? `open on pitch darkness; a click, and ${sweeper.phrase} ${agree('snap', sweeper.plural)} on`
        : searching
          ? `open on darkness, ${first.who?.phrase ?? ''} sweeping slowly through it`
          : subject.kind === 'viewer'
            ? `open on the first-person view, ${state ? `${state}, ` : ''}${firstBefore ?? 'the scene ahead'}`
            : // (The moment before is the subject's own: "the interviewer, microphone in hand" — the
              // one they step up to comes after it.)
              `open on ${[onWhom(subject), ...(firstBefore ? [] : partners(plan, subject))].join(' and ')}${place}${state ? `, ${state}` : ''}${firstBefore ? `, ${firstBefore}` : talk ? `, ${talk}` : windInHair ? `, ${windInHair}` : ''}`;
  const moving = !STATIC_TYPES.has(plan.type) && subject.kind !== 'viewer';
  const middle: string[] = [];
  /** Beats that go before the idea's own event (after the opening). */
  const lead: string[] = [];
  // A singer in a music video who only dances in the idea still sings the song.
  const sings = plan.actions.some((action) => /^(?:sing|rap|lip-sync|perform)$/.test(action.verb));
  const lipSync = /\blip[- ]?sync\w*|对口型/i.test(plan.core);
  // "a neon-lit car driving through rain, dolly zoom on the singer": the car is the picture and
  // the singer, named only in passing, still sings (inside it).
  const singerBy =
    plan.type === 'music-video' &&
    subject.kind !== 'person' &&
    /\b(?:singer|rapper|vocalist|frontman|frontwoman)\b/i.test(plan.core);
  const singer = singerBy
    ? {
        ...subject,
        phrase: `${VEHICLE.test(subject.phrase) ? 'inside, ' : ''}the singer`,
        plural: false,
      }
    : subject;
  const chorus =
    plan.type === 'music-video' &&
    (/^(?:singer|rapper|vocalist|frontman|frontwoman)$/.test(subject.head) ||
      singerBy ||
      (subject.kind === 'person' && lipSync)) &&
    !sings
      ? lipSync
        ? `${singerBy ? singer.phrase : shortName(subject)} ${agree('mouth', singer.plural)} the words of the chorus, lips moving with every line`
        : `${singerBy ? singer.phrase : shortName(subject)} ${agree('sing', singer.plural)} the chorus straight to camera`
      : played(plan, subject);
  const closing = routineEnd
    ? routineEnd
    : plan.type === 'loop'
      ? loopEnd(subject, 'en', plan)
      : LOGO_END.test(plan.core)
        ? logoEnd(plan.core, 'en')
        : plan.transition
          ? `the scene settles into ${TIME_EN[plan.transition[1]]}`
          : subject.kind === 'viewer'
            ? 'the view settles as the shot ends'
            : resultOf(plan.actions.at(-1))
              ? `hold on ${resultOf(plan.actions.at(-1))?.phrase ?? ''} as the shot ends`
              : heldEnd(subject, plan, 'en');
  // "You are a barista during the morning rush": a state is not done again ("keep being").
  // ("ramen being made" is done to it: that is staged, from the bowl.)
  const doneTo =
    only?.verb === 'be' &&
    /^(?:being )?(?:\w+ed|made|cut|torn|built|put)\b/.test(only.rest) &&
    stagedLines(subject, only, 'en', plan.core) !== undefined;
  // ("from dusk to night as the office lights come on": a staged doing tells the change itself;
  // one the tables do not know is told against the light's change, below.)
  // "tells his grandson "…"": the two of them, the line, the listener taking it in.
  const toldTo =
    single && only && beats[0] ? toldToBeats(plan, subject, only, beats[0], count) : undefined;
  if (toldTo) return toldTo;
  if (single && only && (only.verb !== 'be' || doneTo)) {
    // The moment before, a closer detail, the peak and the outcome, when the verb has them.
    const staged =
      openOn && (beats[0] ?? '') !== ''
        ? englishSingle({
            plan,
            // (A step with no one named is done by hands: "hands lay the slice on the plate".)
            subject: only.who?.phrase === '' ? UNNAMED_HANDS : subject,
            action: only,
            count,
            start: beats[0] ?? '',
            // A staged doing says the scene ahead itself ("at the top of the hill, …").
            opening:
              subject.kind === 'viewer'
                ? `open in first person${state ? `, ${state}` : ''}`
                : openOn,
            closing,
            ending: plan.type === 'loop' || LOGO_END.test(plan.core),
            next: chorus,
            moving,
            elements: elementsOf(plan, 'en'),
          })
        : undefined;
    if (staged) return staged;
  }
  if (single && only && !plan.transition && (only.verb !== 'be' || doneTo)) {
    // Seeing snow for the first time does not go on: the moment is held on the reaction.
    // "does a kickflip" is done once, like "lands" or "snaps shut".
    const trick =
      /^(?:do|pull|land|throw)$/.test(only.verb) &&
      /\b(?:kickflip|ollie|trick|flip|backflip|frontflip|somersault|dunk|jump)\b/.test(only.rest);
    const once = (ONCE_VERBS.test(only.verb) || trick) && !MOMENT_VERBS.test(only.verb);
    // A verb the table lacks: the doer's hands or eyes, the whole scene, then a breath; the
    // verb phrase is not said again (a reviewer reads "closer on her as she …" as filler).
    const keep =
      MOMENT_VERBS.test(only.verb) && (subject.kind === 'person' || subject.kind === 'animal')
        ? `hold on ${shortName(subject)}’s reaction as the moment sinks in`
        : (MOMENT_VERBS.test(only.verb) || once) && subject.kind === 'viewer'
          ? 'you pause, taking in what just happened'
          : MOMENT_VERBS.test(only.verb) || once
            ? `hold on ${objectForm(shortName(subject))} in the moment after`
            : subject.kind === 'viewer'
              ? 'your eyes take in everything around you'
              : settleEn(subject, only);
    // A doing that happens once is built up to, not replayed: the moment before, then after.
    // The moving things the idea names come before any stock closer look.
    const elements = elementsOf(plan, 'en');
    middle.push(...elements.slice(0, 2));
    // A wide shot asked for stays wide: no closer look at eyes and paws.
    const wide = /\bwide(?:[- ]angle)? shots?\b|\bwide angle\b|\bextreme wide\b|全景|远景/i.test(
      plan.core,
    );
    if (once && moving && !wide)
      lead.push(`closer on ${objectForm(shortName(subject))} in the moment before`);
    else if (moving && elements.length === 0 && !wide)
      // Horror creeps closer; it never shows "every detail sharp".
      middle.push(
        plan.type === 'horror' && !FOUND_FOOTAGE.test(plan.core)
          ? `the frame creeps closer to ${shortName(subject)}, so slowly it is hard to notice`
          : closerEn(subject, only),
      );
    // An idea that asks for a close-up stays close.
    const close = /\bclose[- ]?ups?\b|\bmacro\b|特写|微距/i.test(plan.core);
    // Horror never cuts wide at its climax: the dark holds close.
    if (moving && !once && !close && !MOMENT_VERBS.test(only.verb) && elements.length === 0) {
      middle.push(
        plan.type === 'horror'
          ? `the dark at the edges of the frame closes in around ${shortName(subject)}`
          : widerEn(subject, only, plan.setting.place),
      );
    }
    // A loop never eases off or pauses: it goes round to its first frame.
    if (plan.type !== 'loop') middle.push(keep);
  }
  if (chorus) middle.unshift(chorus);
  // A loop has no opening moment to show: it is already going round.
  const before = openOn && plan.type !== 'loop' ? [openOn, ...lead] : lead;
  // An ad that ends on its logo always gets that last beat; so does a loop, closing round.
  const fill =
    LOGO_END.test(plan.core) || plan.type === 'loop'
      ? [...[...before, ...middle].slice(0, Math.max(0, spare - 1)), closing].slice(0, spare)
      : [...before, ...middle, closing].slice(0, spare);
  const opening: string[] = [];
  while (fill.length > 0 && before.includes(fill[0] as string))
    opening.push(fill.shift() as string);
  // Someone the opening has shown is "the old man" from then on, not "an old man" again.
  const shown = opening.length > 0 ? partners(plan, subject) : [];
  const told = shown.reduce((lines, name) => lines.map((line) => definite(line, name)), beats);
  return [...opening, ...told, ...fill];
}

/** Neon that lights the people in the shot. */
const NEON_LIT = /\bneon\b|霓虹/i;

/** A city or a street at night, lit by its own lights. */
const cityAtNight = (plan: Plan) =>
  plan.time === 'night' && ['city', 'street'].includes(plan.setting.env ?? '');

/** The northern lights are the light: nothing shifts across them. */
const AURORA = /\b(?:northern|southern) lights\b|\baurora\b|极光/i;
/** What moves over a place in a time-lapse: mist, cloud, fog, traffic. */
const ATMOSPHERIC =
  /^(?:云雾|云海|云层|云|雾|雾气|薄雾|晨雾|光影)$|^(?:clouds?|mist|fog|haze|shadows?)$/i;

/** A pronoun subject ("he", "she", "they"): said as "him" after a preposition. */
const PRONOUN_PHRASE = /^(?:he|she|they|i|we)$/i;

/** One of an unboxing's own steps: a lid lifted, tape peeled, a thing pulled out. */
const isStep = (action: Action) =>
  /^(?:lift|peel|open|pull|take|slice|cut|remove|unwrap|unfold|press|pop|plug|load)$/.test(
    action.verb,
  );

/** Words no horror beat carries. */
const CHEERFUL =
  /\b(?:grin|smil|laugh|cheer|beam|delight|giggl|proud|joy|easy|relax|carefree|playful)\w*/i;

/** "rainy Tokyo night": with no one and nothing else named, the city is what the clip shows. */
function namedPlace(plan: Plan): Subject | undefined {
  if (plan.actions.length > 0) return undefined;
  const place = plan.named.find((named) => named.kind === 'place');
  if (!place) return undefined;
  return {
    phrase: place.text,
    head: place.text.toLowerCase(),
    plural: false,
    kind: 'place',
    lang: plan.lang,
  };
}

/** "asks an old man" → "asks the old man", once "the old man" has been seen. */
function definite(line: string, name: string): string {
  const noun = name.replace(/^the /i, '');
  if (noun === name || !/^[a-z][a-z ]*$/i.test(noun)) return line;
  return line.replace(new RegExp(`\\b(?:a|an) ${noun}\\b`, 'i'), `the ${noun}`);
}

// ── Both ───────────────────────────────────────────────────────────────────────────────────

/**
 * What the last doing leaves to look at, when a thing of its own does it ("latte art forming"
 * after the pour): the clip holds on that, not on the coffee again.
 */
function resultOf(action: Action | undefined): Subject | undefined {
  const who = action?.who;
  // Steam rising or rain falling goes on around the dish; it is not what the clip ends on.
  const unseen =
    /^(?:something|someone|anything|nothing|it|steam|smoke|mist|fog|dust|light|lights|rain|snow|wind)$/i.test(
      who?.head ?? '',
    );
  // (A train passing by meanwhile, or her own scarf, is no end to a clip about her; latte art
  // forming meanwhile is what the pour makes.)
  const passing =
    /^(?:pass|go|drive|fly|rush|roll|speed|race|sail|drift|rumble|roar|blow|float)$/.test(
      action?.verb ?? '',
    ) &&
    (action?.meanwhile === true || /^(?:past|by)\b/.test(action?.rest ?? ''));
  // (A drop that falls is gone by the end: the clip ends on what it fell on.)
  const falls = /^(?:fall|drop|drip|plunge|tumble)$/.test(action?.verb ?? '');
  const aside = passing || falls || /^(?:her|his|their|its|my|your) /.test(who?.phrase ?? '');
  return who && who.phrase !== '' && who.kind === 'object' && !action.object && !unseen && !aside
    ? who
    : undefined;
}

/**
 * `seconds` is the clip's length: a beat of three seconds or more has room for how a doing
 * goes, a shorter one only for the doing.
 */
function actionBeats(
  plan: Plan,
  subject: Subject,
  count: number,
  lang: Language,
  seconds: number,
): string[] {
  const roomy = seconds / Math.max(1, count) >= 3.5;
  if (lang === 'en' && !(plan.type === 'explainer' && plan.actions.length === 1)) {
    return englishEventBeats(plan, subject, count, roomy);
  }
  const actions = plan.actions;
  const place = plan.setting.place;
  const stage = (name: Stage, who: Subject, action: Action) =>
    lang === 'zh'
      ? chineseStage(name, who, action, {
          idea: plan.core,
          place,
          opened: (STAGES[count] ?? []).includes('setup'),
          closes: !(STAGES[count] ?? []).includes('hold'),
          moving: !STATIC_TYPES.has(plan.type) && who.kind !== 'viewer',
          type: plan.type,
        })
      : englishStage(name, who, action, plan);
  if (actions.length === 1 && !actions[0]?.who) {
    const only = actions[0] as Action;
    const told = (STAGES[count] ?? STAGES[4] ?? []).map((name) =>
      plan.type === 'explainer'
        ? explainerStage(name, subject, asked(plan, subject, only, lang), lang, only)
        : stage(name, subject, only),
    );
    // A doing the tables do not know: the moving things the idea names (云海, 花瓣) take the
    // closer look and the peak, which would otherwise say nothing of their own.
    const stages = STAGES[count] ?? STAGES[4] ?? [];
    const staged = stagedLines(subject, only, lang, plan.core);
    // "熊猫吃竹子，嘴里慢慢嚼着": the detail goes on from the doer just named.
    const detail = lang === 'zh' && staged ? withoutDoer(staged.during, subject) : undefined;
    const at = stages.indexOf('start');
    if (detail && at !== -1 && plan.type !== 'explainer' && plan.type !== 'loop') {
      told[at] = withDetail(told[at] ?? '', detail, stages.includes('build'), only);
    }
    if (plan.type !== 'explainer') {
      const elements = elementsOf(plan, lang).filter((line) => !staged || !isSunLine(line));
      // A staged doing keeps its peak when it has a detail beat for the element.
      const slots = staged ? [stages.includes('build') ? 'build' : 'peak'] : ['build', 'peak'];
      stages.forEach((name, index) => {
        if (slots.includes(name) && elements.length > 0) told[index] = elements.shift() as string;
      });
    }
    // Horror creeps and holds; it never relaxes with a sigh.
    if (plan.type === 'horror' && lang === 'zh' && !staged) {
      const h = shortZh(subject);
      stages.forEach((name, index) => {
        if (name === 'peak' || name === 'build')
          told[index] = `镜头一点点逼近${h}，慢得几乎察觉不到`;
        if (name === 'outcome') told[index] = `${h}一动不动，只剩令人不安的寂静`;
      });
    }
    if (plan.type === 'loop') {
      // A loop goes round: the opening is the doing as it goes, the peak its detail.
      stages.forEach((name, index) => {
        if (name === 'setup' && lang === 'zh')
          told[index] = zhSetup(subject, place, undefined, plan.type);
        if (name === 'peak' && lang === 'zh') told[index] = stage('build', subject, only);
      });
      told[told.length - 1] = loopEnd(subject, lang, plan);
    }
    if (plan.transition) {
      const to = plan.transition[1];
      // ("灯光亮起" into night: the lights do not sink into the dark; the night comes down
      // round them.)
      const lights = /^(?:灯光|灯火|灯|路灯|lights?|lamps?|streetlights?)$/i.test(subject.head);
      told[told.length - 1] =
        lang === 'zh'
          ? lights && to === 'night'
            ? '夜色完全降临，满眼灯火通明'
            : intoZh(plan, to, shortZh(subject))
          : lights && to === 'night'
            ? 'night settles in completely, every light now burning'
            : `${shortName(subject)} ${agree('settle', subject.plural)} into ${TIME_EN[to]}`;
    }
    // "把杯子推下去" says the fall itself: the nudge leads up to it, the fall is told once.
    if (
      staged &&
      namesResult(only.verb, only.rest) &&
      plan.type !== 'loop' &&
      !plan.transition &&
      count >= 2
    ) {
      const at = (name: string) =>
        told[stages.indexOf(name as Stage)] ?? stage(name as Stage, subject, only);
      // The fall goes on from the push in the same beat: "…推下去，啪的一声摔碎了".
      const fall = `${at('start').replace(/[。！]+$/, '')}，${staged.peak.replace(/^它/, '')}`;
      return resultOrder(count).map((name) => (name === 'start' ? fall : at(name)));
    }
    return told;
  }
  if (lang === 'zh') return chineseActionBeats(plan, subject, count, roomy);
  // Several actions: a beat each; room left over goes to a set-up and an outcome around them.
  const spare = Math.max(0, count - actions.length);
  const groups = groupActions(actions, Math.min(count, actions.length));
  const beats = groups.map((group, index) => {
    const clauses: string[] = [];
    group.forEach((action, at) => {
      if (action.who) {
        const verb =
          action.who.phrase === '' ? basePhrase(action) : verbPhrase(action, action.who.plural);
        clauses.push([action.who.phrase, verb].filter(Boolean).join(' '));
        return;
      }
      const who = index === 0 && at === 0 ? subject.phrase : at === 0 ? shortName(subject) : '';
      clauses.push([who, verbPhrase(action, subject.plural)].filter(Boolean).join(' '));
    });
    // The beats are numbered and timed: "Then" before each one only stutters.
    return clauses.join(' and ');
  });
  const first = actions[0] as Action;
  const last = actions.at(-1) as Action;
  // Set-up and outcome are the subject's; an action by someone or something else is not.
  const openOn = `open on ${onWhom(subject)}${place ? ` ${place}` : ''}`;
  if (spare >= 1) beats.unshift(first.who ? openOn : stage('setup', subject, first));
  if (spare >= 2)
    beats.push(last.who ? heldEnd(subject, plan, lang) : stage('outcome', subject, last));
  return beats;
}

/**
 * The beats for a plan in the output language, `count` of them (none without a subject), for
 * a clip of `seconds`.
 */
export function writeBeats(
  plan: Plan,
  planSubject: Subject | undefined,
  count: number,
  lang: Language,
  seconds = 15,
): string[] {
  // A shot list is the person's own plan: a beat a shot, in their order.
  const listed = shotListBeats(plan.core, lang);
  if (listed) return listed;
  return withDiveOpening(beatsFor(plan, planSubject, count, lang, seconds), plan, lang);
}

/** The person's own "camera dives from high above": the opening beat is that dive. */
const DIVE = /\b(?:camera|drone) (?:dives|swoops|plunges|drops)\b|镜头[^，。]{0,4}俯冲/i;

function withDiveOpening(beats: string[], plan: Plan, lang: Language): string[] {
  const first = beats[0];
  if (!first || !DIVE.test(plan.core) || !/^(?:开场：|open on )/i.test(first)) return beats;
  const what = first.replace(/^(?:开场：|open on )/i, '').split(/[，,]/)[0] ?? '';
  const dive =
    lang === 'zh'
      ? `开场：镜头从高空俯冲而下，${what.replace(/^在/, '').replace(/里$/, '')}扑面而来`
      : `the view dives from high above, ${what} rushing up to meet it`;
  return [dive, ...beats.slice(1)];
}

/** Land named by what covers it, seen as a place from the air. */
const LANDSCAPE =
  /^(?:paddies|paddy|terraces|fields|farmland|vineyards?|dunes|forests?|woods|canyons?|valleys?|islands?|coastline|cliffs|glaciers?|lakes?|rivers?|wetlands?|marshes|meadows?|hills|mountains|peaks|summits|rooftops|梯田|稻田|田野|森林|峡谷|山谷|海岸线|沙丘|葡萄园|湿地|群山)$/;

function beatsFor(
  plan: Plan,
  planSubject: Subject | undefined,
  count: number,
  lang: Language,
  seconds: number,
): string[] {
  // "how to tie a tie", "why does the moon have phases?": a tutorial's steps, or what answers
  // the question, when the tables know them.
  const known = knownBeats(plan, STAGES[count] ?? STAGES[4] ?? [], lang, seconds);
  if (known) return known;
  const unboxing = planSubject ? unboxingSteps(plan, planSubject, count, lang) : undefined;
  if (unboxing) return unboxing;
  const features = planSubject ? featureBeats(plan, planSubject, count, lang) : undefined;
  if (features) return withLogoEnd(features, plan, lang);
  // A city time-lapse from day into night: daylight, the sun going down, the lights, night.
  if (planSubject && dayIntoCityNight(plan, planSubject)) {
    // (城市天际线…，灯光一盏盏亮起: the lights are the city's; the city is what is seen.)
    const where = lang === 'zh' ? (plan.setting.place ?? '城市') : 'the city';
    const city = LIGHTS_HEAD.test(planSubject.head)
      ? { ...planSubject, phrase: where, head: where.replace(/^the /, '') }
      : planSubject;
    const lines = dayIntoNightLines(city, lang, plan);
    // (A short clip keeps the lights coming on: the sun's going down is the one left out.)
    return count === 3 ? [lines[0] ?? '', lines[2] ?? '', lines[4] ?? ''] : pickStill(lines, count);
  }
  // "POV: you're a barista": being someone is shown by what they do with their own hands.
  const role = viewerRole(plan, planSubject);
  if (role !== undefined) return pickStill(roleLines(role, lang), count);
  // "科普：光合作用": a topic with no one doing anything is explained as a topic.
  // (An explainer that only says it explains, "解释复利", has its topic for a subject.)
  const explainsOnly =
    plan.actions.length > 0 &&
    plan.actions.every(
      (action) => !action.who?.phrase && /^(?:explain|解释|讲解)/.test(action.verb),
    );
  const topic = planSubject && !explainsOnly ? undefined : explained(plan, lang);
  if (topic && plan.actions.every((action) => !action.who?.phrase)) {
    const question = asked(plan, topic, undefined, lang);
    return (STAGES[count] ?? STAGES[4] ?? []).map((name) =>
      explainerStage(name, topic, question, lang),
    );
  }
  const alone = planSubject ? undefined : someoneAlone(plan);
  if (alone) return beatsFor(alone.plan, alone.subject, count, lang, seconds);
  // ("冬天", "foggy morning": a season or a weather alone is told as a place in it.)
  const seasonal = plan.actions.length === 0 ? weatherAlone(plan) : undefined;
  const subject =
    seasonal ??
    planSubject ??
    plan.actions.find((action) => action.who?.phrase)?.who ??
    namedPlace(plan) ??
    leftOverZh(plan);
  if (!subject) return [];
  // An interview with no lines of its own: asked, thought over, answered (interview-beats.ts).
  if (askedInterview(plan, subject)) return pickStill(interviewBeats(plan, subject, lang), count);
  // An unboxing told with no one doing it ("Unboxing new sneakers") follows the unboxing order.
  // An unboxing that names its own steps ("撕开包装纸，拿出相机", "…: lift the lid, peel the
  // film, press the power button") keeps them.
  const bareUnbox =
    plan.type === 'unboxing' &&
    plan.actions.every(
      (a) => a.who?.phrase === '' && /^(?:unbox|open|开箱|拆箱|拆开|打开)/.test(a.verb),
    );
  // "buzzer beater in slow motion, crowd erupts": the named moment is the clip, the crowd its end.
  const named = SPORTS_MOMENTS.find(([re]) => re.test(plan.core));
  const crowdOnly =
    plan.actions.length > 0 &&
    plan.actions.every((action) =>
      // ("penalty kick, ball hits the top corner, crowd erupts": the ball and the kick are the
      // moment's own.)
      // (Nor is the sweat flying off the dunker: it is the moment's.)
      /^(?:crowd|fans|audience|stands|spectators|penalty|kick|ball|net|sweat|confetti|观众|全场|全场观众|现场观众|看台|球迷|球|点球|汗水|汗珠)$/.test(
        (action.who ?? subject).head,
      ),
    );
  if (named && crowdOnly) {
    const keep = new Set(named[2].slice(0, count));
    return named[1][lang].filter((_, index) => keep.has(index));
  }
  // "FPV drone weaving through downtown Tokyo": the drone is the camera; the place is the picture.
  const flown = plan.actions[0];
  if (
    flown &&
    plan.actions.length === 1 &&
    /^(?:drone|无人机|穿越机)$/.test((flown.who ?? subject).head)
  ) {
    const where = flown.rest
      .replace(
        /^(?:weaving |threading |diving |racing )?(?:through|between|over|across|along|around|past|into|down) /i,
        '',
      )
      .trim();
    const flight = where ? fpvFlight(plan, where, lang) : undefined;
    if (flight) return pickStill(flight, count);
  }
  // "哈尔滨冰雪大世界，冰灯一盏盏亮起", "rice fields in Bali, mist lifting": a place, and one thing
  // doing something in it: that doing is staged, in that place.
  // ("drone flyover of the cliffs, waves crashing below": seen from the drone, the waves are
  // what happens far below the place, told as the flight goes on, not a close study of a wave.)
  // (So are the sea, the mist and the sheep: "drone shot over the Faroes, waves hitting black
  // cliffs" is seen from above, not as a close study of one wave.)
  // (The view's own glide, "drone flying over …", is the camera's: it is the frame, not a doing.)
  const flight = (action: Action) => /^(?:view|drone|camera)$/.test(action.who?.head ?? '');
  const below = plan.actions.every(
    (action) =>
      flight(action) ||
      (action.who &&
        (/\b(?:below|beneath)\b|下方|脚下/.test(`${action.rest} ${action.verb}`) ||
          /^(?:waves?|surf|sea|ocean|mist|fog|clouds?|water|rivers?|waterfalls?|sheep|boats?|海浪|浪花|云海|云雾|雾|羊群)$/.test(
            action.who.head,
          ))),
  );
  // (A named place is a place, whatever its head noun: "the Faroe Islands".)
  // (So is land seen from the air: "terraced rice paddies", "vineyards", "the dunes".)
  const aPlace =
    subject.kind === 'place' ||
    LANDSCAPE.test(subject.head) ||
    plan.named.some((named) => named.kind === 'place' && subject.phrase.includes(named.text));
  const seenBelow = plan.actions.filter((action) => !flight(action));
  if (aPlace && AERIAL.test(plan.core) && seenBelow.length > 0 && below)
    return aerialDoings({ ...plan, actions: seenBelow }, subject, count, lang);
  // "延时摄影：桂林山水从清晨到黄昏，云雾流动": a time-lapse of a place, the mist moving in it. The
  // place is what the hours pass over; the mist is one of the things that move there.
  // ("clouds over a mountain lake": the place is "the mountain lake", never "over a …".)
  const lapsed = plan.setting.place
    ?.replace(
      /^(?:over|above|across|in|at|on|by|near|under|inside|into|through|along|beside) /i,
      '',
    )
    .replace(/^(?:a|an) /i, 'the ');
  const placeLapse =
    plan.type === 'timelapse' &&
    ATMOSPHERIC.test(subject.head) &&
    plan.actions.every((action) => !action.who || action.who.head === subject.head);
  if (placeLapse && lapsed !== undefined) {
    const place: Subject = {
      phrase: lapsed,
      // ("the mountain lake" is "the lake" again; a Chinese place is named whole.)
      head: lang === 'en' ? (lapsed.split(' ').at(-1) ?? lapsed) : lapsed,
      plural: false,
      kind: 'place',
      lang,
    };
    const still: Plan = { ...plan, actions: [] };
    return lang === 'zh' ? chineseStill(place, count, still) : englishStill(place, count, still);
  }
  const inPlace = sceneDoing(plan, subject, lang);
  if (inPlace) return actionBeats(inPlace, inPlace.subject as Subject, count, lang, seconds);
  // "古风少女在竹林里舞剑，落叶纷飞": the dance staged, the leaves through its peak.
  const around = subject.lang === lang ? accompanied(plan, subject, lang) : undefined;
  if (around) {
    const lead: Plan = { ...plan, actions: [around.lead] };
    // The leaves and the crowd are the idea's own doings, woven in below: no element beat
    // tells them a second time in place of the doing's peak.
    elementsRead.set(lead, { [lang]: elementsOf(plan, lang) });
    const staged = actionBeats(lead, subject, count, lang, seconds);
    const stages = STAGES[count] ?? STAGES[4] ?? [];
    const peak = stages.indexOf('peak');
    return weave(staged, around, peak === -1 ? stages.indexOf('start') : peak, lang);
  }
  if (plan.actions.length > 0 && subject.lang === lang && !bareUnbox) {
    // A scare at a mirror: the idea's events, framed by the reflection that stops matching.
    // (One beat for each event told on its own; "as she does" goes with its event.)
    const events = Math.min(plan.actions.filter((action) => !action.meanwhile).length, count);
    const only = plan.actions.length === 1 ? plan.actions[0] : undefined;
    // (A reflection the tables stage — one that lags behind — keeps its staging.)
    const mirror =
      plan.type === 'horror' && !(only && !only.who && stagedLines(subject, only, lang, plan.core))
        ? mirrorBeats(
            plan,
            subject,
            actionBeats(plan, subject, events, lang, seconds).map((line) =>
              line.replace(/^(?:最后|接着|随后)，/, ''),
            ),
            count,
            lang,
          )
        : undefined;
    // (An ad that asks to end on its logo ends there, after its doings.)
    return withLogoEnd(mirror ?? actionBeats(plan, subject, count, lang, seconds), plan, lang);
  }
  // "为什么天空是蓝色的" names no doing, and is still a question to answer.
  if (plan.type === 'explainer' && plan.actions.length === 0) {
    const question = asked(plan, subject, undefined, lang);
    return (STAGES[count] ?? STAGES[4] ?? []).map((name) =>
      explainerStage(name, subject, question, lang),
    );
  }
  // "last-second buzzer beater", "penalty kick": a sports moment named as a noun has its
  // own order of events, which is what the clip shows.
  const moment = SPORTS_MOMENTS.find(([re]) => re.test(plan.core));
  if (moment && plan.actions.length === 0) {
    // The most telling beats are kept for a short clip, told in the order they happen.
    const lines = moment[1][lang];
    const keep = new Set(moment[2].slice(0, count));
    return lines.filter((_, index) => keep.has(index));
  }
  const beats =
    lang === 'zh' ? chineseStill(subject, count, plan) : englishStill(subject, count, plan);
  return beats;
}

/**
 * A place (or a still thing) with one thing doing something in it, when the tables stage that
 * doing: the plan told from the doer, the place kept as where it happens.
 */
function sceneDoing(plan: Plan, subject: Subject, lang: Language): Plan | undefined {
  const only = plan.actions.length === 1 ? plan.actions[0] : undefined;
  const who = only?.who;
  if (!only || !who?.phrase || alive(subject) || subject.lang !== lang) return undefined;
  if (plan.type === 'explainer' || plan.type === 'product' || plan.type === 'food')
    return undefined;
  // ("drone flyover of the cliffs, waves crashing below": seen from the drone, the waves are
  // what happens far below the place, not a close study of a wave.)
  if (
    AERIAL.test(plan.core) &&
    subject.kind === 'place' &&
    /\b(?:below|beneath|under)\b|下方|脚下/.test(`${only.rest} ${only.verb}`)
  )
    return undefined;
  const own: Action = { ...only };
  delete own.who;
  if (!stagedLines(who, own, lang, plan.core)) return undefined;
  const place = plan.setting.place ?? (lang === 'zh' ? subject.phrase : `in ${subject.phrase}`);
  return { ...plan, subject: who, actions: [own], setting: { ...plan.setting, place } };
}

/** Timed, numbered beat lines: "1. [0-4s] The chef …" / "1.【0-4 秒】厨师……". */
export function timedBeats(beats: readonly string[], seconds: number, lang: Language): string[] {
  return beats.map((beat, index) => {
    const from = Math.round((index * seconds) / beats.length);
    const to = Math.round(((index + 1) * seconds) / beats.length);
    return lang === 'zh'
      ? `${index + 1}.【${from}-${to} 秒】${sentence('zh', beat)}`
      : `${index + 1}. [${from}-${to}s] ${sentence('en', capitalize(beat))}`;
  });
}

/** "you're a barista during the rush" → "a barista during the rush"; 你是一名厨师 → 厨师. */
function viewerRole(plan: Plan, subject: Subject | undefined): string | undefined {
  if (subject?.kind !== 'viewer') return undefined;
  const only = plan.actions.length === 1 ? plan.actions[0] : undefined;
  // "POV: you're late for your first day": being late is told as the rush itself.
  if (only?.verb === 'be' && !only.who && /^(?:late|running late|in a hurry)\b/.test(only.rest))
    return 'late';
  // "you're late for your flight, running…" is a state and a doing, no role to be shown.
  if (
    only?.verb === 'be' &&
    !only.who &&
    !/^(?:late|lost|alone|stuck|running|trying|in a hurry)\b/.test(only.rest)
  )
    return only.rest;
  // "POV: you're a cat exploring the house": an animal's day is its role's.
  // A doing of its own ("knocking things off the table") is told as it is.
  const roams = plan.actions.every((action) =>
    /^(?:be|explore|wander|roam|patrol|walk|prowl|巡视|逛|溜达|闲逛|散步|探索|走来走去)/.test(
      action.verb.replace(/^在[^，。]{0,8}?(?=巡|逛|溜|闲|散|探|走)/, ''),
    ),
  );
  // "POV you're a delivery rider weaving through traffic": a known role on the move is told
  // by the role's own lines (the bars, the street, the door).
  const onTheMove = plan.actions.every((action) =>
    /^(?:weave|ride|zip|race|speed|dash|rush|cruise|drive|deliver)$/.test(action.verb),
  );
  if (onTheMove && plan.actions.length > 0 && !/^late$/.test(plan.core) && knowsRole(plan.core))
    return plan.core;
  const pet = /\byou(?:'re|’re| are) (?:a |an )?(cat|kitten|dog|puppy)\b/i.exec(plan.core)?.[1];
  if (pet && roams) return pet;
  // "POV: you're a pigeon flying through Times Square": a bird's flight is its role's.
  const bird =
    /\byou(?:'re|’re| are) (?:a |an )?(pigeon|bird|seagull|gull|crow|sparrow|eagle|hawk)\b/i.exec(
      plan.core,
    )?.[1];
  const flies = plan.actions.every((action) =>
    /^(?:be|fly|soar|glide|swoop|circle|flap)$/.test(action.verb),
  );
  if (bird && flies) return bird;
  const zh = /你是(?:一[名个位只])?(\p{Script=Han}{1,6}?)(?:[，,。]|$)/u.exec(plan.core);
  // "你是一只猫，在家里巡视领地": an animal's day is its role's, whatever it is said to do.
  const animal = zh?.[1] && /猫|狗/.test(zh[1]) && roams;
  return (plan.actions.length === 0 || animal) && zh?.[1] ? zh[1] : undefined;
}

/**
 * Whether a detail does what a later doing of the same doer does ("…pat serum in" before "pats
 * it in"): the same verb, on nothing named or on the same thing ("throwing a fan of dirt" is no
 * "throws a fist in the air").
 */
function saysLater(detail: string, later: readonly Action[]): boolean {
  return later.some(({ verb, rest }) => {
    if (!/^[a-z]{3,}$/.test(verb)) return false;
    if (!new RegExp(`\\b${verb}(?:s|es|ed|d|ing)?\\b`).test(detail)) return false;
    const noun = /\b(?:a|an|the|his|her|their|its|my) (?:[\w-]+ )?([a-z]{3,})\b/.exec(rest)?.[1];
    return noun === undefined || detail.includes(noun);
  });
}
