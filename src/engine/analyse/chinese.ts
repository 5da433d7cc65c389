/**
 * Reading a Chinese idea. Clauses are the natural event units of Chinese: a clause after
 * ，/。/然后/接着/最后 is one event. Each clause is read as [when] [where] [who] [what happens]:
 * a time at its start is when (凌晨三点, 早高峰), a place is where (在重庆, 上海弄堂里), the noun
 * phrase before the predicate is who, and the predicate keeps its words as written (筷子轻轻一夹,
 * 和摊主讨价还价). A clause without its own noun is the doing of whoever the idea is following;
 * a clause led by its own noun is that noun's doing (灯一闪一闪 is the light's).
 *
 * Where the predicate starts is found by closed word classes (adverbs, prepositions, aspect
 * 了/着, reduplication such as 一闪一闪 or 滋滋) and, for verbs without any of them, a verb
 * list; the verb list never decides whether an event is kept, only whether a clause with no
 * other sign of a predicate is an action or a description (红墙金瓦, 雪后的故宫).
 */
import type { Action, Subject, SubjectKind } from '../../domain/prompt/plan.ts';
import { segment } from './chinese-words.ts';
import { findTransition } from './cues.ts';
import { VERBS, NOUNS_WITH_VERBS, PLACE_NOUNS } from './chinese-lexicon.ts';

/** Prepositions and markers that open a predicate ("在厨房做饭", "从破口流出来", "把门推开"). */
const MARKERS = [
  '往上',
  '往下',
  '往前',
  '往后',
  '向上',
  '向下',
  '向前',
  '向后',
  '正在',
  '沿着',
  '对着',
  '朝着',
  '向着',
  '随着',
  '顺着',
  '透过',
  '隔着',
  '在',
  '从',
  '把',
  '被',
  '将',
  '朝',
  '向',
  '往',
  '用',
  '对',
  '随',
  '沿',
  '给',
  '替',
  '是',
  '有',
  '比',
];

/** Adverbs that open a predicate ("轻轻一夹", "先是愣住", "自己打开了"). */
const ADVERBS = [
  // "师傅现场拉面": what follows 现场 is done there and then, even a noun-like 拉面.
  '现场',
  '当场',
  // "为什么猫喜欢推东西下桌子": the cat does the pushing; 喜欢 is no part of its name.
  '喜欢',
  '总是',
  '老是',
  '经常',
  '正在',
  '很',
  '非常',
  '特别',
  '十分',
  '格外',
  '越来越',
  '依旧',
  '快速',
  '迅速',
  '飞快地',
  '随机',
  '如何',
  '怎么',
  '怎样',
  '同时',
  '一起',
  // "三个人分别回答": each of them, in turn.
  '分别',
  '各自',
  // "狗狗们各跑各的": each its own way (各 is no part of 狗狗们).
  '各跑各的',
  '各走各的',
  '各玩各的',
  '各忙各的',
  '各干各的',
  '轮流',
  '依次',
  '小心翼翼地',
  '慢悠悠地',
  '懒洋洋地',
  '一动不动地',
  '不知不觉',
  '轻轻',
  '慢慢',
  '缓缓',
  '静静',
  '悄悄',
  '默默',
  '偷偷',
  '渐渐',
  '逐渐',
  '突然',
  '忽然',
  '猛地',
  '猛然',
  '终于',
  '已经',
  '刚刚',
  '一直',
  '不停',
  '不断',
  '始终',
  '仍然',
  '依然',
  '仍旧',
  '独自',
  '自己',
  '一起',
  '一边',
  '先是',
  '立刻',
  '马上',
  '随即',
  '赶紧',
  '连忙',
  '疯狂',
  '拼命',
  '使劲',
  '用力',
  '高高',
  '轻声',
  '低声',
  '大声',
  '小声',
  '微微',
  '稍稍',
  '紧紧',
  '久久',
  '一下',
  '一把',
  '再次',
  '又一次',
  '第一次',
  '正',
  '也',
  '都',
  '又',
  '还',
  '就',
  '才',
  '先',
  '再',
  '刚',
  '不',
  '没',
  '没有',
  '却',
  '已',
  '仍',
  '竟',
];

/** Words that open a predicate of state ("外面一片漆黑", "里面空无一人"). */
const STATES = [
  '只有',
  '一片',
  '空无一人',
  '空荡荡',
  '灯火通明',
  '人山人海',
  '热气腾腾',
  '满是',
  '全是',
  '布满',
  '挤满',
  '堆满',
  '遍布',
  '只剩',
];

const STATE_WORDS = new Set(STATES);

/** Openers of two characters or more: found anywhere outside a masked noun. */
const LONG_OPENERS = new RegExp(
  [...MARKERS, ...ADVERBS, ...STATES, ...VERBS]
    .filter((w) => w.length > 1)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);
/** One-character adverbs and markers count only as a whole word (都 in 成都, 正 in 正午 do not). */
const SHORT_WORDS = new Set([...MARKERS, ...ADVERBS].filter((w) => w.length === 1));
/**
 * One-character verbs count as a whole word, or with a complement after them (推开, 夹起), so
 * 停 in 停车场 and 品 in 品牌 do not.
 */
const SHORT_VERBS = new Set(VERBS.filter((w) => w.length === 1));

/** Words for the order of events: the beats say the order themselves. */
const CONNECTIVE =
  /^(?:然后|接着|紧接着|随后|之后|最后(?![一二三四五六七八九十两\d]{1,3}(?:秒|分钟|刻|球|投|击))|最终|于是|这时|此时|同时|而|并且|并|但是|但|可是|却)(?:，)?/;

/** A time at the start of a clause is when, never who ("凌晨三点骑车…", "早高峰，…"). */
const TIME_WORDS = [
  '(?:凌晨|清晨|早上|早晨|上午|中午|下午|傍晚|晚上|深夜|半夜)?[一二三四五六七八九十两\\d]{1,3}点(?:半|钟|多|整)?',
  '早高峰|晚高峰|凌晨|清晨|拂晓|黎明|破晓|日出|日落|早上|早晨|上午|中午|正午|下午|午后|傍晚|黄昏|晚上|夜里|深夜|半夜|午夜|夜晚|黑夜|白天',
  '雨夜|雪夜|月夜|寒夜|夏夜|冬夜|雨天|雪天|阴天|晴天|雨后|雪后',
  '周末|今天|今晚|昨天|昨晚|明天|那天|这天|某天|有一天|一天|第二天|每天|每年|冬天|夏天|春天|秋天|冬日|夏日|春日|秋日|多年后|很久以前',
  '(?:[\\u4e00-\\u9fa5]{0,4}(?:比赛|演出|考试|倒计时))?最后[一二三四五六七八九十两\\d]{1,3}(?:秒|分钟)',
  '下一秒|下一刻|这一刻|那一刻|片刻后|不一会儿|转眼间|突然间|忽然间',
].join('|');
const TIME_LEAD = new RegExp(`^(?:${TIME_WORDS})(?:时分|的时候|时)?`);
/** "凌晨三点的路边大排档": a time that describes a noun stays with it. */
const TIME_BEFORE_DE = new RegExp(`^(?:${TIME_WORDS})+(?:时分|的时候|时|里|中)?的`);

/** A clause that only says when ("凌晨三点", "冬天的早上", "夜色中"). */
const ONLY_TIME = new RegExp(
  `^(?:(?:${TIME_WORDS})(?:时分|的时候|时)?(?:的(?:${TIME_WORDS}))*|夜色中|暮色中|晨光中|寂静中|雨中|雪中|雾中|风中|\\p{Script=Han}{1,8}(?:之后|以后|过后|之前|以前))$`,
  'u',
);

/** Where: a place that ends in a locative ("上海弄堂里", "洪崖洞夜景前", "窗台上"). */
const LOCATIVE =
  /(?:里面|外面|上面|下面|旁边|门口|脚下|身边|上空|深处|尽头|附近|之中|之上|之下|中央|里|中|上|下|前|后|旁|边|外|内|底|顶|间)$/;

/** Meta words: the clip itself, not what is in it ("上海外滩延时摄影", "古镇街头的旅行记录"). */
const META_TAIL =
  /(?:延时摄影|延时|航拍|空镜|视频|短视频|短片|小片|宣传片|广告片|的产品广告|的广告|广告|vlog|Vlog|VLOG|MV|动画|夜景|风景|画面|慢镜头|慢动作|镜头|特写|大片|合集|记录|纪录片|教程|科普|风格|写真|日常|开箱|拆箱|海报感|质感|氛围感|电影感|(?<![起刮吹大微狂寒秋春北东南西海山晚凉暖和旋台阵])风)$/;
const META_ONLY =
  /^(?:循环|无缝循环|无限循环|动画|科普|短片|视频|风格|镜头|记录|画面|特写|第一视角|第一人称|竖屏|横屏)/;
/** Platforms and looks: a clause made only of them is about the clip ("抖音竖屏", "像素风动画"). */
const PLATFORM =
  /^(?:抖音|小红书|快手|视频号|B站|b站|ins|INS|朋友圈|[0-9一二三四五六七八九]+0年代|复古|港|日系|韩系|像素|国|古|赛博|蒸汽波|胶片|黑白|竖屏|横屏|三维|二维|3D|2D|MG|mg)+$/;

/** A time of day after what is filmed ("黄山云海日出", "外滩夜景"). */
const TIME_TAIL = /(?<=\p{Script=Han}{2})(?:日出|日落|夕阳|黄昏|清晨|夜色|之夜|的夜晚|的清晨)$/u;

/** Counters of one ("一位老人" is "老人"); several stay ("两只猫"). */
const ONE_COUNTER =
  /^(?:一|1)(?:只|个|位|名|辆|杯|瓶|台|块|片|条|头|匹|朵|棵|座|艘|架|盏|碗|盘|把|张|家|扇|枚|根|颗|支|串|双|道|间|栋|幅|本|封|部|份|锅|壶|罐|袋|盒|笼|滴|束|款|件|套|副|顶|粒)/;
const SEVERAL =
  /^(?:[两二三四五六七八九十几]+(?:只|个|位|名|辆|条|头|匹|群|对|双|艘|架|棵|朵|盏|杯|瓶|碗)|许多|很多|好多|一群|一对|一家(?!\p{Script=Han}{0,12}(?:店|馆|铺|厂|公司|餐厅|酒吧))|一伙|一些|一排|成群)|们$|姐妹|兄弟|夫妻|夫妇|情侣|母女|父子|父女|母子|一家人|[和与跟同]/u;

const PERSON =
  /人|一家[三四五六]口|孙悟空|悟空|哪吒|猪八戒|八戒|唐僧|嫦娥|后羿|木兰|师父|徒弟|弟子|师兄|师姐|师妹|师弟|丞相|掌柜|小二|书生|女孩|男孩|女人|男人|女生|男生|姑娘|小伙|少女|少年|老人|奶奶|爷爷|外婆|外公|姥姥|姥爷|阿婆|阿公|婆婆|儿媳|媳妇|公公|岳母|丈母娘|女婿|妯娌|妈妈|爸爸|母亲|父亲|姐姐|妹妹|哥哥|弟弟|姐妹|兄弟|孩子|小孩|宝宝|婴儿|学生|老师傅|老师|医生|护士|厨师|咖啡师|调酒师|面包师|舞者|歌手|乐手|鼓手|吉他手|运动员|球员|选手|前锋|中锋|后卫|门将|守门员|队长|教练|裁判|老教练|拳手|射手|宇航员|航天员|科学家|侦探|骑士|武士|侠客|剑客|少侠|公主|王子|新娘|新郎|情侣|夫妻|主播|博主|网红|达人|模特|摄影师|画家|工人|员工|同事|经理|领导|上司|下属|客人|房东|租客|面试官|农民|渔夫|渔民|船长|船夫|司机|车手|骑手|程序员|上班族|白领|店主|老板|老板娘|顾客|村民|居民|市民|路人|店员|服务员|大爷|大妈|大叔|大婶|阿姨|叔叔|木匠|铁匠|工匠|匠人|师傅|女儿|儿子|孙子|孙女|游客|旅人|背包客|演员|女侠|道士|和尚|尼姑|书生|将军|士兵|警察|消防员|快递员|外卖员|摊主|小贩|商贩|批发商|商人|菜贩|鱼贩|肉贩|搬运工|装卸工|厨娘|保安|保姆|病人|女士|先生|小哥|少妇|老太太|老头|闺蜜|同学|室友|邻居|乐队|朋友|男友|女友|男朋友|女朋友|老公|老婆|丈夫|妻子|伙伴|同伴|男主|女主|主角|勇士|战士|新人|学徒|僧人|侍女|皇帝|皇后|妃子|格格|太监|猎人|牧民|登山者|滑雪者|冲浪者|舞娘|歌女|乘客|老者|青年|男子|女子|小朋友|他们|她们|他|她|我|我们/;
const ANIMAL =
  /藏羚羊|藏獒|猫咪|狗狗|喵星人|汪星人|鸭嘴兽|穿山甲|狐獴|树懒|考拉|袋鼠|羊驼|水豚|变色龙|蜥蜴|九尾狐|鸡仔|雏鸟|幼崽|猫|狗|犬|狐狸|狼|熊|鹿|鸟|鹰|猫头鹰|鲸|海豚|鱼|鲤|龟|兔|鼠|松鼠|刺猬|狮|虎|豹|熊猫|大象|象|长颈鹿|猴|蛙|蛇|龙|麒麟|凤凰|蝴蝶|蜜蜂|蚂蚁|天鹅|鸭|鹅|鸡|马|牛|羊|猪|企鹅|海豹|海狮|水獭|柯基|哈士奇|金毛|柴犬|泰迪|仓鼠|章鱼|水母|螃蟹|白鹭|鹤|燕子|麻雀|乌鸦|鹦鹉|萤火虫|蜻蜓|骆驼|斑马|狐|貂|獭|鲨|鳄|鸽|雁|鸥|鹭|鹊|蝉|虫|蛾|驴|骡|牦牛|它|它们/;
/** Words that hold an animal's character but name a thing (木马 is no horse). */
const NOT_ANIMALS =
  /烤鱿鱼|铁板鱿鱼|烤鱼|烤鸭|烤全羊|烤乳猪|炸鸡|煎鱼|酸菜鱼|水煮鱼|红烧鱼|鸡翅|鸭脖|鱿鱼须|木马|马路|马桶|马拉松|马赛克|斑马线|熊猫眼|猫眼|狗粮|鸡蛋|鸡尾酒|牛奶|牛仔|牛排|龙头|凤梨|蛇形|鱼缸|鸡腿|羊肉|牛肉|猪肉|鸭血|鱼丸|龙舟|龙卷风|马卡龙|象棋|虎口|兔子灯/g;

/** Leading time or weather modifiers of a noun phrase ("深夜的医院走廊" is the corridor). */
const TIME_MODIFIER =
  /^(?:深夜|凌晨|清晨|夜晚|雨夜|雪夜|黄昏|傍晚|清早|午后|夏日|冬日|早高峰|夜里|秋天|冬天|春天|夏天|日落时分|日出时分|黄昏时分|傍晚时分|日出时|日落时|黎明时|清晨时)(?:[一二三四五六七八九十两\d]{1,3}点(?:半|钟|多)?)?的/;

const SAY =
  /(?:说|问|喊|道|答|回答|嘀咕|念叨|低语|喊道|叫道|嘟囔|感叹|补充|开口|告诉[他她它我你]|对[他她它我你们]+说|问\p{Script=Han}{1,4})$/u;
/** A slogan or caption is said over the picture, not by anyone in it. */
const TAGLINE = /广告语|口号|标语|文案|字幕|标题|大字|写着/;

/** One clause, read. */
interface Clause {
  /** The clause as written, connective removed. */
  text: string;
  /** Its own noun phrase (who), when it has one. */
  np?: Subject;
  /** What happens, as written; empty for a description, a place or a time. */
  pred: string;
  /** A place named at its start, or the clause is only a place. */
  place?: string;
  /** The quoted line that follows it, when it is a speech. */
  line?: string;
  /** A quoted line that follows and is no speech (a caption, a sign). */
  caption?: string;
  /** "刚出锅的小笼包" read as a predicate: also a noun phrase, if the idea has no one yet. */
  noun?: Subject;
  /** "开箱一台相机": the counted thing a verb-first clause acts on. */
  object?: Subject;
}

/** One pass over the text: the longest noun at each place is masked. */
const NOUN_RE = new RegExp(NOUNS_WITH_VERBS.join('|'), 'g');

function mask(text: string): string {
  return text.replace(NOUN_RE, (noun) => '＿'.repeat(noun.length));
}

const KIN =
  /^(?:妈妈|爸爸|奶奶|爷爷|姐姐|妹妹|哥哥|弟弟|宝宝|星星|娃娃|婆婆|公公|叔叔|舅舅|姑姑|伯伯|太太|猩猩|姥姥|蛐蛐|蝈蝈|包包|毛毛|圆圆|点点|丝丝)$/;

/** Complements after a verb: direction, result, aspect ("扎下去", "推开", "夹起来", "拿了"). */
const COMPLEMENT =
  /^(?:下去|下来|上去|上来|出去|出来|进去|进来|回去|回来|过去|过来|起来|开来|上|下|进|出|回|过|起|开|到|住|走|掉|完|好|成|着|了|满|遍|透|醒|翻|倒|向|往|入|干|净|亮|湿|碎|断|破|散|紧|松|直|弯|平|光|空|熟|烂|饱|红|黑|白)$/;

/** A verb with its complement as one word: 扎下去, 推开 (one-character verb first). */
function withComplement(word: string): boolean {
  if (word.length < 2) return false;
  const verb = VERBS.find((v) => word.startsWith(v) && word.length > v.length);
  const rest = word.slice(verb?.length ?? 0);
  if (verb !== undefined && (COMPLEMENT.test(rest) || rest.startsWith('得'))) return true;
  // A verb the list does not know, told by what follows it: "吓得", "皱成", "扑面而来".
  return /^\p{Script=Han}(?:得|成|起来|下去|下来|出来|进去|进来|上来|上去|过来|过去|开来)$/u.test(
    word,
  );
}

/**
 * Where the predicate of a clause starts (≥ 0), or -1 for a clause with no predicate. A
 * one-character word counts only where a word starts (用 in 信用卡, 都 in 成都 do not).
 */
const starts = new Map<string, number>();

export function predicateStart(clause: string): number {
  const known = starts.get(clause);
  if (known !== undefined) return known;
  if (starts.size >= 2048) starts.clear();
  const at = findPredicateStart(clause);
  starts.set(clause, at);
  return at;
}

/**
 * "一家开了三十年的老书店", "一只打翻了杯子的猫": a doing before 的, after a counter (or with its
 * years), describes the noun that ends the clause; the clause names that noun.
 */
function describesNoun(clause: string, at: number): boolean {
  return (
    /^[^，。的]{1,8}的\p{Script=Han}{1,6}$/u.test(clause.slice(at)) &&
    (/^[一两几]\p{Script=Han}$/u.test(clause.slice(0, at)) ||
      (at === 0 && /了(?:[一二三四五六七八九十百几两半\d]+)(?:年|个月|辈子)的/u.test(clause))) &&
    predicateStart(clause.slice(clause.lastIndexOf('的') + 1)) === -1
  );
}

function findPredicateStart(clause: string): number {
  // "车流如光带", "雪花像羽毛": a likeness is what the thing is said to be (如果, 比如 are not).
  // ("月光如水", "岁月如歌": a light or a time likened to something is how it is, no doing.)
  const like =
    /^(\p{Script=Han}{2,4}?)(?:宛如|犹如|好像|如同|像|如)(?!果|今|此|何|同样)\p{Script=Han}{2}/u.exec(
      clause,
    );
  if (like?.[1] && !/[比例假譬正好]$|^(?:月光|阳光|星光|灯光|夜色|时光|岁月)$/.test(like[1]))
    return like[1].length;
  const masked = mask(clause);
  const words = segment(clause).words;
  let best = -1;
  const take = (at: number) => {
    // A verb inside a trade noun opens nothing ("外卖员", "驾驶员", "说书人").
    // (对, 向 or 给 before someone's trade is said to them: "小林对店员说" is 小林 speaking.)
    // ("驾驶员打开车门": a two-character verb that starts the clause names the trade too.)
    const trade =
      at > 0 ? /^\p{Script=Han}{1,2}?(?:员(?!工)|师|者|匠)/u : /^\p{Script=Han}{2}(?:员|师|者|匠)/u;
    if (
      at >= 0 &&
      trade.test(clause.slice(at)) &&
      !/^[对向朝给替跟冲]\p{Script=Han}{1,2}(?:员|师|者)\p{Script=Han}/u.test(clause.slice(at))
    )
      return;
    // 点 after a number is a clock time ("三点"), not a verb.
    if (clause[at] === '点' && /[一二三四五六七八九十两\d]/.test(clause[at - 1] ?? '')) return;
    // ("正红色口红": 正 before a colour or a shape is part of the name, no "just now".)
    if (
      clause[at] === '正' &&
      /[红黄蓝绿白黑紫橙粉灰棕金银色方圆面中宗午门装品版]/.test(clause[at + 1] ?? '')
    )
      return;
    // ("街边煎饼果子摊": a 摊 that ends the clause is the stall, nobody spreading anything.)
    if (clause[at] === '摊' && at === clause.length - 1 && at > 0) return;
    // "一杯冒着热气的拿铁": a doing before 的 describes the noun after it.
    if (
      /^\p{Script=Han}{1,3}着\p{Script=Han}{1,4}的\p{Script=Han}{1,10}$/u.test(clause.slice(at)) &&
      /^(?:[一两几]\p{Script=Han})?$/u.test(clause.slice(0, at))
    )
      return;
    if (describesNoun(clause, at)) return;
    if (at !== -1 && (best === -1 || at < best)) best = at;
  };
  // The leftmost opener that is no part of a trade noun.
  LONG_OPENERS.lastIndex = 0;
  for (let match = LONG_OPENERS.exec(masked); match; match = LONG_OPENERS.exec(masked)) {
    const before = best;
    // "热气腾腾的牛肉面", "空荡荡的走廊": a state before 的 describes the noun after it.
    const end = match.index + match[0].length;
    // So does a liking: "年轻人喜欢的风格" is a style, not young people doing something.
    const describes =
      clause[end] === '的' &&
      ((STATE_WORDS.has(match[0]) && end + 1 < clause.length) || match[0] === '喜欢');
    if (!describes) take(match.index);
    if (best !== before) break;
    LONG_OPENERS.lastIndex = match.index + 1;
  }
  for (const { word, index } of words) {
    if (masked[index] === '＿') continue;
    if (SHORT_WORDS.has(word) || SHORT_VERBS.has(word) || withComplement(word)) take(index);
    // ("货架后面有人影": the segmenter reads 有人 as one word; 有 still opens what is there.)
    if (index > 0 && /^有(?:人|个|一)/.test(word)) take(index);
    // The segmenter glues a pronoun to a marker ("你在", "我把"): the marker opens.
    if (/^[你我他她它人][在从把被往向对给用比跟]$/.test(word)) take(index + 1);
  }
  // ("毛肚下锅": what goes into the pot does so; 下锅 is no noun after a food.)
  const pot = /(?<=\p{Script=Han})(?:下锅|入锅)/u.exec(clause);
  if (pot) take(pot.index);
  // Aspect: the word before 了/着/过 is a verb ("打开了", "推着", "沉默了一会儿").
  words.forEach(({ word, index }, k) => {
    const next = words[k + 1];
    if (next && /^(?:了|着|过|了一)$/.test(next.word) && masked[index] !== '＿') take(index);
    if (word.length >= 2 && /[着了]$/.test(word) && masked[index] !== '＿') take(index);
    // "灯闪了一下": a doing done once, glued into one word by the segmenter.
    if (/^\p{Script=Han}了一[下会阵]/u.test(word) && masked[index] !== '＿') take(index);
    // "激动地对着镜头": the word before 地 is how it is done.
    if (next?.word === '地') take(index);
  });
  // "一闪一闪", "一盏接一盏", "滋滋作响", "闪闪发光".
  const repeated = /一(\p{Script=Han})(?:接|又|连)?一\1|一(\p{Script=Han})\2|(\p{Script=Han})\3/u;
  let rest = clause;
  let offset = 0;
  for (;;) {
    const match = repeated.exec(rest);
    if (!match) break;
    const at = offset + match.index;
    const pair = match[0];
    // "热气腾腾的红油抄手", "一闪一闪的星星": a doubled word before 的 describes a noun.
    const describes = clause[at + pair.length] === '的' && at + pair.length + 1 < clause.length;
    const kin = pair.length === 2 && (KIN.test(pair) || at === 0 || masked[at] === '＿');
    if (!kin && !describes) take(at);
    offset = at + 1;
    rest = clause.slice(offset);
  }
  // "篮球运动员空中扣篮": where it is done, said without 在, goes with the doing.
  const where = /(?:半空中|空中|原地|水中|水下|雨中|风中|雪中|高空)$/.exec(clause.slice(0, best));
  if (best > 0 && where && where.index > 0) return where.index;
  if (best !== -1) return best;
  // Nothing marks it: a word that opens with a verb's character ("香味扑鼻", "热气扑面而来").
  const opener = words.find(
    ({ word, index }) =>
      index > 0 &&
      word.length >= 2 &&
      masked[index] !== '＿' &&
      SHORT_VERBS.has(word[0] ?? '') &&
      clause[index + word.length] !== '的' &&
      !describesNoun(clause, index),
  );
  return opener?.index ?? -1;
}

/** Whether a clause (after its noun) reads as an action: a predicate opener or an idiom. */
function isPredicate(text: string): boolean {
  if (predicateStart(text) !== -1) return true;
  // "讨价还价", "手舞足蹈": a four-character idiom the dictionary knows as one word.
  const words = segment(text).words;
  return words.length === 1 && (words[0]?.word.length ?? 0) === 4 && !PLACE_NOUNS.test(text);
}

/** Heads that name people by what they do ("设计师", "登山者", "旅客"). */
const PERSON_SUFFIX =
  /(?:师|员|者|匠|客|民|夫|娘|(?:茶|果|菜|花|棉|稻|蚕)农|(?:拳击|水|舵|狙击|弓箭|投|旗|助|对|高|新|老|打|鼓|歌|号|棋|车|骑|猎|刀|剑|枪|射|风笛|笛|琴|唢呐|贝斯|吉他)手|(?:画|作|书法|音乐|科学|艺术|钢琴|舞蹈|摄影|冒险|美食|雕塑|建筑|企业|发明|探险|收藏|歌唱|演奏)家)$/;

const ANIMAL_END = new RegExp(`(?:${ANIMAL.source})$`);
const PERSON_END = new RegExp(`(?:${PERSON.source})$`);
/** "大爷表演单手倒立": a person and a doing glued together (built once: PERSON is long). */
const GLUED = new RegExp(`^(\\p{Script=Han}{0,3}?(?:${PERSON.source}))(\\p{Script=Han}{2,})$`, 'u');
const PERSON_INSIDE = new RegExp(`\\p{Script=Han}{0,3}?(?:${PERSON.source})`, 'u');
/** Things named with a person's or an animal's word (机器人 is no person, 鱼竿 no fish). */
/** A robot that sells flowers is a character; a robot vacuum is a product. */
const NOT_PERSON = /(?:(?:扫地|擦窗|拖地|炒菜|玩具|积木)机器人|稻草人|雪人|木头人|纸人|假人|人偶)$/;

/** What a head noun names: the last word decides (鱼竿 is a rod, 熊妈妈 a bear). */
function kindOf(phrase: string, head: string): SubjectKind {
  if (/^(?:你|你们)$/.test(phrase)) return 'viewer';
  // ("一家三口和一只狗": the family comes first; the dog is with them.)
  const first = /^(\p{Script=Han}{2,6}?)[和与跟同]/u.exec(head)?.[1];
  if (first && first !== head && kindOf(first, first) === 'person') return 'person';
  const core = head.replace(/(?:们|群|队|俩)$/, '') || head;
  const beast =
    core.replace(/(?:妈妈|爸爸|宝宝)$/, '').replace(/(?<=\p{Script=Han})子$/u, '') || core;
  if (ANIMAL_END.test(beast.replace(NOT_ANIMALS, ''))) return 'animal';
  if (NOT_PERSON.test(core)) return 'object';
  if (PERSON_END.test(core) || PERSON_END.test(head) || PERSON_SUFFIX.test(core)) return 'person';
  if (PLACE_NOUNS.test(head)) return 'place';
  return 'object';
}

/** A noun phrase as a subject: counters of one dropped, time modifiers dropped. */
export function nounPhrase(raw: string): Subject | undefined {
  // "一个人在家": where someone is stays out of who they are.
  let phrase = raw
    .trim()
    .replace(TIME_MODIFIER, '')
    // "新款口红": "new" sells it; the lipstick is what is filmed.
    .replace(/^(?:最新款|新款|新品|全新|爆款|同款)(?=\p{Script=Han}{2})/u, '')
    // "黄山日出云海": the sunrise is when, the sea of clouds over 黄山 is what.
    .replace(/(?<=\p{Script=Han}{2})(?:日出|日落|夕阳|清晨|黄昏)(?=\p{Script=Han}{2})/u, '')
    .replace(/(?<=\p{Script=Han})在(?:家里?|屋里|房间里?|床上|车里|门口)$/u, '')
    // "篝火噼啪燃烧": the sound a thing makes is how it does it, not its name.
    .replace(
      /(?<=\p{Script=Han})(?:噼里啪啦|噼噼啪啪|噼啪|哗啦啦|哗啦|咕嘟咕嘟|咕嘟|呼呼|沙沙|滴答|轰隆隆|轰隆)$/u,
      '',
    );
  // "一个人", "一滴水": a counter before one character stays ("人", "水" alone say too little).
  // ("一家三口" is the family of three, not 三口.)
  const counted = /^一家[三四五六]口/.test(phrase) ? phrase : phrase.replace(ONE_COUNTER, '');
  if (counted.length > 1) phrase = counted;
  phrase = phrase.replace(/^(?:这|那)(?:只|个|位|名|辆|杯|瓶|台|盏|扇)/, '');
  // "一个女孩回答：": the girl answers; 回答 is no part of her name.
  phrase = phrase.replace(/(?<=\p{Script=Han}{2})(?:回答|答道|问道|说道|喊道)$/u, '');
  // "公主含泪回答", "昙花夜间绽放": how and when are no part of the name.
  phrase = phrase.replace(
    /(?<=\p{Script=Han}{2})(?:含泪|哭着|笑着|冷笑|小声|轻声|大声|低声|哽咽|红着眼|夜间|夜里|深夜|凌晨|清晨|傍晚|黄昏|午后)$/u,
    '',
  );
  // "有个小女孩": there is a girl; the girl is the one named.
  phrase = phrase.replace(
    /^(?:有|还有)(?:个|一个|位|一位|只|一只|名|一名)(?=\p{Script=Han}{2})/u,
    '',
  );
  // "一言" (of 一言不发) is no one.
  if (/^一\p{Script=Han}$/u.test(phrase) && phrase !== '一人') return undefined;
  if (phrase === '' || phrase.length > 16 || !/^[\p{Script=Han}A-Za-z0-9·]+$/u.test(phrase)) {
    return undefined;
  }
  // "一只猫" is "猫" when named again; "一家人" stays itself.
  // "一群小丑鱼" is "小丑鱼" when named again; "四个兄弟" keeps its number.
  const several = phrase.replace(/^(?:一群|一对|一排|一队|一伙|一些)/, '');
  const bare =
    counted.length === 1 && ANIMAL.test(counted) ? counted : several.length >= 2 ? several : phrase;
  const noun = bare.includes('的') ? bare.slice(bare.lastIndexOf('的') + 1) : bare;
  // "古风女子" is named again as 女子: the look is no part of her name.
  // ("街头奶茶店店员" is named again as 店员: where they work is no part of who they are.)
  const head = noun
    .replace(/^(?:古风|古装|赛博朋克|二次元|动漫|卡通|Q版)(?=\p{Script=Han}{2})/u, '')
    .replace(
      /^\p{Script=Han}{1,8}?[店馆铺摊厂站头](?=(?:店员|店主|老板娘|老板|服务员|摊主|厨师|咖啡师|调酒师|收银员)$)/u,
      '',
    );
  if (head === '') return undefined;
  return {
    phrase,
    head,
    plural: SEVERAL.test(raw.trim()) || SEVERAL.test(phrase),
    kind: kindOf(phrase, head),
    lang: 'zh',
  };
}

/** "上海弄堂里阿婆" → the place 上海弄堂 and the noun 阿婆 (a locative word between them). */
function splitPlace(np: string): { place?: string; np: string } {
  const words = segment(np).words;
  const masked = mask(np);
  for (const { word, index } of words) {
    if (index < 2 || index + word.length >= np.length) continue;
    // Never inside a noun (外 in 外卖员), never after a bare counter (一个).
    if (masked[index] === '＿' || COUNTED.test(np.slice(0, index))) continue;
    if (!/^(?:里|中|上|下|前|旁|边|外|内|里面|旁边|门口)$/.test(word)) continue;
    if (np[index + word.length] === '的') continue;
    // ("霓虹灯下", "树下": under a light or a tree the 下 is where, so it stays.)
    const under = word === '下' && /(?:灯|光|树|伞|桥|檐)$/.test(np.slice(0, index));
    return {
      place: np.slice(0, under ? index + 1 : index),
      np: np.slice(index + word.length),
    };
  }
  return { np };
}

/** The place a 在 phrase names when a predicate follows it ("在竹林中舞剑" → 竹林). */
function placeAfterZai(text: string): string | undefined {
  if (!text.startsWith('在')) return undefined;
  const masked = mask(text);
  for (let end = Math.min(text.length - 1, 16); end >= 2; end -= 1) {
    const last = text.slice(1, end);
    // Never inside a noun (间 in 空间站).
    if (masked[end - 1] === '＿' && masked[end] === '＿') continue;
    if (!LOCATIVE.test(last) || /[，。；！？、]/.test(last)) continue;
    // ("在玻璃杯里缓缓下沉": the place ends before how it is done.)
    if (/缓缓|慢慢|轻轻|静静|悄悄|渐渐|一点点|不停/.test(last)) continue;
    if (isPredicate(text.slice(end)) && !WITHIN.test(last)) return last;
  }
  // No predicate read after it: the place ends at its first locative ("在院子里扫雪").
  const first = /^在([^，。；！？、]{1,10}?(?:里|中|上|下|边|旁|前|外|内))(?=\p{Script=Han})/u.exec(
    text,
  );
  return first?.[1];
}

/** Locatives after which what is there is told ("尽头传来…", "电梯里只有…"). */
const THERE = /(?:里面|外面|上面|下面|后面|前面|底下|旁边|门口|深处|尽头|对面|四周|周围|里|中|上)$/;

/** Voices over the picture. */
const VOICE = /^(?:画外音|旁白|解说|配音|独白|内心独白|广播)$/;

/** Spots named by where they are, never doers ("街头", "门口"). */
const SPOT =
  /^(?:街头|街上|路边|路口|门口|巷口|村口|桥头|岸边|江边|河边|湖边|海边|窗外|屋外|楼下|楼上)$/;

/** "在一夜之间", "在转眼间": a span of time, not a place. */
const WITHIN = /^(?:一夜|一天|一年|一瞬|瞬|转眼|眨眼|刹那|顷刻|片刻|一刹那)|之间$/;

/** Instructions about the clip, not events in it ("配一首慢节奏的情歌", "背景音乐轻柔"). */
const META_CLAUSE =
  /^(?:(?:俯拍|仰拍|航拍|特写|俯视|平视|跟拍|近景|远景|全景)$|(?:低|高)(?:角度|机位)(?:仰拍|俯拍|跟拍|拍摄|跟随|镜头)?$|(?:只|仅)拍(?:双)?手(?:部)?$|只出手$|不露脸$|手部(?:特写|入镜)$|(?:(?:无人机航拍|无人机|航拍|镜头|运镜)(?:缓慢|缓缓|慢慢|轻轻|快速|一路)?|(?:缓慢|缓缓|慢慢))地?(?:推进|拉远|推近|拉近|环绕|横移|上摇|下摇|上升|下降|跟随|俯冲)$|(?:无人机)?(?:航拍|俯拍|仰拍|跟拍|手持|特写|慢动作|环绕|固定|俯冲|推进|拉远|旋转|横移|升降)\p{Script=Han}{0,6}(?:镜头|运镜)$|适合(?:发)?(?:抖音|小红书|快手|视频号|朋友圈|短视频|B站)|配上?|搭配|配乐|背景音乐|BGM|bgm|音乐|色调|画风|风格|时长|画幅|比例|竖屏|横屏|慢动作|慢镜头|升格|镜头语言|(?:慢动作|慢镜头)?回放$|\d+\s*秒|全程|整体|三维动画演示|动画演示|(?:做成|做一个|拍成|用)(?:科普)?(?:动画|视频|短片)|无缝循环|无限循环|循环播放|(?:黑色|白色|纯色|纯黑|纯白|干净的)背景|卡点|踩点|(?:卡点|丝滑|快速)?转场$|(?:长焦|广角|超广角|微距|鱼眼|望远|变焦)(?:镜头)?(?:拍摄)?$)/u;
/** Camera words at the start of a description ("航拍桂林山水"): what follows is what is filmed. */
const CAMERA_LEAD =
  /^(?:无人机航拍|航拍|俯拍|仰拍|特写|近景|远景|全景|空镜|微距|跟拍|慢镜头|慢动作)(?=\p{Script=Han}{2})/u;
/** "天空是蓝色的", "心脏是怎么跳动的": what a thing is, a description rather than an event. */
/** A shot word at the end of a clause ("火锅沸腾特写", "少女回眸慢镜头"). */
const CAMERA_TAIL =
  /(?<=\p{Script=Han}{2})(?:的)?(?:特写|大特写|近景|慢镜头|慢动作|航拍|俯拍|微距)$/u;
const COPULA = /^是.*的$/;
/** "为什么天空是蓝色的": the question names its topic. */
const WHY = /^(?:为什么|为何|什么是)/;
/** Nouns that open a four-character scene idiom ("水花四溅", "炊烟袅袅"): its own doer. */
const SCENE_IDIOM =
  /^(?:水花|浪花|火花|火星|灯火|人山|热气|炊烟|烟雾|云雾|雾气|风雨|雷电|星光|月光|阳光|花瓣|落叶|尘土|黄沙|泪水|汗水|万家|鸟语|书声|秋风|春风|寒风|大雪|细雨|晨光|霞光|雪花|雨点|全场|观众|掌声|水波|涟漪|湖水|波光|微风|树影|光影|云层|云朵|白云|晨雾|薄雾)/;

/** Seeing what is there ("发现门口站着…"): the sight is told, the seeing goes with it. */
const SEEING = /^(?:突然|忽然|猛然)?(?:发现|看见|看到|只见|瞥见|望见|注意到)/;

/** Someone found there: "尽头有个穿白衣服的小孩", "门口站着一个人，背对着镜头". */
const SOMEONE_THERE =
  /^(.{0,6}?)(?:有(?:个|一个|一位|位|只|一只)|(站着|坐着|蹲着)(?:个|一个|一位|位)?)(.{1,16}?)(背对着?镜头)?$/u;

/** A doing, then being caught at it: "偷吃桌上的鱼被主人发现". */
const CAUGHT = /^(.{2,}?)(被[^，。被]{1,6}(?:发现|抓到|抓住|看见|看到|撞见|逮到|逮住)了?.*)$/u;
/** Where something is heard or seen from: "远处", "楼上", "门外" — never the one doing it. */
const WHERE_FROM =
  /^(?:远处|不远处|前方|身后|背后|楼上|楼下|门外|窗外|隔壁|尽头|走廊尽头|黑暗中|黑暗里|四周|头顶|屋外)$/u;

/** "深夜的出租屋里", "午夜的老宅中": a time and a place, nothing done. */
const PLACE_ONLY =
  /^(?:深夜|半夜|午夜|凌晨|夜里|晚上|清晨|黄昏|傍晚)?的?([^，。的]{1,8}(?:里|中|内))$/u;
/** "镜子里的自己…", "镜中的我…": the reflection, doing something. */
const MIRRORED = /^((?:镜子里|镜子中|镜中)的(?:自己|我|你|她|他))(.+)$/u;

/** "只有一盏灯还亮着", "只剩一扇窗亮着": the one thing left doing something. */
const ONLY_ONE =
  /^(?:只有|只剩下?|仅有|还有)((?:一|两|几)?[盏个只位扇点颗棵间]?)(.{1,6}?)((?:还|仍|仍然|依然|依旧)?(?:亮着|开着|燃着|闪着|醒着))$/u;

/** Read one clause: its time and place at the start, its noun phrase, its predicate. */
function readClause(raw: string): Clause {
  const led = CONNECTIVE.test(raw);
  let text = raw
    .replace(CONNECTIVE, '')
    .replace(/[：:]$/, '')
    .trim();
  if (!TIME_BEFORE_DE.test(text)) text = text.replace(TIME_LEAD, '');
  // ("到门口时顾客说": when it happens is no part of who speaks.)
  text = text.replace(
    /^(?:到|走到|回到|来到|进门|出门|下车|上车|开门)[^，。时]{0,5}时(?=\p{Script=Han}{2})/u,
    '',
  );
  text = text
    .replace(/^，/, '')
    .replace(HOW_TO, '')
    .replace(WHY, '')
    .replace(CAMERA_LEAD, '')
    // "竖屏开箱新款手机": the frame's shape before what is filmed is no part of it (a clause
    // that is only 竖屏 is still a meta clause).
    .replace(/^(?:竖屏|横屏)(?:拍摄|版|视频|短视频)?(?=\p{Script=Han}{2,})/u, '')
    // "火锅沸腾特写": the shot word after the doing is the Camera line's.
    .replace(CAMERA_TAIL, '')
    // "锦鲤池的无缝循环": the format after the thing is no part of its name.
    .replace(/(?<=\p{Script=Han}{2})的(?:无缝)?(?:循环|延时)(?:视频|动画|摄影)?$/u, '');
  if (text === '' || ONLY_TIME.test(text) || META_CLAUSE.test(text)) return { text, pred: '' };
  // "采访景德镇一位老师傅": who is interviewed is whom the clip is about, not an event.
  const filmed = /^(?:采访|拍摄|跟拍|记录)(\p{Script=Han}{2,})$/u.exec(text);
  if (filmed?.[1] && (predicateStart(filmed[1]) === -1 || PERSON_END.test(filmed[1]))) {
    const named = filmed[1].replace(/^\p{Script=Han}{1,4}?(?=[一两几][位个名])/u, '');
    // "一位做了三十年瓷器的老师傅" is 老师傅: a doing before 的 describes, the noun is named.
    const de = named.lastIndexOf('的');
    const who = de !== -1 ? named.slice(de + 1) : named;
    const np = nounPhrase(who);
    if (np) return { text: who, np, pred: '' };
  }
  if (PLATFORM.test(text.replace(META_TAIL, '').replace(META_TAIL, '') || '竖屏')) {
    return { text, pred: '' };
  }
  // "盲盒开箱", "上海外滩延时摄影": a thing and the kind of clip, a description.
  const described = text.replace(META_TAIL, '').replace(META_TAIL, '');
  if (described !== text && described !== '') {
    // "年轻人喜欢的风格" says whom the look is for: no one in it does anything.
    if (described.endsWith('喜欢的')) return { text, pred: '' };
    if (described.endsWith('的')) return readClause(described.slice(0, -1));
    // ("防晒霜在海边沙滩上的产品广告": the ad is of the thing there, nothing it does.)
    if (/的(?:产品)?(?:广告|宣传片|视频|短片)$/.test(text)) {
      // ("防晒霜在海边沙滩上": where it stands, with no doing, is its place.)
      const placed = /^(\p{Script=Han}+?)在(\p{Script=Han}{1,12}?[上里中边旁前下内])$/u.exec(
        described,
      );
      const thing = placed?.[1] ? nounPhrase(placed[1]) : undefined;
      if (placed?.[1] && placed[2] && thing)
        return { text: placed[1], np: thing, pred: '', place: placed[2] };
      return readClause(described);
    }
    if (predicateStart(described) === -1) return readClause(described);
  }
  // "封口后递给顾客": after an action, the one the idea follows goes on; told as written.
  const after = /^(\p{Script=Han}{1,3}?)(?:之后|以后|后)(?=\p{Script=Han})/u.exec(text);
  if (after?.[1] && VERBS.some((verb) => after[1]?.startsWith(verb))) return { text, pred: text };
  if (isTransition(text)) return { text, pred: '' };
  // A clause led by 和/跟/与 is done with someone ("和摊主讨价还价").
  if (/^(?:和|跟|与|同)/.test(text) && text.length > 2) return { text, pred: text };
  // "画外音：“…”": a voice over the picture, no one in it.
  if (VOICE.test(text)) return { text, np: NOBODY, pred: text };
  // ("然后传来一声叹息": a sound that comes from somewhere is no one's doing, not the door's.)
  if (/^(?:突然|忽然)?(?:传来|响起|传出)/.test(text)) return { text, np: NOBODY, pred: text };
  // "有人在哭", "没有人碰它": someone unnamed, or no one, told as written.
  if (/^(?:有|没有|没)(?:人|个|一)/.test(text)) return { text, np: NOBODY, pred: text };
  // "开机的一瞬间屏幕亮起": a moment, then what happens in it, told as written.
  const moment = /^\p{Script=Han}{1,8}?的(?:一瞬间|瞬间|那一刻|一刻|时候|刹那)/u.exec(text);
  if (moment && moment[0].length < text.length) {
    // "拆到隐藏款的那一刻尖叫" is the followed one's; "开机的一瞬间屏幕亮起" the screen's.
    const own = predicateStart(text.slice(moment[0].length)) > 0;
    return own ? { text, np: NOBODY, pred: text } : { text, pred: text };
  }
  const at = predicateStart(text);
  if (at === 0) return verbFirst(text);
  if (at === -1) {
    // "水花四溅", "炊烟袅袅": an idiom led by a noun is its own doer, told as written;
    // "一言不发", "讨价还价" are the doing of the one the idea follows.
    if (isPredicate(text)) {
      return SCENE_IDIOM.test(text) ? { text, np: NOBODY, pred: text } : { text, pred: text };
    }
    // "然后甩干身上的水": after 然后/最后 comes an event, whatever its verb.
    if (led) return { text, pred: text };
    // No predicate: a description, a place, or a speaker's name before a quote.
    const zai = text.startsWith('在') ? text.slice(1) : text;
    if (text.startsWith('在') || (LOCATIVE.test(text) && text.length > 2)) {
      return { text, pred: '', place: zai.replace(TIME_MODIFIER, '') };
    }
    const np = nounPhrase(text);
    return np ? { text, np, pred: '' } : { text, pred: '' };
  }
  const before = text.slice(0, at);
  const pred = text.slice(at);
  // "360度旋转展示", "三圈转身": a measure says how, the doer is the one the idea follows.
  if (/^(?:\d+|[一二两三四五六七八九十百半]+)(?:度|圈|秒|分钟|倍速?)$/.test(before)) {
    return { text, pred: text };
  }
  // "尽头传来有人在哭", "电梯里只有我一个人": a place and what is there, told as written.
  if (THERE.test(before) && before.length >= 2 && !/的/.test(before.slice(-2))) {
    // "平底锅里煎一个溏心蛋": what is done in it is what the clip shows.
    const counted = COUNTED.exec(pred);
    const thing = counted ? nounPhrase(pred.slice(counted.index)) : undefined;
    // "电梯里只有我一个人" names who is there, not a thing to film.
    const object = thing?.kind === 'object' ? thing : undefined;
    return {
      text,
      np: NOBODY,
      pred: text,
      place: before.replace(TIME_MODIFIER, ''),
      ...(object ? { object } : {}),
    };
  }
  // "一位撑油纸伞的姑娘慢慢走远": after a counter, the noun runs to a 的 and the noun after it.
  if (/^(?:[一两几三四五六七八九十]+[^\p{Script=Han}]?)?$/u.test(before.replace(COUNTED, ''))) {
    const relative = verbFirst(text);
    if (relative.np) return relative;
  }
  // "低下头没说话": what stands before the adverb is itself a doing.
  if (predicateStart(before) === 0) return { text, pred: text };
  const split = splitPlace(before);
  // "大爷表演单手倒立": a person and a verb the list does not know; the person is who.
  const glued = GLUED.exec(split.np);
  // "奶奶留下的八音盒" is the music box: a doing before 的 describes the noun after it.
  if (
    glued?.[1] &&
    glued[2] &&
    !glued[2].includes('的') &&
    !nounPhrase(split.np)?.kind.match(/person|animal/)
  ) {
    const person = nounPhrase(glued[1]);
    // "店员小周对女孩说": a name after the role is who speaks (小周); the role says what they are.
    if (person && /^(?:小|老|阿)\p{Script=Han}$/u.test(glued[2])) {
      return { text, np: { ...person, phrase: split.np, head: glued[2] }, pred };
    }
    if (person) return { text, np: person, pred: glued[2] + pred };
  }
  const np = nounPhrase(split.np);
  const place = split.place ?? placeAfterZai(pred);
  if (!np) return { text, pred: text, ...(place ? { place } : {}) };
  // "心脏是怎么跳动的": an explainer's question is the event it explains (心脏跳动).
  const how = /^是?(?:怎么|怎样|如何)(.+?)(?:的|起来的)?$/.exec(pred);
  if (how?.[1]) return { text, np, pred: how[1] };
  if (COPULA.test(pred)) return { text: split.np, np, pred: '' };
  // "城市十字路口从白天到黑夜": the time changes, told by the light; the noun is described.
  if (isTransition(pred)) return { text: split.np, np, pred: '' };
  // "街头随机问路人": a spot that seems to act is where it happens; told as written.
  if (SPOT.test(np.phrase)) return { text, np: NOBODY, pred: text, place: np.phrase };
  return { text, np, pred, ...(place ? { place } : {}) };
}

/** "从黄昏到灯火通明": a change of time and nothing else ("从日出到正午不停翻滚" is more). */
const TRANSITION_ONLY = new RegExp(
  `^(?:从)?(?:${TIME_WORDS})(?:时分)?(?:到|变成|转入|进入|过渡到|直到)(?:${TIME_WORDS}|灯火通明|华灯初上|万家灯火)(?:时分)?$`,
);
function isTransition(text: string): boolean {
  return findTransition(text) !== undefined && TRANSITION_ONLY.test(text);
}

/** "如何冲一杯手冲咖啡", "教你做…": a how-to names its steps, not a doer. */
const HOW_TO = /^(?:如何|怎么|怎样|教你|手把手教你|一步步)/;

/**
 * A clause that opens with its predicate. "刚出锅的小笼包冒着热气" opens with an adverb inside a
 * noun phrase: the noun phrase ends at a 的 after which a new predicate starts. "刚出锅的小笼包"
 * alone may be either a noun or an action ("指向身后的灯火"); the reader decides by position.
 */
function verbFirst(raw: string): Clause {
  const text = raw.replace(HOW_TO, '');
  let de = text.indexOf('的');
  while (de !== -1) {
    const rest = text.slice(de + 1);
    const at = predicateStart(rest);
    // ("坐在重庆的轻轨上穿过居民楼": "…的轻轨上" is where one sits, no one's name.)
    const where = /[上里中内旁边]$/.test(rest.slice(0, at));
    // ("坐在窗边的女孩看书": one sitting somewhere, named by it, is still who reads.)
    const posture = /^(?:坐在|站在|躺在|蹲在|靠在|趴在)/.test(text);
    if (at > 0 && !where && (posture || !LOCATIVE.test(text.slice(0, de)))) {
      const np = nounPhrase(text.slice(0, de + 1 + at));
      if (np) return { text, np, pred: rest.slice(at) };
    }
    de = text.indexOf('的', de + 1);
  }
  const place = placeAfterZai(text);
  // "开箱一台新买的相机" is an action on a thing: a counted object is no modifier, and it is
  // what the clip shows when nothing else is named.
  const counted = COUNTED.exec(text);
  const verb = VERBS.find((word) => text.startsWith(word));
  const after = verb ? text.slice(verb.length).replace(/^[了着过]/, '') : '';
  // "飞过张家界的石柱群": what the verb acts on, when nothing else is named.
  const object = counted
    ? counted.index > 0
      ? nounPhrase(text.slice(counted.index).replace(LOCATIVE, ''))
      : undefined
    : after !== '' && predicateStart(after) === -1 && !LOCATIVE.test(after)
      ? nounPhrase(after)
      : undefined;
  // "刚出锅的小笼包", "穿着汉服的女孩", "会飞的猫": a noun with a short modifier of state.
  const modifier = text.slice(0, text.indexOf('的'));
  const stative = /^(?:刚|刚刚|正在|新|才|被|会|能)|^\p{Script=Han}着/u.test(modifier);
  const noun =
    text.includes('的') && stative && modifier.length <= 6 ? nounPhrase(text) : undefined;
  return {
    text,
    pred: text,
    ...(place ? { place } : {}),
    ...(noun ? { noun } : {}),
    ...(object ? { object } : {}),
  };
}

/** A counted noun ("一台", "两只"): the object of the verb before it. */
const COUNTED =
  /[一两几](?:只|个|位|名|辆|杯|瓶|台|块|片|条|头|匹|朵|棵|座|艘|架|盏|碗|盘|张|家|扇|枚|根|颗|支|串|双|部|份|款|套|件|袋|盒)/;

const NOBODY: Subject = { phrase: '', head: '', plural: false, kind: 'person', lang: 'zh' };

/** A clause says a line; whoever speaks is a person ("小明对小红说"). */
function speaks(clause: Clause, line: string): void {
  clause.line = line;
  if (clause.np && clause.np !== NOBODY && clause.np.kind === 'object') {
    clause.np = { ...clause.np, kind: 'person' };
  }
}

/** Split a text into clauses; a quoted line goes to the clause just before it. */
/** Doings a cook lists that read as nouns elsewhere (拉面 is also the noodles). */
const COOK_STEPS =
  /^(?:拉面|甩面|抻面|揉面|和面|擀面|切菜|备菜|下锅|出锅|装盘|摆盘|收网|撒网|打蛋|磕蛋|摊饼|刷酱|卷饼|切葱|洗菜)$/;

/** "师傅拉面": a cook and the step they take (拉面 here is the pulling, not the noodles). */
function cookStep(part: string): Clause | undefined {
  const match = /^(\p{Script=Han}{1,4}?)(拉面|甩面|抻面|揉面|和面|擀面)$/u.exec(part);
  const np = match?.[1] ? nounPhrase(match[1]) : undefined;
  return match?.[2] && np?.kind === 'person' ? { text: part, np, pred: match[2] } : undefined;
}

/** "揉面、拉面、下锅": doings listed with 、 are one after another, a clause each. */
function doingsListed(part: string): string[] {
  if (!part.includes('、')) return [part];
  const items = part.split('、');
  const doing = (item: string) => COOK_STEPS.test(item) || predicateStart(item) === 0;
  // (The first may carry its doer: "店员摇奶茶、封口、递给顾客".)
  const [first = '', ...rest] = items;
  return (doing(first) || predicateStart(first) > 0 || cookStep(first) !== undefined) &&
    rest.length > 0 &&
    rest.every(doing)
    ? items
    : [part];
}

function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  const QUOTE = /[“"「『]([^”"」』]*)[”"」』]/g;
  let last = 0;
  // "“你是谁？”女孩颤抖着问": a line with no speaker before it waits for a speech after it.
  let pending: string | undefined;
  const addText = (piece: string) => {
    // ("竖屏9:16": a frame's ratio is no clause break, and no one in it.)
    const unratioed = piece.replace(/\d{1,2}\s*[:：]\s*\d{1,2}/g, '');
    for (const part of unratioed.split(/[。！？!?；;\n，,：:]/).flatMap(doingsListed)) {
      const trimmed = part.replace(/\s+/g, '');
      if (trimmed === '') continue;
      // (A cook's step listed on its own is a doing, never the noodles: 拉面 after 揉面.)
      const clause = COOK_STEPS.test(trimmed)
        ? { text: trimmed, pred: trimmed }
        : (cookStep(trimmed) ?? readClause(trimmed));
      if (pending !== undefined && SAY.test(clause.pred)) speaks(clause, pending);
      pending = undefined;
      clauses.push(clause);
    }
  };
  for (const match of text.matchAll(QUOTE)) {
    const before = text.slice(last, match.index);
    const line = (match[1] ?? '').trim();
    // The clause that says the line is the last one before it, unless a full stop ends it.
    const ended = /[。！？!?；;]\s*$/.test(before) || (before.trim() === '' && last > 0);
    addText(before);
    const speaker = ended ? undefined : clauses.at(-1);
    // "他笑了笑：“…”": a line after a colon is said, whatever the verb before it.
    const colon = /[：:]\s*$/.test(before);
    if (speaker && line !== '') {
      if (TAGLINE.test(speaker.text)) speaker.caption = line;
      else if (speaker.pred === '' || SAY.test(speaker.pred) || colon) speaks(speaker, line);
      else speaker.caption = line;
    } else if (
      line !== '' &&
      /^\p{Script=Han}/u.test(text.slice((match.index ?? 0) + match[0].length))
    ) {
      // Only a speech right after the line says it ("“你是谁？”女孩问", not "“…”，大叔说：“…”").
      pending = line;
    }
    last = (match.index ?? 0) + match[0].length;
  }
  addText(text.slice(last));
  return clauses;
}

export interface ChineseReading {
  subject?: Subject;
  actions: Action[];
  place?: string;
}

const alive = (s: Subject | undefined) =>
  s !== undefined && (s.kind === 'person' || s.kind === 'animal' || s.kind === 'viewer');
/** The same one, named again ("少女" after "白衣少女", "老木匠" after "七十岁的老木匠"). */
// ("女儿" is one of "母亲和女儿", not the pair: her line is hers.)
const same = (a: Subject, b: Subject) =>
  a.phrase !== '' &&
  !(/[和与跟]/.test(b.phrase) && !/[和与跟]/.test(a.phrase)) &&
  (b.phrase.endsWith(a.phrase) || a.phrase.endsWith(b.phrase) || a.head === b.head);
const VIEWER: Subject = { phrase: '你', head: '你', plural: false, kind: 'viewer', lang: 'zh' };
const VLOGGER: Subject = {
  phrase: '博主',
  head: '博主',
  plural: false,
  kind: 'person',
  lang: 'zh',
};
const PRONOUN = /^(?:他|她|它|他们|她们|它们)$/;
const POV_LABEL = /第一人称|第一视角|主观视角|主观镜头|POV/i;
/** Genre and format words a label or a description may be made of: never a subject. */
const GENRE =
  /^(?:恐怖片?|惊悚片?|科幻片?|白板|手绘|古风|国风|悬疑|治愈|武侠|仙侠|喜剧|爱情|动作片|纪录片|产品|美食|旅行|旅拍|竖屏|横屏|短视频|循环|二次元|动漫|卡通|水墨|赛博朋克|复古|电影感|氛围感|MV|mv)$/;

/** The noun a label names ("保温杯广告" → 保温杯), or the viewer for a POV label. */
function labelSubject(label: string | undefined): Subject | undefined {
  if (!label) return undefined;
  if (POV_LABEL.test(label)) return VIEWER;
  // ("抖音科普口播开头：“…”": a talking-head line is said by the one who posts it.)
  if (/口播/.test(label)) return VLOGGER;
  const noun = label.replace(META_TAIL, '').replace(META_TAIL, '');
  if (noun === '' || noun === label) return undefined;
  const np = nounPhrase(noun);
  // "讲解视频", "测评视频": a doing is no thing to film.
  if (predicateStart(noun) === 0) return undefined;
  return np && !META_ONLY.test(np.phrase) && !GENRE.test(np.phrase) ? np : undefined;
}

/**
 * What a description names, with format and time words left out ("上海外滩延时摄影" → 上海外滩,
 * "赛博朋克风格的重庆夜景" → 重庆, "古镇街头的旅行记录" → 古镇街头).
 */
function describedThing(text: string): Subject | undefined {
  const strip = (part: string) =>
    part.replace(META_TAIL, '').replace(META_TAIL, '').replace(TIME_TAIL, '');
  const usable = (np: Subject | undefined) =>
    np && !META_ONLY.test(np.phrase) && !GENRE.test(np.phrase) ? np : undefined;
  const de = text.lastIndexOf('的');
  const after = de === -1 ? text : text.slice(de + 1);
  // "海上日出": where the light rises, a place rather than a subject.
  if (/^\p{Script=Han}{1,2}[上中里]$/u.test(strip(text))) return undefined;
  // "赛博朋克风格的重庆": a look before 的 is no part of the thing.
  const look = de === -1 ? '' : text.slice(0, de);
  if (look !== '' && (look !== strip(look) || GENRE.test(look))) {
    return usable(nounPhrase(strip(after))) ?? usable(nounPhrase(strip(look)));
  }
  if (de !== -1 && strip(after) !== after) {
    return usable(nounPhrase(strip(after))) ?? usable(nounPhrase(strip(text.slice(0, de))));
  }
  return usable(nounPhrase(strip(text)));
}

/** A person named inside earlier words ("采访一位老渔民，他说"), for a later 他/她. */
function personIn(text: string): Subject | undefined {
  const bare = text.replace(/^(?:采访|拍摄|跟拍|记录|介绍)/, '');
  // ("采访一位景德镇制瓷老师傅": after a counter of one, the whole name up to the trade is theirs.)
  const counted = new RegExp(
    `^(?:一)?[位个名](\\p{Script=Han}{1,10}?(?:${PERSON.source}))`,
    'u',
  ).exec(bare);
  if (counted?.[1]) {
    const whole = nounPhrase(counted[1]);
    if (whole?.kind === 'person') return whole;
  }
  const match = PERSON_INSIDE.exec(bare);
  // ("一位外卖小哥": the counter's 位 is no part of the name.)
  const np = match ? nounPhrase(match[0].replace(/^[位个名只]/u, '')) : undefined;
  return np && np.kind === 'person' && !PRONOUN.test(np.phrase) ? np : undefined;
}

const FEMALE = /女|妈|母|姐|妹|婆|奶|姥|姑|娘|妻|妃|后|姨|婶|她/;
const MALE = /男|爸|父|哥|弟|爷|公|叔|伯|夫|郎|子$|他/;
/** Whether a person's word says she or he ("女主" she, "父亲" he), or neither. */
const genderOf = (phrase: string): 'f' | 'm' | undefined =>
  FEMALE.test(phrase) ? 'f' : MALE.test(phrase) ? 'm' : undefined;

/** Every person named in earlier words, in order (for a 她 after "男主…女主家…"). */
function peopleIn(text: string): Subject[] {
  const re = new RegExp(PERSON.source, 'gu');
  const found: Subject[] = [];
  for (const match of text.matchAll(re)) {
    const np = nounPhrase(match[0]);
    if (np?.kind === 'person' && !PRONOUN.test(np.phrase)) found.push(np);
  }
  return found;
}

/**
 * Whom 他 or 她 stands for: the last one alive if nothing says otherwise; a 她 after a man is
 * the last woman named ("男主站在女主家楼下。……她沉默了一会儿" is 女主).
 */
function resolvePronoun(
  pronoun: string,
  lastAlive: Subject | undefined,
  before: string,
): Subject | undefined {
  const want = pronoun.startsWith('她') ? 'f' : pronoun.startsWith('他') ? 'm' : undefined;
  if (!want) return lastAlive ?? personIn(before);
  // ("顾客说：“…”他笑着说": 他 is the 小哥 named before, not the customer of no known sex.)
  if (lastAlive && genderOf(lastAlive.phrase) === want) return lastAlive;
  const people = peopleIn(before);
  const matched = people.findLast((person) => genderOf(person.phrase) === want);
  if (matched) return matched;
  if (lastAlive && genderOf(lastAlive.phrase) !== (want === 'f' ? 'm' : 'f')) return lastAlive;
  return people.findLast((person) => genderOf(person.phrase) === undefined) ?? lastAlive;
}

/** Ways of moving through a place: with no one named, the viewer moves. */
const BODY_ZH = /^(?:骑|走|跑|逛|漫步|散步|开车|驾车|划船|爬|登|游|滑|穿过|穿梭|兜风|徒步)/;

/** Doings of hands: a thing before them does not do them ("撒上", "倒入", "切开"). */
const HANDS =
  /^(?:撒|放|倒|切|夹|拿|加|淋|翻|搅|拌|盛|装|递|剥|捏|揉|擀|包|摆|插|挤|刷|抹|涂|打开|拆|撕|按|拧|舀|浇|铺|卷|叠|折)/;

/** Doings only someone does: keeping silent, speaking, laughing, nodding. */
const PERSON_DOING =
  /^(?:沉默|说|问|回答|答道|笑|哭|叹|点头|摇头|低头|抬头|转身|回头|皱眉|冷笑|苦笑|愣|哽咽|犹豫)/;

/** What a thing does by itself: turn, float, light up. */
const SELF_MOTION = /^(?:缓缓|慢慢|轻轻)?(?:旋转|转动|转圈|漂浮|悬浮|亮起|闪烁|发光|升起)/;

/** Words for the camera or the frame: never what the clip is about ("镜头缓缓推进"). */
/** Light and reflections a place is seen by: 霓虹、江面、倒影. (Lights coming on are a doing.) */
const PLACE_LIGHT = /^(?:霓虹(?:灯)?|江面|水面|湖面|河面|倒影|夜色|星光|月光)$/;

const CAMERA_NOUN = /^(?:镜头|画面|摄像机|机位|视角|焦点|背景|前景)$/;
/** What moves when a clause moves the camera (镜头缓缓推近). */
const CAMERA_MOVER = /^(?:镜头|摄像机|机位|运镜)$/;

/** The clauses of a Chinese idea read in order: who the idea follows and what each does. */
/** "深夜独自在医院走廊": being alone needs someone, even when no one is named. */
const LONE: Subject = { phrase: '一个人', head: '人', plural: false, kind: 'person', lang: 'zh' };

/** A description that is only a place, a time or weather ("赛博朋克城市雨夜", "深夜的老宅"). */
const SCENE_ONLY =
  /(?:城市|都市|街头|街道|街|巷子|小巷|夜景|雨夜|夜晚|夜里|深夜|清晨|黄昏|傍晚|午后|老宅|古宅|废墟|森林|山谷|海边|湖边|天空)$/;
function sceneOnly(still: Subject): boolean {
  return still.kind === 'place' || SCENE_ONLY.test(still.phrase);
}

function readAll(text: string, label?: string) {
  const clauses = clausesOf(text);
  const first = clauses.find((clause) => clause.pred !== '');
  // "深夜独自在家，走廊尽头的门慢慢打开": being home alone is where the door opens, not a doing.
  const aloneAt = /^(?:独自|孤身|一个人)(?:待)?在(家|家里|屋里|房间里?|宿舍|公寓)$/.exec(
    first?.pred ?? '',
  );
  const laterActor = clauses.some((clause) => clause !== first && clause.np && clause.pred !== '');
  if (first && !first.np && aloneAt?.[1] && laterActor) {
    first.place ??= aloneAt[1];
    first.pred = '';
  } else if (
    first &&
    !first.np &&
    !POV_LABEL.test(label ?? '') &&
    /^(?:独自|孤身|一个人)/.test(first.pred)
  )
    first.np = LONE;
  // "尽头有个穿白衣服的小孩", "尽头站着一个小女孩，背对着镜头": someone there is someone
  // standing (or sitting) there, described in full.
  for (const clause of clauses) {
    // ("发现门口站着一个没有脸的人": what is seen there; 发现 is no part of the place.)
    const there = SOMEONE_THERE.exec(clause.pred.replace(SEEING, ''));
    const described = there?.[3] ?? '';
    const who =
      (!clause.np || clause.np === NOBODY) && described !== ''
        ? nounPhrase(
            described.includes('的') ? described.slice(described.lastIndexOf('的') + 1) : described,
          )
        : undefined;
    if (who && alive(who)) {
      const how = there?.[2] === '坐着' ? '坐在' : there?.[2] === '蹲着' ? '蹲在' : '站在';
      const turned = there?.[4] ? '，背对着镜头' : '';
      clause.np = { ...who, phrase: described };
      clause.pred = `${there?.[1] ? `${how}${there[1]}` : `${how}那里`}${turned}`;
    }
  }
  // "偷吃桌上的鱼被主人发现": being caught is the next event, not part of the eating.
  for (let i = 0; i < clauses.length; i += 1) {
    const clause = clauses[i] as Clause;
    const caught = CAUGHT.exec(clause.pred);
    if (caught?.[1] && caught[2]) {
      clause.pred = caught[1];
      clauses.splice(i + 1, 0, { text: caught[2], pred: caught[2] });
      i += 1;
    }
  }
  for (const clause of clauses) {
    // "深夜的出租屋里": a place on its own is where it happens, not a doing.
    const placeOnly = PLACE_ONLY.exec(clause.pred);
    if (
      !clause.np &&
      placeOnly?.[1] &&
      !/^(?:走|跑|进|坐|站|躺|看|来|去|在|躲|藏|钻|跳|掉|落)/.test(placeOnly[1])
    ) {
      clause.place ??= placeOnly[1];
      clause.pred = '';
    }
    // "师傅拉面的特写": the master pulls the noodles (拉面 is a noun elsewhere).
    const pulls =
      /^(\p{Script=Han}{0,4}?(?:师傅|大厨|厨师|面点师|咖啡师))(拉面|甩面|抻面|揉面|拉花)$/u.exec(
        clause.pred || clause.text,
      );
    if (pulls?.[1] && pulls[2] && (!clause.np || clause.np.phrase === clause.text)) {
      clause.np = nounPhrase(pulls[1]);
      clause.pred = pulls[2];
    }
    // "冰美式咖啡在阳光下慢慢融化的冰块": the doing describes the noun after 的, which does it
    // (in the thing named first). ("…晒太阳的样子" is a picture, not a noun that acts.)
    const owned = DESCRIBED_NOUN.exec(clause.pred);
    const owner = clause.np;
    if (owner?.kind === 'object' && owned?.[1] && owned[2] && !FRAME_NOUN.test(owned[2])) {
      const thing = predicateStart(owned[2]) === -1 ? nounPhrase(owned[2]) : undefined;
      if (thing?.kind === 'object' && predicateStart(owned[1]) !== -1) {
        const inside = /咖啡|美式|拿铁|茶|酒|饮|汤|水$/.test(owner.phrase) ? '里' : '';
        clause.np = { ...thing, phrase: `${owner.phrase}${inside}的${owned[2]}` };
        clause.pred = owned[1];
      }
    }
    // "镜子里的自己突然眨了眼睛": the one in the mirror does it.
    const mirrored = MIRRORED.exec(clause.pred);
    if (!clause.np && mirrored?.[1] && mirrored[2]) {
      clause.np = { phrase: mirrored[1], head: '倒影', plural: false, kind: 'object', lang: 'zh' };
      clause.pred = mirrored[2];
    }
  }
  // "店员一个人在整理货架": alone is how they do it, not part of who they are.
  for (const clause of clauses) {
    const alone =
      clause.np && clause.pred !== '' ? /^(.{2,}?)(?:一个人|独自)$/u.exec(clause.np.phrase) : null;
    if (clause.np && alone?.[1]) {
      const np = nounPhrase(alone[1]);
      if (np) clause.np = np;
    }
  }
  // "女人沉默片刻，回答：“…”": 回答 alone is the answering, not someone called 回答.
  for (const clause of clauses) {
    if (clause.np && clause.pred === '' && SAID_ALONE.test(clause.np.phrase)) {
      clause.pred = clause.np.phrase;
      delete clause.np;
    }
  }
  // "只有一盏灯还亮着": the one lamp still lit does it, not the subject of the clip.
  for (const clause of clauses) {
    const only = ONLY_ONE.exec(clause.pred);
    if (!clause.np && only?.[2]) {
      clause.np = nounPhrase(`${only[1] ?? ''}${only[2]}`);
      clause.pred = `${only[3]?.startsWith('还') ? '' : '还'}${only[3] ?? ''}`;
    }
  }
  // "白衣飘飘": clothes that flutter are a picture of the one who moves, no event of their own.
  for (const clause of clauses) {
    if (
      /^(?:飘飘|飘扬|翻飞|飞扬|猎猎)$/.test(clause.pred) &&
      /衣|袂|发|裙|袖|披风|斗篷/.test(clause.np?.phrase ?? '')
    )
      clause.pred = '';
  }
  const pov = POV_LABEL.test(label ?? '');
  const acts = (clause: Clause) => clause.pred !== '' || clause.line !== undefined;
  // Where: a place named before or in the first event, not one of a later one's ("茶叶在杯中").
  let place: string | undefined;
  for (const clause of clauses) {
    place ??= clause.place;
    if (acts(clause)) break;
  }

  // The subject: the first one alive that does something; else what the first description
  // names ("刚出锅的小笼包，筷子轻轻一夹": the dumpling, not the chopsticks); else the first
  // thing that does something; else what a verb-first clause acts on ("开箱一台相机").
  let still: Subject | undefined;
  let actor: Subject | undefined;
  let object: Subject | undefined;
  /** "平底锅里煎一个溏心蛋，蛋白慢慢凝固": the egg named first is the subject, not its white. */
  let objectFirst = false;
  const before: string[] = [];
  /** After a clause with no one named, only someone alive takes the clip ("…，热气腾腾，一群朋友举杯"). */
  let aliveOnly = false;
  for (const clause of clauses) {
    const noun = clause.np ?? (still === undefined && !pov ? clause.noun : undefined);
    if (aliveOnly && !(acts(clause) && clause.np && clause.np !== NOBODY && alive(clause.np))) {
      continue;
    }
    if (noun && noun !== NOBODY && !actor && (!acts(clause) || clause.noun === noun)) {
      const thing = describedThing(clause.text);
      if (thing?.kind === 'place') place ??= thing.phrase;
      if (thing && !CAMERA_NOUN.test(thing.phrase)) still ??= thing;
      if (clause.noun === noun && clause.line === undefined) clause.pred = '';
      before.push(clause.text);
      continue;
    }
    before.push(clause.text);
    if (!acts(clause)) continue;
    object ??= clause.object;
    if (object && !actor) objectFirst = true;
    const np = clause.np;
    // "远处传来脚步声": where a sound comes from is no one doing anything.
    if (!np || np === NOBODY || CAMERA_NOUN.test(np.phrase) || WHERE_FROM.test(np.phrase)) {
      if (!np && (actor || still || object)) {
        if (actor) break;
        aliveOnly = true;
      }
      continue;
    }
    // "一个机器人在雨中卖花……它把花递给": 它 is the one already doing things.
    const found = PRONOUN.test(np.phrase)
      ? np.phrase.startsWith('它') && actor
        ? actor
        : (personIn(before.slice(0, -1).join('，')) ?? { ...np, kind: 'person' as const })
      : np;
    // "铁锅爆炒，师傅颠勺": a thing's doing first, then someone alive; the clip follows them.
    actor ??= found;
    if (alive(found)) {
      // ("渡轮缓缓驶入码头，海鸥在船尾盘旋": the gulls are around the ferry the clip follows.)
      const around =
        actor !== found &&
        found.kind === 'animal' &&
        /(?:船|渡轮|轮渡|游轮|火车|列车|轻轨|高铁|飞机|飞船|汽车|卡车)$/.test(actor.phrase);
      if (!around) actor = found;
      break;
    }
  }
  // "清晨骑电动车沿着洱海兜风，风把头发吹乱": riding with no one named is the viewer's ride.
  const firstAct = clauses.find(acts);
  const rides =
    !pov &&
    !alive(actor) &&
    !still &&
    firstAct !== undefined &&
    (!firstAct.np || firstAct.np === NOBODY) &&
    BODY_ZH.test(firstAct.pred);
  if (rides) return readAll(text, `第一人称${label ?? ''}`);
  // ("竖屏vlog：早上七点起床，做早餐，出门赶地铁": a day told with no one named is the vlogger's.)
  const clock = /^(?:[一二三四五六七八九十两\d]+点(?:半|钟)?)$/;
  const unnamed = (clause: Clause) =>
    !clause.np || clause.np === NOBODY || clock.test(clause.np.phrase);
  const ownDay =
    !pov &&
    !alive(actor) &&
    firstAct !== undefined &&
    unnamed(firstAct) &&
    /vlog|日常|一天/i.test(`${label ?? ''}${text}`) &&
    /^(?:起床|醒来|洗漱|刷牙|出门|下班|上班|通勤|赶地铁|化妆|吃早餐|做早餐|晨跑|跑步|健身)/.test(
      firstAct.pred,
    );
  if (ownDay)
    for (const clause of clauses) if (acts(clause) && unnamed(clause)) clause.np = VLOGGER;
  const fromLabel = !still && !actor && !object && !pov;
  let subject: Subject | undefined;
  // "第一人称：我推开教室的门": the viewer is whoever the idea says, 我 or 你.
  const me = clauses.find((clause) => clause.np?.phrase === '我' || clause.text.startsWith('我'));
  if (pov) subject = me ? { ...VIEWER, phrase: '我', head: '我' } : VIEWER;
  else if (actor && !alive(actor) && objectFirst && object) subject = object;
  // "赛博朋克城市雨夜，一辆飞车穿过霓虹灯": a place or a night named first is where the thing
  // that acts does it; the flying car is the subject.
  // ("雨夜的上海外滩，霓虹倒映在地面上": neon, lights and a river's face are how the place looks,
  // never the clip's subject instead of it.)
  else if (actor && (alive(actor) || !still || (sceneOnly(still) && !PLACE_LIGHT.test(actor.head))))
    subject = actor;
  else subject = still ?? actor ?? labelSubject(label) ?? object;
  if (ownDay) subject = VLOGGER;
  // ("航拍桂林山水，渔夫撑竹筏": the landscape named first is where the fisherman poles.)
  if (
    actor &&
    still &&
    (still.kind === 'place' ||
      sceneOnly(still) ||
      (alive(actor) &&
        /(?:山水|山|湖|江|河|海|城|镇|村|街|巷|景|园|林|谷|原|岛|湾|滩)$/.test(still.phrase))) &&
    subject !== still
  )
    place ??= still.phrase;

  const actions: Action[] = [];
  // Who a clause without its own noun belongs to: the last one alive, else the last thing
  // that did something itself ("一颗种子在土里发芽，长成一棵大树"); a thing only described or
  // acted on does nothing ("一杯奶茶，倒入热水": someone pours).
  const fromObject = subject !== undefined && subject === object;
  let lastAlive: Subject | undefined =
    alive(subject) && !fromLabel && !fromObject ? subject : undefined;
  let lastActor: Subject | undefined = subject === actor ? actor : undefined;
  let lastAny: Subject | undefined = fromLabel || fromObject ? undefined : subject;
  const said: string[] = [];
  let camera = false;
  let asked: Subject | undefined;
  for (const clause of clauses) {
    said.push(clause.text);
    if (!acts(clause)) continue;
    // "镜头缓缓推近": the camera's move is the Camera line's, never a beat, and no one a
    // later 它 can mean.
    // "镜头从天空缓缓下降，落在小村庄上": the clauses after it with no one of their own go on
    // with the camera. (画面切到她在海边奔跑 is a cut to an action, which stays.)
    if (clause.np && CAMERA_MOVER.test(clause.np.phrase)) {
      camera = true;
      continue;
    }
    if (clause.np) camera = false;
    else if (camera) continue;
    let who: Subject | undefined = clause.np;
    // "在东京街头的夜市里一边走": where it happens, read as a noun, is no one doing it; nor is
    // which bite or which time ("第一口皱眉，第二口竖起大拇指").
    const where = who && NOT_A_DOER.test(who.phrase) ? who.phrase : '';
    if (where) who = undefined;
    if (who && PRONOUN.test(who.phrase)) {
      // "记者问一位外卖小哥“…”他笑着说": he is the one asked, not the one asking.
      const named = who.phrase.startsWith('它')
        ? lastAny
        : (asked ?? resolvePronoun(who.phrase, lastAlive, said.slice(0, -1).join('，')));
      who = named ?? { ...who, kind: who.phrase.startsWith('它') ? 'animal' : 'person' };
    }
    if (who && pov && /^(?:你|我)$/.test(who.phrase)) who = subject ?? VIEWER;
    // ("第一人称视角，跳伞从飞机舱门跃出": 跳伞 is what you are doing, not someone.)
    if (
      who &&
      pov &&
      /^(?:跳伞|滑雪|冲浪|潜水|骑行|骑车|蹦极|滑翔|攀岩|跑酷|速降)$/.test(who.phrase)
    )
      who = subject ?? VIEWER;
    // "阿杰沉默了一会儿，说：…": a name that keeps silent or speaks is someone (whose line
    // the next clause goes on with).
    if (who?.kind === 'object' && PERSON_DOING.test(clause.pred)) who = { ...who, kind: 'person' };
    // "蛋白慢慢凝固，撒上一点黑胡椒": a thing does not sprinkle; someone's hands do.
    // "电动牙刷广告，360度旋转展示": a thing that turns, floats or lights up does it itself.
    const itself = SELF_MOTION.test(
      clause.pred.replace(/^(?:\d+|[一二三四五六七八九十百]+)(?:度|圈)/, ''),
    );
    who ??=
      lastAlive ??
      (HANDS.test(clause.pred) ? undefined : lastActor) ??
      (itself ? (lastAny ?? subject) : undefined) ??
      (pov ? VIEWER : undefined);
    const spoken = clause.line !== undefined;
    const caption = clause.caption ? `“${clause.caption}”` : '';
    const verb = spoken
      ? `${where}${clause.pred === '' ? '说' : clause.pred}：“${clause.line}”`
      : `${where}${clause.pred}${caption}`;
    if (who === undefined) actions.push({ verb, rest: '', who: NOBODY });
    else if (subject && who !== NOBODY && same(who, subject)) actions.push({ verb, rest: '' });
    else actions.push({ verb, rest: '', who });
    if (who && who.phrase !== '') {
      lastAny = who;
      lastActor = who;
      if (alive(who)) lastAlive = who;
    }
    const question =
      /^问(?:了)?(?:一位|一个|这位|那位|位)?(\p{Script=Han}{2,6}?)(?=“|：|，|$)/u.exec(
        clause.pred,
      )?.[1];
    const person = question ? nounPhrase(question) : undefined;
    if (person?.kind === 'person') asked = person;
    // "白狐在竹林里化成少女，回头一笑": after it turns into someone, that one goes on.
    const became = /(?:化成|变成|化作|变为|化为|化身为?)(\p{Script=Han}{1,6})$/u.exec(clause.pred);
    const into = became?.[1] ? nounPhrase(became[1]) : undefined;
    if (into && alive(into)) [lastAny, lastActor, lastAlive] = [into, into, into];
  }
  return { subject, actions: together(actions), place, clauses };
}

/** "…慢慢融化的冰块": a doing, 的, and the noun it describes. */
// (Only a doing with no object of its own, 融化 or 飘落, describes the noun: "传来孩子的笑声"
// is the laughter of a child, heard.)
const DESCRIBED_NOUN =
  /^((?:在\p{Script=Han}{1,8}?[下里上中])?(?:慢慢|缓缓|正在|静静|一点点|渐渐)?(?:融化|消融|化开|飘落|落下|滑落|流动|流淌|升起|冒出|旋转|转动|燃烧|闪烁|发光|绽放|盛开|凋零|沸腾|翻滚|跳动|摇曳|飘动|晃动|滴落|凝结|漂浮|坠落))的(\p{Script=Han}{1,4}?)(?<![上里中下边旁前后外内])$/u;
/** Nouns that name the picture, not a thing in it ("晒太阳的样子", "落下的瞬间"). */
const FRAME_NOUN =
  /样子|画面|瞬间|场景|过程|时候|时刻|感觉|特写|镜头|故事|视频|一幕|一天|日常|模样/;

/** A saying verb on its own, read as a noun ("回答：“…”"). */
const SAID_ALONE = /^(?:回答|答道|回应|反问|追问|补充|接话|应道|说道|问道|回道|答)$/;

/** Words read as a clause's noun that are where or when it happens, not who does it. */
const NOT_A_DOER =
  /^(?:在\p{Script=Han}+[里上中内边旁]|第[一二三四五六七八九十两\d]+[口次下遍眼]|最后一[口次下眼])$/u;

/** "一边拉坯，一边讲…": two doings at once are one beat. */
function together(actions: Action[]): Action[] {
  const out: Action[] = [];
  for (const action of actions) {
    const last = out.at(-1);
    // ("在夜市里一边走，一边吃": where it happens may come first.)
    // ("在夜市里穿行，手里拿着烤串": what is held along the way is no doing of its own.)
    const holding = /^手(?:里|上|中)(?:拿着|握着|端着|捧着|举着|攥着|提着|拎着)/.test(action.verb);
    const sameWho = last?.who?.phrase === action.who?.phrase;
    if (
      last &&
      ((/^(?:在\p{Script=Han}{1,8}?[里上中边])?一边/u.test(last.verb) &&
        /^一边/.test(action.verb) &&
        sameWho) ||
        (holding && (sameWho || action.who?.phrase === '')))
    ) {
      out[out.length - 1] = { ...last, verb: `${last.verb}，${action.verb}` };
    } else out.push(action);
  }
  return out;
}

/** The subject and actions of a Chinese idea. */
/** "第一人称视角骑摩托车…": the viewpoint said inside a clause, not only as its label. */
// (At a clause's start, before the doing: "竖屏第一视角，外卖小哥…" and "博主第一人称带大家…"
// name someone else to follow.)
const POV_SAID =
  /(?<=^|[，,。])(?:以)?(?:第一人称|第一视角|主观)(?:视角|镜头)?(?=[骑走跑穿开飞滑冲爬游推逛看踩划驾])/;

export function readChinese(text: string, label?: string): ChineseReading {
  const inside = !POV_LABEL.test(label ?? '') && POV_SAID.test(text);
  const { subject, actions, place } = inside
    ? readAll(text.replace(POV_SAID, ''), `第一人称${label ?? ''}`)
    : readAll(text, label);
  return {
    ...(subject ? { subject } : {}),
    actions: actions.slice(0, 8),
    ...(place ? { place } : {}),
  };
}

/** Who says a line named after it ("“你是谁？”女孩颤抖着问" → 女孩), or undefined. */
export function chineseSpeakerAfter(after: string): string | undefined {
  if (!/^\p{Script=Han}/u.test(after)) return undefined;
  const { subject, actions, clauses } = readAll(`“…”${after}`);
  const said = clauses.findIndex((clause) => clause.line !== undefined);
  if (said !== 0) return undefined;
  const who = actions[0]?.who ?? subject;
  if (!who || who.phrase === '') return undefined;
  return who.head.length > 1 ? who.head : who.phrase;
}

/**
 * Who says the quoted line that follows `before` ("女儿哭着回答：" → 女儿; "父亲沉默了一会儿，
 * 说：" → 父亲), as the dialogue block names them; undefined when the idea does not say.
 */
export function chineseSpeaker(before: string): string | undefined {
  // A format label ("MV：", "古风动画：") is no part of the story.
  const body = before.replace(/^\s*[^：:“"「\n]{1,12}[：:](?!\s*$)(?!\s*["“「])/, '');
  const { subject, actions, clauses } = readAll(`${body}“…”`);
  const said = clauses.at(-1);
  if (said?.line === undefined) return undefined;
  if (VOICE.test(said.text)) return said.text;
  const last = actions.at(-1);
  const who = last?.who ?? subject;
  if (!who || who.phrase === '') return undefined;
  // "路人被问：" — the one asked does not say the line.
  if (/^被/.test(clauses.at(-1)?.pred ?? '')) return undefined;
  return who.head.length > 1 ? who.head : who.phrase;
}
