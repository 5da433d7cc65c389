/**
 * Reading a Chinese idea: the subject (the words before the first verb or 在/把/从), the actions
 * in order (clauses split at ，、然后/接着), and a place after 在. Word lists, not a parser: what
 * it cannot read with confidence it leaves out.
 */
import type { Action, Subject, SubjectKind } from '../../domain/prompt/plan.ts';
import { segment } from './chinese-words.ts';

/** Verbs, longest first so 跳上 wins over 跳. */
const VERBS =
  `跳上 跳下 跳进 跳入 跳起 走进 走出 走过 走向 走在 跑过 跑向 奔跑 奔向 飞过 飞向 飞越 飞翔 翱翔
  穿过 穿越 穿梭 经过 爬上 爬过 游过 游向 坐在 站在 躺在 倒入 倒进 倒出 拉出 翻动 翻炒 翻面 切开 切下
  品尝 看着 看向 望向 凝视 注视 眺望 回头 转身 微笑 大笑 哭泣 流泪 拥抱 争吵 吵架 对峙 追逐 追着
  打开 拆开 撕开 展示 演示 讲解 介绍 解释 制作 准备 搅拌 冲泡 点燃 吹灭 弹奏 演奏 唱歌 跳舞 起舞 旋转
  滑行 滑过 冲浪 射门 投篮 扣篮 伸懒腰 落下 升起 降落 起飞 融化 绽放 盛开 飘落 流过 溅起 滴落 放飞
  骑着 开着 驾驶 推开 拉开 抱起 拿起 放下 翻阅 编织 拍打 挥舞 舞剑 抬头 低头 收拾 整理 包饺子 擀
  揉面 煎 炒 煮 烤 蒸 炸 吃 喝 走 跑 飞 游 爬 坐 站 躺 跳 看 望 说 唱 笑 哭 拿 抱 推 拉 打 踢 扔 抛 接
  拆 穿 戴 滑 转 摇 点 落 亮 闪 飘 流 溅 滴 揉 搅 倒 翻 切 冲 升 降 燃 掠 跃 奔 扑 钻 撞 握 递 喂 舔 蹭
  趴 蹲 跪 抖 晃 眨 伸 舞 骑 划 写 画 读 擦 洗 扫 种 摘 采 缝 敲 弹 挥 追 逃 咬 叼 放 撒 浇 泡 捏 剥 铺
  沉 沉到 碰撞 等 等待 比 比了个耶 种 种出 讲 晒 晒太阳 打哈欠 做 做饭 回家 放学 停 停在 停下 停靠
  开箱 拆箱 采访 涂 装 倒映 盘旋 穿行 漫步 散步 奔涌 拍 撑 绕过 钻进 端上 颠勺 驶过 驶出 驶向 洒在 洒落 叫 摆动 落在 扣杀
  欢呼 扬起 四散 响起 讲述 尖叫 拆到 比手势 掉出 关上 拧紧 打盹 飞驰 围坐 窜 散射 发生 打败 击败 冲向
  闪烁 亮起 熄灭 升腾 翻滚 撕开 剪开 拆封 晃动 摇晃 搅动 打开 合上 走来 跑来 飞来 游来 爬来 冒出 冒着
  探出 露出 张开 合拢 眨眼 回眸 招手 挥手 点头 摇头 鞠躬 下跪 起身 坐下 躺下 蹲下 跳起 吹 拂 照 洒
  驶 响 讲 敲响 鸣 嘶吼 咆哮 奔腾 涌 溢出 漫过 淹没 冻结 凝结 蒸发 生长 发芽 开花 枯萎 凋零`
    .split(/\s+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);

/** Words that lead a verb phrase: the subject ends before them. */
const MARKERS = ['正在', '沿着', '在', '从', '把', '被', '将', '朝', '向', '用', '是'];

const MARKERS_AND_VERBS = [...MARKERS, ...VERBS];

/** Nouns that hold a verb character: masked before looking for verbs. */
const NOUNS_WITH_VERBS =
  `拿铁 飞船 飞机 飞鸟 跑车 开关 落叶 流星 滑板 跳绳 点心 打火机 烤鸭 炒饭 炸鸡 煎饼 蒸笼 转盘
  看板 抱枕 摇椅 闪电 画面 画布 画家 说唱 唱片 写字楼 飞盘 流水 落日 落花 跑道 游客 游艇 游船 舞台
  舞者 画师 冲浪板 烤肉 烤串 蒸汽 倒影 拉面 拉花 切片 点滴 扫地机器人 雨滴 站台 车站 空间站 飞行员 穿搭
  灯光 光线 亮光 滴水 升降 摆件 笑容 哭声 泡泡 泡面 打工人 放学 转角 弹幕 挥手 看台 吃播 写真 读书人
  装置 涂鸦 冲锋衣 吹风机 落地窗 敲门声 跳伞 旋转木马 摩天轮 过山车 公交站 地铁站 加油站 特写 写意 写实 大特写 拍摄 拍照 摄影 打光 画风 动画 漫画 画质 走廊 滑雪者 滑雪场 跑步机`
    .split(/\s+/)
    .filter(Boolean);

/** Adverbs and particles that sit between a subject and its verb. */
const ADVERBS =
  /(缓缓|慢慢|轻轻|静静|悄悄|独自|自己|正|也|都|又|还|突然|忽然|一边|默默|小心翼翼地|小心地|开心地|慢慢地|轻轻地|静静地|缓缓地|猛地|迅速|快速)$/;

/** Leading counts: "一只", "一位" (one) are dropped; "两个", "一群" (several) are kept. */
const ONE_COUNTER =
  /^(?:一|1)(?:只|个|位|名|辆|杯|瓶|台|块|片|条|头|匹|朵|棵|座|艘|架|盏|碗|盘|把|张|家)/;
const SEVERAL =
  /^(?:两|二|三|四|五|几|许多|很多|一群|一对|一家|一伙|两位|两个|两只|一些)|们|姐妹|兄弟|夫妻|情侣|母女|父子|父女|母子|一家人|朋友们|孩子们/;

const PERSON =
  /人|女孩|男孩|女人|男人|姑娘|小伙|少女|少年|老人|老奶奶|老爷爷|奶奶|爷爷|外婆|外公|妈妈|爸爸|母亲|父亲|姐姐|妹妹|哥哥|弟弟|姐妹|兄弟|孩子|宝宝|婴儿|学生|老师|医生|护士|厨师|咖啡师|面包师|舞者|歌手|乐手|鼓手|吉他手|运动员|宇航员|科学家|侦探|骑士|武士|侠客|剑客|少侠|公主|王子|新娘|新郎|情侣|夫妻|主播|博主|网红|模特|摄影师|画家|工人|农民|渔夫|船长|司机|程序员|上班族|白领|店主|老板|顾客|渔民|村民|居民|市民|路人|店员|大爷|大妈|阿姨|叔叔|木匠|工匠|匠人|师傅|女儿|儿子|游客|旅人|背包客|演员|女侠|道士|和尚|书生|将军|士兵|警察|消防员|快递员|外卖员|妈妈们/;
const ANIMAL =
  /猫|狗|狐狸|狼|熊|鹿|鸟|鹰|猫头鹰|鲸|海豚|鱼|鲤|龟|兔|鼠|松鼠|刺猬|狮|虎|豹|熊猫|大象|长颈鹿|猴|蛙|蛇|龙|麒麟|凤凰|蝴蝶|蜜蜂|蚂蚁|天鹅|鸭|鹅|鸡|马|牛|羊|猪|企鹅|海豹|水獭|柯基|哈士奇|金毛|仓鼠|章鱼|水母|螃蟹|白鹭|鹤|燕子|麻雀|乌鸦|鹦鹉/;

/** Words that hold an animal's character but name a thing (木马 is no horse). */
const NOT_ANIMALS =
  /木马|马路|马桶|马拉松|马赛克|斑马线|熊猫眼|猫眼|狗粮|鸡蛋|鸡尾酒|牛奶|牛仔|龙头|凤梨|蛇形/g;

/** A person named inside a clause ("一位老渔民"), for a later 他/她. */
const PERSON_PHRASE = new RegExp(
  `(?:一位|一个|一名)?\\p{Script=Han}{0,3}?(?:${PERSON.source})`,
  'u',
);

/** "凌晨三点骑车…": a clock time at the start of a clause is when, not who. */
const LEADING_TIME =
  /^(?:凌晨|清晨|早上|上午|中午|下午|傍晚|晚上|深夜|半夜)?[一二三四五六七八九十两\d]{1,3}点(?:半|钟|多)?/;

/** A clause that only says when ("凌晨三点", "夜晚"): never a subject or an action. */
const TIME_CLAUSE =
  /^(?:凌晨|清晨|早上|傍晚|黄昏|夜晚|深夜|白天|中午|午后|下午|晚上|雨夜|雪夜|月夜)[^的]*$/;
/** Weather and light clauses without a verb of their own ("霓虹闪烁" has one). */
const NOT_ACTION = /^(?:雨|雪|雾|风|天空|霓虹)/;

function mask(text: string): string {
  let masked = text;
  for (const noun of NOUNS_WITH_VERBS) {
    if (masked.includes(noun)) masked = masked.split(noun).join('＿'.repeat(noun.length));
  }
  return masked;
}

/** The first position (≥ 1) where a verb or a marker starts, and what starts there. */
function firstVerb(clause: string): number {
  const masked = mask(clause);
  // A one-character verb or marker counts only where a word starts (用 in 信用卡, 缝 in 无缝 do not).
  const starts = new Set(segment(clause).words.map((word) => word.index));
  let best = -1;
  for (const word of MARKERS_AND_VERBS) {
    let at = masked.indexOf(word, 1);
    while (at !== -1 && word.length === 1 && !starts.has(at)) at = masked.indexOf(word, at + 1);
    if (at !== -1 && (best === -1 || at < best)) best = at;
  }
  return best;
}

/** Whether a clause opens with a verb that is its whole first word (滑 in 滑雪者 is not). */
function startsWithVerb(piece: string): boolean {
  const masked = mask(piece);
  const first = segment(piece).words[0]?.word ?? '';
  return VERBS.some((verb) => masked.startsWith(verb) && first.length <= verb.length);
}

function hasVerb(piece: string): boolean {
  const masked = mask(piece);
  return VERBS.some((verb) => masked.includes(verb));
}

function subjectOf(raw: string): Subject | undefined {
  let phrase = raw
    .trim()
    .replace(ADVERBS, '')
    .replace(ADVERBS, '')
    .trim()
    .replace(/^(?:深夜|凌晨|清晨|夜晚|雨夜|雪夜|黄昏|傍晚|清早|午后)的/, '');
  phrase = phrase.replace(ONE_COUNTER, '');
  if (phrase === '' || phrase.length > 14 || !/^[\p{Script=Han}A-Za-z0-9·]+$/u.test(phrase)) {
    return undefined;
  }
  const head = phrase.includes('的') ? phrase.slice(phrase.lastIndexOf('的') + 1) : phrase;
  const kind: SubjectKind =
    phrase === '你' || phrase === '我'
      ? 'viewer'
      : ANIMAL.test(head.replace(NOT_ANIMALS, ''))
        ? 'animal'
        : PERSON.test(head)
          ? 'person'
          : 'object';
  return {
    phrase,
    head: head.length > 0 ? head : phrase,
    plural: SEVERAL.test(raw) || SEVERAL.test(phrase),
    kind,
    lang: 'zh',
  };
}

export interface ChineseReading {
  subject?: Subject;
  actions: Action[];
  place?: string;
}

const LOCATIVES = '里中上下旁边前外内间底顶';

/** "在空间站窗边看着…": the place is the longest 在 phrase that ends in a locative and leaves a verb. */
function placePhrase(text: string): { place: string; length: number } | undefined {
  if (!text.startsWith('在')) return undefined;
  for (let end = Math.min(text.length - 1, 16); end >= 2; end -= 1) {
    const last = text[end - 1] ?? '';
    if (!LOCATIVES.includes(last) || /[，。；！？、]/.test(text.slice(1, end))) continue;
    if (hasVerb(text.slice(end))) {
      return { place: text.slice(1, end).replace(/[里中内]$/, ''), length: end };
    }
  }
  return undefined;
}

/** The subject and actions of a Chinese idea. */
export function readChinese(text: string, label?: string): ChineseReading {
  // Speech and what is quoted are dialogue, not actions.
  const plain = text.replace(/[“"「『][^”"」』]*[”"」』]/g, '').replace(/\s+/g, '');
  const clauses = plain.split(/[。！？!?；;\n，,]/).filter((part) => part.trim() !== '');
  let subject: Subject | undefined;
  let still: Subject | undefined;
  let place: string | undefined;
  const actions: Action[] = [];
  for (const clause of clauses) {
    const body = clause
      .replace(LEADING_TIME, '')
      .replace(/^(?:然后|接着|随后|最后|再|并且|并|又|之后)/, '')
      .replace(/[：:]$/, '');
    if (subject === undefined && label && startsWithVerb(body)) {
      // "保温杯广告：倒入热水，拧紧杯盖": the label names what the actions are done to.
      // "第一视角：骑电动车…": the viewer rides.
      subject = /第一人称|第一视角|主观视角|主观镜头|POV/i.test(label)
        ? { phrase: '你', head: '你', plural: false, kind: 'viewer', lang: 'zh' }
        : subjectOf(label.replace(/(?:广告|宣传片|视频|短片|教程|开箱|动画|科普)$/, ''));
      if (subject) {
        addActions(body);
        continue;
      }
    }
    if (TIME_CLAUSE.test(body)) continue;
    if (subject === undefined && firstVerb(body) === -1 && !hasVerb(body)) {
      // "雪夜里的小木屋": a clause with no verb names what the shot is of.
      // "古镇街头的旅行记录": a word for the clip itself leaves the place before 的.
      const after = body.includes('的') ? body.slice(body.lastIndexOf('的') + 1) : body;
      const meta =
        /循环|动画|科普|短片|视频|风格|镜头|记录|合集|教程|vlog|Vlog|画面|夜景|风景|特写/.test(
          after,
        );
      // "上海外滩延时摄影": the format word at the end is no part of what is filmed.
      const named = subjectOf(
        (meta && body.includes('的') ? body.slice(0, body.lastIndexOf('的')) : after).replace(
          /(?:延时摄影|延时|航拍|视频|短片|vlog|Vlog|MV|广告|动画|夜景|风景)$/,
          '',
        ),
      );
      if (named && !/^(?:循环|动画|科普|短片|视频|风格|镜头|记录)/.test(named.phrase))
        still ??= named;
      continue;
    }
    if (subject === undefined && startsWithVerb(body)) {
      // "开箱一台新买的相机", "采访一位老渔民": an action with no subject of its own.
      const who: Subject = { phrase: '', head: '', plural: false, kind: 'person', lang: 'zh' };
      addActions(body, who);
      continue;
    }
    if (subject === undefined) {
      if (NOT_ACTION.test(body) && !hasVerb(body)) continue;
      if (/^[你我]/.test(body)) {
        subject = {
          phrase: body[0] ?? '你',
          head: body[0] ?? '你',
          plural: false,
          kind: 'viewer',
          lang: 'zh',
        };
        addActions(body.slice(1));
        continue;
      }
      const at = firstVerb(body);
      if (at <= 0) continue;
      let found = subjectOf(body.slice(0, at));
      if (found === undefined) continue;
      if (/^(?:他|她|他们|她们)$/.test(found.phrase)) {
        // "采访一位老渔民，他说": the pronoun is the person the first clause named.
        const named = actions
          .map((action) => PERSON_PHRASE.exec(action.verb)?.[0])
          .find((phrase) => phrase !== undefined);
        found = named ? (subjectOf(named) ?? found) : { ...found, kind: 'person' };
      }
      if (still && found.kind === 'object') {
        // "夜晚的旋转木马，灯光闪烁": the lights flicker on the carousel.
        subject = still;
        addActions(body.slice(at), found);
        continue;
      }
      subject = found;
      addActions(body.slice(at));
    } else if (!NOT_ACTION.test(body) && hasVerb(body)) {
      // "然后追着它奔跑": a clause that starts again with the subject drops it; one that starts
      // with someone else ("奶奶端上一条鱼") is their action.
      if (body.startsWith(subject.phrase)) {
        addActions(body.slice(subject.phrase.length));
        continue;
      }
      const at = firstVerb(body);
      const other = at > 0 ? subjectOf(body.slice(0, at)) : undefined;
      // "落叶纷飞", "灯光闪烁": a clause led by a noun of its own is that noun's doing.
      const noun = NOUNS_WITH_VERBS.find((word) => body.startsWith(word));
      if (other && other.phrase !== subject.phrase && !startsWithVerb(body))
        addActions(body.slice(at), other);
      else if (noun && body.length > noun.length)
        addActions(body.slice(noun.length), {
          ...subject,
          phrase: noun,
          head: noun,
          kind: 'object',
        });
      else addActions(body);
    }
  }
  subject ??= still;
  return { subject, actions: actions.slice(0, 6), place };

  function addActions(rest: string, who?: Subject) {
    let verbPhrase = rest.replace(/^(?:正在|正)/, '');
    const located = placePhrase(verbPhrase);
    if (located) {
      place ??= located.place;
      verbPhrase = verbPhrase.slice(located.length);
    }
    verbPhrase = verbPhrase.replace(/^(?:缓缓|慢慢|轻轻|静静|悄悄|独自|默默)(?:地)?/, '');
    for (const piece of verbPhrase.split(/、|然后|接着|随后/)) {
      const trimmed = piece.trim();
      if (trimmed !== '' && hasVerb(trimmed)) {
        actions.push(who ? { verb: trimmed, rest: '', who } : { verb: trimmed, rest: '' });
      }
    }
  }
}
