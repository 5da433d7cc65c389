/**
 * The video models Promptreel writes for (issue 16, point 1), as data. Each vendor fact says
 * whether it was read on the vendor's own page (`verified`, with the page and the date) or
 * only on a secondary page or in the survey (`verified: false`, the page when there is
 * one). Kept free of zod: the engine renders with it in the browser. The schema and the test
 * that parses this data are in model-profile-schema.ts and model-profiles.test.ts.
 */
import type { Fact, ModelProfile } from './model-profile-schema.ts';
import { DEFAULT_MODEL_ID, MODEL_IDS, type ModelId } from './model-ids.ts';

/** The day these facts were checked against the pages below. */
export const CHECKED_ON = '2026-11-25';

/** Read on the vendor's own page. */
const official = <T>(value: T, source: string): Fact<T> => ({
  value,
  verified: true,
  source,
  checkedOn: CHECKED_ON,
});
/** Not confirmed on a vendor page: from a secondary page (named when there is one) or the survey. */
const unconfirmed = <T>(value: T, source?: string): Fact<T> =>
  source === undefined
    ? { value, verified: false }
    : { value, verified: false, source, checkedOn: CHECKED_ON };
/** The universal profile is Promptreel's own definition (the product spec), not a vendor's. */
const ours = <T>(value: T): Fact<T> => ({ value, verified: true });

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

// Vendor pages (official) and the secondary pages unconfirmed facts came from.
const VEO_PROMPT_GUIDE =
  'https://docs.cloud.google.com/vertex-ai/generative-ai/docs/video/video-gen-prompt-guide';
const VEO_GEMINI_API = 'https://ai.google.dev/gemini-api/docs/video';
const VEO_PARAMS_SECONDARY =
  'https://docs.gmicloud.ai/model-quickstarts/video/veo-3-1-generate-001';
const VEO_LIMIT_SECONDARY =
  'https://docs.shuyou.ai/en/api-reference/video-series/google/veo-3.1-generate-preview-generate';
const KLING_API_SECONDARY = 'https://mulerun.com/docs/api-reference/endpoint/kling/text-to-video';
const KLING_3_SECONDARY = 'https://novita.ai/docs/api-reference/model-apis-kling-v3.0-std-t2v.md';
const KLING_GUIDE_SECONDARY =
  'https://www.atlascloud.ai/id/blog/guides/kling-ai-video-prompt-guide';
const SEEDANCE_GUIDE_SECONDARY = 'https://www.litmedia.ai/guide/seedance-2-0-prompting/';
const SEEDANCE_LIMIT_SECONDARY = 'https://seedance2.so/is/blog/seedance-2-prompts-guide';
const SEEDANCE_PARAMS_SECONDARY =
  'https://docs.comfy.org/es/built-in-nodes/ByteDanceTextToVideoNode.md';
const WAN_GUIDE = 'https://help.aliyun.com/en/model-studio/text-to-video-guide';
const WAN_SHOTS = 'https://www.alibabacloud.com/help/id/model-studio/text-to-video-guide';
const WAN_LIMIT_SECONDARY = 'https://sunra.ai/models/wan/wan-2.6/text-to-video/llms.txt';
const WAN_NEGATIVE_SECONDARY = 'https://docs.modellix.ai/alibaba/wan-2-6-t2v';
const HAILUO_API_SECONDARY =
  'https://novita.ai/docs/api-reference/model-apis-minimax-hailuo-2.3-t2v.md';
const HAILUO_PARAMS_SECONDARY =
  'https://docs.jiekou.ai/en/docs/models/reference-minimax-hailuo-2.3-t2v';
const HAILUO_LANGUAGES_SECONDARY = 'https://opten.space/en/models/minimax-hailuo-2.3';
const RUNWAY_GUIDE =
  'https://help.runwayml.com/hc/en-us/articles/39789879462419-Gen-4-Prompting-Guide';
const RUNWAY_SECONDARY = 'https://opten.space/en/models/runway-gen4';
const LUMA_POSITIVE =
  'https://lumaai-help.freshdesk.com/support/solutions/articles/151000219614-understanding-prompting-for-dream-machine-positive-vs-negative';
const LUMA_DURATION =
  'https://lumaai-help.freshdesk.com/support/solutions/articles/151000223060-how-do-i-create-cinematic-photo-effects-and-transformations-in-dream-machine-';
const SORA_GUIDE =
  'https://github.com/openai/openai-cookbook/blob/main/examples/sora/sora2_prompting_guide.ipynb';
const SORA_SHUTDOWN = 'https://github.com/openai/openai-node/pull/2313';

export const MODEL_PROFILES: readonly ModelProfile[] = [
  {
    id: 'universal',
    names: { en: 'Universal (any model)', zh: '通用（适用于任何模型）' },
    maker: { en: 'Promptreel', zh: 'Promptreel' },
    status: 'active',
    promptLimit: ours(2000),
    durations: ours([10, 15, 25]),
    defaultDuration: 15,
    aspectRatios: ours(['16:9', '9:16', '1:1']),
    resolutions: ours([]),
    settingsAsParameters: ours(false),
    negativePrompt: ours('none'),
    cameraSyntax: ours('prose'),
    dialogueSyntax: ours('labelled-block'),
    audio: ours('native'),
    multiShot: ours(false),
    shotSyntax: ours('none'),
    languages: ours(['en', 'zh']),
    sectionOrder: ours([
      'style',
      'words',
      'scene',
      'camera',
      'lighting',
      'texture',
      'palette',
      'physics',
      'motion',
      'beats',
      'audio',
      'dialogue',
      'technical',
      'safety',
    ]),
  },
  {
    id: 'veo',
    names: { en: 'Veo 3.1', zh: 'Veo 3.1' },
    maker: { en: 'Google', zh: '谷歌' },
    status: 'active',
    promptLimit: unconfirmed(1000, VEO_LIMIT_SECONDARY),
    durations: unconfirmed([4, 6, 8], VEO_PARAMS_SECONDARY),
    defaultDuration: 8,
    aspectRatios: official(['16:9', '9:16'], VEO_GEMINI_API),
    resolutions: official(['720p', '1080p'], VEO_GEMINI_API),
    settingsAsParameters: official(true, VEO_GEMINI_API),
    negativePrompt: unconfirmed('field', VEO_PARAMS_SECONDARY),
    cameraSyntax: official('prose', VEO_PROMPT_GUIDE),
    dialogueSyntax: official('quoted', VEO_GEMINI_API),
    audio: official('native', VEO_GEMINI_API),
    multiShot: unconfirmed(false),
    shotSyntax: unconfirmed('none'),
    languages: unconfirmed(['en']),
    // Subject, context, action, style; then camera, composition and ambiance.
    sectionOrder: official(
      [
        'words',
        'scene',
        'beats',
        'style',
        'camera',
        'lighting',
        'palette',
        'texture',
        'physics',
        'motion',
        'audio',
        'dialogue',
        'safety',
      ],
      VEO_PROMPT_GUIDE,
    ),
  },
  {
    id: 'kling',
    names: { en: 'Kling 3.0', zh: '可灵 3.0' },
    maker: { en: 'Kuaishou', zh: '快手' },
    status: 'active',
    promptLimit: unconfirmed(2500, KLING_API_SECONDARY),
    durations: unconfirmed(range(3, 15), KLING_3_SECONDARY),
    defaultDuration: 5,
    aspectRatios: unconfirmed(['16:9', '9:16', '1:1'], KLING_API_SECONDARY),
    resolutions: unconfirmed(['720p', '1080p'], 'https://opten.space/en/models/kling'),
    settingsAsParameters: unconfirmed(true, KLING_API_SECONDARY),
    negativePrompt: unconfirmed('field', KLING_API_SECONDARY),
    cameraSyntax: unconfirmed('prose', KLING_GUIDE_SECONDARY),
    dialogueSyntax: unconfirmed('quoted'),
    audio: unconfirmed('native', KLING_3_SECONDARY),
    // Multi-shot is an API field (a list of shot prompts), not a syntax inside one prompt.
    multiShot: unconfirmed(true, KLING_3_SECONDARY),
    shotSyntax: unconfirmed('none'),
    languages: unconfirmed(['en', 'zh'], KLING_3_SECONDARY),
    // Subject (with description), movement, scene, then camera, lighting and atmosphere.
    sectionOrder: unconfirmed(
      [
        'words',
        'beats',
        'motion',
        'physics',
        'scene',
        'camera',
        'lighting',
        'palette',
        'texture',
        'style',
        'audio',
        'dialogue',
        'safety',
      ],
      KLING_GUIDE_SECONDARY,
    ),
  },
  {
    id: 'seedance',
    names: { en: 'Seedance 2.0', zh: 'Seedance 2.0（即梦）' },
    maker: { en: 'ByteDance', zh: '字节跳动' },
    status: 'active',
    promptLimit: unconfirmed(2000),
    promptLimitZh: unconfirmed(500, SEEDANCE_LIMIT_SECONDARY),
    durations: unconfirmed(range(4, 15)),
    defaultDuration: 5,
    aspectRatios: unconfirmed(
      ['16:9', '9:16', '1:1', '4:3', '3:4', '21:9'],
      SEEDANCE_PARAMS_SECONDARY,
    ),
    resolutions: unconfirmed(['480p', '720p', '1080p'], SEEDANCE_PARAMS_SECONDARY),
    settingsAsParameters: unconfirmed(true, SEEDANCE_PARAMS_SECONDARY),
    // Exclusions such as "no subtitles, no watermark" are written in the prompt itself.
    negativePrompt: unconfirmed('none'),
    cameraSyntax: unconfirmed('prose', SEEDANCE_GUIDE_SECONDARY),
    dialogueSyntax: unconfirmed('quoted'),
    audio: unconfirmed('native', SEEDANCE_GUIDE_SECONDARY),
    multiShot: unconfirmed(true),
    shotSyntax: unconfirmed('numbered'),
    languages: unconfirmed(['zh', 'en'], SEEDANCE_LIMIT_SECONDARY),
    // Subject and action (as numbered shots), scene and atmosphere, then camera and sound.
    sectionOrder: unconfirmed(
      [
        'words',
        'beats',
        'scene',
        'lighting',
        'palette',
        'style',
        'camera',
        'audio',
        'dialogue',
        'safety',
      ],
      SEEDANCE_GUIDE_SECONDARY,
    ),
  },
  {
    id: 'wan',
    names: { en: 'Wan 2.6', zh: '通义万相 2.6' },
    maker: { en: 'Alibaba', zh: '阿里巴巴' },
    status: 'active',
    promptLimit: unconfirmed(800, WAN_LIMIT_SECONDARY),
    durations: official(range(2, 15), WAN_GUIDE),
    defaultDuration: 5,
    aspectRatios: unconfirmed(['16:9', '9:16', '1:1', '4:3', '3:4'], WAN_LIMIT_SECONDARY),
    resolutions: official(['480p', '720p', '1080p'], WAN_GUIDE),
    settingsAsParameters: official(true, WAN_GUIDE),
    negativePrompt: unconfirmed('field', WAN_NEGATIVE_SECONDARY),
    cameraSyntax: official('prose', WAN_SHOTS),
    dialogueSyntax: unconfirmed('quoted'),
    audio: official('native', WAN_GUIDE),
    multiShot: official(true, WAN_GUIDE),
    shotSyntax: official('numbered-timed', WAN_SHOTS),
    languages: unconfirmed(['zh', 'en'], WAN_LIMIT_SECONDARY),
    // Entity, scene, motion, aesthetic control, style.
    sectionOrder: unconfirmed([
      'words',
      'scene',
      'beats',
      'motion',
      'physics',
      'lighting',
      'camera',
      'palette',
      'texture',
      'style',
      'audio',
      'dialogue',
      'safety',
    ]),
  },
  {
    id: 'hailuo',
    names: { en: 'Hailuo 2.3', zh: '海螺 2.3' },
    maker: { en: 'MiniMax', zh: 'MiniMax' },
    status: 'active',
    promptLimit: unconfirmed(2000, HAILUO_API_SECONDARY),
    durations: unconfirmed([6, 10], HAILUO_PARAMS_SECONDARY),
    defaultDuration: 6,
    aspectRatios: unconfirmed(['16:9']),
    // 10 s only at 768p.
    resolutions: unconfirmed(['768p', '1080p'], HAILUO_PARAMS_SECONDARY),
    settingsAsParameters: unconfirmed(true, HAILUO_PARAMS_SECONDARY),
    negativePrompt: unconfirmed('none', HAILUO_API_SECONDARY),
    // Up to 3 commands in one bracket; commands take effect in the order the text gives them.
    cameraSyntax: unconfirmed('brackets', HAILUO_API_SECONDARY),
    dialogueSyntax: unconfirmed('none'),
    audio: unconfirmed('not-documented'),
    multiShot: unconfirmed(false),
    shotSyntax: unconfirmed('none'),
    languages: unconfirmed(['en', 'zh'], HAILUO_LANGUAGES_SECONDARY),
    sectionOrder: unconfirmed(
      [
        'camera',
        'words',
        'scene',
        'beats',
        'motion',
        'style',
        'lighting',
        'palette',
        'texture',
        'safety',
      ],
      HAILUO_LANGUAGES_SECONDARY,
    ),
  },
  {
    id: 'runway',
    names: { en: 'Runway Gen-4', zh: 'Runway Gen-4' },
    maker: { en: 'Runway', zh: 'Runway' },
    status: 'active',
    promptLimit: unconfirmed(1000),
    durations: official([5, 10], RUNWAY_GUIDE),
    defaultDuration: 5,
    aspectRatios: unconfirmed(['16:9', '9:16', '1:1', '4:3', '3:4', '21:9']),
    resolutions: unconfirmed(['720p'], RUNWAY_SECONDARY),
    settingsAsParameters: official(true, RUNWAY_GUIDE),
    negativePrompt: official('positive-only', RUNWAY_GUIDE),
    cameraSyntax: official('prose', RUNWAY_GUIDE),
    dialogueSyntax: unconfirmed('none'),
    audio: unconfirmed('none'),
    multiShot: unconfirmed(false),
    shotSyntax: unconfirmed('none'),
    languages: unconfirmed(['en']),
    // An input image carries the look: the prompt is motion (subject, camera, scene), then style.
    sectionOrder: official(
      ['words', 'beats', 'camera', 'motion', 'physics', 'style', 'safety'],
      RUNWAY_GUIDE,
    ),
  },
  {
    id: 'luma',
    names: { en: 'Luma Ray3', zh: 'Luma Ray3' },
    maker: { en: 'Luma AI', zh: 'Luma AI' },
    status: 'active',
    promptLimit: unconfirmed(2000),
    durations: unconfirmed([5, 10], LUMA_DURATION),
    defaultDuration: 5,
    aspectRatios: unconfirmed(['16:9', '9:16', '1:1', '4:3', '3:4', '21:9', '9:21']),
    resolutions: unconfirmed(['720p', '1080p']),
    settingsAsParameters: unconfirmed(true, LUMA_DURATION),
    negativePrompt: official('positive-only', LUMA_POSITIVE),
    cameraSyntax: unconfirmed('prose'),
    dialogueSyntax: unconfirmed('none'),
    audio: unconfirmed('not-documented'),
    multiShot: unconfirmed(false),
    shotSyntax: unconfirmed('none'),
    languages: unconfirmed(['en']),
    sectionOrder: unconfirmed([
      'words',
      'scene',
      'beats',
      'camera',
      'lighting',
      'palette',
      'texture',
      'motion',
      'physics',
      'style',
      'safety',
    ]),
  },
  {
    id: 'sora',
    names: { en: 'Sora 2', zh: 'Sora 2' },
    maker: { en: 'OpenAI', zh: 'OpenAI' },
    status: 'retired',
    retiredOn: official('2026-09-24', SORA_SHUTDOWN),
    promptLimit: unconfirmed(2000),
    durations: official([4, 8, 12], SORA_GUIDE),
    defaultDuration: 4,
    aspectRatios: official(['16:9', '9:16'], SORA_GUIDE),
    resolutions: official(['1280x720', '1792x1024'], SORA_GUIDE),
    settingsAsParameters: official(true, SORA_GUIDE),
    negativePrompt: official('none', SORA_GUIDE),
    cameraSyntax: official('prose', SORA_GUIDE),
    dialogueSyntax: official('labelled-block', SORA_GUIDE),
    audio: official('native', SORA_GUIDE),
    multiShot: official(true, SORA_GUIDE),
    shotSyntax: official('blocks', SORA_GUIDE),
    languages: unconfirmed(['en']),
    // Style, prose, then Cinematography, Actions, Dialogue and Background Sound blocks.
    sectionOrder: official(
      [
        'style',
        'words',
        'scene',
        'camera',
        'lighting',
        'palette',
        'texture',
        'beats',
        'motion',
        'physics',
        'dialogue',
        'audio',
        'safety',
      ],
      SORA_GUIDE,
    ),
  },
];

const BY_ID = new Map(MODEL_PROFILES.map((profile) => [profile.id, profile]));

/** The profile of a model; the universal one for an id that is not a model's. */
export function getProfile(id: ModelId = DEFAULT_MODEL_ID): ModelProfile {
  return BY_ID.get(id) ?? (BY_ID.get(DEFAULT_MODEL_ID) as ModelProfile);
}

/** The fields of a profile that hold a Fact. */
export const FACT_FIELDS = [
  'retiredOn',
  'promptLimit',
  'promptLimitZh',
  'durations',
  'aspectRatios',
  'resolutions',
  'settingsAsParameters',
  'negativePrompt',
  'cameraSyntax',
  'dialogueSyntax',
  'audio',
  'multiShot',
  'shotSyntax',
  'languages',
  'sectionOrder',
] as const satisfies readonly (keyof ModelProfile)[];
export type FactField = (typeof FACT_FIELDS)[number];

/** The facts a profile holds, by field (absent optional ones left out). */
export function profileFacts(profile: ModelProfile): [FactField, Fact<unknown>][] {
  return FACT_FIELDS.flatMap((field) => {
    const fact = profile[field] as Fact<unknown> | undefined;
    return fact === undefined ? [] : [[field, fact] as [FactField, Fact<unknown>]];
  });
}

/** The vendor pages a profile's confirmed facts were read on, once each. */
export function profileSources(profile: ModelProfile): string[] {
  const urls = profileFacts(profile).flatMap(([, fact]) =>
    fact.verified && fact.source ? [fact.source] : [],
  );
  return [...new Set(urls)];
}

/**
 * The resolution a prompt is set to: 1080p where the model offers it (Hailuo only for 6 s
 * clips, so 768p for 10 s), else the first the model lists.
 */
export function defaultResolution(profile: ModelProfile, seconds: number): string | undefined {
  const offered = profile.resolutions.value;
  if (profile.id === 'hailuo' && seconds > 6) return '768p';
  return offered.includes('1080p') ? '1080p' : offered[0];
}

/** The prompt limit for a prompt in this language (a separate Chinese one where the guide sets it). */
export function promptLimitFor(profile: ModelProfile, lang: 'en' | 'zh'): number {
  return lang === 'zh' && profile.promptLimitZh
    ? profile.promptLimitZh.value
    : profile.promptLimit.value;
}

/** Durations as the API and the pages write them ("8s"). */
export const durationTexts = (profile: ModelProfile): string[] =>
  profile.durations.value.map((seconds) => `${seconds}s`);

export { MODEL_IDS };
