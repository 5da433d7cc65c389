import type { SafetyChecklistItem } from '../schemas/safety.ts';

/**
 * The nine-item safety checklist (spec 3): seven required confirmations, then two optional.
 * `promptNote` is the English clause the builder writes into the prompt for a ticked item.
 */
export const SAFETY_CHECKLIST: readonly SafetyChecklistItem[] = [
  {
    id: 'consent-verified',
    required: true,
    text: {
      en: 'Every real person shown has given consent to appear.',
      zh: '画面中出现的每一位真实人物都已同意出镜。',
    },
    promptNote: 'consent verified for everyone shown',
  },
  {
    id: 'no-minors',
    required: true,
    text: {
      en: 'No minors are shown in unsafe or inappropriate situations.',
      zh: '没有未成年人出现在不安全或不恰当的情境中。',
    },
    promptNote: 'no minors in unsafe situations',
  },
  {
    id: 'no-public-figures',
    required: true,
    text: {
      en: 'No public figures, celebrities or politicians are depicted.',
      zh: '没有出现公众人物、明星或政治人物。',
    },
    promptNote: 'no public figures',
  },
  {
    id: 'no-violence',
    required: true,
    text: {
      en: 'No graphic violence, gore or harm.',
      zh: '没有血腥暴力或伤害画面。',
    },
    promptNote: 'no graphic violence',
  },
  {
    id: 'no-adult-content',
    required: true,
    text: {
      en: 'No sexual, explicit or suggestive content.',
      zh: '没有色情、露骨或带暗示的内容。',
    },
    promptNote: 'no adult content',
  },
  {
    id: 'no-hate',
    required: true,
    text: {
      en: 'No hateful, harassing or discriminatory content.',
      zh: '没有仇恨、骚扰或歧视性内容。',
    },
    promptNote: 'no hateful content',
  },
  {
    id: 'no-copyright',
    required: true,
    text: {
      en: 'No copyrighted characters, brands or logos I do not own.',
      zh: '没有使用不属于我的版权角色、品牌或标志。',
    },
    promptNote: 'no copyrighted characters or logos',
  },
  {
    id: 'no-misinformation',
    required: false,
    text: {
      en: 'It does not fake real news events or mislead viewers.',
      zh: '没有伪造真实新闻事件或误导观众。',
    },
    promptNote: 'no misleading real-world events',
  },
  {
    id: 'fictional-disclosure',
    required: false,
    text: {
      en: 'I will label the video as AI-generated fiction when I share it.',
      zh: '分享时我会标明这是 AI 生成的虚构内容。',
    },
    promptNote: 'clearly fictional, to be labelled as AI-generated',
  },
];
