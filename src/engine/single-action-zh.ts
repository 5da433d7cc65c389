/**
 * One Chinese action, staged: the table's lines when it knows the doing (vocabulary/
 * action-stages.ts), else lines by the kind of action — talk ends in silence, a ride goes on,
 * a person's hands and an animal's eyes come closer — never the verb phrase said again.
 */
import type { Action, SceneType, Subject } from '../domain/prompt/plan.ts';
import { alive, shortZh, STALL_ZH } from './naming.ts';
import { feetOf, stagedLines } from './single-action.ts';

export type Stage = 'setup' | 'start' | 'build' | 'peak' | 'outcome' | 'hold';

/** Kinds of action a Chinese beat stages differently (talk ends in silence, a ride goes on). */
const TALK_ZH = /^谈|说|讲|聊|介绍|回答|问道|喊|念|诉说|解释/;
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

/** Light and reflections: 霓虹、灯火、江面. */
const LIGHT_ZH = /^(?:霓虹(?:灯)?|灯火|灯光|江面|水面|湖面|河面|倒影)$/;
/** Sunlight and its shafts: they move across what they fall on. */
const SUNLIGHT_ZH = /^(?:阳光|月光|光线|光影|晨光|霞光|光束|光柱|光)$/;

/** Air and weather: no surface to look at closely. */
const AIR_ZH = /(?:风|雾|烟|云|雨|雪|热气|蒸汽|水汽|雾气)$/;

/**
 * What a doing works on, by 把 or after a hand verb: "把新娘的头纱吹起来" → 新娘的头纱,
 * "用刨子刨木头" → 木头; none when the verb names nothing handled.
 */
export function zhWorkedOn(verb: string): string | undefined {
  const held =
    /把((?:[^，。把的]{1,5}的)?[^，。把的]{1,4}?)(?=[吹推拉拿放扔抛举抱送递塞倒撒洒卷掀打捏揉切剪折叠擦抹挂摆插按压翻])/u.exec(
      verb,
    )?.[1];
  if (held) return held;
  return /^用[^，。]{1,4}?(?:刨|削|刻|雕|缝|磨|锯|切|剪|擦|刷)([^，。了着]{1,4})$/u.exec(verb)?.[1];
}

/** The peak of one action: a closer look that does not repeat the words. */
function zhPeak(subject: Subject, verb: string): string {
  const h = shortZh(subject);
  const worked = zhWorkedOn(verb);
  const feet = feetOf(subject, 'zh');
  const you = subject.kind === 'viewer';
  const lines: Record<ZhKind, string> = {
    talk: `近景：${h}说到动情处，神情专注`,
    music: `近景：${h}沉浸在音乐里，神情投入`,
    sound: `近景：${h}的叫声清晰可闻`,
    open: `近景：缝隙一点点变宽`,
    rotate: `近景：${h}转到正面，细节清晰可见`,
    fast: you ? '速度加快，两侧景物从视野边缘飞快掠过' : `${h}加快速度，两侧景物飞快掠过`,
    journey: you ? '眼前的景物缓缓向后退去' : `${h}的身影在画面中缓缓移动`,
    still: subject.kind === 'animal' ? `近景：${h}的眼睛和${feet}` : `近景：${h}的侧脸和眼神`,
    bloom: `${h}的变化到了最盛的一刻`,
    view: '眼前的景象越来越近，细节清晰可见',
    person: worked ? `近景：${h}的双手和${worked}` : `近景：${h}手上的动作，和专注的眼神`,
    animal: `近景：${h}的眼睛和${feet}`,
    // A city or a valley spreads out in layers; it is no surface to look at closely. Neon or a
    // river's face is light: it shimmers, it has no texture.
    thing:
      subject.kind === 'place'
        ? `${h}层层叠叠地铺展开来`
        : worked && AIR_ZH.test(h)
          ? `近景：${worked}随风而动，细节清晰可见`
          : AIR_ZH.test(h)
            ? `${h}缓缓流动，掠过画面`
            : LIGHT_ZH.test(h)
              ? `${h}的光影轻轻晃动，碎成一片流光`
              : SUNLIGHT_ZH.test(h)
                ? `${h}一点点移动，明暗的边界缓缓滑过画面`
                : `近景：${h}表面的纹理和细节清晰可见`,
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
    person: `${h}越来越投入，手上的节奏渐渐稳了下来`,
    animal: `${h}渐渐放松下来，动作越来越自在`,
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
  const lines: Record<ZhKind, string> = {
    talk: `${h}说完，停顿片刻，画面安静下来`,
    music: '最后一个音落下，画面安静下来',
    sound: '叫声渐渐停下，画面安静下来',
    open: `${h}完全敞开，画面定住`,
    rotate: `${h}缓缓停稳，画面稳稳收住`,
    fast: you ? '前方的路继续延伸，画面收住' : `${h}渐渐远去，画面收住`,
    journey: you ? '前方的路继续延伸，画面收住' : `${h}渐渐远去，画面收住`,
    // Held, not said again ("依旧在晒太阳").
    still: `${h}一直保持着这个姿势，画面渐渐安静`,
    bloom: `${h}的变化慢慢放缓，画面稳稳收住`,
    view: '视线停住，画面收住',
    person: `${h}停下手上的动作，轻轻舒了口气`,
    animal: `${h}停了下来，四下张望`,
    // (A place does not come to rest: the frame settles on it.)
    thing: subject.kind === 'place' ? `画面稳稳停在${h}上，镜头收尾` : `${h}渐渐静止，画面稳稳收住`,
  };
  return lines[zhKind(subject, verb)];
}

/** "在竹林中" → "竹林中": where the set-up beat opens, unless the action already says it. */
/** "在赛博朋克城市里", "在长城上": a place named with no locative word takes its own. */
function locative(place: string): string {
  if (/(?:里|中|上|下|前|后|旁|边|外|内|间|处|头|底|顶)$/.test(place)) return '';
  // "在桂林山水间", "在群山之间".
  if (/(?:山水|群山|山谷|峡谷|云海|花海|稻田|梯田)$/.test(place)) return '间';
  if (
    /(?:城市|都市|小镇|古镇|村子?|巷子?|弄堂|胡同|竹林|树林|森林|花园|公园|校园|房间|教室|厨房|卧室|客厅|家|咖啡馆|餐厅|酒吧|店|馆|屋|院子?|宫殿?|寺|庙|站|街区|走廊|楼道|车厢|山洞|隧道)$/.test(
      place,
    )
  )
    return '里';
  if (
    /(?:长城|山|峰|桥|屋顶|天台|楼顶|船|甲板|路|街|街道|广场|海滩|沙滩|草原|草地|雪地|田野|湖面|江面|海面)$/.test(
      place,
    )
  )
    return '上';
  return '';
}

function openWhere(
  place: string | undefined,
  action: Action | undefined,
  subject: Subject,
): string {
  if (!place || action?.verb.includes(place)) return '';
  if (place.includes(subject.head) || subject.phrase.includes(place)) return '';
  return `在${place}${locative(place)}，`;
}

/** A product's opening: standing in the middle of the frame as a beam of light falls on it. */
export const inItsLight = (where: string, phrase: string) =>
  `开场：${where}${phrase}静静立在画面中央，一束光慢慢落在它身上`;

/** A dish or a product that only stands there: set out already. */
const STANDING_ZH = /冒着?热气|热气腾腾|冒着水珠|挂着水珠|摆在|放在|立在|躺在/;
/** A pour that makes the drink: it is not ready before it. */
const POURED = /注入|注水|倒入|倒进|浇|淋|冲泡|滴入|流入/;
/** The one asking in an interview, or two people named together: neither sits down to answer. */
const ASKER = /记者|主持|博主|主播|采访者|和/;

/**
 * The opening beat: who or what is in frame, and where, as the kind of clip first shows it.
 * "开场：奶茶出现在画面中" films nothing (blind reviews called it a template line): a product
 * stands in its light, a dish is set before the lens, an interviewee settles in to speak.
 */
export function zhSetup(
  subject: Subject,
  place: string | undefined,
  first: Action | undefined,
  type?: SceneType,
): string {
  const where = openWhere(place, first, subject);
  const s = subject.phrase;
  if (subject.kind === 'viewer' && s === '你') {
    return `开场：${where}视线平稳地望向前方`;
  }
  // A call about to come in: alone, the phone lighting up (phone-call.ts).
  if (first?.verb.startsWith('接起电话')) return `开场：${where}${s}独自一人，手机屏幕忽然亮起`;
  // (A thing still being made or on its way, 煎一个溏心蛋, 汽车在公路上行驶, is not yet set out;
  // a stall is no dish.)
  // (One that only stands there steaming, 在木桌上冒着热气, is set out already.)
  const setOut =
    subject.kind === 'object' &&
    (Boolean(first?.who?.phrase) || STANDING_ZH.test(first?.verb ?? '')) &&
    !STALL_ZH.test(s);
  // A drink still to be poured (热水慢慢注入, 咖啡倒进冰块里) opens on its glass, ready.
  if (setOut && (type === 'food' || type === 'product') && POURED.test(first?.verb ?? ''))
    return `开场：${where}${s}的杯子已经摆好，一切准备就绪`;
  // (A product in a vertical ad is still a product on show.)
  if (setOut && (type === 'product' || type === 'social')) return inItsLight(where, s);
  if (setOut && type === 'food') return `开场：${where}${s}摆在眼前，色泽诱人`;
  if (subject.kind === 'place') return `开场：${where}${s}全景，画面稳稳铺开`;
  if (subject.kind === 'person' && type === 'interview' && !ASKER.test(s))
    return `开场：${where}${s}在镜头前坐定，理了理衣角，准备开口`;
  // (Alone in a named place; someone the idea says is gone is not there to be alone.)
  if (subject.kind === 'person' && type === 'horror' && where !== '')
    return `开场：${where}只有${s}${/一个人$/.test(s) ? '' : '一个人'}，四周安静得出奇`;
  // ("做一道红烧肉：先焯水…": a dish still to be made opens on what it is made from.)
  if (
    subject.kind === 'object' &&
    type === 'food' &&
    first?.who?.phrase === '' &&
    first.verb.startsWith('先')
  )
    return `开场：${where}食材一一备好，摆在灶台边`;
  const verb = first?.verb ?? '';
  // ("老木匠用刨子刨木头": the tool is taken up first.)
  const tool = /^用([^，。用]{1,8}?)(?=[刨削刻雕缝磨锯切剪擦刷画写做搭拼敲打夹拆修补粘])/u.exec(
    verb,
  )?.[1];
  if (subject.kind === 'person' && tool) return `开场：${where}${s}拿起${tool}`;
  // ("拳击手在旧仓库里打沙袋", "女生做引体向上": a workout opens on the breath before it.)
  if (subject.kind === 'person' && WORKOUT_ZH.test(verb))
    return `开场：${where}${s}深吸一口气，摆好架势`;
  // ("藏羚羊在可可西里奔跑", "外卖小哥骑着电动车穿梭": what moves comes in from afar.)
  if ((subject.kind === 'person' || subject.kind === 'animal') && MOVING_ZH.test(verb))
    return `开场：远景，${where}${s}由远及近`;
  return `开场：${where}${s}出现在画面中`;
}

/** A workout or a bout: 打沙袋, 引体向上, 举重, 练拳. */
const WORKOUT_ZH = /打沙袋|引体向上|俯卧撑|深蹲|举重|硬拉|卧推|练拳|出拳|跳绳|平板支撑|训练/;
/** Going somewhere under one's own power or on a ride: 奔跑, 骑着, 游过, 飞过. */
const MOVING_ZH =
  /^(?:在[^，。]{1,8})?(?:奔跑|狂奔|跑过|跑向|飞奔|骑着|骑车|骑马|驾驶|开着|游过|游向|飞过|飞向|穿过|穿梭|穿行|冲过|冲向|走过|走向|赶着)/u;

/** Where a Chinese stage is told. */
export interface ZhStageContext {
  /** The idea's core text: a staging may be ruled out by words anywhere in it (太空 ships). */
  idea: string;
  place?: string | undefined;
  /** An opening beat came before, so the subject goes by its short name. */
  opened?: boolean;
  /** The outcome closes the shot (no held beat after it). */
  closes?: boolean;
  /** The camera moves in for the closer look. */
  moving?: boolean;
  /** The kind of clip, for an opening no staging knows (a product stands in its light). */
  type?: SceneType;
}

/**
 * One stage of a single Chinese action. A doing the table knows is staged with its own lines
 * (the moment before, a closer detail, the peak, how it ends); any other by its kind.
 */
export function chineseStage(
  stage: Stage,
  subject: Subject,
  action: Action,
  { idea, place, opened = false, closes = true, moving = true, type }: ZhStageContext,
): string {
  // Named in full once: after an opening beat, by the short name ("老木匠").
  const s = opened ? shortZh(subject) : subject.phrase;
  const v = action.verb;
  const staged = stage === 'start' ? undefined : stagedLines(subject, action, 'zh', idea);
  switch (stage) {
    case 'setup':
      return staged
        ? `开场：${openWhere(place, action, subject)}${staged.before}`
        : zhSetup(subject, place, action, type);
    case 'start':
      return `${s}${v}`;
    case 'build':
      if (staged) return moving ? `近景：${staged.during}` : staged.during;
      return zhBuild(subject, v);
    case 'peak':
      return staged ? staged.peak : zhPeak(subject, v);
    case 'outcome':
      if (staged) return staged.after;
      // Before a last held beat, the outcome does not close the shot itself.
      return closes ? zhOutcome(subject, v) : zhOutcome(subject, v).replace(/，画面[^，]*$/, '');
    case 'hold':
      // A staged doing ends where its outcome left it: gone into the distance, or held.
      if (staged && subject.kind !== 'viewer') {
        return /远|变小|小点/.test(staged.after)
          ? `${shortZh(subject)}消失在远处，镜头收尾`
          : `${shortZh(subject)}定格在画面中，镜头收尾`;
      }
      return zhHold(subject, v);
  }
}
