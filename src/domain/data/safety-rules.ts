import type { SafetyRuleCategory } from '../schemas/safety.ts';

// Sources are named, not linked: policy pages move, their names do not. The rules paraphrase
// what the upstream generator's published policies ask of prompts; Promptreel's own rules
// (community guidelines) cover what it publishes in the template library.
const USAGE = { en: 'OpenAI Usage Policies', zh: 'OpenAI 使用政策' };
const SYSTEM_CARD = { en: 'Sora 2 System Card', zh: 'Sora 2 系统卡' };
const COMMUNITY = { en: 'Promptreel community guidelines', zh: 'Promptreel 社区规范' };

/** The eight safety rule categories with their rules (spec 3), in display order. */
export const SAFETY_RULE_CATEGORIES: readonly SafetyRuleCategory[] = [
  {
    id: 'likeness',
    name: { en: 'Likeness and consent', zh: '肖像与授权' },
    rules: [
      {
        id: 'likeness-consent',
        severity: 'critical',
        description: {
          en: 'Only depict a real person who has given consent (for example through their own cameo).',
          zh: '只有在本人同意的情况下（例如本人授权的客串形象）才能出现真实人物。',
        },
        source: SYSTEM_CARD,
      },
      {
        id: 'likeness-public-figures',
        severity: 'critical',
        description: {
          en: 'Do not generate public figures, politicians or celebrities by name or look-alike.',
          zh: '不要生成公众人物、政治人物或明星，无论是点名还是刻意模仿长相。',
        },
        source: SYSTEM_CARD,
      },
      {
        id: 'likeness-deceased',
        severity: 'high',
        description: {
          en: 'Avoid recreating recently deceased people without the estate’s permission.',
          zh: '未经遗产管理方许可，不要重现近期过世的人物。',
        },
        source: SYSTEM_CARD,
      },
    ],
  },
  {
    id: 'violence',
    name: { en: 'Violence and gore', zh: '暴力与血腥' },
    rules: [
      {
        id: 'violence-graphic',
        severity: 'critical',
        description: {
          en: 'No graphic violence, gore, torture or injury shown in detail.',
          zh: '不要出现血腥暴力、虐待或细节化的伤害画面。',
        },
        source: USAGE,
      },
      {
        id: 'violence-glorify',
        severity: 'high',
        description: {
          en: 'Do not glorify or incite violence against people or animals.',
          zh: '不要美化或煽动针对人或动物的暴力。',
        },
        source: USAGE,
      },
      {
        id: 'violence-stylised',
        severity: 'info',
        description: {
          en: 'Mild, stylised action (a cartoon chase, a sword clash without injury) is usually fine.',
          zh: '轻度、风格化的动作场面（卡通追逐、不见伤害的刀剑交锋）通常没问题。',
        },
        source: COMMUNITY,
      },
    ],
  },
  {
    id: 'hateful-content',
    name: { en: 'Hateful content', zh: '仇恨内容' },
    rules: [
      {
        id: 'hate-protected-groups',
        severity: 'critical',
        description: {
          en: 'No content that demeans or attacks people for a protected trait.',
          zh: '不要因受保护特征而贬低或攻击任何人群。',
        },
        source: USAGE,
      },
      {
        id: 'hate-symbols',
        severity: 'high',
        description: {
          en: 'No hate symbols, extremist imagery or propaganda.',
          zh: '不要出现仇恨符号、极端主义图像或宣传内容。',
        },
        source: USAGE,
      },
    ],
  },
  {
    id: 'adult-content',
    name: { en: 'Adult content', zh: '成人内容' },
    rules: [
      {
        id: 'adult-explicit',
        severity: 'critical',
        description: {
          en: 'No sexual or explicit content, and no nudity.',
          zh: '不要出现色情、露骨内容或裸露。',
        },
        source: USAGE,
      },
      {
        id: 'adult-minors',
        severity: 'critical',
        description: {
          en: 'Never sexualise minors; keep any child characters in clearly safe, everyday situations.',
          zh: '绝不能将未成年人性化；儿童角色只能出现在明显安全的日常情境中。',
        },
        source: USAGE,
      },
      {
        id: 'adult-suggestive',
        severity: 'warning',
        description: {
          en: 'Suggestive wording is often refused; describe clothing and poses neutrally.',
          zh: '带暗示性的描述常被拒绝，服装和姿态请用中性的语言描写。',
        },
        source: SYSTEM_CARD,
      },
    ],
  },
  {
    id: 'copyright',
    name: { en: 'Copyright and trademarks', zh: '版权与商标' },
    rules: [
      {
        id: 'copyright-characters',
        severity: 'critical',
        description: {
          en: 'Do not recreate copyrighted characters, films or shows; invent original ones.',
          zh: '不要复刻受版权保护的角色、电影或剧集，请原创角色。',
        },
        source: SYSTEM_CARD,
      },
      {
        id: 'copyright-logos',
        severity: 'high',
        description: {
          en: 'Avoid real brand logos and trademarks unless you own them.',
          zh: '除非你拥有相应权利，否则避免出现真实品牌的标志和商标。',
        },
        source: USAGE,
      },
      {
        id: 'copyright-music',
        severity: 'warning',
        description: {
          en: 'Describe music by mood and genre, not by a named song or artist.',
          zh: '用情绪和曲风来描述音乐，不要指定具体歌曲或歌手。',
        },
        source: COMMUNITY,
      },
      {
        id: 'copyright-style-of',
        severity: 'info',
        description: {
          en: 'Prefer describing a look (lighting, palette, lens) over naming a living artist.',
          zh: '与其点名在世艺术家，不如描述具体的画面特征（光线、配色、镜头）。',
        },
        source: COMMUNITY,
      },
    ],
  },
  {
    id: 'misinformation',
    name: { en: 'Misinformation', zh: '虚假信息' },
    rules: [
      {
        id: 'misinfo-fake-events',
        severity: 'high',
        description: {
          en: 'Do not fake real news events, disasters or official announcements.',
          zh: '不要伪造真实新闻事件、灾难或官方公告。',
        },
        source: USAGE,
      },
      {
        id: 'misinfo-elections',
        severity: 'high',
        description: {
          en: 'No content meant to mislead people about elections or voting.',
          zh: '不要制作意在误导选举或投票的内容。',
        },
        source: USAGE,
      },
      {
        id: 'misinfo-disclose',
        severity: 'info',
        description: {
          en: 'Label realistic AI footage as AI-generated when you share it.',
          zh: '分享逼真的 AI 视频时，请标明是 AI 生成。',
        },
        source: SYSTEM_CARD,
      },
    ],
  },
  {
    id: 'dangerous-activities',
    name: { en: 'Dangerous activities', zh: '危险行为' },
    rules: [
      {
        id: 'danger-instructions',
        severity: 'critical',
        description: {
          en: 'No instructions for weapons, explosives or other serious harm.',
          zh: '不要包含制作武器、爆炸物或造成严重伤害的方法。',
        },
        source: USAGE,
      },
      {
        id: 'danger-self-harm',
        severity: 'critical',
        description: {
          en: 'Never depict or encourage self-harm or suicide.',
          zh: '绝不描绘或鼓励自残、自杀。',
        },
        source: USAGE,
      },
      {
        id: 'danger-stunts',
        severity: 'warning',
        description: {
          en: 'Risky stunts and challenges that others might copy are often refused.',
          zh: '可能被模仿的危险特技和挑战常被拒绝。',
        },
        source: COMMUNITY,
      },
    ],
  },
  {
    id: 'privacy',
    name: { en: 'Privacy', zh: '隐私' },
    rules: [
      {
        id: 'privacy-personal-data',
        severity: 'high',
        description: {
          en: 'Do not include real names, addresses, phone numbers or other personal data.',
          zh: '不要包含真实姓名、住址、电话号码等个人信息。',
        },
        source: USAGE,
      },
      {
        id: 'privacy-private-places',
        severity: 'warning',
        description: {
          en: 'Avoid identifiable private homes and people filmed without their knowledge.',
          zh: '避免出现可被辨认的私人住宅，或在他人不知情时拍下的人。',
        },
        source: COMMUNITY,
      },
    ],
  },
];
