/**
 * Chinese readings a pattern decides: what the reader is given (spans, times, a look and a sound
 * left out), an interview label's question, and who says each line.
 */
import { ownLight } from '../light-words.ts';
import type { Action, DialogueLine, Subject } from '../../domain/prompt/plan.ts';

interface Reading {
  subject?: Subject;
  actions: Action[];
  place?: string;
}

/**
 * A Chinese idea as its reader needs it: "从黄昏到星空的雪山" (the span is the light's),
 * "放学后的少年" (when, not who), "日系动漫风格，…" (a look, not the subject) and "蝉鸣" (a
 * sound, for the audio line) are left out; the person's words stay as they are in the prompt.
 */
/** "他看着手机说：我们分手吧。": a line said after a colon is a line, quoted or not. */
export const quotedZh = (text: string) =>
  text
    // ("纪录片采访一位景德镇制瓷老师傅": the documentary is the format; who is asked is the subject.)
    .replace(/^(纪录片|短片|视频|vlog)(?=采访|访谈)/iu, '$1：')
    .replace(
      /(说|问|喊|道)[：:](?![“"「])([^，。！？；\n“”"]{1,30}(?:[，,][^。！？；\n“”"]{1,20})?)([。！？]|$)/gu,
      '$1：“$2$3”',
    );

export const readableZh = (text: string) =>
  text
    .replace(/从[^，。的]{1,6}到[^，。的]{1,6}的/u, '')
    .replace(/(^|[，。；])(?:放学|下班|下课|睡前|饭后|雨后|雨停)后?的/gu, '$1')
    // ("站在雨后的茶园里": after the rain is when; the tea garden is where he stands.)
    .replace(/(?<=(?:站|坐|蹲|躺|靠)在)(?:雨后|雪后|雨停后)的(?=\p{Script=Han})/gu, '')
    .replace(/^[^，。：]{1,8}(?:风格|画风)[，,]/u, '')
    // ("婚纱照拍摄花絮，…": behind the scenes of a shoot is the clip's kind, not its subject.)
    .replace(/^[^，。：]{0,8}(?:拍摄)?(?:花絮|幕后)[，,：:]/u, '')
    // ("烘焙：从揉面到出炉，做一个…": the span of steps is the clip's, told by the steps.)
    .replace(/(^|[，：:])从[^，。的]{1,6}到[^，。的]{1,6}[，,](?=\p{Script=Han})/u, '$1')
    // ("夜市烤鱿鱼特写": the squid is the night market's; 夜市 is where, not part of its name.)
    .replace(/^(夜市|小吃街|美食街|大排档)(?=(?:烤|炸|煎|铁板|卤|炒)\p{Script=Han})/u, '$1的')
    // ("滑雪从山顶冲下": on skis is how one comes down, "踩着雪板从山顶冲下".)
    .replace(/滑雪(?=从|穿过|冲下|冲进|滑过)/gu, '踩着雪板')
    // ("一家三口加一只狗": 加 joins the dog to the family, as 和 does.)
    .replace(/(一家[三四五]口)加(?=[一两]?[只条个])/u, '$1和')
    .replace(/[，,](?:蝉鸣|鸟鸣|虫鸣|蛙声|雷声|钟声|风声|雨声)(?=[，。；]|$)/gu, '')
    // ("一杯手冲咖啡的制作过程，从磨豆到注水": the making of the thing is the thing, from one
    // step to the last; the steps are told by its own lines.)
    .replace(/的(?:制作|冲泡|烹饪|诞生)过程[，,]从[^，。]{1,6}到[^，。]{1,6}(?=[，。]|$)/u, '')
    .replace(/的(?:制作|冲泡|烹饪|诞生)过程(?=[，。]|$)/u, '')
    // ("抖音科普口播开头：“…”": a talking-head opener is the poster speaking to the lens.)
    .replace(/^[^，。：:“]{0,12}口播[^，。：:“]{0,6}[：:](?=[“"])/u, '博主对着镜头说：')
    // "街头采访：问路人“…”": someone unnamed asks (问 is no part of a passer-by's name).
    .replace(/^问(路人|陌生人|行人|市民|大家)(?=[“"：:])/u, '记者问$1')
    // "街头采访路人：你觉得幸福是什么？": the question put to passers-by is asked, in quotes.
    .replace(
      /(?:街头|随机|路边)?采访(路人|市民|行人|陌生人|大学生|年轻人)[：:]([^“"。！？]{2,30}？)/gu,
      '记者问$1：“$2”',
    )
    // "采访一位老奶奶讲她年轻时候的故事": the one interviewed tells it; the interview is the format.
    .replace(
      /(^|[，。；])采访(?:一位|一个|一名)?(\p{Script=Han}{1,5}?)(?=讲|聊|说起|回忆|谈)/gu,
      '$1$2',
    )
    // "男的说…女的说…": the man and the woman, as speakers.
    .replace(/(^|[，。；])男的(?=说|回答|喊|问|吼|叹)/gu, '$1男人')
    .replace(/(^|[，。；])女的(?=说|回答|喊|问|吼|叹)/gu, '$1女人')
    // "边吃边说": two doings at once (边 is no one's name), read as 一边…，一边….
    .replace(/(?<!一)边(\p{Script=Han}{1,3}?)边(?=\p{Script=Han})/gu, '一边$1，一边')
    // "熊猫宝宝爬树然后摔下来": 然后 inside a clause starts the next doing.
    .replace(/(?<=\p{Script=Han})(然后|接着|随后)(?=\p{Script=Han})/gu, '，$1')
    // "…，竖屏": the format said last is the frame's, not the last clause's words.
    .replace(/[，,]\s*(?:竖屏|横屏)(?:短视频|视频)?(?=[。！]?$)/u, '')
    // "…，师傅拉面的手": the hands at their work are the close-up; the work is the doing.
    .replace(
      /(^|[，。；])(\p{Script=Han}{1,4}?)(拉面|揉面|和面|擀面|擀皮|包饺子|包包子|写书法|写毛笔字|弹琴|弹钢琴|绣花|拉坯|剪纸|编竹篮)的(?:双)?手(?=[，。；]|$)/gu,
      '$1$2在$3',
    )
    // "…，镜头缓慢推进", "镜头慢慢拉近": a camera's push is the Camera line's too.
    .replace(
      /(^|[，。；])镜头(?:缓慢|缓缓|慢慢|逐渐|一点点)?(?:推进|拉近|推近|拉远|上升|下降|环绕)(?=[，。；]|$)/gu,
      '$1',
    )
    // "…，镜头跟拍", "手持跟拍": a camera direction on its own is the Camera line's.
    .replace(
      /(^|[，。；])(?:镜头|手持(?:镜头)?)?(?:缓缓|慢慢|快速|一路|全程)?(?:跟拍|跟随|推近|拉远|环绕|拉升|(?:从|由)(?:下|上)往(?:上|下)摇|上摇|下摇)(?=[，。；]|$)/gu,
      '$1',
    );

/** A coffee named alone, and the barista's doing that makes it. */
const BARISTA_MAKES: readonly (readonly [RegExp, string])[] = [
  [/^(?:一杯)?手冲咖啡$/, '手冲一杯咖啡'],
  [/^(?:咖啡|拿铁)?拉花$/, '拉花'],
];

/** "街头采访路人：如果每天多一个小时你会做什么": the label says who asks, the body is the question. */
/** Framing a creator asks for ("俯拍，只出现手"): the camera's, never a doing in the clip. */
const FRAMING_ZH = /^(?:只(?:出现|拍|露)(?:双)?手|不露脸|只拍手部|全程手部)$/;

export function rereadChinese(reading: Reading, body: string, label: string | undefined): void {
  reading.actions = reading.actions.filter(
    (action) => !FRAMING_ZH.test(`${action.who?.phrase ?? ''}${action.verb}`),
  );
  // "赛博朋克城市，下着酸雨，一个机器人…": the rain is the weather, nobody's doing.
  reading.actions = reading.actions.filter(
    (action) =>
      action.who?.phrase ||
      !/^(?:正)?(?:下着|下起了?|飘着)[^，。]{0,3}(?:雨|雪)$/.test(action.verb) ||
      reading.actions.length === 1,
  );
  // "老爷爷打太极，晨雾还没散": mist that has not lifted is how the morning looks, not a beat.
  if (reading.actions.length > 1)
    reading.actions = reading.actions.filter(
      (action) =>
        !(
          /^(?:晨雾|雾|薄雾|雾气|晨光|夜色|暮色)$/.test(action.who?.phrase ?? '') &&
          /^(?:还没散|未散|没散|弥漫|笼罩|缭绕)/.test(action.verb)
        ),
    );
  // "海边的风把新娘的头纱吹起来": the wind is the weather; the bride is whom it is about (the
  // wind keeps its own doing).
  const weather = reading.subject;
  const blown =
    /^把(新娘|新郎|女孩|男孩|少女|姑娘|女生|男生|妈妈|奶奶|老人|孩子|小女孩|小男孩)的/.exec(
      reading.actions[0]?.verb ?? '',
    )?.[1];
  if (weather && blown && /(?:风|雨|雪|浪)$/.test(weather.head) && !reading.actions[0]?.who) {
    reading.actions[0] = { ...(reading.actions[0] as Action), who: weather };
    reading.subject = { phrase: blown, head: blown, plural: false, kind: 'person', lang: 'zh' };
  }
  // "花朵从花苞到盛开的过程": the flower, going from bud to bloom (no thing called 花朵过程).
  // ("陆家嘴从黄昏到夜晚的灯光变化": 陆家嘴, from dusk into night; the hours are the light's
  // change, told by the time-lapse, never a doing.)
  const fromTo =
    /从([^，。的]{1,6})到([^，。的]{1,6})的?(?:过程|(?:灯光|光线|光影|颜色)?变化)/.exec(body);
  const processed = reading.subject;
  const CHANGE = /(?:过程|(?:灯光|光线|光影|颜色)?变化)$/;
  if (fromTo && processed && CHANGE.test(processed.phrase) && reading.actions.length === 0) {
    const phrase = processed.phrase.replace(CHANGE, '');
    reading.subject = { ...processed, phrase, head: phrase };
    const hours =
      /^(?:黎明|日出|清晨|早晨|白天|正午|中午|午后|下午|黄昏|傍晚|日落|夜晚|晚上|黑夜|深夜|天黑|天亮)$/;
    if (!(hours.test(fromTo[1] ?? '') && hours.test(fromTo[2] ?? '')))
      reading.actions = [{ verb: `从${fromTo[1]}到${fromTo[2]}`, rest: '' }];
  }
  // "在故宫的屋顶上奔跑", "在夜晚的上海外滩骑自行车": a place said with 在 is where, never who.
  reading.actions = reading.actions.map((action) => {
    if (!action.who || !/^在\p{Script=Han}/u.test(action.who.phrase)) return action;
    const { who, ...own } = action;
    return { ...own, verb: `${who.phrase}${own.verb}` };
  });
  // "江面倒映": a reflection says what it reflects ("江面倒映。" alone is half a sentence).
  reading.actions = reading.actions.map((action) =>
    /^倒映(?:着)?$/.test(action.verb)
      ? { ...action, verb: /灯/.test(body) ? '倒映着两岸的灯火' : '倒映着两岸的景色' }
      : action,
  );
  // "拉花", "咖啡拉花" alone: the art is poured, by a barista. ("一杯手冲咖啡" alone is brewed
  // by one too: a pour-over is its pour.)
  const made = BARISTA_MAKES.find(([named]) => named.test(reading.subject?.phrase ?? ''));
  if (reading.actions.length === 0 && made) {
    reading.subject = {
      phrase: '咖啡师',
      head: '咖啡师',
      plural: false,
      kind: 'person',
      lang: 'zh',
    };
    reading.actions = [{ verb: made[1], rest: '' }];
  }
  // "一瓶香水放在黑色丝绒上，缓缓旋转": where a thing stands is its place, and the clip opens
  // there; its doing is what follows.
  const [first, ...after] = reading.actions;
  const standsOn =
    reading.subject?.kind === 'object' && first && !first.who && after.length > 0
      ? /^(?:静静地?)?(?:放在|摆在|立在|置于|躺在)(.{1,10}?(?:上|里|中|前|边))$/u.exec(
          first.verb,
        )?.[1]
      : undefined;
  if (standsOn) {
    reading.place ??= standsOn;
    reading.actions = after;
  }
  // "太空站窗外，地球缓缓转动，宇航员…": outside the window is the view; whoever is seen is
  // inside, at the window.
  if (reading.place?.endsWith('窗外') && reading.subject?.kind === 'person')
    reading.place = `${reading.place.slice(0, -2)}的舷窗边`.replace(/^(.+?)的的/, '$1的');
  talkingThrough(reading);
  doneThen(reading);
  saidNext(reading, body);
  // "手机新品发布广告": the launch is the occasion; the phone is what is shown.
  const launched = /^(\p{Script=Han}{1,6}?)(?:新品)?发布(?:会)?$/u.exec(
    reading.subject?.phrase ?? '',
  )?.[1];
  if (launched && reading.subject)
    reading.subject = { ...reading.subject, phrase: launched, head: launched, kind: 'object' };
  // "手机广告，产品缓缓旋转": the product is the phone the idea named.
  if (reading.subject?.kind === 'object')
    reading.actions = reading.actions.map((action) => {
      // ("产品360度旋转": how far it turns is the doing's.)
      const turn = /^(?:产品|商品|新品)(\d+\s*度)?$/.exec(action.who?.phrase ?? '');
      if (!turn) return action;
      const { who: _product, ...own } = action;
      return { ...own, verb: `${turn[1] ?? ''}${own.verb}` };
    });
  // "美妆博主的变装视频", "素颜到全妆": a transformation is done, on the beat.
  const change = /变装|换装|变妆|换妆|素颜到全妆|妆前妆后/.exec(body)?.[0];
  if (change && reading.actions.length === 0) {
    // ("美妆博主三秒换妆": how fast is the edit's, not who.)
    const who =
      reading.subject?.phrase
        .replace(/的?(?:变装|换装|变妆|换妆)(?:视频)?$|的?视频$/, '')
        .replace(/[0-9一二三四五六七八九十]+秒$/, '') ?? '';
    reading.subject = {
      phrase: who !== '' && /博主|女孩|女生|男生|姑娘|小伙|达人|主播/.test(who) ? who : '博主',
      head: '博主',
      plural: false,
      kind: 'person',
      lang: 'zh',
    };
    reading.actions = [{ verb: /换装|变装/.test(change) ? '变装' : '变妆', rest: '' }];
  }
  // "做一道红烧肉：先焯水，然后…": the dish named in the label is what the steps make.
  const dish = /^(?:做|煮|烧|炖|烤)一(?:道|个|碗|份|锅|盘)(\p{Script=Han}{2,8})$/u.exec(
    label?.trim() ?? '',
  )?.[1];
  // (The steps are the cook's hands, no one named: "先焯水", never "红烧肉先焯水".)
  if (dish && reading.actions[0] && !reading.actions[0].who?.phrase) {
    reading.subject = { phrase: dish, head: dish, plural: false, kind: 'object', lang: 'zh' };
    const hands: Subject = { phrase: '', head: '', plural: false, kind: 'person', lang: 'zh' };
    reading.actions = reading.actions.map((action) =>
      action.who?.phrase ? action : { ...action, who: hands },
    );
  }
  // "竖屏美妆教程，先打底，然后画眼线": a tutorial's topic is no doer; the creator does the steps.
  if (
    /^(?:美妆|化妆|彩妆|护肤|穿搭|发型|编发|美甲|健身|瑜伽|手工)$/.test(
      reading.subject?.phrase ?? '',
    ) &&
    reading.actions.length > 0 &&
    reading.actions.every((action) => !action.who?.phrase)
  ) {
    reading.subject = { phrase: '博主', head: '博主', plural: false, kind: 'person', lang: 'zh' };
    reading.actions = reading.actions.map(({ who: _none, ...own }) => own);
  }
  // "妈妈在厨房包饺子，热气腾腾，温馨的家庭氛围": the steam and the warmth are the kitchen's,
  // not something mum does ("最后，妈妈热气腾腾"), nor the chillies before it ("辣椒热气腾腾").
  reading.actions = reading.actions.filter(
    (action) =>
      !/^(?:热气腾腾|香气四溢|香气扑鼻|温馨|其乐融融|岁月静好|烟火气十足)$/.test(action.verb) &&
      // ("街头采访，记者问…": the format is no one's doing.)
      !/^(?:街头采访|路人采访|随机采访|采访)$/.test(action.verb),
  );
  answeredBy(reading);
  // "竖屏短视频：女生第一视角化妆教程": a first-person doing named as a noun is yours to do.
  const named =
    /(?:博主|女生|女孩|男生|男孩|我)?(?:以)?第一(?:人称)?视角[：:，,]?(\p{Script=Han}{1,6}?)(?:教程|视频|vlog|日常)?$/iu.exec(
      body.trim(),
    )?.[1];
  if (named && reading.actions.length === 0) {
    reading.subject = { phrase: '你', head: '你', plural: false, kind: 'viewer', lang: 'zh' };
    reading.actions = [{ verb: named, rest: '' }];
  }
  // "博主第一视角带你逛夜市": the creator's first-person view is yours; they are never seen.
  if (
    /第一(?:人称)?视角/.test(body) &&
    /^(?:博主|up主|UP主|主播|vlogger|第一视角)$/i.test(reading.subject?.head ?? '')
  ) {
    reading.subject = { phrase: '你', head: '你', plural: false, kind: 'viewer', lang: 'zh' };
    reading.actions = reading.actions.map((action) => ({
      ...action,
      verb: action.verb.replace(/^(?:以)?第一(?:人称)?视角(?:带(?:你|大家))?/, ''),
    }));
  }
  lightThenSomeone(reading);
  droneFlight(reading, body);
  // "第一人称视角跳伞": the doing after the POV words is yours, even with nothing else said.
  const yours =
    /^(?:(?:第一人称|第一视角|主观)(?:视角)?[：:，]?)?(跳伞|冲浪|滑雪|蹦极|潜水|攀岩|滑板|骑马|骑车)$/.exec(
      body.trim(),
    );
  if (
    yours?.[1] &&
    reading.actions.length === 0 &&
    (label === undefined || /第一|主观|POV/i.test(label) || /第一|主观/.test(body))
  ) {
    reading.subject = { phrase: '你', head: '你', plural: false, kind: 'viewer', lang: 'zh' };
    reading.actions = [{ verb: yours[1], rest: '' }];
  }
  // "背景是黑色丝绸": what something is describes the picture; nothing happens in it.
  // ("先是标准深蹲，再是相扑深蹲，最后是跳跃深蹲": in a sequence, the last 是 is its last step.)
  const sequence = reading.actions.some((action) => /^(?:先是|再是|又是)/.test(action.verb));
  reading.actions = reading.actions.flatMap((action) =>
    !/^(?:是|为)/.test(action.verb)
      ? [action]
      : sequence && action.verb.startsWith('是')
        ? [{ ...action, verb: `最后${action.verb}` }]
        : [],
  );
  // "最后出现品牌名“声浪”": the name appears on screen; the earbuds do not grow it.
  reading.actions = reading.actions.map((action) => {
    const shown = /^出现(品牌名|品牌|logo|标志)(“[^”]+”)$/i.exec(action.verb);
    return shown
      ? {
          verb: `${shown[1]}${shown[2]}浮现在画面中央`,
          rest: '',
          who: { phrase: '', head: '', plural: false, kind: 'person', lang: 'zh' },
        }
      : action;
  });
  // "展示防水功能": a feature shown is a feature seen working (water on the watch).
  reading.actions = reading.actions.map((action) =>
    /^(?:展示|演示)(?:一下)?防水(?:功能|性能)?$/.test(action.verb)
      ? { verb: '被水花溅湿，水珠顺着表面滚落，屏幕依然亮着', rest: '' }
      : action,
  );
  // "红油抄手的特写，热气腾腾": how a dish looks is the dish, not something that happens.
  reading.actions = reading.actions.filter(
    (action) =>
      !(
        action.who?.phrase === '' &&
        /^(?:热气腾腾|香气扑鼻|香气四溢|冒着热气|色香味俱全|油光发亮|滋滋作响)$/.test(action.verb)
      ),
  );
  // "霓虹灯下下着雨": the weather is the scene's from the first frame, not a last event.
  reading.actions = reading.actions.filter(
    (action) => !/(?:^|下)下着?(?:小|大|细|毛毛)?(?:雨|雪)$|^飘着?(?:雪|雨)$/.test(action.verb),
  );
  // "竹林中舞剑，花瓣飘落": petals falling fill the scene the whole time (the Scene line says so).
  reading.actions = reading.actions.filter(
    (action) =>
      !(
        /^(?:花瓣|樱花|桃花)$/.test(action.who?.phrase ?? '') &&
        /^(?:飘落|纷飞|飞舞|飘飞|落下|纷纷飘落)$/.test(action.verb)
      ),
  );
  // "金色光线透过水面", "直播间灯光": a light the Lighting line writes out is no beat.
  if (ownLight(body, 'zh'))
    reading.actions = reading.actions.filter(
      (action) =>
        // (灯光闪烁 on a carousel is still its lights doing something.)
        !/光线/.test(action.who?.head ?? '') &&
        !/^(?:直播间)?(?:的)?(?:灯光|光线)$/.test(action.verb),
    );
  // "街头采访路人，问“…”，一个大爷笑着回答“…”": someone unnamed interviews; the question is
  // theirs, and the one who answers answers.
  const interviewing = reading.actions.find(
    (action) => action.who?.phrase === '' && /采访/.test(action.verb),
  );
  const answerer = reading.subject;
  if (interviewing && answerer?.kind === 'person' && answerer.phrase !== '记者') {
    reading.subject = { phrase: '记者', head: '记者', plural: false, kind: 'person', lang: 'zh' };
    reading.actions = reading.actions.map((action) => {
      if (action === interviewing)
        return { verb: action.verb.replace(/^(街头|路边|街上)/, '在$1'), rest: action.rest };
      if (action.who || /^问/.test(action.verb)) return action;
      return { ...action, who: answerer };
    });
  }
  // (An idea that quotes its own question and answer is read as it is written.)
  if (!label || !/采访/.test(label) || /[“"「]/.test(body)) return;
  if (!/[？?吗呢]$|什么|怎么|如果|为什么|哪/.test(body)) return;
  // ("一位年轻白领谈她为什么选择离开大城市": someone talking about why is no question put.)
  if (/谈|聊|讲述|讲起|说起|分享/.test(body) && !/[？?]$/.test(body)) return;
  // ("街头采访：问路人今年最开心的事是什么": whom the body asks is no part of the question.)
  const asked = /^问(路人|陌生人|行人|市民|大家)[，,：:]?/.exec(body);
  const who = asked?.[1] ?? /路人|陌生人|行人|市民/.exec(label)?.[0] ?? '路人';
  // (", 竖屏" after the question is the frame's, not the question's.)
  const question = body
    .slice(asked?.[0].length ?? 0)
    .replace(/[，,]\s*(?:竖屏|横屏)(?:短视频|视频)?$/u, '')
    .replace(/[？?]$/, '');
  reading.subject = { phrase: '记者', head: '记者', plural: false, kind: 'person', lang: 'zh' };
  reading.actions = [{ verb: `问${who}：“${question}？”`, rest: '' }];
}

/**
 * A Chinese line is said by whoever the reading found saying it (他 after a question is the one
 * asked); "店员小周" said as 小周 keeps the name the idea gave the line.
 */
export function speakerAsRead(
  line: DialogueLine,
  actions: readonly Action[],
  subject: Subject | undefined,
): DialogueLine {
  const by = actions.find(
    (action) =>
      action.verb.includes(`“${line.line}”`) &&
      /说|问|喊|道|答|叫|嘀咕|低语|念叨|采访/.test(action.verb.split('“')[0] ?? ''),
  );
  const speaker = by ? (by.who?.phrase ?? subject?.phrase) : undefined;
  const keep =
    line.speaker && speaker?.includes(line.speaker) && !/^(?:他|她)们?$/.test(line.speaker);
  return speaker && !keep ? { ...line, speaker } : line;
}

/**
 * "男友沉默了很久，说：“好，我送你下楼。”": a line said with no one named is said by whoever the
 * clause before it named, not by the idea's first person.
 */
function saidNext(reading: Reading, body: string): void {
  reading.actions = reading.actions.map((action, index, all) => {
    const before = all[index - 1]?.who;
    if (action.who || !before || before.kind !== 'person') return action;
    const said =
      /^(?:说|问|答|回答|喊|笑着说|低声说|轻声说|叹了口气说|哽咽着说)[：:]?(?=[“"])/.exec(
        action.verb,
      )?.[0];
    // (Only a line that follows that clause after a comma, with no one else named before it.)
    const follows =
      said !== undefined && new RegExp(`${before.phrase}[^，。“”"]{0,12}，${said}`, 'u').test(body);
    return follows ? { ...action, who: before } : action;
  });
}

/**
 * "记者问一个年轻人：“…”他想了想说：“…”": the 他 who answers is the one asked, not the asker.
 */
function answeredBy(reading: Reading): void {
  reading.actions = reading.actions.map((action, index, all) => {
    const asked =
      /^问(?:了)?(?:一个|一位|这位|那位|那个|旁边的|路过的)?(\p{Script=Han}{1,5}?)[：:“"]/u.exec(
        all[index - 1]?.verb ?? '',
      )?.[1];
    if (!asked || action.who || !/^(?:他|她)(?!们)/.test(action.verb)) return action;
    const who: Subject = { phrase: asked, head: asked, plural: false, kind: 'person', lang: 'zh' };
    return { ...action, who, verb: action.verb.slice(1) };
  });
}

/**
 * "深夜医院走廊，灯一闪一闪，尽头站着一个小女孩": the flickering light is something that happens,
 * and the girl found standing at the end (read so by the clause reader) is whom the clip is about.
 */
function lightThenSomeone(reading: Reading): void {
  const light = reading.subject;
  if (!light || !/^(?:灯|灯光|路灯|灯泡|日光灯|吊灯)$/.test(light.head)) return;
  const found = reading.actions.find(
    (action) => action.who?.kind === 'person' && /^(?:站|坐|蹲)在/.test(action.verb),
  );
  const person = found?.who;
  if (!found || !person) return;
  reading.subject = person;
  reading.actions = reading.actions.map((action) =>
    action === found
      ? { verb: found.verb, rest: found.rest }
      : action.who
        ? action
        : { ...action, who: light },
  );
}

/**
 * "重庆夜景，无人机穿梭在高楼之间": the drone that flies through is the camera (the Camera line
 * says so); what it flies through is the picture.
 */
function droneFlight(reading: Reading, body: string): void {
  if (!/^(?:无人机|穿越机|航拍器)$/.test(reading.subject?.head ?? '')) return;
  const flies = reading.actions.find((action) =>
    /^(?:在[^，。]{0,6})?(?:穿梭|穿过|穿越|飞过|飞越|掠过|俯冲|盘旋|飞行|滑行)/.test(action.verb),
  );
  if (!flies) return;
  // The place the idea names first ("赛博朋克风格的重庆夜景" → 重庆夜景).
  const first = body.split(/[，。；,;]/)[0] ?? '';
  const named = first.replace(/^.*(?:风格|风)的?/, '').trim();
  const place = named !== '' && !/无人机/.test(named) ? named : '城市';
  reading.subject = { phrase: place, head: place, plural: false, kind: 'place', lang: 'zh' };
  reading.actions = reading.actions.filter((action) => action !== flies);
}

/**
 * "美妆博主介绍口红试色，对着镜头说话": talking to the camera runs through the whole clip, not
 * after the routine: it goes with the first doing ("…，对着镜头边说边做").
 */
function talkingThrough(reading: Reading): void {
  const talk = reading.actions.findIndex(
    (action) => !action.who && /^对着镜头(?:说话|聊天|讲话|聊|说)$/.test(action.verb),
  );
  const first = reading.actions.findIndex((action, index) => index !== talk && !action.who);
  if (talk === -1 || first === -1 || first > talk) return;
  const [said] = reading.actions.splice(talk, 1);
  const doing = reading.actions[first];
  if (said && doing)
    reading.actions[first] = {
      ...doing,
      verb: `${doing.verb}，${said.verb.replace(/(?:说话|聊天|讲话|聊|说)$/, '')}边说边做`,
    };
}

/**
 * "模特涂上口红后对镜头微笑": one doing after another in one phrase is two doings, in that
 * order (staged as one, the smile came before the lipstick). 然后, 最后, 身后, 后面 are no "after".
 */
function doneThen(reading: Reading): void {
  reading.actions = reading.actions.flatMap((action) => {
    // ("从山峰后慢慢升起": after a place word 后 is "behind", not "after".)
    if (/[“”"]/.test(action.verb) || /^(?:从|在|向|往|朝|躲在|藏在)/.test(action.verb))
      return [action];
    const split =
      /^([^，。]{2,10}?[^然最身背之前向往以])后(?![面退座院门方来悔边头台])([^，。]{2,})$/u.exec(
        action.verb,
      );
    if (!split?.[1] || !split[2]) return [action];
    return [
      { ...action, verb: split[1] },
      { ...action, verb: split[2], rest: '' },
    ];
  });
}
