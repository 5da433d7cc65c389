/**
 * What the checker says, in English and Chinese. The messages travel with the module (the API
 * answers in the requested language and the page works offline), so they live here rather than
 * in the page's i18n files. Chinese follows docs/glossary-zh.md; a test holds it to it.
 */
import type { Language } from '../site/languages.ts';
import type { RuleId } from './check-types.ts';

export interface Pair {
  en: string;
  zh: string;
}

export type Params = Readonly<Record<string, string | number>>;

/** Messages by rule; a rule with more than one situation has one entry per situation. */
export const MESSAGES = {
  'length-over-limit': {
    en: 'This prompt has {length} characters; the model takes at most {limit}, so the end may be cut off.',
    zh: '这段提示词有 {length} 个字符，所选模型最多接受 {limit} 个，结尾可能被截掉。',
  },
  'missing-subject-action': {
    en: 'Nothing happens yet: say who or what is in the shot and what they do ("a cat leaps onto the sill").',
    zh: '还没写主体在做什么：写清画面里是谁、在做什么（例如“橘猫跳上窗台”）。',
  },
  'missing-camera': {
    en: 'No shot or camera move: name the framing or one move ("medium shot, slow push-in").',
    zh: '没有写景别或运镜：写一个景别或一种运镜（例如“中景，缓慢推镜头”）。',
  },
  'missing-light': {
    en: 'No light described: say where the light comes from and how it feels ("soft window light from the left").',
    zh: '没有写光线：写清光从哪里来、是什么感觉（例如“左侧窗户透进的柔光”）。',
  },
  'missing-style': {
    en: 'No style or medium: say how it should look ("35mm film, muted colours" or "2D animation").',
    zh: '没有写风格：写清想要的画面风格（例如“35mm 胶片质感，低饱和色调”或“二维动画”）。',
  },
  'camera-moves-per-shot': {
    en: '{count} camera moves in one shot ({moves}): a model carries out one move per shot best.',
    zh: '一个镜头里有 {count} 种运镜（{moves}），模型一个镜头只能做好一种运镜。',
  },
  'too-many-actions': {
    en: '{count} actions in about {seconds} s ({actions}): a clip shows about one action every 3–4 seconds.',
    zh: '约 {seconds} 秒里有 {count} 个动作（{actions}），一般每 3–4 秒只能表现一个动作。',
  },
  'dialogue-over-budget': {
    en: 'The dialogue needs about {need} s to speak; the clip is {seconds} s (about 2.5 words a second in English, 4 characters a second in Chinese).',
    zh: '这些台词说完大约需要 {need} 秒，而视频只有 {seconds} 秒（中文每秒约 4 个字，英文每秒约 2.5 个词）。',
  },
  'contradiction-duration': {
    en: 'Two lengths for one clip: {first} and {second}.',
    zh: '同一段视频写了两个时长：“{first}”和“{second}”。',
  },
  'contradiction-duration-picked': {
    en: 'The prompt says {second}, but the length you picked is {first}.',
    zh: '提示词里写的是“{second}”，但你选的时长是 {first}。',
  },
  'contradiction-aspect-ratio': {
    en: 'Two aspect ratios: {first} and {second}.',
    zh: '同时写了两种画幅：“{first}”和“{second}”。',
  },
  'contradiction-day-night': {
    en: 'Day ("{day}") and night ("{night}") in one shot with nothing in between: pick one, or write the change ("as day turns to night").',
    zh: '同一个镜头里既有白天（“{day}”）又有夜晚（“{night}”），中间没有过渡：二选一，或写明时间变化（例如“天色渐渐入夜”）。',
  },
  'contradiction-medium': {
    en: 'Live action ("{live}") and animation ("{cartoon}") at once: pick one, or say the mix is meant ("live action with 2D animated characters").',
    zh: '同时写了真人实拍（“{live}”）和动画（“{cartoon}”）：二选一，或写明是有意混合（例如“真人实拍结合二维动画角色”）。',
  },
  'negation-in-prompt-field': {
    en: '"{phrase}": this model reads "no …" poorly and may show exactly that. Put the nouns in the negative prompt instead.',
    zh: '“{phrase}”：这个模型不擅长理解否定，反而可能生成它。把这些名词放进负面提示词。',
  },
  'negation-in-prompt-positive': {
    en: '"{phrase}": this model\'s guide asks for positive wording; a "no …" may bring in exactly that. Describe what you want instead.',
    zh: '“{phrase}”：这个模型的官方指南建议正面描述，写“不要……”反而可能生成它。直接写你想要的画面。',
  },
  'duration-not-offered': {
    en: '{seconds} s is not a length this model offers ({allowed}).',
    zh: '所选模型没有 {seconds} 秒这个时长（可选：{allowed}）。',
  },
  'settings-in-prose': {
    en: '"{setting}" is a setting for this model: pick it in the generation settings rather than writing it in the prompt.',
    zh: '“{setting}”在这个模型里是单独的参数：在生成参数里选择，不必写进提示词。',
  },
  'prompt-language': {
    en: "This model's guide asks for prompts in {languages}; a prompt in {lang} may be followed less closely.",
    zh: '这个模型的官方指南建议用{languages}写提示词，用{lang}写效果可能打折扣。',
  },
  'safety-real-person': {
    en: '"{name}" is a real person. {rule}',
    zh: '“{name}”是真实人物。{rule}',
  },
  'safety-brand': {
    en: '"{name}" is a brand. {rule}',
    zh: '“{name}”是品牌名。{rule}',
  },
  'safety-character': {
    en: '"{name}" is a copyrighted character. {rule}',
    zh: '“{name}”是受版权保护的角色。{rule}',
  },
  'safety-minor': {
    en: 'A child ("{minor}") next to "{context}". {rule}',
    zh: '儿童（“{minor}”）和“{context}”出现在同一处。{rule}',
  },
  'vague-words': {
    en: '"{word}" gives the model nothing to show: name the light, colour or lens that makes it so.',
    zh: '“{word}”太笼统，模型画不出来：写清是什么光线、色彩或镜头造就了它。',
  },
  'hailuo-camera-brackets': {
    en: 'Hailuo reads camera moves as bracket commands: write "{phrase}" as [{command}].',
    zh: '海螺按方括号指令读取运镜：把“{phrase}”写成 [{command}]。',
  },
  'seedance-shot-numbers': {
    en: '{count} shots without numbers: Seedance follows numbered shots (镜头1, 镜头2 …) in order.',
    zh: '有 {count} 个镜头却没有编号：Seedance 按“镜头1、镜头2……”的编号依次生成。',
  },
} as const satisfies Record<string, Pair>;

export type MessageKey = keyof typeof MESSAGES;

/** Fix labels: what the button next to an issue says. */
export const FIX_LABELS = {
  trimLines: { en: 'Cut the least important lines', zh: '删去次要的几行' },
  cutToLimit: { en: 'Cut to {limit} characters', zh: '截到 {limit} 个字符以内' },
  keepFirstMove: { en: 'Keep only "{first}"', zh: '只保留“{first}”' },
  useOne: { en: 'Use {keep} throughout', zh: '统一为 {keep}' },
  moveToNegative: { en: 'Move "{nouns}" to the negative prompt', zh: '把“{nouns}”移到负面提示词' },
  rephrase: { en: 'Write "{positive}" instead', zh: '改写为“{positive}”' },
  remove: { en: 'Remove "{phrase}"', zh: '删去“{phrase}”' },
  changeDuration: { en: 'Change to {to} s', zh: '改为 {to} 秒' },
  removeSettings: { en: 'Remove the settings from the text', zh: '从正文中删去参数' },
  replaceWith: { en: 'Write "{instead}" instead', zh: '改为“{instead}”' },
  bracket: { en: 'Write as [{command}]', zh: '改为 [{command}]' },
  numberShots: { en: 'Number the shots', zh: '给镜头编号' },
} as const satisfies Record<string, Pair>;

export type FixLabelKey = keyof typeof FIX_LABELS;

/** Labels of lines the checker writes into a prompt, per prompt language. */
export const WRITTEN_LABELS = {
  negative: { en: 'Negative prompt', zh: '负面提示词' },
  shot: { en: 'Shot', zh: '镜头' },
} as const satisfies Record<string, Pair>;

/** Language names inside a sentence of the other language. */
export const LANGUAGE_NAMES: Record<Language, Pair> = {
  en: { en: 'English', zh: '英文' },
  zh: { en: 'Chinese', zh: '中文' },
};

/** Fill {placeholders}. */
export function fill(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A list as the language writes it: "4, 6 or 8" / "4、6、8". */
export function listOf(items: readonly (string | number)[], language: Language): string {
  const texts = items.map(String);
  if (language === 'zh') return texts.join('、');
  if (texts.length < 2) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)}`;
}

/** A message or label in one language. */
export function say(pair: Pair, language: Language, params?: Params): string {
  return fill(pair[language], params);
}

/** Rules whose message depends on the situation map to their message key here. */
export function messageKey(rule: RuleId, variant?: string): MessageKey {
  const key = variant ? `${rule}-${variant}` : rule;
  return (key in MESSAGES ? key : rule) as MessageKey;
}
