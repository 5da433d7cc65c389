/**
 * How a prompt writer stages one action: the moment before it, a closer detail while it
 * happens, its high point and how it ends. An idea with one action ("a snow leopard stalking
 * prey") gets these in place of beats that only say the verb again.
 *
 * Each entry says which doings it stages (English base verbs, with what must follow them;
 * a Chinese verb pattern), who it suits, and four lines in each language, in order:
 *
 *   before — the moment before it starts. English: a phrase after "Open on the leopard, …";
 *            Chinese: what follows the subject in "开场：雪豹……".
 *   during — a concrete detail while it happens (hands, paws, breath, spray). Never starts
 *            with the subject: a moving camera writes it after "Closer on the leopard: …".
 *   peak   — its high point.
 *   after  — how it ends.
 *
 * A line must be true for any object of its verb and in any place, weather or light: those come
 * from other lines. Placeholders: {s} the subject's short name ("the leopard", "老奶奶"),
 * {they} {them} {their} its pronouns, {feet} paws, hooves or feet (爪子、蹄子、双脚), {obj} the
 * object named ("the pancake", else "it"); a verb in angle brackets (<land>) agrees with the
 * last of {s}, {they} or {obj} before it. No negations (a checker rule reads "no", "without",
 * 不要 as a leave-this-out), and as few action verbs as will do: a clip holds about one action
 * every three seconds, so detail is said with -ing, past participles and 着.
 */
import type { Action, Subject } from '../../domain/prompt/plan.ts';
import type { Language } from '../../domain/schemas/template.ts';
import { SPORT } from './action-stages/sport.ts';
import { EVERYDAY } from './action-stages/everyday.ts';
import { FEELINGS_AND_HOME } from './action-stages/feelings.ts';
import { KITCHEN } from './action-stages/kitchen.ts';
import { MOTION } from './action-stages/motion.ts';
import { WORDS_AND_CRAFTS } from './action-stages/people.ts';
import type { ActionStaging, Doer } from './action-stages/types.ts';
import { ON_THEIR_OWN } from './action-stages/things.ts';
import { EMERGING, WORLD } from './action-stages/world.ts';
import { IMPACTS } from './action-stages/impacts.ts';
import { CREATORS } from './action-stages/creators.ts';
import { GROUND } from './action-stages/ground.ts';
import { HANDWORK, TRADES } from './action-stages/trades.ts';
import { PASTIMES } from './action-stages/pastimes.ts';
import { CREATURES } from './action-stages/creatures.ts';
import { CLOSE_UPS } from './action-stages/close-ups.ts';
import { JOBS } from './action-stages/jobs.ts';
import { MOMENTS } from './action-stages/moments.ts';
import { BEASTS } from './action-stages/beasts.ts';
import { SHOWS } from './action-stages/shows.ts';
import { JOURNEYS } from './action-stages/journeys.ts';
import { Recent } from '../recent.ts';
import { readVerb } from '../analyse/verbs.ts';

export type { ActionStaging, StageLines } from './action-stages/types.ts';

/**
 * Every entry, the first that fits wins: the narrow ones (a cup pushed off, a pot on the boil, a
 * guitar, a first time) come first.
 */
export const ACTION_STAGES: readonly ActionStaging[] = [
  ...EMERGING,
  ...IMPACTS,
  ...GROUND,
  ...CREATORS,
  ...EVERYDAY,
  ...ON_THEIR_OWN,
  ...WORDS_AND_CRAFTS,
  ...KITCHEN,
  ...SPORT,
  ...MOTION,
  ...FEELINGS_AND_HOME,
  ...WORLD,
  // Added after the blind reviews' fresh ideas: they only stage what the entries above miss.
  ...TRADES,
  ...PASTIMES,
  ...CREATURES,
  ...CLOSE_UPS,
  ...JOBS,
  ...MOMENTS,
  ...BEASTS,
  ...SHOWS,
  // Last: a passage no entry above knows (a train over a viaduct, a boat through the mist).
  ...JOURNEYS,
  // And hand work at the very end: a piece worked on with tools, whatever the piece.
  ...HANDWORK,
];

/** Styles in which animals act as people do. */
const ANIMATED =
  /\b(?:claymation|clay|stop[- ]motion|cartoon\w*|animated|animation|pixar|disney|ghibli|anime|3d animation|puppet\w*)\b|动画|卡通|黏土|定格|皮克斯|吉卜力|动漫/i;

const BIRDS =
  /\b(?:bird|eagle|hawk|falcon|owl|parrot|crow|raven|swan|duck|goose|geese|gull|seagull|pigeon|dove|sparrow|robin|heron|crane|stork|flamingo|hummingbird|kingfisher|swallow|magpie|pelican|albatross|condor|vulture|kite|finch|songbird|butterfl(?:y|ies)|bee|dragonfl(?:y|ies)|moth)(?:s|es)?\b|鸟|鹰|雕|隼|鹤|燕|鸽|雀|鸭|鹅|鸥|鹦鹉|孔雀|乌鸦|喜鹊|鹭|蝴蝶|蜜蜂|蜻蜓/;
const AIRCRAFT =
  /(?<!paper |toy |model )\b(?:plane|airplane|aeroplane|jet|airliner|glider|biplane|fighter|seaplane)s?\b|飞机|客机|战斗机|滑翔机|战机/;
const SWIMMERS =
  /\b(?:fish|fishes|koi|carp|goldfish|salmon|trout|whales?|dolphins?|orcas?|sharks?|turtles?|seals?|otters?|octopus|jellyfish|rays?|mantas?|penguins?|seahorses?)\b|鱼|鲤|鲸|海豚|鲨|龟|海豹|海狮|水獭|章鱼|水母|企鹅|海马|蝠鲼|鳐|鳗/;
const CHILDREN =
  /\b(?:kids?|child|children|toddlers?|bab(?:y|ies)|boys?|girls?|sons?|daughters?)\b|孩|娃|童|宝宝|男孩|女孩/;

/** 把 after another doing ("跳上桌子把…"); a place before it ("在桌上把…") is no doing. */
const TWO_DOINGS = /^(?!在[^把]*把[^把]*$).+把|把.*把/;

/** What a subject is, for the entries' `who`. */
export function doersOf(subject: Subject): Doer[] {
  const name = `${subject.head} ${subject.phrase}`.toLowerCase();
  // "You" in a first-person clip does what a person does.
  if (subject.kind === 'viewer') return ['person'];
  if (subject.kind === 'person') {
    return CHILDREN.test(name) ? ['person', 'child'] : ['person'];
  }
  if (subject.kind === 'animal') {
    if (BIRDS.test(name)) return ['animal', 'bird'];
    return SWIMMERS.test(name) ? ['animal', 'swimmer'] : ['animal'];
  }
  if (subject.kind === 'object' || subject.kind === 'place') {
    // (By the whole phrase: "the paper planes" are no aircraft.)
    return AIRCRAFT.test(subject.phrase.toLowerCase()) ? ['thing', 'aircraft'] : ['thing'];
  }
  return [];
}

/**
 * The entry that stages one action, or none. English reads the base verb and what follows it
 * ("play" + "the violin"); Chinese reads the verb phrase as written ("在厨房包饺子").
 */
export function findStaging(
  subject: Subject,
  action: Action,
  lang: Language,
  idea: string,
): ActionStaging | undefined {
  // One action is looked up once per beat it stages (the setup, the build, the peak …): the
  // answer is kept with the action (the engine's 1 ms budget). An action belongs to one idea,
  // so the idea is no part of the key (it made the key as long as the idea).
  const key = `${lang}|${subject.kind}|${subject.head}|${subject.phrase}|${subject.role}`;
  let seen = stagingSeen.get(action);
  if (!seen) stagingSeen.set(action, (seen = new Map()));
  if (seen.has(key)) return seen.get(key);
  const found = lookUpStaging(subject, action, lang, idea);
  seen.set(key, found);
  return found;
}

const stagingSeen = new Recent<Action, Map<string, ActionStaging | undefined>>(8);

function lookUpStaging(
  subject: Subject,
  action: Action,
  lang: Language,
  idea: string,
): ActionStaging | undefined {
  // "跳上桌子把杯子推下去" is two doings in one phrase: staging the first would drop the second.
  // A phrase that starts with 把 (after a place) is one doing: "把桌上的杯子推下去".
  // (Walking while eating, 一边走一边吃, is one doing: a stroll through the stalls.)
  const strolling = /一?边走[，,]?\s*一?边吃|一路吃|吃一路|吃遍|逛吃/.test(action.verb);
  if (
    lang === 'zh' &&
    !strolling &&
    (/然后|接着|随后|并且|一边/.test(action.verb) || TWO_DOINGS.test(action.verb))
  ) {
    return undefined;
  }
  const doers = doersOf(subject);
  // (A first-person viewer is asked as who they are: "mountain biker you you".)
  const name = [subject.role, subject.head, subject.phrase].filter(Boolean).join(' ').toLowerCase();
  // What is said is no doing: "说：“手艺不能丢。”" throws nothing.
  const verb = action.verb.replace(/“[^”]*”|"[^"]*"|「[^」]*」/g, '');
  // The analyser may read "rides" as "rid" and "stares" as "star": the written form tells.
  const written = action.as ?? '';
  // ("a strawberry dunked into chocolate" is "is dunked": the participle's verb is staged.)
  const done = verb === 'be' ? /^(?:being )?([a-z]+)\b/i.exec(action.rest)?.[1] : undefined;
  const doneVerb = done ? readVerb(done) : undefined;
  const bases = [
    verb,
    written.replace(/s$/, ''),
    written.replace(/es$/, ''),
    written.replace(/ies$/, 'y'),
  ];
  // "对着镜头说“今天教大家三分钟快速化妆”": a line that announces a doing stages it.
  const line = action.line ?? /“([^”]*)”|"([^"]*)"/.exec(action.verb)?.slice(1).join('') ?? '';
  // "A sad piano ballad. A man plays alone": the instrument is named elsewhere in the idea.
  const elsewhere = verb === 'play' && action.object === undefined ? idea : '';
  const asked: Asked = {
    doers,
    name,
    verb,
    bases,
    line,
    lang,
    rest: action.rest,
    elsewhere,
    idea,
  };
  for (const entry of entriesForVerb(asked)) if (stages(entry, asked)) return entry;
  // "teaches her grandson to fold dumplings": the lesson is the doing taught, shown by the one
  // who teaches it.
  const taught =
    lang === 'en' && /^(?:teach|show|help)$/.test(verb)
      ? /^(?:(?:his|her|their|my|our|the|a|an) )?(?:[\w-]+ ){0,2}?(?:how )?to (\w+)\s*(.*)$/i.exec(
          action.rest,
        )
      : null;
  const taughtVerb = taught?.[1] ? readVerb(taught[1]) : undefined;
  if (taughtVerb?.form === 'base') {
    const lesson: Asked = {
      ...asked,
      verb: taughtVerb.base,
      bases: [taughtVerb.base],
      rest: taught?.[2] ?? '',
    };
    for (const entry of entriesForVerb(lesson)) if (stages(entry, lesson)) return entry;
  }
  // Done to a thing, by no one named: only an entry about the thing itself stages it (a
  // strawberry "dunked" sinks into chocolate; an "assembled" bowl has no hands to fit pieces).
  // ("noodles being pulled" are made by hand, never lifted: pull is left out.)
  if (doneVerb?.form === 'ed' && doneVerb.base !== 'pull' && lang === 'en') {
    const passive: Asked = { ...asked, verb: doneVerb.base, bases: [doneVerb.base] };
    for (const entry of entriesForVerb(passive)) {
      if (!entry.who.includes('person') && stages(entry, passive)) return entry;
    }
  }
  // A cartoon fox that bakes bread does it as a person would, when no animal does it:
  // animation gives animals hands.
  if (subject.kind !== 'animal' || !ANIMATED.test(idea)) return undefined;
  const drawn: Asked = { ...asked, doers: ['person'] };
  for (const entry of entriesForVerb(drawn)) if (stages(entry, drawn)) return entry;
  return undefined;
}

/**
 * The entries whose verb the action's verb can be (and those a quoted line may stage): the
 * verb is what rules most entries out, so it is asked once per verb, not once per entry per
 * action (the engine's 1 ms budget). The other conditions are still asked entry by entry.
 */
function entriesForVerb(asked: Asked): readonly ActionStaging[] {
  const key = `${asked.lang}|${asked.bases.join('|')}|${asked.line === '' ? '' : 'said'}`;
  const known = byVerb.get(key);
  if (known) return known;
  const found = ACTION_STAGES.filter((entry) => {
    if (entry.said !== undefined && asked.line !== '') return true;
    return asked.lang === 'zh'
      ? entry.zh?.test(asked.verb) === true
      : entry.en !== undefined && readsAny(entry.en, asked.bases);
  });
  if (byVerb.size > 1024) byVerb.clear();
  byVerb.set(key, found);
  return found;
}

const byVerb = new Map<string, readonly ActionStaging[]>();

/** What one action asks of the entries (built once; the entries are tried in a plain loop). */
interface Asked {
  doers: Doer[];
  name: string;
  verb: string;
  bases: string[];
  line: string;
  lang: Language;
  rest: string;
  /** The whole idea, where an entry may also find what the action works on; or ''. */
  elsewhere: string;
  /** The whole idea, for words that rule an entry out. */
  idea: string;
}

/**
 * Whether an entry stages the action. A module-level function, not a closure per call: the
 * lookup tries several hundred entries for each action of each idea.
 */
function stages(entry: ActionStaging, asked: Asked): boolean {
  if (!sharesDoer(entry.who, asked.doers)) return false;
  if (entry.head && !entry.head.test(asked.name)) return false;
  if (entry.unlike?.test(asked.name)) return false;
  if (entry.notIn?.test(asked.idea)) return false;
  if (entry.onlyIn && !entry.onlyIn.test(asked.idea)) return false;
  if (entry.said && asked.line !== '' && entry.said.test(asked.line)) return true;
  if (asked.lang === 'zh') {
    return entry.zh?.test(asked.verb) === true && entry.not?.test(asked.verb) !== true;
  }
  const en = entry.en;
  if (!en || !readsAny(en, asked.bases) || entry.not?.test(asked.rest)) return false;
  if (!entry.rest || entry.doer?.test(asked.name)) return true;
  return (
    entry.rest.test(asked.rest) || (asked.elsewhere !== '' && entry.rest.test(asked.elsewhere))
  );
}

function sharesDoer(who: readonly Doer[], doers: readonly Doer[]): boolean {
  for (const one of who) if (doers.includes(one)) return true;
  return false;
}

function readsAny(pattern: RegExp, bases: readonly string[]): boolean {
  for (const base of bases) if (pattern.test(base)) return true;
  return false;
}
