/**
 * Action beats: the person's own action, staged. One action becomes set-up, start, peak and
 * outcome with its verb phrase; several actions get a beat each, in order. Only an idea with no
 * action gets filler beats, and those name its subject; an idea with neither gets none.
 */
import type { Action, Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { agree, ingForm } from './analyse/verbs.ts';
import { asked, explained, explainerStage, knownBeats } from './explainer-beats.ts';
import { capitalize, sentence } from './text.ts';

/** How many beats fit a clip: about 2–3 for 10 s, 3–4 for 15 s, 5–6 for 25 s. */
export function beatRange(seconds: number): readonly [number, number] {
  if (seconds <= 10) return [2, 3];
  if (seconds <= 15) return [3, 4];
  if (seconds <= 20) return [4, 5];
  return [5, 6];
}

export type Stage = 'setup' | 'start' | 'build' | 'peak' | 'outcome' | 'hold';

/** The stages one action is told in, for each beat count. */
const STAGES: Record<number, readonly Stage[]> = {
  1: ['start'],
  2: ['start', 'outcome'],
  3: ['start', 'peak', 'outcome'],
  4: ['setup', 'start', 'peak', 'outcome'],
  5: ['setup', 'start', 'build', 'peak', 'outcome'],
  6: ['setup', 'start', 'build', 'peak', 'outcome', 'hold'],
};

const alive = (subject: Subject) => subject.kind !== 'object' && subject.kind !== 'place';

// ── English ────────────────────────────────────────────────────────────────────────────────

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

/**
 * The action told again, shorter: the verb with its object or first phrase, "a" made "the"
 * ("feeds pigeons on a park bench on a cold morning" → "feeds pigeons on the park bench").
 */
function againRest(action: Action): string {
  const words = mainRest(action).split(' ').filter(Boolean);
  const cut: string[] = [];
  let phrases = 0;
  for (const word of words) {
    // "crackles and a voice … starts humming": the filler retells the first doing only.
    if (/^(?:and|while|as|then|but)$/i.test(word) && cut.length > 0) break;
    if (
      /^(?:in|on|at|along|across|through|over|into|onto|from|toward|towards|with|by|under|past|around|between|before|after|during)$/i.test(
        word,
      )
    ) {
      phrases += 1;
      if (phrases > 1 || cut.length > 2) break;
    }
    cut.push(word);
  }
  return cut.join(' ').replace(/\b(?:a|an) (?=\w)/g, 'the ');
}

/** "the chef" for a second mention of "the penguin chef in a white apron". */
function shortName(subject: Subject): string {
  // "my golden retriever puppy" is "the puppy" when named again.
  const owned = /^(?:my|our|his|her|their|your) /.test(subject.phrase);
  if ((!subject.phrase.startsWith('the ') && !owned) || subject.phrase.includes(' and '))
    return subject.phrase;
  return `the ${subject.head}`;
}

const SHE =
  /^(?:woman|women|girl|mother|mom|mum|sister|grandmother|grandma|granny|aunt|daughter|wife|bride|lady|queen|princess|witch|actress|waitress|she)$/;
const HE =
  /^(?:man|men|boy|father|dad|brother|grandfather|grandpa|uncle|son|husband|groom|gentleman|guy|king|prince|wizard|he)$/;

/** The pronoun for a later mention: she, he, they or it. */
function pronoun(subject: Subject): string {
  if (subject.kind === 'viewer') return 'you';
  if (subject.plural) return 'they';
  if (/^(?:robot|android|cyborg|drone|car|machine)$/.test(subject.head)) return 'it';
  if (SHE.test(subject.head) || /(?:girl|woman|lady)$/.test(subject.head)) return 'she';
  if (HE.test(subject.head) || /(?:boy|man)$/.test(subject.head)) return 'he';
  return subject.kind === 'person' ? 'they' : 'it';
}

/** Verbs of a moment, not of a doing that lasts: "sees snow", "finds a note", "meets her". */
const MOMENT_VERBS =
  /^(?:see|hear|notice|realise|realize|discover|find|meet|spot|recognise|recognize|learn|understand|remember|receive|win|lose|arrive|open|reach|taste|smell|read)$/;

/** Doings that happen once: a case snaps shut, a whale breaches — it does not "keep" doing it. */
const ONCE_VERBS =
  /^(?:snap|breach|jump|leap|land|pop|burst|crack|shatter|slam|explode|drop|light|shut|close|hit|kick|throw|toss|catch|dunk|flip|strike|fire|launch|splash|dive|plunge|smash|break|tear|bite|wink|blink|nod|click|lock|unlock|sneeze|blow|score|kiss|bow|salute|collapse|topple|tip|knock|ring|crash|erupt|hatch|sink|vanish|disappear|appear|emerge|freeze|stop|shout|yell|whisper|ask|reply|scream|call|gasp|reveal|unveil)$/;

/** An ad that ends on its logo: the last beat is the reveal ("logo reveal at the end"). */
const LOGO_END =
  /\blogo reveal\b|\bends? on (?:the|a|its) logo\b|\breveal(?:s|ing)? the logo\b|定格在[^，。]*(?:logo|标志)/i;

const OBJECT_FORMS: Record<string, string> = {
  she: 'her',
  he: 'him',
  they: 'them',
  we: 'us',
  I: 'me',
};

/** The subject after a preposition: "open on her", not "open on she". */
const onWhom = (subject: Subject) => OBJECT_FORMS[subject.phrase] ?? subject.phrase;

function englishStage(stage: Stage, subject: Subject, action: Action): string {
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
      return `${shortName(subject)} ${v('hold')} the frame as the shot ends`;
  }
}

/** What moves around a still subject: the weather or the place, never a hedge. */
function aroundEn(plan: Plan, name: string): string {
  if (plan.type === 'timelapse') return `clouds and light race across the sky above ${name}`;
  // A product on a plinth has no breeze around it: light moves over it instead.
  if (plan.type === 'product' || plan.type === 'food')
    return `a soft highlight glides slowly along ${name}`;
  if (plan.weather === 'fog') return `fog drifts slowly past ${name}`;
  if (plan.weather === 'rain' || plan.weather === 'storm') return `rain streaks past ${name}`;
  if (plan.weather === 'snow') return `snow drifts down around ${name}`;
  if (plan.setting.env === 'sea' || plan.setting.env === 'beach')
    return `waves roll in below ${name}`;
  if (plan.setting.env === 'space') return `stars hang motionless behind ${name}`;
  if (plan.setting.indoor) return `dust drifts through the light around ${name}`;
  return `a light breeze stirs the air around ${name}`;
}
function aroundZh(plan: Plan, name: string): string {
  if (plan.type === 'timelapse') return `云影和光影从${name}上方飞快掠过`;
  if (plan.type === 'product' || plan.type === 'food') return `一道柔和的高光缓缓滑过${name}`;
  if (plan.weather === 'fog') return `雾气缓缓飘过${name}`;
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

/** An unboxing told in its own order: the box, the opening, the reveal, the detail. */
function unboxingEn(subject: Subject): string[] {
  const s = shortName(subject);
  const be = subject.plural ? 'are' : 'is';
  return [
    `the sealed box sits in frame, hands ready to unbox it`,
    `hands lift the lid and fold back the paper`,
    `${s} ${be} lifted out and revealed`,
    `a close look at the details of ${s}`,
    `${s} ${agree('turn', subject.plural)} slowly in the hands`,
    `${s} ${be} set down in full view as the shot ends`,
  ];
}
function unboxingZh(subject: Subject): string[] {
  const s = shortZh(subject);
  return [
    '开箱前，包装盒完整地摆在画面里，双手放在一旁',
    '双手掀开盒盖，拨开包装纸',
    `${s}被取出，第一次完整亮相`,
    `近看${s}的细节`,
    `${s}在手中缓缓转动`,
    `${s}被放下，完整呈现在画面中，镜头收尾`,
  ];
}

/** Sports moments named as nouns, each told in the order it happens. */
const SPORTS_MOMENTS: readonly [RegExp, Record<Language, string[]>, number[]][] = [
  [
    /\bbuzzer[- ]beater\b|压哨|绝杀/i,
    {
      en: [
        'the clock ticks down to its last second',
        'the shot goes up as the buzzer sounds',
        'the ball hangs in the air',
        'the ball drops through the net',
        'the crowd erupts',
        'teammates pile onto the shooter',
      ],
      zh: [
        '计时器跳向最后一秒',
        '出手的瞬间，终场哨声响起',
        '篮球在空中划出弧线',
        '球应声入网',
        '全场沸腾',
        '队友冲上来抱住投篮的人',
      ],
    },
    // The shot, its result and the reaction first; the rest fill longer clips.
    [1, 3, 4, 0, 2, 5],
  ],
  [
    /\bpenalty(?: kick)?\b|点球/i,
    {
      en: [
        'the kicker sets the ball on the spot',
        'the run-up, the keeper crouching',
        'the strike',
        'the ball hits the back of the net',
        'the stadium erupts',
        'the kicker wheels away to celebrate',
      ],
      zh: [
        '主罚球员把球摆上点球点',
        '助跑，门将压低重心',
        '起脚射门',
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
  if (plan.type === 'unboxing') return pickStill(unboxingEn(subject), count);
  const s = subject.phrase;
  const plural = subject.plural;
  const v = (base: string) => agree(base, plural);
  const change = plan.transition
    ? `the light shifts from ${TIME_EN[plan.transition[0]]} toward ${TIME_EN[plan.transition[1]]} around ${shortName(subject)}`
    : `the light shifts slowly across ${shortName(subject)}`;
  const lines = alive(subject)
    ? [
        `${s} ${plural ? 'are' : 'is'} revealed as the frame settles`,
        `${shortName(subject)} ${v('make')} a small, natural movement`,
        change,
        `${shortName(subject)} ${v('look')} up, alert to something just out of frame`,
        `${shortName(subject)} ${v('settle')} again`,
        `${shortName(subject)} ${v('hold')} the frame as the shot ends`,
      ]
    : [
        `${s} ${plural ? 'are' : 'is'} revealed as the frame settles`,
        change,
        aroundEn(plan, shortName(subject)),
        `a closer look at the texture of ${shortName(subject)}`,
        `${shortName(subject)} ${v('stand')} in full view`,
        `${shortName(subject)} ${v('hold')} the frame as the shot ends`,
      ];
  return pickStill(lines, count);
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

/** A later mention: "老木匠" for "七十岁的老木匠". */
const shortZh = (subject: Subject) =>
  subject.head.length >= 2 || subject.kind === 'viewer' ? subject.head : subject.phrase;

/** Kinds of action a Chinese beat stages differently (talk ends in silence, a ride goes on). */
/** Kinds of action a Chinese beat stages differently (talk ends in silence, a ride goes on). */
const TALK_ZH = /说|讲|聊|介绍|回答|问道|喊|念|诉说|解释/;
const MUSIC_ZH = /唱|弹|演奏|吹奏|拉琴|打鼓|哼/;
const SOUND_ZH = /叫|鸣|啼|吠|嚎|咆哮|嘶吼/;
const OPEN_ZH = /打开|推开|拉开|掀开|开启/;
const ROTATE_ZH = /旋转|转动|打转|转圈/;
const MOVE_ZH =
  /穿过|穿越|穿行|走过|驶|飞过|跑过|走向|跑向|奔向|冲向|冲下|冲过|骑|驾驶|开着|离开|滑行|滑雪|飞驰|奔跑|走远|远去|离去|漂|飘向|游向|飞向|划过|散步|漫步/;
/** Journeys at speed; any other journey drifts through the frame. */
const FAST_ZH = /骑|驾驶|开着|飞驰|奔跑|冲|滑雪|滑行|疾驰|狂奔|跑/;
const VEHICLE_ZH = /车|船|筏|舟|艇|飞机|飞船|列车|摩托/;
const STILL_ZH = /(?:^|在|着)(?:等|守|望|凝视|注视|看着|发呆|坐|站|躺|趴|晒|靠|倚|蹲|睡|打盹)/;
const BLOOM_ZH = /绽放|盛开|开花|燃|翻滚|翻涌|涌|沸腾|升起/;

type ZhKind =
  | 'talk'
  | 'music'
  | 'sound'
  | 'open'
  | 'rotate'
  | 'fast'
  | 'journey'
  | 'still'
  | 'bloom'
  | 'view'
  | 'person'
  | 'animal'
  | 'thing';

/** What kind of action a verb phrase is, for who does it. */
function zhKind(subject: Subject, verb: string): ZhKind {
  const living = alive(subject);
  if (TALK_ZH.test(verb)) return 'talk';
  if (MUSIC_ZH.test(verb)) return 'music';
  if (living && SOUND_ZH.test(verb)) return 'sound';
  if (!living && OPEN_ZH.test(verb)) return 'open';
  if (!living && ROTATE_ZH.test(verb)) return 'rotate';
  if (MOVE_ZH.test(verb) && (living || VEHICLE_ZH.test(subject.head))) {
    return FAST_ZH.test(verb) ? 'fast' : 'journey';
  }
  if (subject.kind === 'viewer') return 'view';
  if (living && STILL_ZH.test(verb)) return 'still';
  if (!living && BLOOM_ZH.test(verb)) return 'bloom';
  return subject.kind === 'animal' ? 'animal' : living ? 'person' : 'thing';
}

/** The peak of one action: a closer look that does not repeat the words. */
function zhPeak(subject: Subject, verb: string): string {
  const h = shortZh(subject);
  const you = subject.kind === 'viewer';
  const lines: Record<ZhKind, string> = {
    talk: `近景：${h}说到动情处，神情专注`,
    music: `近景：${h}沉浸在音乐里，神情投入`,
    sound: `近景：${h}的叫声清晰可闻`,
    open: `近景：缝隙一点点变宽`,
    rotate: `近景：${h}转到正面，细节清晰可见`,
    fast: you ? '速度加快，两侧景物从视野边缘飞快掠过' : `${h}加快速度，两侧景物飞快掠过`,
    journey: you ? '眼前的景物缓缓向后退去' : `${h}的身影在画面中缓缓移动`,
    still: subject.kind === 'animal' ? `近景：${h}的一举一动清晰可见` : `近景：${h}的神情清晰可见`,
    bloom: `${h}的变化到了最盛的一刻`,
    view: '眼前的景象越来越近，细节清晰可见',
    person: `近景：${h}的动作和神情清晰可见`,
    animal: `近景：${h}的一举一动清晰可见`,
    thing: `近景：${h}，细节清晰可见`,
  };
  return lines[zhKind(subject, verb)];
}

/** The build of one action (long clips): it goes on, in its own terms. */
function zhBuild(subject: Subject, verb: string): string {
  const h = shortZh(subject);
  const lines: Record<ZhKind, string> = {
    talk: `${h}慢慢打开了话匣子`,
    music: '旋律渐渐铺开',
    sound: `${h}又叫了几声`,
    open: `${h}一点点打开`,
    rotate: `${h}继续缓缓转动`,
    fast: subject.kind === 'viewer' ? '画面继续向前推进' : `${h}继续向前`,
    journey: subject.kind === 'viewer' ? '画面继续向前推进' : `${h}继续向前`,
    still: `${h}一动不动`,
    bloom: `${h}的变化一点点展开`,
    view: '画面随着动作一点点向前推进',
    person: `${h}的动作一点点展开`,
    animal: `${h}的动作一点点展开`,
    thing: `${h}的变化一点点展开`,
  };
  return lines[zhKind(subject, verb)];
}

/** The last beat of a long clip: the subject held, or gone when it left. */
function zhHold(subject: Subject, verb: string): string {
  const h = shortZh(subject);
  const kind = zhKind(subject, verb);
  if (kind === 'fast' || kind === 'journey') {
    return subject.kind === 'viewer' ? '画面收在前方的远处，镜头收尾' : `${h}消失在远处，镜头收尾`;
  }
  if (subject.kind === 'viewer') return '画面停在眼前的景象上，镜头收尾';
  return `${h}定格在画面中，镜头收尾`;
}

/** The outcome of one action: how it ends, in its own terms. */
function zhOutcome(subject: Subject, verb: string): string {
  const h = shortZh(subject);
  const you = subject.kind === 'viewer';
  const still = bare(verb);
  const lines: Record<ZhKind, string> = {
    talk: `${h}说完，停顿片刻，画面安静下来`,
    music: '最后一个音落下，画面安静下来',
    sound: '叫声渐渐停下，画面安静下来',
    open: `${h}完全敞开，画面定住`,
    rotate: `${h}缓缓停稳，画面稳稳收住`,
    fast: you ? '前方的路继续延伸，画面收住' : `${h}渐渐远去，画面收住`,
    journey: you ? '前方的路继续延伸，画面收住' : `${h}渐渐远去，画面收住`,
    still: still.length <= 6 ? `${h}依旧${still}，画面渐渐安静` : `${h}久久没有动，画面渐渐安静`,
    bloom: `${h}的变化慢慢放缓，画面稳稳收住`,
    view: '视线停住，画面收住',
    person: `${h}停下来，画面安静下来`,
    animal: `${h}停下来，画面安静下来`,
    thing: `${h}渐渐静止，画面稳稳收住`,
  };
  return lines[zhKind(subject, verb)];
}

/** "在竹林中" → "竹林中": where the set-up beat opens, unless the action already says it. */
function openWhere(
  place: string | undefined,
  action: Action | undefined,
  subject: Subject,
): string {
  if (!place || action?.verb.includes(place)) return '';
  if (place.includes(subject.head) || subject.phrase.includes(place)) return '';
  return `在${place}，`;
}

/** The opening beat: who or what is in frame, and where. */
function zhSetup(subject: Subject, place: string | undefined, first: Action | undefined): string {
  const where = openWhere(place, first, subject);
  if (subject.kind === 'viewer' && subject.phrase === '你') {
    return `开场：${where}视线平稳地望向前方`;
  }
  return `开场：${where}${subject.phrase}出现在画面中`;
}

function chineseStage(
  stage: Stage,
  subject: Subject,
  action: Action,
  place?: string,
  opened = false,
  closes = true,
): string {
  // Named in full once: after an opening beat, by the short name ("老木匠").
  const s = opened ? shortZh(subject) : subject.phrase;
  const v = action.verb;
  switch (stage) {
    case 'setup':
      return zhSetup(subject, place, action);
    case 'start':
      return `${s}${v}`;
    case 'build':
      return zhBuild(subject, v);
    case 'peak':
      return zhPeak(subject, v);
    case 'outcome':
      // Before a last held beat, the outcome does not close the shot itself.
      return closes ? zhOutcome(subject, v) : zhOutcome(subject, v).replace(/，画面[^，]*$/, '');
    case 'hold':
      return zhHold(subject, v);
  }
}

/** "伸了个懒腰" → "伸个懒腰", "揉着眼睛" → "揉眼睛": a verb phrase as a state or intention. */
const bare = (verb: string) => verb.replace(/[了着](?!一)/g, '');

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

function chineseStill(subject: Subject, count: number, plan: Plan): string[] {
  if (plan.type === 'unboxing') return pickStill(unboxingZh(subject), count);
  const h = shortZh(subject);
  const change = plan.transition
    ? `光线从${TIME_ZH[plan.transition[0]]}渐渐过渡到${TIME_ZH[plan.transition[1]]}，${h}随之变化`
    : `光线缓缓扫过${h}`;
  const last = plan.transition ? INTO_ZH[plan.transition[1]](h) : `${h}定格在画面中，镜头收尾`;
  const open = zhSetup(
    subject,
    plan.setting.place === subject.phrase ? undefined : plan.setting.place,
    undefined,
  );
  const lines = alive(subject)
    ? [
        open,
        subject.kind === 'animal' ? `近景：${h}的毛发和眼神清晰可见` : `近景：${h}的神情清晰可见`,
        change,
        `${h}抬起头，像是注意到画外的动静`,
        `${h}重新安静下来`,
        last,
      ]
    : [
        open,
        change,
        aroundZh(plan, h),
        `近景：${h}的质感和细节清晰可见`,
        `${h}完整地呈现在画面中`,
        last,
      ];
  return pickStill(lines, count);
}

/**
 * Several Chinese actions, a beat each in order, each beat a whole sentence with its doer
 * ("接着，女儿哭着回答：“妈，我好疼。”"); spare beats open on the subject and close the clip.
 */
function chineseActionBeats(plan: Plan, subject: Subject, count: number): string[] {
  const actions = plan.actions;
  const place = plan.setting.place;
  // A subject no action names ("保温杯广告：倒入热水…") still opens the clip.
  const unnamed = actions.every((action) => action.who !== undefined);
  const slots = unnamed && count >= 2 ? count - 1 : count;
  const groups = groupActions(actions, Math.min(slots, actions.length));
  const spare = Math.max(0, count - groups.length);
  const closing = spare >= 2;
  const named = new Set<string>(spare >= 1 ? [subject.head] : []);
  const name = (who: Subject) => {
    if (who.phrase === '') return '';
    const first = !named.has(who.head);
    named.add(who.head);
    return first ? who.phrase : shortZh(who);
  };
  const beats = groups.map((group, index) => {
    const last = index === groups.length - 1;
    let said = '';
    let previous: string | undefined;
    group.forEach((action, at) => {
      const who = action.who ?? subject;
      const doer = at > 0 && who.head === previous ? '' : name(who);
      previous = who.head;
      said += (at > 0 ? '，' : '') + doer + action.verb;
      // "字幕写着“听见未来”": a quote that is no sentence of its own still ends one.
      if (/[^。！？…]”$/.test(said) && at === group.length - 1) said += '。';
    });
    // The order words: none where the words already say it (先是, 又, 再).
    if (index === 0 || /^(?:先|又|再|也|同时)/.test(group[0]?.verb ?? '')) return said;
    return (last && !closing ? '最后，' : index % 2 === 1 ? '接着，' : '随后，') + said;
  });
  const first = actions[0] as Action;
  const end = actions.at(-1) as Action;
  // A long clip with few events: a closer look at the last one, then how the first unfolds.
  // The closer look is the subject's, at what it last did (a crowd cheering is no close-up).
  const own = [...actions].reverse().find((action) => !action.who) ?? end;
  if (spare >= 3) beats.push(chineseStage('peak', subject, own));
  if (spare >= 4) {
    const doer = first.who?.phrase ? first.who : subject;
    beats.splice(1, 0, chineseStage('build', doer, first));
  }
  if (spare >= 1) beats.unshift(zhSetup(subject, place, first));
  if (closing) {
    if (plan.transition) beats.push(INTO_ZH[plan.transition[1]](shortZh(subject)));
    else if (plan.type === 'loop') beats.push(loopEnd(subject, 'zh'));
    else if (end.who) beats.push(chineseStillEnd(subject));
    else beats.push(chineseStage('outcome', subject, end, place));
  }
  return beats;
}

function chineseStillEnd(subject: Subject): string {
  const h = shortZh(subject);
  return alive(subject) ? `${h}静静停留片刻，镜头收尾` : `画面在${h}上停留片刻，镜头收尾`;
}

/** The first and last lines, and as many of the middle ones as fit, in order. */
function pickStill(lines: readonly string[], count: number): string[] {
  if (count >= lines.length) return [...lines];
  const middle = lines.slice(1, -1).slice(0, Math.max(0, count - 2));
  return [lines[0] ?? '', ...middle, lines.at(-1) ?? ''].slice(0, Math.max(count, 1));
}

/** A loop ends where it began. */
function loopEnd(subject: Subject, lang: Language): string {
  if (lang === 'zh') return `${shortZh(subject)}回到第一帧的位置，循环无缝衔接`;
  return `${shortName(subject)} ${agree('return', subject.plural)} to where the clip began, so the loop closes seamlessly`;
}

/** The closing beat about the subject alone. */
function stillEnd(subject: Subject, lang: Language): string {
  if (lang === 'zh') return chineseStillEnd(subject);
  return `${shortName(subject)} ${agree('hold', subject.plural)} the frame as the shot ends`;
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

/** One event as a sentence: "the lid snaps open", "Maya says, "…"", "hands lift the lid". */
function eventSentence(action: Action, who: Subject, name: (who: Subject) => string): string {
  const line = action.line !== undefined ? `"${action.line}"` : '';
  if (who.phrase === '') {
    // "End on the tagline": the idea's own direction; "searing a ribeye": hands do it.
    const words = [action.verb, action.rest].filter(Boolean).join(' ');
    if (DIRECTIONS.test(action.verb)) return line ? `${words}: ${line}` : words;
    return (
      [`hands ${action.verb}`, action.rest].filter(Boolean).join(' ') + (line ? `, ${line}` : '')
    );
  }
  const subject = name(who);
  if (action.verb === 'say' && action.rest === '' && line) {
    return `${subject} ${agree('say', who.plural)}, ${line}`;
  }
  const verb = conjugate(action, who.plural);
  return [subject, verb, action.rest].filter(Boolean).join(' ') + (line ? `, ${line}` : '');
}

/** "as Earth turns slowly below": what happens meanwhile, after the event it goes with. */
function meanwhileClause(action: Action, subject: Subject, name: (who: Subject) => string): string {
  const who = action.who ?? subject;
  return `as ${eventSentence(action, who, name)}`;
}

/** The pronoun for a subject in a closer beat ("Closer on the girl as she …"). */
function pronounVerb(subject: Subject, action: Action): string {
  // "wraps her hands", "with the city lights behind him": the idea's own pronouns tell.
  const told = /\b(?:her|she|herself)\b/i.test(action.rest)
    ? 'she'
    : /\b(?:him|his|he|himself)\b/i.test(action.rest)
      ? 'he'
      : undefined;
  const word = pronoun(subject) === 'they' && told && !subject.plural ? told : pronoun(subject);
  const plural = subject.plural || word === 'they' || word === 'you';
  return `${word} ${conjugate({ ...action, rest: '' }, plural)} ${againRest(action)}`.trim();
}

/** Static cameras: a closer beat would break the frame. */
const STATIC_TYPES = new Set(['loop', 'interview', 'timelapse', 'explainer']);

/** English beats: the idea's events, a beat each (neighbours joined when they are many). */
function englishEventBeats(plan: Plan, subject: Subject, count: number): string[] {
  const name = namer();
  const main: { action: Action; also: Action[] }[] = [];
  for (const action of plan.actions) {
    const last = main.at(-1);
    if (action.meanwhile && last) last.also.push(action);
    else main.push({ action, also: [] });
  }
  const sentences = main.map(({ action, also }) => {
    const who = action.who ?? subject;
    const text = eventSentence(action, who, name);
    const around = also.map((other) => meanwhileClause(other, subject, name)).join(' ');
    return { text: around ? `${text} ${around}` : text, who };
  });
  // More events than beats: neighbours share a beat, joined by "and" or a semicolon.
  const groups = groupActions(sentences, Math.min(count, sentences.length));
  const beats = groups.map((group, index) => {
    const text = group.map((sentence) => sentence.text).join('; then ');
    const speech = /^[^"]*"/.test(text) && /\bsays?,/.test(text);
    return index === 0 || speech ? text : `then ${text}`;
  });
  const spare = count - beats.length;
  if (spare <= 0) return beats;
  const only = main.length === 1 ? main[0]?.action : undefined;
  const single = only !== undefined && !only.who && only.verb !== 'say';
  const place =
    plan.setting.place &&
    /^(?:in|at|on|inside)\b/i.test(plan.setting.place) &&
    !beats[0]?.includes(plan.setting.place) &&
    !subject.phrase.includes(
      // "the girl on the rooftop" already says "on a rooftop at sunset".
      plan.setting.place
        .replace(/\b(?:a|an)\b/g, 'the')
        .replace(
          / (?:at|in|during) (?:the )?(?:sunset|sunrise|dawn|dusk|night|midnight|noon|golden hour)$/i,
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
  const openOn = timeFirst
    ? undefined
    : subject.kind === 'viewer'
      ? 'open on the first-person view at eye level'
      : `open on ${onWhom(subject)}${place}`;
  const moving = !STATIC_TYPES.has(plan.type) && subject.kind !== 'viewer';
  const middle: string[] = [];
  /** Beats that go before the idea's own event (after the opening). */
  const lead: string[] = [];
  // "You are a barista during the morning rush": a state is not done again ("keep being").
  if (single && only && !plan.transition && only.verb !== 'be') {
    // "starts playing by itself" keeps playing, not "keeps starting playing".
    const goesOn = /^(?:start|begin|continue|keep)$/.test(only.verb) && /^\w+ing\b/.test(only.rest);
    const keepDoing = goesOn ? againRest(only) : `${ingForm(only.verb)} ${againRest(only)}`;
    // Seeing snow for the first time does not go on: the moment is held on the reaction.
    // "does a kickflip" is done once, like "lands" or "snaps shut".
    const trick =
      /^(?:do|pull|land|throw)$/.test(only.verb) &&
      /\b(?:kickflip|ollie|trick|flip|backflip|frontflip|somersault|dunk|jump)\b/.test(only.rest);
    const once = (ONCE_VERBS.test(only.verb) || trick) && !MOMENT_VERBS.test(only.verb);
    const keep =
      MOMENT_VERBS.test(only.verb) && (subject.kind === 'person' || subject.kind === 'animal')
        ? `hold on ${shortName(subject)}’s reaction as the moment sinks in`
        : MOMENT_VERBS.test(only.verb) || once
          ? `hold on ${shortName(subject)} in the moment after`
          : `${shortName(subject)} ${agree('keep', subject.plural)} ${keepDoing}`.trim();
    // A doing that happens once is built up to, not replayed: the moment before, then after.
    if (once && moving) lead.push(`closer on ${shortName(subject)} in the moment before`);
    else if (moving)
      middle.push(`closer on ${shortName(subject)} as ${pronounVerb(subject, only)}`);
    // Detail, then the whole scene; "keeps doing it" only when the clip needs one more beat
    // (a reviewer reads it as filler), or when it is the moment after a one-off doing.
    // An idea that asks for a close-up stays close.
    const close = /\bclose[- ]?ups?\b|\bmacro\b|特写|微距/i.test(plan.core);
    const wider = moving && !once && !close && !MOMENT_VERBS.test(only.verb);
    // Named again, not "it": the last beat may be the only one a model reads closely.
    if (wider)
      middle.push(
        `a wider view as ${shortName(subject)} ${conjugate({ ...only, rest: '' }, subject.plural)} ${againRest(only)}`.trim(),
      );
    middle.push(keep);
  }
  // A singer in a music video who only dances in the idea still sings the song.
  const sings = plan.actions.some((action) => /^(?:sing|rap|lip-sync|perform)$/.test(action.verb));
  if (
    plan.type === 'music-video' &&
    /^(?:singer|rapper|vocalist|frontman|frontwoman)$/.test(subject.head) &&
    !sings
  )
    middle.unshift(
      `${shortName(subject)} ${agree('sing', subject.plural)} the chorus straight to camera`,
    );
  const closing =
    plan.type === 'loop'
      ? loopEnd(subject, 'en')
      : LOGO_END.test(plan.core)
        ? `end on the logo, crisp and centred`
        : plan.transition
          ? `the scene settles into ${TIME_EN[plan.transition[1]]}`
          : subject.kind === 'viewer'
            ? 'the view settles as the shot ends'
            : `hold on ${shortName(subject)} as the shot ends`;
  const before = openOn ? [openOn, ...lead] : lead;
  // An ad that ends on its logo always gets that last beat.
  const fill = LOGO_END.test(plan.core)
    ? [...[...before, ...middle].slice(0, Math.max(0, spare - 1)), closing].slice(0, spare)
    : [...before, ...middle, closing].slice(0, spare);
  const opening: string[] = [];
  while (fill.length > 0 && before.includes(fill[0] as string))
    opening.push(fill.shift() as string);
  return [...opening, ...beats, ...fill];
}

// ── Both ───────────────────────────────────────────────────────────────────────────────────

/** Several actions in `count` beats: a beat each, neighbours joined when there are too many. */
function groupActions<T>(actions: readonly T[], count: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < count; i += 1) {
    const from = Math.floor((i * actions.length) / count);
    const to = Math.floor(((i + 1) * actions.length) / count);
    groups.push(actions.slice(from, to));
  }
  return groups.filter((group) => group.length > 0);
}

function actionBeats(plan: Plan, subject: Subject, count: number, lang: Language): string[] {
  if (lang === 'en' && !(plan.type === 'explainer' && plan.actions.length === 1)) {
    return englishEventBeats(plan, subject, count);
  }
  const actions = plan.actions;
  const place = plan.setting.place;
  const stage = (name: Stage, who: Subject, action: Action) =>
    lang === 'zh'
      ? chineseStage(
          name,
          who,
          action,
          place,
          (STAGES[count] ?? []).includes('setup'),
          !(STAGES[count] ?? []).includes('hold'),
        )
      : englishStage(name, who, action);
  if (actions.length === 1 && !actions[0]?.who) {
    const only = actions[0] as Action;
    const told = (STAGES[count] ?? STAGES[4] ?? []).map((name) =>
      plan.type === 'explainer'
        ? explainerStage(name, subject, asked(plan, subject, only, lang), lang)
        : stage(name, subject, only),
    );
    if (plan.type === 'loop') told[told.length - 1] = loopEnd(subject, lang);
    if (plan.transition) {
      const to = plan.transition[1];
      told[told.length - 1] =
        lang === 'zh'
          ? INTO_ZH[to](shortZh(subject))
          : `${shortName(subject)} ${agree('settle', subject.plural)} into ${TIME_EN[to]}`;
    }
    return told;
  }
  if (lang === 'zh') return chineseActionBeats(plan, subject, count);
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
    const joined = clauses.join(' and ');
    return index === 0 ? joined : `then ${joined}`;
  });
  const first = actions[0] as Action;
  const last = actions.at(-1) as Action;
  // Set-up and outcome are the subject's; an action by someone or something else is not.
  const openOn = `open on ${onWhom(subject)}${place ? ` ${place}` : ''}`;
  if (spare >= 1) beats.unshift(first.who ? openOn : stage('setup', subject, first));
  if (spare >= 2) beats.push(last.who ? stillEnd(subject, lang) : stage('outcome', subject, last));
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
  // "how to tie a tie", "why does the moon have phases?": a tutorial's steps, or what answers
  // the question, when the tables know them.
  const known = knownBeats(plan, STAGES[count] ?? STAGES[4] ?? [], lang, seconds);
  if (known) return known;
  // "科普：光合作用": a topic with no one doing anything is explained as a topic.
  const topic = planSubject ? undefined : explained(plan, lang);
  if (topic && plan.actions.every((action) => !action.who?.phrase)) {
    const question = asked(plan, topic, undefined, lang);
    return (STAGES[count] ?? STAGES[4] ?? []).map((name) =>
      explainerStage(name, topic, question, lang),
    );
  }
  const subject = planSubject ?? plan.actions.find((action) => action.who?.phrase)?.who;
  if (!subject) return [];
  // An unboxing told with no one doing it ("Unboxing new sneakers") follows the unboxing order.
  // A Chinese unboxing that names its own steps ("撕开包装纸，拿出相机") keeps them.
  const bareUnbox =
    plan.type === 'unboxing' &&
    plan.actions.every((a) => a.who?.phrase === '') &&
    (lang === 'en' || plan.actions.every((a) => /^(?:开箱|拆箱|拆开|打开)/.test(a.verb)));
  if (plan.actions.length > 0 && subject.lang === lang && !bareUnbox) {
    return actionBeats(plan, subject, count, lang);
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
