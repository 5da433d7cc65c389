/**
 * One term for one thing (issue 19, item 4): the Chinese term Promptreel uses, the English term
 * it stands for, where it is used, and the variants it retires. The UI strings, the guide, the
 * builder's options and the templates follow it (glossary.test.ts flags a retired variant in any
 * of them); the engine follows it too, in its own tests. docs/glossary-zh.md is this list as a
 * table for people (`npx tsx scripts/write-glossary.ts` writes it; a test keeps it in step).
 */

/** A retired variant: how it is written, and how a test finds it in Chinese text. */
export interface RetiredVariant {
  /** The variant as a person would write it. */
  text: string;
  /** Matches the variant but not the kept term (推镜 but not 推镜头). */
  pattern: RegExp;
  /** A sentence with the variant in it: the pattern must find it (keeps the pattern honest). */
  example: string;
}

export interface GlossaryEntry {
  zh: string;
  en: string;
  /** Where the term appears, for a person looking it up. */
  usedIn: string;
  retired: readonly RetiredVariant[];
}

const variant = (text: string, pattern: RegExp, example: string): RetiredVariant => ({
  text,
  pattern,
  example,
});
/** A variant found as written, anywhere. */
const literal = (text: string, example: string) =>
  variant(text, new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'u'), example);

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    zh: '推镜头',
    en: 'dolly in / push in',
    usedIn: '构建器运镜选项（推镜头、缓推镜头、变焦推镜头）、创作指南、模板',
    retired: [
      variant('推镜', /推镜(?!头)/u, '中近景，缓慢推镜，85mm'),
      literal('推轨', '缓慢推轨'),
      literal('轨道推镜', '轨道推镜头'),
      literal('推近', '镜头缓缓推近一只陶瓷杯'),
      literal('推进', '无人机缓慢推进'),
    ],
  },
  {
    zh: '拉镜头',
    en: 'dolly out / pull out',
    usedIn: '构建器运镜选项（拉镜头、缓拉镜头、变焦拉镜头）、模板',
    retired: [variant('拉镜', /拉镜(?!头)/u, '轨道拉镜'), literal('拉远镜头', '缓慢拉远镜头')],
  },
  {
    zh: '左右摇',
    en: 'pan',
    usedIn: '构建器运镜选项（向左摇、向右摇）、创作指南、模板',
    retired: [literal('横摇', '缓慢横摇扫过天空')],
  },
  {
    zh: '上下摇',
    en: 'tilt',
    usedIn: '构建器运镜选项（向上摇、向下摇）、创作指南、模板',
    retired: [literal('俯仰', '俯仰（Tilt）')],
  },
  {
    zh: '近景',
    en: 'medium close-up',
    usedIn: '构建器景别选项、创作指南、模板',
    retired: [literal('中近景', '镜头一：中近景')],
  },
  {
    zh: '画幅',
    en: 'aspect ratio',
    usedIn: '界面、构建器、模板库筛选与导出、提示词',
    retired: [literal('画面比例', '请选择画面比例。')],
  },
  {
    zh: '深度',
    en: 'heavy (rewrite level: 轻度 / 中度 / 深度)',
    usedIn: '提示词优化、变体生成、首页、关于、常见问题',
    retired: [literal('重度', '轻度、中度、重度三种强度')],
  },
  {
    zh: '投稿',
    en: 'submit (the page and the act of sending a prompt)',
    usedIn: '导航、投稿页、常见问题、隐私政策',
    retired: [variant('“提交”页面', /[“"]?提交[”"]?页面/u, '进入“提交”页面')],
  },
  {
    zh: '15 秒',
    en: '15s (a space between number and 秒)',
    usedIn: '界面、模板、构建器、提示词（引擎输出同样遵守）',
    retired: [variant('15秒', /\d秒/u, '最长 15秒')],
  },
  {
    zh: '时长',
    en: 'duration (of a clip)',
    usedIn: '界面、构建器、模板库筛选、提示词检查器',
    retired: [literal('片长', '而片长只有 10 秒')],
  },
  {
    zh: '负面提示词',
    en: 'negative prompt',
    usedIn: '创作指南、常见问题、提示词检查器',
    retired: [
      literal('反向提示词', '把这些名词放进反向提示词'),
      literal('负向提示词', '负向提示词：文字'),
    ],
  },
  {
    zh: '动作描述',
    en: 'motion (the builder field)',
    usedIn: '构建器',
    retired: [literal('运动描述', '请至少添加一条运动描述。')],
  },
  {
    zh: '重量感',
    en: 'sense of weight',
    usedIn: '模板、构建器物理选项',
    retired: [literal('质量感', '水花升起，质量感真实')],
  },
  {
    zh: '灯塔看守人',
    en: 'lighthouse keeper',
    usedIn: '创作指南、模板',
    retired: [literal('灯塔守护人', '虚构女灯塔守护人')],
  },
  {
    zh: '动机光',
    en: 'motivated lighting',
    usedIn: '构建器光线选项',
    retired: [literal('依据光源', '依据光源')],
  },
  {
    zh: '留银（跳漂）',
    en: 'bleach bypass',
    usedIn: '构建器调色选项',
    retired: [literal('漂白效果', '漂白效果')],
  },
  {
    zh: '台湾腔普通话',
    en: 'Taiwanese Mandarin (accent)',
    usedIn: '构建器口音选项',
    retired: [literal('台湾国语', '台湾国语')],
  },
  {
    zh: '低保真',
    en: 'lo-fi',
    usedIn: '构建器音乐风格、模板',
    retired: [variant('Lo-fi', /lo-?fi/iu, 'Lo-fi 嘻哈')],
  },
  {
    zh: '光线：',
    en: 'Lighting: (for sunlight and moonlight as well as lamps)',
    usedIn: '提示词的光线一节（引擎输出同样遵守）',
    retired: [literal('灯光：', '灯光：月光从窗外洒进来')],
  },
  {
    zh: 'Sora 2 Pro 模型',
    en: 'Sora 2 Pro model',
    usedIn: '创作指南、常见问题',
    retired: [variant('pro 模型', /(?<!Sora 2 )\bpro 模型/iu, 'pro 模型可输出 4K')],
  },
  {
    zh: '240fps 高速摄影般的慢动作',
    en: '240 fps slow motion',
    usedIn: '模板',
    retired: [literal('240 帧般', '240 帧般的慢动作')],
  },
  {
    zh: '横向卷动',
    en: 'side scroll (the picture moves sideways)',
    usedIn: '模板',
    retired: [literal('横向卷轴', '缓慢向右横向卷轴')],
  },
  {
    zh: '页面出错了',
    en: 'Something went wrong (error page)',
    usedIn: '错误页',
    retired: [literal('应用程序出现意外错误', '应用程序出现意外错误')],
  },
  {
    zh: '按标题排序',
    en: 'Sort by title',
    usedIn: '模板库排序',
    retired: [variant('标题 A–Z', /标题 ?A[–-]Z/u, '标题 A–Z')],
  },
  {
    zh: '……',
    en: '… (ellipsis)',
    usedIn: '界面（加载中……）、模板台词',
    retired: [variant('…（单个）', /(?<!…)…(?!…)/u, '加载中…')],
  },
];

/** The glossary as a Markdown table (docs/glossary-zh.md). */
export function glossaryMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = GLOSSARY.map(
    (entry) =>
      `| ${cell(entry.zh)} | ${cell(entry.en)} | ${cell(entry.usedIn)} | ${entry.retired
        .map((r) => cell(r.text))
        .join('、')} |`,
  );
  return [
    '# 中文术语表 (Chinese glossary)',
    '',
    'One term for one thing. Promptreel’s Chinese UI, guide, builder options and templates use',
    'the term on the left; the variants on the right are retired and a test',
    '(`src/domain/glossary/glossary.test.ts`) fails if one comes back. The list itself lives in',
    '`src/domain/glossary/glossary.ts`; this file is written from it by',
    '`npx tsx scripts/write-glossary.ts`.',
    '',
    'Kept in Latin letters in Chinese text (units, acronyms, names, loanwords Chinese creators',
    'write as is): mm, fps, BPM, DJ, MV, 3D, App, RGB, IDM, AI, vlog, T 恤, and names such as',
    'Sora, OpenAI, Promptreel and Rhodes.',
    '',
    '| 中文 | English | 用在哪里 | 不再使用 |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
