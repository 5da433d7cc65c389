import { describe, expect, it } from 'vitest';
import { checkPrompt } from './check-prompt.ts';
import { RULE_IDS, type RuleId } from './check-types.ts';
import type { CheckerProfile } from './checker-profile.ts';
import {
  ANY_MODEL,
  BRACKETS,
  CHINESE_ONLY,
  NUMBERED_SHOTS,
  POSITIVE_ONLY,
  SHORT_LIMIT,
  VEO_LIKE,
} from './testing-profiles.ts';

interface Pair {
  /** A prompt that triggers the rule. */
  trigger: string;
  /** A near one that does not. */
  near: string;
  /** The text the issue's span must cover in the trigger, when the issue has a place. */
  span?: string;
}

interface Case {
  rule: RuleId;
  profile: CheckerProfile;
  seconds?: number;
  en: Pair;
  zh: Pair;
}

const TAIL_EN = 'Medium shot, soft window light, 35mm film look.';
const TAIL_ZH = '中景，柔和的窗光，35mm 胶片质感。';

const CASES: Case[] = [
  {
    rule: 'length-over-limit',
    profile: SHORT_LIMIT,
    en: {
      trigger:
        'A potter shapes a bowl on a spinning wheel.\nCamera: Close-up, slow push-in, 50mm lens.\nLighting: Soft window light.\nPalette: Clay red, cream, slate grey and warm white.',
      near: 'A potter shapes a bowl on a spinning wheel.\nCamera: Close-up, slow push-in, 50mm lens.\nLighting: Soft window light.',
    },
    zh: {
      trigger:
        '陶艺师在转盘上拉坯，双手沾满泥浆，泥坯在她的指间慢慢升高、变薄，最后成形为一只敞口的碗。\n镜头：特写，缓慢推镜头，50mm 镜头。\n光线：柔和的窗光。\n配色：陶土红、奶油白、石板灰与暖白，整体偏暖，低饱和，带一点胶片颗粒与柔和的暗角，画面安静。\n场景：小小的陶艺工作室，木架上摆满素坯，窗台上放着几盆绿植，地上散落着泥点与工具。',
      near: '陶艺师在转盘上拉坯。\n镜头：特写，缓慢推镜头，50mm 镜头。\n光线：柔和的窗光。',
    },
  },
  {
    rule: 'missing-subject-action',
    profile: ANY_MODEL,
    en: {
      trigger: `A lighthouse on a cliff at dusk. ${TAIL_EN}`,
      near: `A lighthouse keeper climbs the stairs at dusk. ${TAIL_EN}`,
    },
    zh: {
      trigger: `黄昏时悬崖上的灯塔。${TAIL_ZH}`,
      near: `黄昏时，灯塔看守人爬上灯塔的台阶。${TAIL_ZH}`,
    },
  },
  {
    rule: 'missing-camera',
    profile: ANY_MODEL,
    en: {
      trigger: 'A fox runs through fresh snow at dawn, soft golden light, watercolour style.',
      near: 'A fox runs through fresh snow at dawn, low-angle tracking shot, soft golden light, watercolour style.',
    },
    zh: {
      trigger: '一只狐狸在黎明的雪地里奔跑，柔和的金色光线，水彩风格。',
      near: '一只狐狸在黎明的雪地里奔跑，低角度跟拍，柔和的金色光线，水彩风格。',
    },
  },
  {
    rule: 'missing-light',
    profile: ANY_MODEL,
    en: {
      trigger: 'A fox runs through fresh snow, tracking shot, watercolour style.',
      near: 'A fox runs through fresh snow, tracking shot, backlit by a low sun, watercolour style.',
    },
    zh: {
      trigger: '一只狐狸在雪地里奔跑，跟拍，水彩风格。',
      near: '一只狐狸在雪地里奔跑，跟拍，逆光，水彩风格。',
    },
  },
  {
    rule: 'missing-style',
    profile: ANY_MODEL,
    en: {
      trigger: 'A fox runs through fresh snow at dawn, tracking shot, soft light.',
      near: 'A fox runs through fresh snow at dawn, tracking shot, soft light, 16mm film grain.',
    },
    zh: {
      trigger: '一只狐狸在黎明的雪地里奔跑，跟拍，柔和光线。',
      near: '一只狐狸在黎明的雪地里奔跑，跟拍，柔和光线，胶片质感。',
    },
  },
  {
    rule: 'camera-moves-per-shot',
    profile: ANY_MODEL,
    en: {
      trigger:
        'A woman walks down the hall, slow dolly-in, then a pan left across the portraits. Soft light, film look.',
      near: 'Shot 1: A woman walks down the hall, slow dolly-in. Shot 2: a pan left across the portraits. Soft light, film look.',
      span: 'pan left',
    },
    zh: {
      trigger: '女孩走过长廊，缓缓推镜头，然后向左摇到墙上的画。柔和光线，胶片质感。',
      near: '镜头1：女孩走过长廊，缓缓推镜头。镜头2：向左摇到墙上的画。柔和光线，胶片质感。',
      span: '向左摇',
    },
  },
  {
    rule: 'too-many-actions',
    profile: VEO_LIKE,
    seconds: 8,
    en: {
      trigger: `A chef cracks an egg, whisks the batter, flips a pancake and pours syrup over it. ${TAIL_EN}`,
      near: `A chef flips a pancake and pours syrup over it. ${TAIL_EN}`,
      span: 'pours',
    },
    zh: {
      trigger: `厨师切开柠檬，倒入杯中，搅拌均匀，再撒上薄荷叶。${TAIL_ZH}`,
      near: `厨师把柠檬汁倒入杯中，再撒上薄荷叶。${TAIL_ZH}`,
      span: '撒',
    },
  },
  {
    rule: 'dialogue-over-budget',
    profile: VEO_LIKE,
    seconds: 8,
    en: {
      trigger: `An old fisherman looks at the sea and says "I have sailed these waters for fifty years and every single morning the sea still tells me something new about myself." ${TAIL_EN}`,
      near: `An old fisherman looks at the sea and says "The sea gave me everything." ${TAIL_EN}`,
    },
    zh: {
      trigger: `老渔夫望向大海，说：“我在这片海上漂了五十年，每天早上出海，大海都会告诉我一些关于自己的新东西。”${TAIL_ZH}`,
      near: `老渔夫望向大海，说：“大海给了我一切。”${TAIL_ZH}`,
    },
  },
  {
    rule: 'contradiction-duration',
    profile: ANY_MODEL,
    en: {
      trigger: `A 10s clip of a cat chasing a ribbon. ${TAIL_EN} Duration: 15s.`,
      near: `A 15s clip of a cat chasing a ribbon, slow push-in over 3 seconds. ${TAIL_EN} Duration: 15s.`,
      span: '15s',
    },
    zh: {
      trigger: `一段 10 秒的视频：猫咪追着丝带跑。${TAIL_ZH}时长：15 秒。`,
      near: `一段 15 秒的视频：猫咪追着丝带跑，3 秒后镜头推近。${TAIL_ZH}时长：15 秒。`,
      span: '15 秒',
    },
  },
  {
    rule: 'contradiction-aspect-ratio',
    profile: ANY_MODEL,
    en: {
      trigger: `A skateboarder rolls down a hill, 16:9. ${TAIL_EN} Vertical video, 9:16.`,
      near: `A skateboarder rolls down a hill, 9:16. ${TAIL_EN} Vertical video, 9:16.`,
      span: 'Vertical video',
    },
    zh: {
      trigger: `滑板少年冲下山坡，竖屏。${TAIL_ZH}画幅：16:9。`,
      near: `滑板少年冲下山坡，竖屏。${TAIL_ZH}画幅：9:16。`,
      span: '16:9',
    },
  },
  {
    rule: 'contradiction-day-night',
    profile: ANY_MODEL,
    en: {
      trigger: `At midnight, a man waters his garden under the blazing noon sun. ${TAIL_EN}`,
      near: `Time-lapse from noon to midnight: a man waters his garden as the light changes. ${TAIL_EN}`,
      span: 'noon',
    },
    zh: {
      trigger: `正午的阳光下，一个男人在深夜的街道上奔跑。${TAIL_ZH}`,
      near: `延时摄影：从正午到深夜，一个男人在街道上奔跑。${TAIL_ZH}`,
      span: '深夜',
    },
  },
  {
    rule: 'contradiction-medium',
    profile: ANY_MODEL,
    en: {
      trigger: `Live-action footage of a cartoon rabbit hopping through a meadow. ${TAIL_EN}`,
      near: `Mixed media: live-action footage with a 2D animated rabbit hopping through a meadow. ${TAIL_EN}`,
      span: 'cartoon',
    },
    zh: {
      trigger: `真人实拍的草地上，一只卡通兔子蹦蹦跳跳。${TAIL_ZH}`,
      near: `真人与动画结合：真人实拍的草地上，一只卡通兔子跳过小溪。${TAIL_ZH}`,
      span: '卡通',
    },
  },
  {
    rule: 'negation-in-prompt',
    profile: VEO_LIKE,
    en: {
      trigger: `A quiet street at dawn, a cat walks past, no people or text. ${TAIL_EN}`,
      near: `A quiet, empty street at dawn, a cat walks past. ${TAIL_EN}`,
      span: 'no people or text',
    },
    zh: {
      trigger: `清晨安静的街道，一只猫走过，不要出现行人和文字。${TAIL_ZH}`,
      near: `清晨安静、空无一人的街道，一只猫走过。${TAIL_ZH}`,
      span: '不要出现行人和文字',
    },
  },
  {
    rule: 'duration-not-offered',
    profile: VEO_LIKE,
    en: {
      trigger: `A paper boat drifts down a gutter. ${TAIL_EN} 10 seconds.`,
      near: `A paper boat drifts down a gutter. ${TAIL_EN} 8 seconds.`,
      span: '10 seconds',
    },
    zh: {
      trigger: `纸船顺着水沟漂流。${TAIL_ZH}十秒。`,
      near: `纸船顺着水沟漂流。${TAIL_ZH}8 秒。`,
      span: '十秒',
    },
  },
  {
    rule: 'settings-in-prose',
    profile: VEO_LIKE,
    en: {
      trigger: `A paper boat drifts down a gutter. ${TAIL_EN}\nTechnical: 8s, 16:9, 1080p.`,
      near: `A paper boat drifts down a gutter. ${TAIL_EN}`,
    },
    zh: {
      trigger: `纸船顺着水沟漂流。${TAIL_ZH}\n技术参数：8 秒，16:9，1080p。`,
      near: `纸船顺着水沟漂流。${TAIL_ZH}`,
    },
  },
  {
    rule: 'prompt-language',
    profile: VEO_LIKE,
    en: {
      trigger: `纸船顺着水沟漂流。${TAIL_ZH}`,
      near: `A paper boat drifts down a gutter. ${TAIL_EN}`,
    },
    zh: {
      trigger: `一艘纸船顺着雨后的水沟漂流而下。${TAIL_ZH}`,
      near: `A paper boat drifts down a rainy gutter. ${TAIL_EN}`,
    },
  },
  {
    rule: 'safety-real-person',
    profile: ANY_MODEL,
    en: {
      trigger: `Taylor Swift sings on a rooftop at night. ${TAIL_EN}`,
      near: `A pop singer sings on a rooftop at night. ${TAIL_EN}`,
      span: 'Taylor Swift',
    },
    zh: {
      trigger: `周杰伦在屋顶上唱歌。${TAIL_ZH}`,
      near: `一位歌手在屋顶上唱歌。${TAIL_ZH}`,
      span: '周杰伦',
    },
  },
  {
    rule: 'safety-brand',
    profile: ANY_MODEL,
    en: {
      trigger: `A runner in Nike shoes sprints along the river. ${TAIL_EN}`,
      near: `A runner in red shoes sprints along the river. ${TAIL_EN}`,
      span: 'Nike',
    },
    zh: {
      trigger: `穿着耐克跑鞋的女孩沿着河边奔跑。${TAIL_ZH}`,
      near: `穿着红色跑鞋的女孩沿着河边奔跑。${TAIL_ZH}`,
      span: '耐克',
    },
  },
  {
    rule: 'safety-character',
    profile: ANY_MODEL,
    en: {
      trigger: `Pikachu runs through a meadow of tall grass. ${TAIL_EN}`,
      near: `A small yellow fox runs through a meadow of tall grass. ${TAIL_EN}`,
      span: 'Pikachu',
    },
    zh: {
      trigger: `皮卡丘在草地上奔跑。${TAIL_ZH}`,
      near: `一只小黄狗在草地上奔跑。${TAIL_ZH}`,
      span: '皮卡丘',
    },
  },
  {
    rule: 'safety-minor',
    profile: ANY_MODEL,
    en: {
      trigger: `A little boy holds a gun in a dark alley. ${TAIL_EN}`,
      near: `A little boy holds a red balloon in a dark alley. ${TAIL_EN}`,
      span: 'little boy',
    },
    zh: {
      trigger: `小男孩在昏暗的小巷里拿着枪。${TAIL_ZH}`,
      near: `小男孩在昏暗的小巷里拿着气球。${TAIL_ZH}`,
      span: '小男孩',
    },
  },
  {
    rule: 'vague-words',
    profile: ANY_MODEL,
    en: {
      trigger: 'A woman dances in an epic city. Tracking shot.\nLighting: Soft window light.',
      near: 'A woman dances in an epic city of glass towers at golden hour. Tracking shot.\nLighting: Soft window light.',
      span: 'epic',
    },
    zh: {
      trigger: '女孩在街头跳舞，画面唯美，跟拍。\n光线：柔和的窗光。',
      near: '女孩在街头跳舞，唯美的逆光勾出她的轮廓，跟拍。\n光线：柔和的窗光。',
      span: '唯美',
    },
  },
  {
    rule: 'hailuo-camera-brackets',
    profile: BRACKETS,
    en: {
      trigger: `A fox runs across the snow as the camera pans left. ${TAIL_EN}`,
      near: `A fox runs across the snow [Pan left]. ${TAIL_EN}`,
      span: 'pans left',
    },
    zh: {
      trigger: `狐狸跑过雪地，镜头向左摇。${TAIL_ZH}`,
      near: `狐狸跑过雪地 [Pan left]。${TAIL_ZH}`,
      span: '向左摇',
    },
  },
  {
    rule: 'seedance-shot-numbers',
    profile: NUMBERED_SHOTS,
    en: {
      trigger: `A girl walks into a café, cut to her sitting by the window. ${TAIL_EN}`,
      near: `Shot 1: A girl walks into a café. Shot 2: She sits by the window. ${TAIL_EN}`,
      span: 'cut to',
    },
    zh: {
      trigger: `女孩走进咖啡馆，切到她坐在窗边。${TAIL_ZH}`,
      near: `镜头1：女孩走进咖啡馆。镜头2：她坐在窗边。${TAIL_ZH}`,
      span: '切到',
    },
  },
];

const rulesOf = (prompt: string, c: Case) =>
  checkPrompt(prompt, {
    profile: c.profile,
    language: 'en',
    ...(c.seconds !== undefined ? { seconds: c.seconds } : {}),
  }).issues.filter((issue) => issue.rule === c.rule);

describe('every rule has a table pair in both languages', () => {
  it('covers every rule id', () => {
    expect(new Set(CASES.map((c) => c.rule))).toEqual(new Set(RULE_IDS));
  });

  describe.each(CASES.map((c) => [c.rule, c] as const))('%s', (_rule, c) => {
    it.each(['en', 'zh'] as const)('%s: the trigger has it, the near one does not', (lang) => {
      const pair = c[lang];
      const found = rulesOf(pair.trigger, c);
      expect(found.length, pair.trigger).toBeGreaterThan(0);
      expect(rulesOf(pair.near, c), pair.near).toEqual([]);
      if (pair.span !== undefined) {
        const span = found[0]?.span;
        expect(span, 'span').toBeDefined();
        expect(pair.trigger.slice(...(span as [number, number]))).toBe(pair.span);
      }
    });

    it.each(['en', 'zh'] as const)('%s: its fix, when it has one, clears it', (lang) => {
      const pair = c[lang];
      const [issue] = rulesOf(pair.trigger, c);
      if (issue?.fix === undefined) return;
      expect(issue.fix.prompt).not.toBe(pair.trigger);
      expect(rulesOf(issue.fix.prompt, c).length).toBeLessThan(rulesOf(pair.trigger, c).length);
    });
  });
});

describe('rules read the profile', () => {
  it('negation is fine for models that read it', () => {
    const prompt = `A quiet street at dawn, no people or text. ${TAIL_EN}`;
    const rules = checkPrompt(prompt, { profile: ANY_MODEL, language: 'en' }).issues;
    expect(rules.map((issue) => issue.rule)).not.toContain('negation-in-prompt');
  });

  it('a negative-prompt model gets the nouns moved to its negative prompt', () => {
    const prompt = `A quiet street at dawn, a cat walks past, no people or text. ${TAIL_EN}`;
    const issue = checkPrompt(prompt, { profile: VEO_LIKE, language: 'en' }).issues.find(
      (each) => each.rule === 'negation-in-prompt',
    );
    expect(issue?.fix?.prompt).toBe(
      `A quiet street at dawn, a cat walks past. ${TAIL_EN}\nNegative prompt: people, text`,
    );
    expect(issue?.fix?.label).toBe('Move "people, text" to the negative prompt');
  });

  it('a positive-only model gets the common cases rephrased', () => {
    const prompt = `A cat walks along a wall. No text. ${TAIL_EN}`;
    const issue = checkPrompt(prompt, { profile: POSITIVE_ONLY, language: 'en' }).issues.find(
      (each) => each.rule === 'negation-in-prompt',
    );
    expect(issue?.fix?.prompt).toBe(
      `A cat walks along a wall. A clean, unmarked frame. ${TAIL_EN}`,
    );
  });

  it('a Chinese negative prompt line is written in Chinese', () => {
    const prompt = `清晨安静的街道，一只猫走过，不要出现行人和文字。${TAIL_ZH}`;
    const issue = checkPrompt(prompt, { profile: VEO_LIKE, language: 'zh' }).issues.find(
      (each) => each.rule === 'negation-in-prompt',
    );
    expect(issue?.fix?.prompt).toBe(
      `清晨安静的街道，一只猫走过。${TAIL_ZH}\n负面提示词：行人、文字`,
    );
    expect(issue?.fix?.label).toBe('把“行人、文字”移到负面提示词');
  });

  it('a picked length the model lacks is an error with no place in the text', () => {
    const prompt = `A paper boat drifts down a gutter. ${TAIL_EN}`;
    const issue = checkPrompt(prompt, {
      profile: VEO_LIKE,
      seconds: 5,
      language: 'en',
    }).issues.find((each) => each.rule === 'duration-not-offered');
    expect(issue).toMatchObject({
      severity: 'error',
      message: '5 s is not a length this model offers (4, 6 or 8 s).',
    });
    expect(issue?.span).toBeUndefined();
  });

  it('a written length unlike the picked one is a contradiction, fixed to the picked one', () => {
    const prompt = `A 10s clip of a cat chasing a ribbon. ${TAIL_EN}`;
    const issue = checkPrompt(prompt, {
      profile: ANY_MODEL,
      seconds: 15,
      language: 'en',
    }).issues.find((each) => each.rule === 'contradiction-duration');
    expect(issue?.message).toBe('The prompt says 10s, but the length you picked is 15 s.');
    expect(issue?.fix?.prompt).toBe(`A 15s clip of a cat chasing a ribbon. ${TAIL_EN}`);
  });

  it('Hailuo bracket moves are its syntax, not two moves in one shot', () => {
    const prompt = `[Pan left, Zoom in] A fox runs across the snow. ${TAIL_EN}`;
    const rules = checkPrompt(prompt, { profile: BRACKETS, language: 'en' }).issues.map(
      (i) => i.rule,
    );
    expect(rules).not.toContain('camera-moves-per-shot');
    expect(rules).not.toContain('hailuo-camera-brackets');
  });

  it('the Hailuo fix writes the bracket command where the move was', () => {
    const prompt = `A fox runs across the snow, then a slow pan left. ${TAIL_EN}`;
    const issue = checkPrompt(prompt, { profile: BRACKETS, language: 'en' }).issues.find(
      (each) => each.rule === 'hailuo-camera-brackets',
    );
    expect(issue?.fix?.prompt).toBe(`A fox runs across the snow, then [Pan left]. ${TAIL_EN}`);
  });

  it('the Seedance fix numbers the shots', () => {
    const prompt = '女孩走进咖啡馆，切到她坐在窗边，中景，柔和的窗光，35mm 胶片质感。';
    const issue = checkPrompt(prompt, { profile: NUMBERED_SHOTS, language: 'zh' }).issues.find(
      (each) => each.rule === 'seedance-shot-numbers',
    );
    expect(issue?.fix?.prompt).toBe(
      '镜头1：女孩走进咖啡馆\n镜头2：她坐在窗边，中景，柔和的窗光，35mm 胶片质感。',
    );
  });

  it('the language rule speaks of the languages the guide lists', () => {
    const issue = checkPrompt(`A paper boat drifts down a gutter. ${TAIL_EN}`, {
      profile: CHINESE_ONLY,
      language: 'zh',
    }).issues.find((each) => each.rule === 'prompt-language');
    expect(issue?.message).toBe('这个模型的官方指南建议用中文写提示词，用英文写效果可能打折扣。');
  });
});

describe("the builder's and the templates' words", () => {
  const rules = (prompt: string) =>
    checkPrompt(prompt, { profile: ANY_MODEL, language: 'en' }).issues.map((issue) => issue.rule);

  it('reads a hyphenated move (the builder writes "tilt-up") as a camera move', () => {
    const scene = 'A balloon rises over the canyon at dawn, soft light, watercolour style.';
    for (const move of ['Tilt-up', 'Pan-left', 'Zoom-in', 'Crane-up', 'Truck-right']) {
      expect(rules(`${scene} ${move}.`), move).not.toContain('missing-camera');
    }
  });

  it('does not count wearing or 一种 as an action (穿 and 戴 describe, 穿上 acts)', () => {
    const actions = (prompt: string) =>
      checkPrompt(prompt, { profile: VEO_LIKE, seconds: 4, language: 'zh' }).issues.filter(
        (issue) => issue.rule === 'too-many-actions',
      );
    expect(
      actions(`一位穿黄色雨衣、戴着帽子的女性给酸种面包整形，一种安静的气氛。${TAIL_ZH}`),
    ).toEqual([]);
    expect(actions(`她穿上雨衣，戴上帽子，推门，跑进雨里。${TAIL_ZH}`)).not.toEqual([]);
  });

  it('does not count a voice-over speaking (旁白说, the narrator says) as an action on screen', () => {
    const actions = (prompt: string, language: 'en' | 'zh') =>
      checkPrompt(prompt, { profile: VEO_LIKE, seconds: 4, language }).issues.filter(
        (issue) => issue.rule === 'too-many-actions',
      );
    expect(actions(`饺子皮放在手心，舀上馅。旁白说：“中间舀一小勺馅。”${TAIL_ZH}`, 'zh')).toEqual(
      [],
    );
    // Someone on screen who speaks still acts.
    expect(actions(`她舀上馅，捏紧饺子，他说：“好了。”${TAIL_ZH}`, 'zh')).not.toEqual([]);
  });

  it('does not read a verb inside a noun the segmenter splits (摆轮, 奶泡, 咬合) as an action', () => {
    const actions = (prompt: string, seconds = 4) =>
      checkPrompt(prompt, { profile: VEO_LIKE, seconds, language: 'zh' }).issues.filter(
        (issue) => issue.rule === 'too-many-actions',
      );
    const nouns =
      '桌上的摆轮、单摆、飞轮和拨链器，鼓刷、墨滴、液滴、奶泡与气泡，齿轮彼此贴合、咬合，弹唱风格。';
    expect(actions(`${nouns}${TAIL_ZH}`)).toEqual([]);
    // 飞溅 is one action, not 飞 and 溅.
    expect(actions(`水花飞溅，咖啡师倒入牛奶。${TAIL_ZH}`, 8)).toEqual([]);
  });

  it('reads a medium, a technique or a format named in words as a style', () => {
    const scene = 'A drop of ink spreads in water, close-up, soft light.';
    for (const look of [
      'Abstract fluid art',
      'Material science art',
      'Double exposure',
      'Cool blue color grade',
      'Outdoor gear review',
      'Dreamy travel postcard',
    ]) {
      expect(rules(`${scene} ${look}.`), look).not.toContain('missing-style');
    }
    const sceneZh = '一滴墨在水中晕开，特写，柔和光线。';
    for (const look of [
      '抽象流体艺术',
      '双重曝光',
      '现代舞影像',
      '安静的生活方式短片',
      '户外装备测评',
    ]) {
      expect(rules(`${sceneZh}${look}。`), look).not.toContain('missing-style');
    }
  });
});
