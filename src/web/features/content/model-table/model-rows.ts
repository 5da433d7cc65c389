import type { Fact, ModelProfile } from '../../../../domain/models/model-profile-schema.ts';
import { profileSources } from '../../../../domain/models/model-profiles.ts';
import type { Language } from '../../../../domain/site/languages.ts';

/** A fact as the table shows it: the value, and whether the maker's own page confirmed it. */
export interface Cell<T> {
  value: T;
  verified: boolean;
}

/**
 * One row of the guide's model table, in one language. Built at build time (the guide's
 * loader) so the profile data travels in the page's HTML, not in any page's JavaScript.
 */
export interface ModelRow {
  id: ModelProfile['id'];
  name: string;
  maker: string;
  retiredOn: Cell<string> | null;
  promptLimit: Cell<number>;
  promptLimitZh: Cell<number> | null;
  durations: Cell<number[]>;
  aspectRatios: Cell<string[]>;
  negativePrompt: Cell<ModelProfile['negativePrompt']['value']>;
  audio: Cell<ModelProfile['audio']['value']>;
  dialogue: Cell<ModelProfile['dialogueSyntax']['value']>;
  languages: Cell<Language[]>;
  /** The maker's pages the confirmed facts were read on. */
  sources: string[];
  /** The latest date any of the row's facts was checked, or null when none carries one. */
  checkedOn: string | null;
}

const cell = <T>(fact: Fact<T>): Cell<T> => ({ value: fact.value, verified: fact.verified });

/** The facts of a profile that carry a date, for the row's checked-on date. */
function latestCheck(facts: readonly (Fact<unknown> | undefined)[]): string | null {
  const dates = facts.flatMap((fact) => (fact?.checkedOn ? [fact.checkedOn] : []));
  // ISO dates sort as text.
  return dates.length === 0 ? null : dates.sort().at(-1)!;
}

/**
 * The table's rows: every vendor model (the universal form is Promptreel's own, not a model
 * to compare), active ones first in profile order, retired ones last.
 */
export function modelRows(profiles: readonly ModelProfile[], language: Language): ModelRow[] {
  const models = profiles.filter((profile) => profile.id !== 'universal');
  const ordered = [
    ...models.filter((profile) => profile.status === 'active'),
    ...models.filter((profile) => profile.status === 'retired'),
  ];
  return ordered.map((profile) => ({
    id: profile.id,
    name: profile.names[language],
    maker: profile.maker[language],
    retiredOn: profile.retiredOn ? cell(profile.retiredOn) : null,
    promptLimit: cell(profile.promptLimit),
    promptLimitZh: profile.promptLimitZh ? cell(profile.promptLimitZh) : null,
    durations: cell(profile.durations),
    aspectRatios: cell(profile.aspectRatios),
    negativePrompt: cell(profile.negativePrompt),
    audio: cell(profile.audio),
    dialogue: cell(profile.dialogueSyntax),
    languages: cell(profile.languages),
    sources: profileSources(profile),
    checkedOn: latestCheck([
      profile.retiredOn,
      profile.promptLimit,
      profile.promptLimitZh,
      profile.durations,
      profile.aspectRatios,
      profile.negativePrompt,
      profile.audio,
      profile.dialogueSyntax,
      profile.languages,
    ]),
  }));
}

/** A model that took Sora's place, as the invite-code page lists it. */
export interface ReplacementModel {
  id: ModelProfile['id'];
  name: string;
  maker: string;
}

/** The active vendor models, in profile order. */
export function replacementModels(
  profiles: readonly ModelProfile[],
  language: Language,
): ReplacementModel[] {
  return profiles
    .filter((profile) => profile.id !== 'universal' && profile.status === 'active')
    .map((profile) => ({
      id: profile.id,
      name: profile.names[language],
      maker: profile.maker[language],
    }));
}
