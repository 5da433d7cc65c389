import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { segment } from './chinese-words.ts';
import { chineseSpeaker, chineseSpeakerAfter, predicateStart } from './chinese.ts';

/**
 * The plan of a Chinese idea as a reader checks it: the subject, each event in order with who
 * does it when that is not the subject ("∅" when no one is named and the words stand as
 * written), where, when, the weather, the scene type and who speaks.
 */
function summary(idea: string) {
  const plan = analyse(idea);
  return {
    subject: plan.subject?.phrase,
    actions: plan.actions.map((a) => (a.who ? `${a.who.phrase || '∅'}: ` : '') + a.verb),
    env: plan.setting.env,
    time: plan.time,
    weather: plan.weather,
    type: plan.type,
    ...(plan.dialogue.length > 0 ? { speakers: plan.dialogue.map((line) => line.speaker) } : {}),
  };
}

describe('Chinese plans (pinned): the ten Chinese ideas of each blind review and 95 more', () => {
  const cases: [string, ReturnType<typeof summary>][] = [
    // Blind review 1
    [
      '古风动画：一位白衣少女在竹林中舞剑，落叶纷飞',
      {
        subject: '白衣少女',
        actions: ['在竹林中舞剑', '落叶: 纷飞'],
        env: 'forest',
        time: undefined,
        weather: undefined,
        type: 'animation',
      },
    ],
    [
      '上海外滩延时摄影，从黄昏到灯火通明',
      {
        subject: '上海外滩',
        actions: [],
        env: 'city',
        time: 'dusk',
        weather: undefined,
        type: 'timelapse',
      },
    ],
    [
      '奶茶广告：一杯珍珠奶茶，珍珠慢慢沉到杯底，冰块轻轻碰撞',
      {
        subject: '珍珠奶茶',
        actions: ['珍珠: 慢慢沉到杯底', '冰块: 轻轻碰撞'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '妈妈在厨房做饭，女儿放学回家。女儿：“妈，我不想考研了。” 妈妈：“先吃饭吧。”',
      {
        subject: '妈妈',
        actions: [
          '在厨房做饭',
          '女儿: 放学回家',
          '女儿: 说：“妈，我不想考研了。”',
          '说：“先吃饭吧。”',
        ],
        env: 'kitchen',
        time: undefined,
        weather: undefined,
        type: 'drama',
        speakers: ['女儿', '妈妈'],
      },
    ],
    [
      '纪录片采访：一位七十岁的老木匠讲他做了一辈子的椅子',
      {
        subject: '七十岁的老木匠',
        actions: ['讲他做了一辈子的椅子'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'interview',
      },
    ],
    [
      '第一视角：凌晨三点骑电动车穿过成都的街头',
      {
        subject: '你',
        actions: ['骑电动车穿过成都的街头'],
        env: 'street',
        time: 'night',
        weather: undefined,
        type: 'pov',
      },
    ],
    [
      '橘猫在窗台上晒太阳，打了个哈欠',
      {
        subject: '橘猫',
        actions: ['在窗台上晒太阳', '打了个哈欠'],
        env: 'home',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '科幻：宇航员在火星基地里种出了第一棵土豆，激动地对着镜头比了个耶',
      {
        subject: '宇航员',
        actions: ['在火星基地里种出了第一棵土豆', '激动地对着镜头比了个耶'],
        env: 'space',
        time: undefined,
        weather: undefined,
        type: 'space',
      },
    ],
    [
      '恐怖片：深夜的老旧电梯停在了十三楼，门缓缓打开，外面一片漆黑',
      {
        subject: '老旧电梯',
        actions: ['停在了十三楼', '门: 缓缓打开', '∅: 外面一片漆黑'],
        env: 'interior',
        time: 'night',
        weather: undefined,
        type: 'horror',
      },
    ],
    [
      'MV：雨夜的公交站，一个女孩在等一个不会来的人，配一首慢节奏的伤感情歌',
      {
        subject: '女孩',
        actions: ['在等一个不会来的人'],
        env: 'street',
        time: 'night',
        weather: 'rain',
        type: 'music-video',
      },
    ],
    // Blind review 2
    [
      '上海弄堂里，阿婆在铁锅里煎生煎包，油滋滋作响，撒上葱花和芝麻',
      {
        subject: '阿婆',
        actions: ['在铁锅里煎生煎包', '油: 滋滋作响', '撒上葱花和芝麻'],
        env: 'street',
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '奶茶广告：一杯珍珠奶茶，吸管扎下去，珍珠往上涌',
      {
        subject: '珍珠奶茶',
        actions: ['吸管: 扎下去', '珍珠: 往上涌'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '雨夜的出租车里，女儿说：“爸，我不想回去了。”父亲沉默了一会儿，说：“那就不回。”',
      {
        subject: '女儿',
        actions: ['说：“爸，我不想回去了。”', '父亲: 沉默了一会儿', '父亲: 说：“那就不回。”'],
        env: 'vehicle',
        time: 'night',
        weather: 'rain',
        type: 'drama',
        speakers: ['女儿', '父亲'],
      },
    ],
    [
      '延时摄影：黄山云海从日出到正午不停翻滚',
      {
        subject: '黄山云海',
        actions: ['从日出到正午不停翻滚'],
        env: 'mountain',
        time: 'dawn',
        weather: undefined,
        type: 'timelapse',
      },
    ],
    [
      '第一人称视角：在重庆骑摩托车穿过层层叠叠的立交桥，傍晚',
      {
        subject: '你',
        actions: ['在重庆骑摩托车穿过层层叠叠的立交桥'],
        env: 'city',
        time: 'dusk',
        weather: undefined,
        type: 'pov',
      },
    ],
    [
      '纪录片采访：一位七十岁的老木匠坐在工作室里，讲述他做了一辈子的榫卯',
      {
        subject: '七十岁的老木匠',
        actions: ['坐在工作室里', '讲述他做了一辈子的榫卯'],
        env: 'shop',
        time: undefined,
        weather: undefined,
        type: 'interview',
      },
    ],
    [
      '科幻：宇航员在月球背面发现一扇古老的石门，门缓缓打开',
      {
        subject: '宇航员',
        actions: ['在月球背面发现一扇古老的石门', '门: 缓缓打开'],
        env: 'space',
        time: undefined,
        weather: undefined,
        type: 'space',
      },
    ],
    [
      '凌晨三点，老宿舍楼的走廊灯一盏接一盏熄灭，尽头传来有人在哭',
      {
        subject: '老宿舍楼的走廊灯',
        actions: ['一盏接一盏熄灭', '∅: 尽头传来有人在哭'],
        env: 'interior',
        time: 'night',
        weather: undefined,
        type: 'horror',
      },
    ],
    [
      '竖屏短视频：小狗第一次见到雪，先是愣住，然后疯狂打滚',
      {
        subject: '小狗',
        actions: ['第一次见到雪', '先是愣住', '疯狂打滚'],
        env: undefined,
        time: undefined,
        weather: 'snow',
        type: 'social',
      },
    ],
    // Blind review 3
    [
      '古风动画：少女在桃花林中舞剑，花瓣随剑气飞散，最后收剑回眸一笑',
      {
        subject: '少女',
        actions: ['在桃花林中舞剑', '花瓣: 随剑气飞散', '收剑回眸一笑'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'animation',
      },
    ],
    [
      '刚出锅的小笼包，筷子轻轻一夹，汤汁从破口流出来',
      {
        subject: '刚出锅的小笼包',
        actions: ['筷子: 轻轻一夹', '汤汁: 从破口流出来'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '产品广告：一瓶香水放在大理石台面上，阳光透过百叶窗洒下来，瓶身慢慢旋转',
      {
        subject: '香水',
        // (Where the bottle stands is its place, not a doing.)
        actions: ['阳光: 透过百叶窗洒下来', '瓶身: 慢慢旋转'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'product',
      },
    ],
    [
      '深夜的医院走廊，妈妈握着女儿的手。妈妈说：“别怕，医生马上就来。”女儿哭着回答：“妈，我好疼。”',
      {
        subject: '妈妈',
        actions: ['握着女儿的手', '说：“别怕，医生马上就来。”', '女儿: 哭着回答：“妈，我好疼。”'],
        env: 'interior',
        time: 'night',
        weather: undefined,
        type: 'drama',
        speakers: ['妈妈', '女儿'],
      },
    ],
    [
      '旅行vlog竖屏：重庆洪崖洞夜景前，博主转身对着镜头打招呼，然后指向身后的灯火',
      {
        subject: '博主',
        actions: ['转身对着镜头打招呼', '指向身后的灯火'],
        env: 'city',
        time: 'night',
        weather: undefined,
        type: 'social',
      },
    ],
    [
      '延时摄影：黄山云海日出，云层翻滚，太阳从山峰后慢慢升起',
      {
        subject: '黄山云海',
        actions: ['云层: 翻滚', '太阳: 从山峰后慢慢升起'],
        env: 'mountain',
        time: 'dawn',
        weather: undefined,
        type: 'timelapse',
      },
    ],
    [
      '第一人称视角：早高峰骑着电动车穿过北京胡同',
      {
        subject: '你',
        actions: ['骑着电动车穿过北京胡同'],
        env: 'street',
        time: 'morning',
        weather: undefined,
        type: 'pov',
      },
    ],
    [
      '雪后的故宫，红墙金瓦。',
      {
        subject: '雪后的故宫',
        actions: [],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'travel',
      },
    ],
    [
      '恐怖片：凌晨三点，老旧公寓的电梯门自己打开了，里面空无一人，灯一闪一闪',
      {
        subject: '老旧公寓的电梯门',
        actions: ['自己打开了', '∅: 里面空无一人', '灯: 一闪一闪'],
        env: 'interior',
        time: 'night',
        weather: undefined,
        type: 'horror',
      },
    ],
    [
      '老奶奶推着小推车在菜市场买菜，和摊主讨价还价，最后笑着多拿了一把葱',
      {
        subject: '老奶奶',
        actions: ['推着小推车在菜市场买菜', '和摊主讨价还价', '笑着多拿了一把葱'],
        env: 'street',
        time: undefined,
        weather: undefined,
        type: 'drama',
      },
    ],
    // Written for this table: every type, false friends, dialogue forms
    [
      '一只柯基在海边追着浪花跑，然后甩干身上的水',
      {
        subject: '柯基',
        actions: ['在海边追着浪花跑', '甩干身上的水'],
        env: 'beach',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '咖啡师往拿铁里拉出一朵郁金香，然后把杯子推到镜头前',
      {
        subject: '咖啡师',
        actions: ['往拿铁里拉出一朵郁金香', '把杯子推到镜头前'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '产品广告：一支口红从黑色丝绒上缓缓升起，金色外壳闪着光',
      {
        subject: '口红',
        actions: ['从黑色丝绒上缓缓升起', '金色外壳: 闪着光'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'product',
      },
    ],
    [
      '开箱一台复古胶片相机，撕开包装纸，拿出相机，对着窗外试拍一张',
      {
        subject: '复古胶片相机',
        actions: ['∅: 开箱一台复古胶片相机', '∅: 撕开包装纸', '∅: 拿出相机', '∅: 对着窗外试拍一张'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'unboxing',
      },
    ],
    [
      '无缝循环：一杯热茶冒着热气，茶叶在杯中慢慢舒展',
      {
        subject: '热茶',
        actions: ['冒着热气', '茶叶: 在杯中慢慢舒展'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'loop',
      },
    ],
    [
      '科普动画：水从海洋蒸发，变成云，最后化作雨落回地面',
      {
        subject: '水',
        actions: ['从海洋蒸发', '变成云', '化作雨落回地面'],
        env: undefined,
        time: undefined,
        weather: 'rain',
        type: 'explainer',
      },
    ],
    [
      '篮球比赛最后三秒，少年运球突破，起跳投篮，球在篮筐上转了一圈落进去',
      {
        subject: '少年',
        actions: ['运球突破', '起跳投篮', '球: 在篮筐上转了一圈落进去'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'sports',
      },
    ],
    [
      '宇航员在空间站里松开手中的水滴，水珠在空中漂浮成一个球',
      {
        subject: '宇航员',
        actions: ['在空间站里松开手中的水滴', '水珠: 在空中漂浮成一个球'],
        env: 'space',
        time: undefined,
        weather: undefined,
        type: 'space',
      },
    ],
    [
      '恐怖片：雨夜，一个女孩独自走进废弃的医院，身后的门砰地关上',
      {
        subject: '女孩',
        actions: ['独自走进废弃的医院', '身后的门: 砰地关上'],
        env: 'hospital',
        time: 'night',
        weather: 'rain',
        type: 'horror',
      },
    ],
    [
      '采访：一位年轻的女程序员坐在工位前，说起她第一次写代码的经历',
      {
        subject: '年轻的女程序员',
        actions: ['坐在工位前', '说起她第一次写代码的经历'],
        env: 'office',
        time: undefined,
        weather: undefined,
        type: 'interview',
      },
    ],
    [
      '延时摄影：城市十字路口从白天到黑夜，车流变成光轨',
      {
        subject: '城市十字路口',
        actions: ['车流: 变成光轨'],
        env: 'street',
        time: 'day',
        weather: undefined,
        type: 'timelapse',
      },
    ],
    [
      '第一人称视角：你在雪山顶上滑雪冲下陡坡',
      {
        subject: '你',
        actions: ['在雪山顶上踩着雪板冲下陡坡'],
        env: 'mountain',
        time: undefined,
        weather: undefined,
        type: 'pov',
      },
    ],
    [
      'MV：一个男孩在天台上弹吉他，晚风吹起他的衬衫',
      {
        subject: '男孩',
        actions: ['在天台上弹吉他', '晚风: 吹起他的衬衫'],
        env: 'city',
        time: undefined,
        weather: 'wind',
        type: 'music-video',
      },
    ],
    [
      '小红书风格：女生在镜子前试穿三套衣服，最后选了白裙子转了一圈',
      {
        subject: '女生',
        actions: ['在镜子前试穿三套衣服', '选了白裙子转了一圈'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'social',
      },
    ],
    [
      '水墨动画：一条锦鲤跃出水面，化作一条龙飞上天空',
      {
        subject: '锦鲤',
        actions: ['跃出水面', '化作一条龙飞上天空'],
        env: 'sky',
        time: undefined,
        weather: undefined,
        type: 'animation',
      },
    ],
    [
      '奶奶在厨房包饺子，孙女偷偷捏了一个歪歪扭扭的饺子，两人相视一笑',
      {
        subject: '奶奶',
        actions: ['在厨房包饺子', '孙女: 偷偷捏了一个歪歪扭扭的饺子', '两人: 相视一笑'],
        env: 'kitchen',
        time: undefined,
        weather: undefined,
        type: 'drama',
      },
    ],
    [
      '一对老夫妻坐在公园长椅上，老爷爷给老奶奶剥了一个橘子',
      {
        subject: '一对老夫妻',
        actions: ['坐在公园长椅上', '老爷爷: 给老奶奶剥了一个橘子'],
        env: 'garden',
        time: undefined,
        weather: undefined,
        type: 'drama',
      },
    ],
    [
      '雪夜里的小木屋，烟囱冒着烟，窗户透出暖黄的灯光',
      {
        subject: '雪夜里的小木屋',
        actions: ['烟囱: 冒着烟', '窗户: 透出暖黄的灯光'],
        env: 'countryside',
        time: 'night',
        weather: 'snow',
        type: 'cinematic',
      },
    ],
    [
      '日落时分的沙漠，一支骆驼队缓缓走过沙丘',
      {
        subject: '骆驼队',
        actions: ['缓缓走过沙丘'],
        env: 'desert',
        time: 'golden',
        weather: undefined,
        type: 'nature',
      },
    ],
    [
      '清晨的西湖，一艘小船划过湖面，薄雾还没散去',
      {
        // The boat that moves is the subject; the lake at dawn is where (session 26).
        subject: '小船',
        // (Mist that has not lifted is how the morning looks: the fog is its weather, no beat.)
        actions: ['划过湖面'],
        env: 'water',
        time: 'dawn',
        weather: 'fog',
        type: 'travel',
      },
    ],
    [
      '一只狐狸在雪地里竖起耳朵，猛地扎进雪堆捕食',
      {
        subject: '狐狸',
        actions: ['在雪地里竖起耳朵', '猛地扎进雪堆捕食'],
        env: 'snowfield',
        time: undefined,
        weather: undefined,
        type: 'nature',
      },
    ],
    [
      '火锅沸腾，毛肚在红汤里涮了七上八下，夹起来蘸满香油',
      {
        subject: '火锅',
        actions: ['沸腾', '毛肚: 在红汤里涮了七上八下', '∅: 夹起来蘸满香油'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '海报设计过程：设计师在电脑前拖动图层，最后导出一张电影海报',
      {
        subject: '设计师',
        actions: ['在电脑前拖动图层', '导出一张电影海报'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '海鲜市场里，摊主从水箱里捞出一只大龙虾',
      {
        subject: '摊主',
        actions: ['从水箱里捞出一只大龙虾'],
        env: 'street',
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '云海翻涌的山顶，一个登山者张开双臂',
      {
        subject: '登山者',
        actions: ['张开双臂'],
        env: 'mountain',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '一只雪豹在岩石间潜行，突然扑向岩羊',
      {
        subject: '雪豹',
        actions: ['在岩石间潜行', '突然扑向岩羊'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'nature',
      },
    ],
    [
      '妈妈推着婴儿车在小区里散步，宝宝睡得正香',
      {
        subject: '妈妈',
        actions: ['推着婴儿车在小区里散步', '宝宝: 睡得正香'],
        env: 'garden',
        time: undefined,
        weather: undefined,
        type: 'drama',
      },
    ],
    [
      '古风：一位书生在雨中撑伞走过石桥，回头望了一眼',
      {
        subject: '书生',
        actions: ['在雨中撑伞走过石桥', '回头望了一眼'],
        env: undefined,
        time: undefined,
        weather: 'rain',
        type: 'cinematic',
      },
    ],
    [
      '赛博朋克风格的重庆夜景，飞车穿过霓虹楼群',
      {
        subject: '飞车',
        actions: ['穿过霓虹楼群'],
        env: 'city',
        time: 'night',
        weather: undefined,
        type: 'travel',
      },
    ],
    [
      '黏土动画：一只小企鹅笨拙地滑倒，又爬起来继续走',
      {
        subject: '小企鹅',
        actions: ['笨拙地滑倒', '又爬起来继续走'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'animation',
      },
    ],
    [
      '竖屏：健身博主做了十个俯卧撑，然后对着镜头比了个大拇指',
      {
        subject: '健身博主',
        actions: ['做了十个俯卧撑', '对着镜头比了个大拇指'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'social',
      },
    ],
    [
      '3D动画：一颗种子在土里发芽，长成一棵大树，开满了花',
      {
        subject: '种子',
        actions: ['在土里发芽', '长成一棵大树', '开满了花'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'animation',
      },
    ],
    [
      '纪录片：藏族牧民在草原上放牧，牦牛群慢慢走过山坡',
      {
        subject: '藏族牧民',
        actions: ['在草原上放牧', '牦牛群: 慢慢走过山坡'],
        env: 'countryside',
        time: undefined,
        weather: undefined,
        type: 'nature',
      },
    ],
    [
      '深夜的便利店，店员打了个哈欠，门口的风铃响了一下',
      {
        subject: '店员',
        actions: ['打了个哈欠', '门口的风铃: 响了一下'],
        env: 'shop',
        time: 'night',
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '小男孩吹灭生日蛋糕上的蜡烛，全家人一起鼓掌',
      {
        subject: '小男孩',
        actions: ['吹灭生日蛋糕上的蜡烛', '全家人: 一起鼓掌'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
      },
    ],
    [
      '一辆红色跑车在盘山公路上漂移过弯，轮胎冒出白烟',
      {
        subject: '红色跑车',
        actions: ['在盘山公路上漂移过弯', '轮胎: 冒出白烟'],
        env: 'road',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '他推开窗户，深吸一口气，说：“终于下雪了。”',
      {
        subject: '他',
        actions: ['推开窗户', '深吸一口气', '说：“终于下雪了。”'],
        env: undefined,
        time: undefined,
        weather: 'snow',
        type: 'drama',
        speakers: ['他'],
      },
    ],
    [
      '两个少年在屋顶上打架，一个人说："你输了。"另一个人笑着说："再来！"',
      {
        subject: '两个少年',
        actions: ['在屋顶上打架', '一个人: 说：“你输了。”', '另一个人: 笑着说：“再来！”'],
        env: 'city',
        time: undefined,
        weather: undefined,
        type: 'drama',
        speakers: ['一个人', '另一个人'],
      },
    ],
    [
      '产品广告：无线耳机从充电盒里弹出，蓝光亮起，字幕写着“听见未来”',
      {
        subject: '无线耳机',
        actions: ['从充电盒里弹出', '蓝光: 亮起', '字幕: 写着“听见未来”'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'product',
        speakers: ['画外音'],
      },
    ],
    [
      '旅行vlog：博主在泰山顶看日出，裹着军大衣冻得发抖',
      {
        subject: '博主',
        actions: ['在泰山顶看日出', '裹着军大衣冻得发抖'],
        env: 'mountain',
        time: 'dawn',
        weather: undefined,
        type: 'social',
      },
    ],
    [
      '镜头缓缓推进，一个小女孩在麦田里奔跑，风吹过金色的麦浪',
      {
        subject: '小女孩',
        actions: ['在麦田里奔跑', '风: 吹过金色的麦浪'],
        env: undefined,
        time: undefined,
        weather: 'wind',
        type: 'cinematic',
      },
    ],
    [
      '循环动画：一只猫在键盘上睡觉，尾巴轻轻摇摆',
      {
        subject: '一只猫',
        actions: ['在键盘上睡觉', '尾巴: 轻轻摇摆'],
        // A cat asleep on a keyboard is at home.
        env: 'home',
        time: undefined,
        weather: undefined,
        type: 'loop',
      },
    ],
    [
      '慢动作：一滴水落进牛奶里，溅起一圈皇冠般的奶花',
      {
        subject: '一滴水',
        actions: ['落进牛奶里', '溅起一圈皇冠般的奶花'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '冬天的早上，爷爷在院子里扫雪，小狗在他脚边打转',
      {
        subject: '爷爷',
        actions: ['在院子里扫雪', '小狗: 在他脚边打转'],
        env: 'garden',
        time: 'morning',
        weather: undefined,
        // A grandfather sweeping snow with his dog is a quiet moment, not a drama between people.
        type: 'cinematic',
      },
    ],
    [
      '讲解视频：如何冲一杯手冲咖啡，先磨豆，再注水，最后静置三十秒',
      {
        subject: '手冲咖啡',
        actions: ['∅: 冲一杯手冲咖啡', '∅: 先磨豆', '∅: 再注水', '∅: 静置三十秒'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'explainer',
      },
    ],
    [
      '火车穿过油菜花田，车窗里一个女孩托着下巴看风景',
      {
        subject: '女孩',
        actions: ['火车: 穿过油菜花田', '托着下巴看风景'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '我在地铁上看书，对面的人突然冲我笑了一下',
      {
        subject: '我',
        actions: ['在地铁上看书', '对面的人: 突然冲我笑了一下'],
        env: 'vehicle',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '一群孩子在雨后的巷子里踩水坑，水花四溅',
      {
        subject: '一群孩子',
        actions: ['在雨后的巷子里踩水坑', '水花: 四溅'],
        env: 'street',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '电梯里只有我一个人，灯突然灭了，黑暗中传来一声叹息',
      {
        subject: '灯',
        actions: ['∅: 电梯里只有我一个人', '突然灭了', '∅: 黑暗中传来一声叹息'],
        env: 'interior',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '老师在黑板上画了一个圆，学生们纷纷举手',
      {
        subject: '老师',
        actions: ['在黑板上画了一个圆', '学生们: 纷纷举手'],
        env: 'classroom',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    // Thirty more, written after the reader was built, to check it generalises
    [
      '一个老人坐在河边钓鱼，鱼竿突然一沉，他猛地站起来',
      {
        subject: '老人',
        actions: ['坐在河边钓鱼', '鱼竿: 突然一沉', '猛地站起来'],
        env: 'water',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '无人机视角：飞过张家界的石柱群，云雾缭绕',
      {
        subject: '张家界的石柱群',
        actions: ['∅: 飞过张家界的石柱群', '云雾: 缭绕'],
        env: 'mountain',
        time: undefined,
        weather: undefined,
        type: 'travel',
      },
    ],
    [
      '广告：一双白色运动鞋踩进水坑，水花溅起，鞋面依旧干净',
      {
        subject: '白色运动鞋',
        actions: ['踩进水坑', '水花: 溅起', '鞋面: 依旧干净'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'product',
      },
    ],
    [
      '萌宠：仓鼠把瓜子塞满腮帮子，然后钻进木屑里',
      {
        subject: '仓鼠',
        actions: ['把瓜子塞满腮帮子', '钻进木屑里'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '武侠动画：两位剑客在屋顶上对峙，风吹动他们的衣角，下一秒同时出剑',
      {
        subject: '两位剑客',
        actions: ['在屋顶上对峙', '风: 吹动他们的衣角', '同时出剑'],
        env: 'city',
        time: undefined,
        weather: 'wind',
        type: 'animation',
      },
    ],
    [
      '夜市里，老板把臭豆腐下锅，油花翻滚，香味扑鼻',
      {
        subject: '老板',
        actions: ['把臭豆腐下锅', '油花: 翻滚', '香味: 扑鼻'],
        env: 'street',
        time: 'night',
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '科普：蜜蜂如何酿蜜，从采集花粉到封存蜂巢',
      {
        subject: '蜜蜂',
        actions: ['酿蜜', '从采集花粉到封存蜂巢'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'explainer',
      },
    ],
    [
      '情侣在机场告别，女生说：“到了给我打电话。”男生点点头，转身走进安检口',
      {
        subject: '情侣',
        actions: [
          '在机场告别',
          '女生: 说：“到了给我打电话。”',
          '男生: 点点头',
          '男生: 转身走进安检口',
        ],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
        speakers: ['女生'],
      },
    ],
    [
      '循环：沙漏里的沙子慢慢流下',
      {
        subject: '沙漏里的沙子',
        actions: ['慢慢流下'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'loop',
      },
    ],
    [
      '慢动作：一颗子弹穿过苹果，果肉四散',
      {
        subject: '子弹',
        actions: ['穿过苹果', '果肉: 四散'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '采访：街头随机问路人“你今天开心吗？”，一位大叔笑着说：“开心啊！”',
      {
        subject: '大叔',
        actions: ['∅: 街头随机问路人：“你今天开心吗？”', '笑着说：“开心啊！”'],
        env: 'street',
        time: undefined,
        weather: undefined,
        type: 'interview',
        speakers: [undefined, '大叔'],
      },
    ],
    [
      '抖音风：女孩对着镜头眨眼，比心，然后画面切到她在海边奔跑',
      {
        subject: '女孩',
        actions: ['对着镜头眨眼', '比心', '画面: 切到她在海边奔跑'],
        env: 'beach',
        time: undefined,
        weather: 'wind',
        type: 'social',
      },
    ],
    [
      '延时：花朵在一夜之间绽放',
      {
        subject: '花朵',
        actions: ['在一夜之间绽放'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'timelapse',
      },
    ],
    [
      '第一人称：我推开教室的门，全班同学回头看我',
      {
        subject: '我',
        actions: ['推开教室的门', '全班同学: 回头看我'],
        env: 'classroom',
        time: undefined,
        weather: undefined,
        type: 'pov',
      },
    ],
    [
      '恐怖：镜子里的人比我慢了半拍',
      {
        subject: '镜子里的人',
        actions: ['比我慢了半拍'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'horror',
      },
    ],
    [
      '宇宙飞船穿过星云，舷窗外闪过彩色的光',
      {
        subject: '宇宙飞船',
        actions: ['穿过星云', '舷窗外: 闪过彩色的光'],
        env: 'space',
        time: undefined,
        weather: undefined,
        type: 'space',
      },
    ],
    [
      '开箱新手机，撕掉膜，开机的一瞬间屏幕亮起',
      {
        subject: '新手机',
        actions: ['∅: 开箱新手机', '∅: 撕掉膜', '∅: 开机的一瞬间屏幕亮起'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'unboxing',
      },
    ],
    [
      '一只金毛叼着报纸跑进客厅，摇着尾巴等主人夸奖',
      {
        subject: '金毛',
        actions: ['叼着报纸跑进客厅', '摇着尾巴等主人夸奖'],
        env: 'home',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '爸爸教儿子骑自行车，松开手，儿子自己骑出去了',
      {
        subject: '爸爸',
        actions: ['教儿子骑自行车', '松开手', '儿子: 自己骑出去了'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
      },
    ],
    [
      '雨后的青石板路上，一位撑油纸伞的姑娘慢慢走远',
      {
        subject: '撑油纸伞的姑娘',
        actions: ['慢慢走远'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      'MV：乐队在废弃工厂里演奏，灯光随鼓点闪烁',
      {
        subject: '乐队',
        actions: ['在废弃工厂里演奏', '灯光: 随鼓点闪烁'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'music-video',
      },
    ],
    [
      '美食：厨师把蛋液倒进热锅，快速翻炒，最后撒上葱花出锅',
      {
        subject: '厨师',
        actions: ['把蛋液倒进热锅', '快速翻炒', '撒上葱花出锅'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '北极熊妈妈带着两只小熊走过冰原',
      {
        subject: '北极熊妈妈',
        actions: ['带着两只小熊走过冰原'],
        env: 'snowfield',
        time: undefined,
        weather: undefined,
        type: 'nature',
      },
    ],
    [
      '老街的早点铺，蒸笼掀开，热气扑面而来',
      {
        subject: '老街的早点铺',
        actions: ['蒸笼: 掀开', '热气: 扑面而来'],
        env: 'street',
        time: undefined,
        weather: undefined,
        type: 'travel',
      },
    ],
    [
      '赛车在雨中的赛道上漂移，溅起一片水雾',
      {
        subject: '赛车',
        actions: ['在雨中的赛道上漂移', '溅起一片水雾'],
        env: 'road',
        time: undefined,
        weather: 'rain',
        type: 'cinematic',
      },
    ],
    [
      '竖屏：一个小朋友第一次吃柠檬，整张脸皱成一团',
      {
        subject: '小朋友',
        actions: ['第一次吃柠檬', '整张脸: 皱成一团'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'social',
      },
    ],
    [
      '暴雨中，一个外卖员骑着电动车冲过积水的路口',
      {
        subject: '外卖员',
        actions: ['骑着电动车冲过积水的路口'],
        env: 'street',
        time: undefined,
        // (暴雨 is a downpour: a storm since session 28.)
        weather: 'storm',
        type: 'cinematic',
      },
    ],
    [
      '篝火旁，朋友们弹着吉他唱歌，火星飘向夜空',
      {
        subject: '朋友们',
        actions: ['弹着吉他唱歌', '火星: 飘向夜空'],
        env: 'countryside',
        time: 'night',
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '太空站里，两名宇航员隔着舷窗看地球日出',
      {
        subject: '两名宇航员',
        actions: ['隔着舷窗看地球日出'],
        env: 'space',
        time: 'dawn',
        weather: undefined,
        type: 'space',
      },
    ],
    [
      '家里的扫地机器人撞到猫，猫吓得跳上沙发',
      {
        subject: '猫',
        actions: ['家里的扫地机器人: 撞到猫', '吓得跳上沙发'],
        env: 'home',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    // Dialogue forms and more traps
    [
      '小明对小红说：“我喜欢你。”小红脸红了，低下头没说话。',
      {
        subject: '小明',
        actions: ['对小红说：“我喜欢你。”', '小红: 脸红了', '低下头没说话'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
        speakers: ['小明'],
      },
    ],
    [
      '“你是谁？”女孩颤抖着问。黑暗中没有人回答。',
      {
        subject: '女孩',
        actions: ['颤抖着问：“你是谁？”', '∅: 黑暗中没有人回答'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
        speakers: ['女孩'],
      },
    ],
    [
      '老板：“这个月的业绩怎么回事？”员工：“我会想办法的。”',
      {
        subject: '老板',
        actions: ['说：“这个月的业绩怎么回事？”', '员工: 说：“我会想办法的。”'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
        speakers: ['老板', '员工'],
      },
    ],
    [
      '他笑了笑：“没事，我来。”',
      {
        subject: '他',
        actions: ['笑了笑：“没事，我来。”'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
        speakers: ['他'],
      },
    ],
    [
      '画外音：“每一杯咖啡，都从一颗豆子开始。”咖啡豆落进研磨机。',
      {
        subject: '咖啡豆',
        actions: ['∅: 画外音：“每一杯咖啡，都从一颗豆子开始。”', '落进研磨机'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
        speakers: ['画外音'],
      },
    ],
    [
      '镜头从天空缓缓下降，落在一座小村庄上，炊烟升起',
      {
        subject: '小村庄',
        actions: ['炊烟: 升起'],
        env: 'countryside',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '一群鸽子从广场上飞起，掠过教堂的尖顶',
      {
        subject: '一群鸽子',
        actions: ['从广场上飞起', '掠过教堂的尖顶'],
        env: 'ruins',
        time: undefined,
        weather: undefined,
        // Pigeons over a square are the town's birds, not a wildlife film.
        type: 'cinematic',
      },
    ],
    [
      '外婆把红包塞进我手里，说：“拿着，别告诉你妈。”',
      {
        subject: '外婆',
        actions: ['把红包塞进我手里', '说：“拿着，别告诉你妈。”'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
        speakers: ['外婆'],
      },
    ],
    [
      '一杯冰美式，冰块在阳光下闪闪发光',
      {
        subject: '冰美式',
        actions: ['冰块: 在阳光下闪闪发光'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    [
      '妹妹偷吃了蛋糕，被妈妈发现了，她赶紧把手藏到背后',
      {
        subject: '妹妹',
        actions: ['偷吃了蛋糕', '被妈妈发现了', '赶紧把手藏到背后'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'drama',
      },
    ],
    [
      '第一视角：我在跳伞，打开降落伞的那一刻，整个世界都安静了',
      {
        subject: '我',
        actions: ['在跳伞', '打开降落伞的那一刻', '整个世界: 都安静了'],
        env: 'sky',
        time: undefined,
        weather: undefined,
        type: 'pov',
      },
    ],
    [
      '一个机器人在废墟中捡起一朵小花',
      {
        subject: '机器人',
        actions: ['在废墟中捡起一朵小花'],
        env: 'ruins',
        time: undefined,
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '夜里，屋外传来敲门声，小女孩从被窝里探出头',
      {
        subject: '小女孩',
        actions: ['∅: 屋外传来敲门声', '从被窝里探出头'],
        env: undefined,
        time: 'night',
        weather: undefined,
        type: 'cinematic',
      },
    ],
    [
      '武汉长江大桥的延时摄影，从清晨到深夜',
      {
        subject: '武汉长江大桥',
        actions: [],
        env: undefined,
        time: 'dawn',
        weather: undefined,
        type: 'timelapse',
      },
    ],
    [
      '一位老师傅在拉面，面团在他手中越拉越细',
      {
        subject: '老师傅',
        actions: ['在拉面', '面团: 在他手中越拉越细'],
        env: undefined,
        time: undefined,
        weather: undefined,
        type: 'food',
      },
    ],
    // Review 10: the camera's push-in is no beat, and 它 is the robot, never the camera.
    [
      '赛博朋克城市里，一个机器人在雨中卖花。镜头缓缓推近，它把最后一朵花递给一个小女孩。',
      {
        subject: '机器人',
        actions: ['在雨中卖花', '把最后一朵花递给一个小女孩'],
        env: 'city',
        time: undefined,
        weather: 'rain',
        type: 'cinematic',
      },
    ],
  ];
  it.each(cases)('%s', (idea, expected) => {
    expect(summary(idea)).toEqual(expected);
  });
});

describe('Chinese false friends are read as words', () => {
  it('compounds stay one word before any cue is looked for', () => {
    const words = (text: string) => segment(text).words.map((w) => w.word);
    expect(words('黄山云海')).toContain('云海');
    expect(words('一只雪豹')).toContain('雪豹');
    expect(words('雪后的故宫')).toContain('雪后');
    expect(words('推着小推车')).toContain('小推车');
  });

  it('云海 is clouds over peaks, 上海/海报/海鲜 are not the sea', () => {
    expect(analyse('延时摄影：黄山云海翻滚').setting.env).toBe('mountain');
    for (const idea of [
      '上海的老弄堂',
      '设计师做了一张电影海报',
      '海鲜市场里人来人往',
      '云海之上',
    ]) {
      expect(analyse(idea).setting.env, idea).not.toBe('sea');
    }
    expect(analyse('一艘渔船驶向大海').setting.env).toBe('sea');
  });

  it('雪豹 brings no snowfall, 雪后/积雪/扫雪 is snow on the ground, not falling', () => {
    for (const idea of ['一只雪豹在岩石间潜行', '雪后的故宫，红墙金瓦', '爷爷在院子里扫雪']) {
      expect(analyse(idea).weather, idea).toBeUndefined();
    }
    expect(analyse('大雪纷飞的夜晚').weather).toBe('snow');
  });

  it('推车 is no camera move, 火锅 is food', () => {
    expect(analyse('老奶奶推着小推车去买菜').has.move).toBe(false);
    expect(analyse('火锅沸腾，毛肚在红汤里涮').type).toBe('food');
    expect(analyse('镜头缓缓推近，老人抬起头').has.move).toBe(true);
  });
});

describe('Chinese subjects are grammatical subjects', () => {
  it('never a time, a place, a label or a format word', () => {
    const cases: [string, string][] = [
      ['早高峰，外卖员骑着电动车穿过车流', '外卖员'],
      ['凌晨三点，便利店的店员趴在收银台上睡着了', '便利店的店员'],
      ['在重庆，一个女孩站在轻轨站台上', '女孩'],
      ['上海弄堂里，阿婆在晾衣服', '阿婆'],
      ['古风动画：一位剑客站在屋檐上', '剑客'],
      ['延时摄影：西湖从清晨到日落', '西湖'],
      ['傍晚时分，渔民把船划回港口', '渔民'],
      ['雨夜，一只黑猫蹲在墙头', '黑猫'],
    ];
    for (const [idea, subject] of cases) expect(analyse(idea).subject?.phrase, idea).toBe(subject);
  });

  it('a later clause led by its own noun is that noun’s doing', () => {
    const actions = analyse('恐怖片：电梯门自己打开了，灯一闪一闪，云层翻滚').actions;
    expect(actions.map((a) => a.who?.phrase)).toEqual([undefined, '灯', '云层']);
  });

  it('the predicate starts after the noun, whatever opens it', () => {
    expect(predicateStart('筷子轻轻一夹')).toBe(2);
    expect(predicateStart('灯一闪一闪')).toBe(1);
    expect(predicateStart('油滋滋作响')).toBe(1);
    expect(predicateStart('女儿哭着回答')).toBe(2);
    expect(predicateStart('红墙金瓦')).toBe(-1);
    expect(predicateStart('成都的街头')).toBe(-1);
  });
});

describe('Chinese speakers', () => {
  it('the one who speaks, without how they speak', () => {
    expect(chineseSpeaker('女儿哭着回答：')).toBe('女儿');
    expect(chineseSpeaker('妈妈轻声说：')).toBe('妈妈');
    expect(chineseSpeaker('女儿：')).toBe('女儿');
    expect(chineseSpeaker('女儿说：“爸，我不想回去了。”父亲沉默了一会儿，说：')).toBe('父亲');
    expect(chineseSpeaker('采访一位老渔民，他说：')).toBe('老渔民');
    expect(chineseSpeaker('屏幕上出现广告语')).toBeUndefined();
    expect(chineseSpeaker('画外音：')).toBe('画外音');
    expect(chineseSpeaker('街头采访：路人被问')).toBeUndefined();
    expect(chineseSpeakerAfter('女孩颤抖着问。')).toBe('女孩');
    expect(chineseSpeakerAfter('，一位大叔笑着说：')).toBeUndefined();
  });

  it('every line in order, each with its own speaker', () => {
    expect(
      analyse('深夜的医院走廊，妈妈握着女儿的手。妈妈说：“别怕。”女儿哭着回答：“妈，我好疼。”')
        .dialogue,
    ).toEqual([
      { speaker: '妈妈', line: '别怕。' },
      { speaker: '女儿', line: '妈，我好疼。' },
    ]);
  });
});
