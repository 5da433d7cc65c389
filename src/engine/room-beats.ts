/**
 * A shop, a café or a workshop named alone ("the last typewriter repair shop in Chicago",
 * 一家老书店): a room with a trade in it. Dust drifting and light shifting across "the shop" say
 * nothing; the doorway, the wares, the keeper at the work and the room at rest do.
 */
import type { Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { shortName, shortZh } from './naming.ts';

interface Trade {
  /** The room's words, English and Chinese. */
  match: RegExp;
  en: { wares: string; keeper: string };
  zh: { wares: string; keeper: string };
}

const TRADES: readonly Trade[] = [
  {
    match: /\brepair\b|\bwatchmaker|\bclockmaker|修表|修理|维修/i,
    en: {
      wares: 'shelves of old machines waiting their turn, each with a paper tag',
      keeper: 'at the bench, the repairer leans over the work under a lamp, tools laid out in rows',
    },
    zh: {
      wares: '一排排等着修、挂着手写纸签的旧物件',
      keeper: '工作台前，修理师傅在台灯下俯身干活，工具一排排摆得整整齐齐',
    },
  },
  {
    match: /\bbook(?:shop|store|seller)s?\b|书店|书铺|书摊/i,
    en: {
      wares: 'shelves bowed under books, paperbacks stacked in leaning towers',
      keeper: 'behind the counter, the bookseller turns a page and glances up',
    },
    zh: {
      wares: '压得微微弯曲的书架和一摞摞堆得老高的旧书',
      keeper: '柜台后，店主翻过一页书，抬头看了一眼',
    },
  },
  {
    match: /\b(?:caf[eé]|coffee (?:shop|house|bar))s?\b|咖啡馆|咖啡店/i,
    en: {
      wares: 'the counter and its few small tables, cups drying on a rack',
      keeper: 'behind the counter, the barista tamps a shot and the machine hisses',
    },
    zh: {
      wares: '吧台、几张小桌和倒扣在架子上的杯子',
      keeper: '吧台后，咖啡师压好粉，咖啡机嘶地一声开始萃取',
    },
  },
  {
    match: /\bbaker(?:y|ies)\b|\bpatisserie\b|面包店|烘焙店|饼店/i,
    en: {
      wares: 'racks of fresh loaves and trays of pastries behind the glass',
      keeper: 'the baker slides a tray out of the oven, steam rising off the crust',
    },
    zh: {
      wares: '摆满新出炉面包的木架和玻璃柜里的点心',
      keeper: '面包师从烤箱里拉出一盘面包，热气从外皮上腾起',
    },
  },
  {
    match: /\b(?:bars?|pubs?|taverns?|izakayas?)\b|酒吧|酒馆|居酒屋/i,
    en: {
      wares: 'the long bar and its rows of bottles glowing in the back light',
      keeper: 'the bartender polishes a glass and sets it down on the bar',
    },
    zh: {
      wares: '长长的吧台和身后在背光里发亮的一排排酒瓶',
      keeper: '调酒师擦亮一只杯子，轻轻放在吧台上',
    },
  },
  {
    match: /\b(?:ramen|noodle|udon|soba|dumpling) (?:shop|bar|house|stall)s?\b|面馆|拉面店|饺子馆/i,
    en: {
      wares: 'a few stools at a steamy counter, bowls stacked by the pass',
      keeper: 'behind the counter, the cook lifts noodles from the pot in one shake',
    },
    zh: {
      wares: '热气腾腾的台面、几张高凳和摞在出餐口旁的碗',
      keeper: '台面后，师傅把面从锅里一捞一甩，沥干汤水',
    },
  },
  {
    match: /\bbarber(?: ?shop)?s?\b|理发店|理发铺/i,
    en: {
      wares: 'the old chairs facing the mirrors, combs standing in blue jars',
      keeper: 'the barber sweeps the clippings from the floor and flicks out a fresh cape',
    },
    zh: {
      wares: '对着镜子的老式理发椅和插在蓝色消毒罐里的梳子',
      keeper: '理发师扫净地上的碎发，抖开一块新的围布',
    },
  },
  {
    match: /\b(?:flower shop|florist)s?\b|花店/i,
    en: {
      wares: 'buckets of cut flowers crowding the floor, leaves and petals underfoot',
      keeper: 'the florist trims a stem and tucks it into a bouquet',
    },
    zh: {
      wares: '满地一桶桶的鲜切花和散落的叶子、花瓣',
      keeper: '花店主人剪好一枝花茎，插进手里的花束',
    },
  },
];

/** Rooms with a trade, said as the subject's head. */
const ROOM =
  /^(?:shops?|stores?|bookshops?|bookstores?|caf[eé]s?|coffee shops?|bakery|bakeries|bars?|pubs?|taverns?|izakayas?|diners?|workshops?|barbershops?|boutiques?|patisseries?|书店|面馆|咖啡馆|咖啡店|面包店|理发店|花店|小店|杂货铺|杂货店|酒吧|酒馆|修表铺|铺子|老店)$/i;

/** A room with a trade named alone, with no doing and no other kind of clip. */
function asRoom(plan: Plan, subject: Subject): Trade | undefined | null {
  if (plan.actions.length > 0 || (plan.type !== 'travel' && plan.type !== 'cinematic')) return null;
  if (subject.kind !== 'place' && subject.kind !== 'object') return null;
  if (!ROOM.test(subject.head) && !/(?:店|馆|铺)$/.test(subject.head)) return null;
  return TRADES.find((trade) => trade.match.test(subject.phrase));
}

/** The beats of a room with a trade, or none when the subject is no such room. */
export function roomBeats(plan: Plan, subject: Subject, lang: Language): string[] | undefined {
  const trade = asRoom(plan, subject);
  if (trade === null) return undefined;
  if (lang === 'zh') {
    const h = shortZh(subject);
    return [
      `开场：镜头停在${subject.phrase}门口，推门的一瞬，屋里的一切铺展开来`,
      `镜头缓缓推进，掠过${trade?.zh.wares ?? '货架和柜台'}`,
      trade?.zh.keeper ?? '柜台后，店主抬起头，露出一个微笑',
      `画面停在${h}里，一切安安静静`,
    ];
  }
  const name = shortName(subject);
  return [
    `open in the doorway of ${subject.phrase}, the room laid out ahead`,
    `the camera drifts slowly in past ${trade?.en.wares ?? 'the shelves and the counter'}`,
    trade?.en.keeper ?? 'behind the counter, the owner looks up and smiles',
    `the shot holds on ${name}, quiet and lived-in`,
  ];
}
