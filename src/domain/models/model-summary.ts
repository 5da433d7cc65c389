/**
 * A profile as GET /api/models gives it (issue 16, point 3): names in the asked language,
 * durations as "8s", the vendor pages behind its confirmed facts and the fields not confirmed.
 */
import type { Language } from '../site/languages.ts';
import type { ModelProfile } from './model-profile-schema.ts';
import { MODEL_PROFILES, durationTexts, profileFacts, profileSources } from './model-profiles.ts';

export interface ModelSummary {
  id: ModelProfile['id'];
  name: string;
  maker: string;
  status: ModelProfile['status'];
  retiredOn?: string;
  promptLimit: number;
  promptLimitZh?: number;
  durations: string[];
  defaultDuration: string;
  aspectRatios: ModelProfile['aspectRatios']['value'];
  resolutions: string[];
  negativePrompt: ModelProfile['negativePrompt']['value'];
  languages: ModelProfile['languages']['value'];
  multiShot: boolean;
  audio: ModelProfile['audio']['value'];
  /** The vendor pages the confirmed facts were read on. */
  sources: string[];
  /** When they were read; absent for the universal profile (Promptreel's own). */
  checkedOn?: string;
  /** The fields not confirmed on a vendor page (the page shows them as unconfirmed). */
  unverified: string[];
}

export function summarizeProfile(profile: ModelProfile, lang: Language): ModelSummary {
  const facts = profileFacts(profile);
  const checked = facts.flatMap(([, fact]) => (fact.checkedOn ? [fact.checkedOn] : [])).sort();
  const checkedOn = checked.at(-1);
  return {
    id: profile.id,
    name: lang === 'zh' ? profile.names.zh : profile.names.en,
    maker: lang === 'zh' ? profile.maker.zh : profile.maker.en,
    status: profile.status,
    ...(profile.retiredOn ? { retiredOn: profile.retiredOn.value } : {}),
    promptLimit: profile.promptLimit.value,
    ...(profile.promptLimitZh ? { promptLimitZh: profile.promptLimitZh.value } : {}),
    durations: durationTexts(profile),
    defaultDuration: `${profile.defaultDuration}s`,
    aspectRatios: [...profile.aspectRatios.value],
    resolutions: [...profile.resolutions.value],
    negativePrompt: profile.negativePrompt.value,
    languages: [...profile.languages.value],
    multiShot: profile.multiShot.value,
    audio: profile.audio.value,
    sources: profileSources(profile),
    ...(checkedOn ? { checkedOn } : {}),
    unverified: facts.filter(([, fact]) => !fact.verified).map(([field]) => field),
  };
}

/** Every profile, in MODEL_IDS order, for the asked language. */
export const modelSummaries = (lang: Language): ModelSummary[] =>
  MODEL_PROFILES.map((profile) => summarizeProfile(profile, lang));
