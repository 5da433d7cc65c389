/**
 * What the engine understood of an idea before it writes a word: the plan. `analyse` (in
 * src/engine) builds it from the person's text; `compose` chooses only vocabulary that fits it;
 * the builder's form is already one. Pure types, shared by engine, server and web.
 */
import type { Language } from '../schemas/template.ts';

/** Scene and format types the engine writes for (the first match in analyse's order wins). */
export const SCENE_TYPES = [
  'pov',
  'timelapse',
  'loop',
  'unboxing',
  'interview',
  'explainer',
  'music-video',
  'social',
  'animation',
  'space',
  'horror',
  'sports',
  'drama',
  'food',
  'product',
  'nature',
  'travel',
  'cinematic',
] as const;
export type SceneType = (typeof SCENE_TYPES)[number];

/** Kinds of place; vocabulary says which it fits. */
export const ENVIRONMENTS = [
  'sea',
  'beach',
  'underwater',
  'space',
  'sky',
  'street',
  'city',
  'road',
  'forest',
  'mountain',
  'desert',
  'snowfield',
  'countryside',
  'water',
  'garden',
  'home',
  'kitchen',
  'studio',
  'stage',
  'office',
  'hospital',
  /** A hallway, corridor, stairwell, lift or lobby: indoors, nothing more known. */
  'interior',
  'station',
  'classroom',
  'shop',
  'restaurant',
  'gym',
  'stadium',
  'lab',
  'vehicle',
  'ruins',
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const TIMES = ['dawn', 'morning', 'day', 'golden', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];

export const WEATHERS = ['rain', 'snow', 'fog', 'storm', 'wind'] as const;
export type Weather = (typeof WEATHERS)[number];

export type Medium = 'live-action' | 'animation';

/** The look asked for, when the idea names one. */
export const STYLE_FAMILIES = [
  'anime',
  'cartoon',
  '3d',
  'clay',
  'pixel',
  'ink',
  'watercolor',
  'noir',
  'vintage',
  'cyberpunk',
  'documentary',
  'fantasy',
  'wuxia',
  'synthwave',
  'photoreal',
] as const;
export type StyleFamily = (typeof STYLE_FAMILIES)[number];

export const FORMATS = [
  'pov',
  'timelapse',
  'loop',
  'vertical',
  'interview',
  'explainer',
  'ad',
  'unboxing',
  'music-video',
  'slow-motion',
] as const;
export type Format = (typeof FORMATS)[number];

/** Sounds an idea names, which the audio line must carry. */
export const SOUNDS = [
  'cicadas',
  'crickets',
  'music-box',
  'creak',
  'crying',
  'sizzle',
  'rain',
  'waves',
  'engine',
  'crowd',
  'birds',
  'bells',
  'thunder',
  'footsteps',
  'laughter',
  'clock',
  'fire',
  'wind',
  'typing',
  'heartbeat',
  'whisper',
  'scream',
  'knock',
  'slam',
  'breathing',
  'scratch',
  'siren',
  'splash',
  'live-music',
  'ice',
] as const;
export type Sound = (typeof SOUNDS)[number];

/** How the action moves: urgent (a sprint, a chase) or calm (a drift, a sip). */
export type Pace = 'urgent' | 'calm';

/** What the subject is, as far as the words tell. */
export type SubjectKind = 'person' | 'animal' | 'object' | 'place' | 'viewer';

/** The subject as a grammatical noun phrase ("the serum bottle", "the two sisters", "橘猫"). */
export interface Subject {
  /** The phrase as the beats write it: with "the" in English, without counters in Chinese. */
  phrase: string;
  /** Its head noun ("bottle", "sisters", "猫"). */
  head: string;
  plural: boolean;
  kind: SubjectKind;
  /** Language of the phrase (the idea's own). */
  lang: Language;
  /** The viewer of a first-person clip, as who they are ("mountain biker", "skateboarder"). */
  role?: string;
  /** She or he, when the idea says it and the head does not ("the suspect, a young woman"). */
  sex?: 'female' | 'male';
}

/** One action, in the order the idea tells them. */
export interface Action {
  /** English: the verb's base form ("flip"); Chinese: the verb phrase as written ("跳上窗台"). */
  verb: string;
  /** English: what follows the verb ("a pancake"); Chinese: empty. */
  rest: string;
  /** English: the verb as the idea wrote it, when it is finite ("ollies"). */
  as?: string;
  /** English: how it is done, said before the verb ("a gurney slowly rolls"). */
  how?: string;
  /** English: the object noun phrase, if any ("the pancake"). */
  object?: string;
  /** Who does it, when that is not the idea's subject ("the crowd" cheers, 奶奶 端上…). */
  who?: Subject;
  /** A quoted line said with it, word for word ("says, "I know.""). */
  line?: string;
  /** It happens meanwhile, around the main action ("as Earth turns slowly below"). */
  meanwhile?: boolean;
}

export interface DialogueLine {
  /** Who says it, as the idea names them; undefined when it does not. */
  speaker?: string;
  line: string;
}

export interface Named {
  kind: 'place' | 'person' | 'brand';
  text: string;
}

/** What the idea already says, so nothing is added twice. */
export interface Presence {
  style: boolean;
  scene: boolean;
  move: boolean;
  shot: boolean;
  lens: boolean;
  lighting: boolean;
  palette: boolean;
  beats: boolean;
  audio: boolean;
  dialogue: boolean;
  duration: boolean;
  ratio: boolean;
  safety: boolean;
  physics: boolean;
}

export interface Plan {
  /** Language the idea is written in. */
  lang: Language;
  /** The person's own words (labelled scaffolding lines removed). */
  core: string;
  /** A label before a colon ("POV", "古风动画"), read as a format or style cue. */
  label?: string;
  subject?: Subject;
  actions: Action[];
  setting: {
    /** The place as the idea words it ("a tiny kitchen", "农舍厨房"), if it names one. */
    place?: string;
    indoor?: boolean;
    env?: Environment;
  };
  time?: TimeOfDay;
  /** "Day turns to dusk": the first and last time. */
  transition?: readonly [TimeOfDay, TimeOfDay];
  weather?: Weather;
  medium: Medium;
  style?: StyleFamily;
  formats: Format[];
  type: SceneType;
  /** How many people are in it: 0, 1, 2, or 3 for a group. */
  people: number;
  dialogue: DialogueLine[];
  named: Named[];
  has: Presence;
  /** A duration written in the idea, in seconds. */
  seconds?: number;
  /** Colours the idea names, as it words them ("matte black", "红墙"). */
  colours: string[];
  /** Sounds the idea names. */
  sounds: Sound[];
  pace?: Pace;
  /** The idea asks for snow or rain that has already fallen ("after the snow", 雪后). */
  after?: Weather;
  /** Someone or something travels through the frame (runs, rides, drives, flies, swims). */
  travels: boolean;
}

/** Whether the clip is shot vertical: a social video, or one the idea asks to be 9:16. */
export const isVertical = (plan: Pick<Plan, 'type' | 'formats'>): boolean =>
  plan.type === 'social' || plan.formats.includes('vertical');
