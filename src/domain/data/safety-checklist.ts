import type { SafetyChecklistItem } from '../schemas/safety.ts';

/**
 * The nine-item safety checklist (spec 3): seven required confirmations, then two optional.
 * `promptNote` is the clause, in each prompt language, the builder writes into the prompt for a ticked item.
 */
export const SAFETY_CHECKLIST: readonly SafetyChecklistItem[] = [
  {
    id: 'consent-verified',
    required: true,
    text: {
      en: 'Every real person shown has given consent to appear.',
      zh: '画面中出现的每一位真实人物都已同意出镜。',
    },
    promptNote: { en: 'consent verified for everyone shown', zh: '画面中每个人都已同意出镜' },
  },
  {
    id: 'no-minors',
    required: true,
    text: {
      en: 'No minors are shown in unsafe or inappropriate situations.',
      zh: '没有未成年人出现在不安全或不恰当的情境中。',
    },
    promptNote: { en: 'no minors in unsafe situations', zh: '未成年人不出现在危险情境中' },
  },
  {
    id: 'no-public-figures',
    required: true,
    text: {
      en: 'No public figures, celebrities or politicians are depicted.',
      zh: '没有出现公众人物、明星或政治人物。',
    },
    promptNote: { en: 'no public figures', zh: '不出现公众人物' },
  },
  {
    id: 'no-violence',
    required: true,
    text: {
      en: 'No graphic violence, gore or harm.',
      zh: '没有血腥暴力或伤害画面。',
    },
    promptNote: { en: 'no graphic violence', zh: '不含血腥暴力' },
  },
  {
    id: 'no-adult-content',
    required: true,
    text: {
      en: 'No sexual, explicit or suggestive content.',
      zh: '没有色情、露骨或带暗示的内容。',
    },
    promptNote: { en: 'no adult content', zh: '不含成人内容' },
  },
  {
    id: 'no-hate',
    required: true,
    text: {
      en: 'No hateful, harassing or discriminatory content.',
      zh: '没有仇恨、骚扰或歧视性内容。',
    },
    promptNote: { en: 'no hateful content', zh: '不含仇恨内容' },
  },
  {
    id: 'no-copyright',
    required: true,
    text: {
      en: 'No copyrighted characters, brands or logos I do not own.',
      zh: '没有使用不属于我的版权角色、品牌或标志。',
    },
    promptNote: { en: 'no copyrighted characters or logos', zh: '不使用受版权保护的角色或商标' },
  },
  {
    id: 'no-misinformation',
    required: false,
    text: {
      en: 'It does not fake real news events or mislead viewers.',
      zh: '没有伪造真实新闻事件或误导观众。',
    },
    promptNote: { en: 'no misleading real-world events', zh: '不伪造真实事件误导观众' },
  },
  {
    id: 'fictional-disclosure',
    required: false,
    text: {
      en: 'I will label the video as AI-generated fiction when I share it.',
      zh: '分享时我会标明这是 AI 生成的虚构内容。',
    },
    promptNote: {
      en: 'clearly fictional, to be labelled as AI-generated',
      zh: '明确为虚构内容，发布时标注 AI 生成',
    },
  },
];
