/**
 * One action, staged: the idea's own sentence stays the start beat, and the beats around it
 * are the moment before, a closer detail, the high point and how it ends (the table in
 * vocabulary/action-stages.ts), instead of the verb said again. With no entry for the verb,
 * the fallback looks closer at the doer (hands, eyes, paws) rather than repeating the phrase.
 */
import { isSunLine } from './vocabulary/elements.ts';
import type { Action, Plan, Subject } from '../domain/prompt/plan.ts';
import type { Language } from '../domain/schemas/template.ts';
import { agree } from './analyse/verbs.ts';
import { objectForm, possessive, pronoun, shortName, shortZh } from './naming.ts';
import { findStaging } from './vocabulary/action-stages.ts';

export interface Staged {
  /** English: a phrase after "Open on the leopard, "; Chinese: the whole opening clause. */
  before: string;
  during: string;
  peak: string;
  after: string;
}

const SELF: Record<string, string> = {
  it: 'itself',
  he: 'himself',
  she: 'herself',
  they: 'themselves',
  you: 'yourself',
};

const HOOVED =
  /\b(?:horses?|pony|ponies|foals?|deer|stags?|does?|fawns?|goats?|sheep|cows?|bulls?|calf|calves|zebras?|giraffes?|camels?|donkeys?|elk|moose|antelopes?|gazelles?|yaks?|reindeer)\b|马|鹿|羊|牛|驴|骆驼|斑马|长颈鹿|羚/;
const WINGED =
  /\b(?:bird|eagle|hawk|falcon|owl|parrot|crow|raven|swan|duck|duckling|goose|gull|seagull|pigeon|dove|sparrow|heron|crane|stork|hummingbird|penguin|flamingo|chicken|chick|hen|rooster|woodpecker|kingfisher|robin|wren|finch|magpie|toucan|puffin|pelican|vulture|condor|albatross|peacock|ostrich|egret|owlet|songbird|bluebird|cardinal|jay|swallow|starling)s?\b|鸟|鹰|雕|隼|鹤|燕|鸽|雀|鸭|鹅|鸥|企鹅|鸡/;

const INSECT =
  /\b(?:butterfl(?:y|ies)|moths?|bees?|dragonfl(?:y|ies)|fireflies|firefly)\b|蝴蝶|蜜蜂|蜻蜓|飞蛾|萤火虫/;
const FINNED =
  /\b(?:\w*fish|koi|carp|salmon|trout|sharks?|whales?|dolphins?|seals?|turtles?|rays?)\b|鱼|鲨|鲸|海豚|海龟/;
/** Octopus, squid, jellyfish: arms or tentacles, never paws. */
const ARMED =
  /\b(?:octopus(?:es)?|octopi|squids?|jellyfish|cuttlefish|starfish)\b|章鱼|鱿鱼|水母|墨鱼|海星/;

/** What the doer walks on: feet, paws, hooves (双脚、爪子、蹄子). */
export function feetOf(subject: Subject, lang: Language): string {
  const name = `${subject.head} ${subject.phrase}`.toLowerCase();
  if (subject.kind === 'person' || subject.kind === 'viewer')
    return lang === 'zh' ? '双脚' : 'feet';
  if (HOOVED.test(name)) return lang === 'zh' ? '蹄子' : 'hooves';
  if (INSECT.test(name)) return lang === 'zh' ? '翅膀' : 'wings';
  // (A mantis, an ant or a spider stands on legs; they have no paws.)
  if (
    /\b(?:mantis(?:es)?|ants?|beetles?|spiders?|crickets?|grasshoppers?|cicadas?|ladybugs?|caterpillars?|scorpions?|crabs?|lobsters?|termites?)\b|螳螂|蚂蚁|甲虫|蜘蛛|蟋蟀|蚱蜢|蝉|瓢虫|毛毛虫|蝎|螃蟹|龙虾|白蚁/.test(
      name,
    )
  )
    return lang === 'zh' ? '细腿' : 'legs';
  if (WINGED.test(name)) return lang === 'zh' ? '爪子' : 'feet';
  // (A jellyfish is no fish: its arms are asked first.)
  if (ARMED.test(name)) return lang === 'zh' ? '触手' : 'arms';
  if (FINNED.test(name)) return lang === 'zh' ? '鱼鳍' : 'fins';
  // (A snail or a slug glides on one muscular foot.)
  if (/\b(?:snails?|slugs?)\b|蜗牛|蛞蝓/.test(name)) return lang === 'zh' ? '腹足' : 'foot';
  return lang === 'zh' ? '爪子' : 'paws';
}

/** Scaled, bare-skinned or shelled: no fur to look at. */
const SCALED =
  /\b(?:snakes?|lizards?|geckos?|iguanas?|chameleons?|turtles?|tortoises?|crocodiles?|alligators?|frogs?|toads?|newts?|axolotls?)\b|蛇|蜥蜴|壁虎|变色龙|龟|鳄|蛙|蝾螈/;

/** What a close look at an animal sees: fur, feathers, scales, a jellyfish's bell (毛发 only on fur). */
export function coatOf(subject: Subject, lang: Language): string {
  const name = `${subject.head} ${subject.phrase}`.toLowerCase();
  const zh = lang === 'zh';
  if (/\bjellyfish\b|水母/.test(name))
    return zh ? '半透明伞盖和飘动的触须' : 'translucent bell and trailing tentacles';
  if (ARMED.test(name)) return zh ? '触手和吸盘' : 'arms and suckers';
  if (/\b(?:whales?|dolphins?|orcas?)\b|鲸|海豚/.test(name))
    return zh ? '光滑的皮肤和眼睛' : 'smooth skin and eye';
  if (FINNED.test(name)) return zh ? '鳞片和眼睛' : 'scales and eye';
  if (INSECT.test(name)) return zh ? '翅膀上的纹路' : 'patterned wings';
  if (WINGED.test(name)) return zh ? '羽毛和眼神' : 'feathers and eyes';
  if (SCALED.test(name)) return zh ? '皮肤的纹理和眼睛' : 'textured skin and eyes';
  if (/\b(?:snails?|slugs?)\b|蜗牛|蛞蝓/.test(name))
    return zh ? '螺旋的壳和轻轻探动的触角' : 'spiral shell and waving eye stalks';
  return zh ? '毛发和眼神' : 'fur and eyes';
}

/**
 * An animal's own small movement while nothing else happens, by its body: a jellyfish pulses, a
 * fish holds in the current, a bird ruffles; only a furred animal blinks and turns its head.
 * `{s}` is its short name; the verbs agree with it.
 */
export function stirOf(subject: Subject, plural: boolean): string {
  const name = `${subject.head} ${subject.phrase}`.toLowerCase();
  const v = (one: string, many: string) => (plural ? many : one);
  const its = plural ? 'their' : 'its';
  if (/\bjellyfish\b/.test(name))
    return `{s} ${v('pulses', 'pulse')} slowly, ${its} bell opening and closing, tentacles trailing`;
  if (ARMED.test(name)) return `{s} ${v('shifts', 'shift')}, ${its} arms curling and uncurling`;
  if (FINNED.test(name))
    return `{s} ${v('hangs', 'hang')} in the water, fins rippling, then ${v('glides', 'glide')} on`;
  if (INSECT.test(name))
    return `{s} slowly ${v('opens', 'open')} and ${v('closes', 'close')} ${its} wings`;
  if (WINGED.test(name))
    return `{s} ${v('ruffles', 'ruffle')} ${its} feathers and ${v('cocks', 'cock')} ${its} head`;
  if (/\bsnakes?\b/.test(name)) return `{s} ${v('flicks', 'flick')} ${its} tongue, tasting the air`;
  if (SCALED.test(name))
    return `{s} ${v('holds', 'hold')} perfectly still, only ${its} throat pulsing`;
  return `{s} ${v('blinks', 'blink')} slowly, then ${v('turns', 'turn')} ${its} head toward a sound`;
}

/** Lines only an onlooker sees: a first-person clip cannot show its own doer from afar. */
// (Nor one's own face: "五官皱成一团", "eyes squeezed shut" are seen only from outside.)
const SEEN_FROM_OUTSIDE =
  /\bin the frame\b|\bsmaller\b|\bsilhouette\b|\b(?:{their} )?(?:face|eyes) (?:screws?|scrunch|squeez|clos)\w*|变小|远去|身影|背影|五官|皱成一团|闭上眼|眼睛微微闭上|眯起了?眼|一脸/;

/** The pronoun a later beat uses: the idea's own "her" or "his" tells a "they" apart. */
export function pronounFor(subject: Subject, action: Action, quoted = ''): string {
  // ("You knew she wouldn't make it": a she inside a line is someone spoken of.)
  const idea = quoted.replace(/["“][^"”]*["”]/g, ' ');
  const she = (text: string) => /\b(?:her|she|herself)\b/i.test(text);
  const he = (text: string) => /\b(?:him|his|he|himself)\b/i.test(text);
  // "a detective … across his face": the idea's own he or she, when it has only one of them.
  const told = she(action.rest)
    ? 'she'
    : he(action.rest)
      ? 'he'
      : she(idea) !== he(idea)
        ? she(idea)
          ? 'she'
          : 'he'
        : // ("a singer in a red dress": the dress says who.)
          /\bin (?:a|an|the) (?:[\w-]+ ){0,2}(?:dress|gown|skirt)\b/i.test(subject.phrase)
          ? 'she'
          : undefined;
  return pronoun(subject) === 'they' && told && !subject.plural ? told : pronoun(subject);
}

/**
 * "from pajamas to a red dress", 从睡衣变成红裙子: the before and after a change names, for
 * {from} and {to}; the defaults say it in general.
 */
function beforeAndAfter(idea: string, lang: Language): { from: string; to: string } {
  if (lang === 'zh') {
    const match = /从([^，。、]{1,8}?)(?:变成|换成|变到|换到|到|变)([^，。、]{1,8})/.exec(idea);
    return { from: match?.[1] ?? '改造前的宽松旧衣', to: match?.[2] ?? '整套穿搭' };
  }
  const match =
    /\bfrom (?:(?:a|an|the|her|his|their|my) )?([\w' -]{2,30}?) (?:to|into) ((?:(?:a|an|the|her|his|their|my) )?[\w' -]{2,30}?)(?=[,.;!?]|$)/i.exec(
      idea,
    );
  return {
    from: match?.[1] ?? 'a baggy before-look',
    to: match?.[2] ?? 'the finished outfit',
  };
}

/** A table line with its placeholders filled; verbs in <angle brackets> agree as they go. */
function fill(line: string, subject: Subject, action: Action, lang: Language, idea = ''): string {
  if (/\{(?:from|to)\}/.test(line)) {
    const change = beforeAndAfter(idea, lang);
    line = line.replace(/\{from\}/g, change.from).replace(/\{to\}/g, change.to);
  }
  if (lang === 'zh') {
    return line.replace(/\{s\}/g, shortZh(subject)).replace(/\{feet\}/g, feetOf(subject, 'zh'));
  }
  const they = pronounFor(subject, action, idea);
  const theyPlural = subject.plural || they === 'they' || they === 'you';
  // ("flips pancakes": a bare plural is what is worked on, "the pancakes".)
  const bare = /^[a-z]+s$/i.test(action.rest) && !/ss$/.test(action.rest) ? action.rest : '';
  const object = action.object ?? (bare ? `the ${bare}` : 'it');
  let plural = subject.plural;
  return line.replace(/\{(\w+)\}|<([\w-]+)>/g, (_, slot: string | undefined, verb?: string) => {
    if (verb) return agree(verb, plural);
    switch (slot) {
      case 's':
        plural = subject.plural;
        return shortName(subject);
      case 'they':
        plural = theyPlural;
        return they;
      case 'them':
        return objectForm(they);
      case 'their':
        return possessive(they);
      case 'self':
        return SELF[they] ?? 'itself';
      case 'feet':
        return feetOf(subject, 'en');
      case 'obj':
        plural = /[^s]s$/.test(object);
        return object;
      default:
        return `{${slot ?? ''}}`;
    }
  });
}

/** The staged lines for one action, or none when the table has no entry for it. */
export function stagedLines(
  subject: Subject,
  action: Action,
  lang: Language,
  idea: string,
): Staged | undefined {
  const entry = findStaging(subject, action, lang, idea);
  if (!entry) return undefined;
  const lines = lang === 'zh' ? entry.zhLines : entry.enLines;
  // Seen through your own eyes, you cannot grow smaller in the frame.
  if (subject.kind === 'viewer' && lines.some((line) => SEEN_FROM_OUTSIDE.test(line))) {
    return undefined;
  }
  const [before, during, peak, after] = lines.map((line) =>
    fill(line, subject, action, lang, idea),
  ) as [string, string, string, string];
  // A Chinese opening that names its subject ("远处，{s}小小的身影…") names it in full;
  // any other follows the subject ("雪豹" + "压低身子…").
  const opening = lines[0].includes('{s}')
    ? lines[0].replace(/\{s\}/g, subject.phrase)
    : `${subject.phrase}${before}`;
  return { before: lang === 'zh' ? opening : before, during, peak, after };
}

/** The stages an English single action is told in: it opens on the subject even when short. */
const STAGES_EN: Record<number, readonly string[]> = {
  1: ['start'],
  2: ['setup', 'start'],
  3: ['setup', 'start', 'peak'],
  4: ['setup', 'start', 'peak', 'outcome'],
  5: ['setup', 'start', 'build', 'peak', 'outcome'],
  6: ['setup', 'start', 'build', 'peak', 'outcome', 'hold'],
};

export interface SingleEn {
  plan: Plan;
  subject: Subject;
  action: Action;
  count: number;
  /** The idea's own sentence for the action. */
  start: string;
  /** "open on the girl on a rooftop". */
  opening: string;
  /** The last beat: the hold, or an ending the clip must keep (a loop, a logo). */
  closing: string;
  /** The closing ends the clip whatever the count. */
  ending: boolean;
  /** A line that goes straight after the start (a singer's chorus). */
  next?: string;
  /** A moving camera can go closer; a locked-off frame shows the detail as it is. */
  moving: boolean;
  /** Moving things the idea names ("slow motion splash"): the first takes the detail's beat. */
  elements?: readonly string[];
}

/** Verbs that name the result ("knocks over"): their detail happened before it, not after. */
const RESULT =
  /^(?:knock|push|tip|drop|break|spill|smash|swat|shove|flick)$|推下|推到|打翻|碰倒|碰掉|扫下|拍下|拨下|扒拉下/;

/**
 * The idea's own short sentence ("The girl tries on three outfits.") says nothing the prompt
 * does not already say: when the clip has no beat of its own for the doing's closer detail,
 * the detail goes with it ("…; a quick spin, a cut on the beat…"). A verb that names the result
 * keeps its detail for the beat before it.
 */
export function withDetail(
  start: string,
  detail: string,
  detailHasBeat: boolean,
  action: Pick<Action, 'verb' | 'rest'>,
): string {
  const short = start.split(/\s+/).length <= 12 && !/["“”]/.test(start);
  if (detailHasBeat || !short || dropsSomething(action) || saysAgain(start, detail)) return start;
  // ("你从飞机舱门跃出" + "纵身跃出，张开双臂…": the leap is said already; the rest is new.)
  const parts = detail.split('，');
  const said = (part: string) => /\p{Script=Han}/u.test(part) && start.includes(part.slice(-2));
  while (parts.length > 1 && said(parts[0] ?? '')) parts.shift();
  const fresh = parts.join('，');
  // ("falls, stretching into a teardrop": a participle goes on with a comma.)
  const join = /\p{Script=Han}/u.test(start) ? '，' : /^[a-z]+ing\b/.test(fresh) ? ', ' : '; ';
  return `${start.replace(/[.。!！]+$/, '')}${join}${fresh}`;
}

/**
 * Whether a detail says three words running that the sentence already has ("rolls toward the
 * camera on its own" + "it begins to inch forward on its own"): said twice in a beat.
 */
function saysAgain(start: string, detail: string): boolean {
  const words = detail.toLowerCase().match(/[a-z']+/g) ?? [];
  const said = ` ${(start.toLowerCase().match(/[a-z']+/g) ?? []).join(' ')} `;
  return words.some((_, i) => {
    const three = words.slice(i, i + 3);
    return three.length === 3 && said.includes(` ${three.join(' ')} `);
  });
}

/** Verbs that name how a doing ends: the idea's sentence is then the last beat. */
const ENDS = /^(?:land|stick|finish|complete|reach|win|score|sink|nail)$/;

/** Whether a verb names how a doing ends ("lands", "sinks") or its result ("knocks over"). */
export const endsDoing = (verb: string, rest = '') =>
  // ("reaches the summit" ends a climb; "reaches for the jar" is the doing itself.)
  (ENDS.test(verb) && !/^(?:out )?for\b/i.test(rest)) || dropsSomething({ verb, rest });

/**
 * Whether a doing names what becomes of a thing ("knocks the glass over"): its result is told
 * by the beat after. ("drops off a ledge", waterfalls that "drop into the ocean": nothing is
 * dropped.)
 */
const dropsSomething = ({ verb, rest }: Pick<Action, 'verb' | 'rest'>) =>
  RESULT.test(verb) &&
  !(
    verb === 'drop' &&
    /^off\b|^(?:into|down) (?:the |a )?(?:\w+ )?(?:ocean|sea|lake|river|gorge|canyon|valley|abyss|mist|clouds)\b/i.test(
      rest,
    )
  );

export function englishSingle(o: SingleEn): string[] | undefined {
  const staged = stagedLines(o.subject, o.action, 'en', o.plan.core);
  if (!staged) return undefined;
  // "Closer on the leopard: its paws …"; a detail that is not the doer's is simply closer.
  const whose = /^(?:its|his|her|their|your) /.test(staged.during);
  const closer = whose ? `closer on ${shortName(o.subject)}` : 'closer in';
  const during = o.moving ? `${closer}: ${staged.during}` : staged.during;
  const stages0 = STAGES_EN[o.count] ?? STAGES_EN[4] ?? [];
  // What the person named moving (a splash, petals) is what they want to see: it takes the
  // closer detail's beat, or the peak's when the clip is too short for a detail.
  // The sun setting is the light's business, never in place of the doing's own peak.
  const element = o.elements?.find((line) => !isSunLine(line));
  const start = withDetail(o.start, staged.during, stages0.includes('build'), o.action);
  // "a latte art heart being poured": what the doing makes is not there yet at the start.
  const made =
    o.action.verb === 'be' &&
    /^(?:being )?(?:poured|drawn|made|built|carved|baked|formed)\b/.test(o.action.rest);
  const lines: Record<string, string> = {
    setup: made ? `open on ${staged.before}` : `${o.opening}, ${staged.before}`,
    start,
    build: element && stages0.includes('build') ? element : during,
    peak: element && !stages0.includes('build') ? element : staged.peak,
    outcome: staged.after,
    hold: o.closing,
  };
  // A loop goes round, it does not build: no moment before, no peak, the doing as it goes.
  if (o.plan.type === 'loop') {
    // (No opening either: "Open on the campfire." shows nothing the loop's first beat lacks.)
    const round = [o.start, during, ...(element ? [element] : [])];
    return [...round.slice(0, Math.max(0, o.count - 1)), o.closing];
  }
  const stages = STAGES_EN[o.count] ?? STAGES_EN[4] ?? [];
  // "lands a kickflip down a 10-stair": the idea names the end of the doing, so it is told
  // last, after the build-up and the peak, never before them.
  if (
    endsDoing(o.action.verb, o.action.rest) &&
    !RESULT.test(o.action.verb) &&
    !o.next &&
    !o.ending &&
    o.count >= 2
  ) {
    const order = ['setup', 'build', 'peak', 'start', 'hold'].filter(
      (stage) => stage === 'start' || stage === 'build' || stages.includes(stage as never),
    );
    // The build has its beat here, so the sentence goes alone.
    const told = order.map((stage) => (stage === 'start' ? o.start : (lines[stage] ?? '')));
    return told.slice(Math.max(0, told.length - o.count));
  }
  // "knocks the glass off the table" says the fall itself: the nudge leads up to it, and the
  // fall is not told a second time as the peak.
  if (namesResult(o.action.verb, o.action.rest) && !o.next && !o.ending && o.count >= 2) {
    // The fall goes on from the push in the same beat: "…off the table; it shatters below".
    const told = `${o.start.replace(/[.!]+$/, '')}; ${staged.peak}`;
    return resultOrder(o.count).map((stage) => (stage === 'start' ? told : (lines[stage] ?? '')));
  }
  const before = stages.slice(0, stages.indexOf('start')).map((stage) => lines[stage] ?? '');
  let after = stages.slice(stages.indexOf('start') + 1).map((stage) => lines[stage] ?? '');
  if (o.next) after = [o.next, ...after].slice(0, Math.max(1, after.length));
  if (o.ending) {
    // A loop or a logo always closes the clip; a two-beat clip gives up its opening for it.
    if (after.length > 0) after[after.length - 1] = o.closing;
    else return [start, o.closing].slice(0, o.count);
  }
  return [...before, start, ...after].slice(0, Math.max(1, o.count));
}

/** Whether a verb names its result ("knocks over", 推下去), given what follows it. */
export function namesResult(verb: string, rest = ''): boolean {
  // ("flicks its tongue" is no result; "flicks the pen off the desk" is.)
  return RESULT.test(verb) && (/\p{Script=Han}/u.test(verb) || /\b(?:off|over|down)\b/.test(rest));
}

/** The stages a doing that names its result is told in, for `count` beats. */
export function resultOrder(count: number): string[] {
  const all = ['setup', 'build', 'start', 'outcome', 'hold'];
  if (count <= 2) return ['start', 'outcome'];
  if (count === 3) return ['setup', 'start', 'outcome'];
  return all.slice(0, Math.min(count, all.length));
}

const PARTS_EN: Record<string, string> = {
  person: 'hands and face',
  animal: 'eyes and {feet}',
};

/**
 * A closer look for a verb the table lacks, without the verb again: hands and face for a
 * person, eyes and paws for an animal, the surface of a thing.
 */
export function closerEn(subject: Subject, action: Action): string {
  const parts = PARTS_EN[subject.kind];
  const name = shortName(subject);
  if (!parts) return `closer on ${name}, every detail sharp`;
  // Named, not "its": a model may read this beat alone ("her hands" when the idea says "she").
  const whose =
    objectForm(name) !== name ? possessive(name) : /s$/.test(name) ? `${name}’` : `${name}’s`;
  // ("watches sunrise over Earth": the face, eyes on what is watched; "winds clockwork": the
  // hands on the clockwork, not hands alone.)
  const worked = workedOn(action);
  // ("grandma's hands", "the hands": the hands are the doer; they have no hands of their own.)
  if (/^(?:hands?|fingers)$/.test(subject.head))
    return worked
      ? `closer in on ${subject.phrase} at work on ${worked}`
      : `closer in on ${subject.phrase} at work`;
  if (subject.kind === 'animal') {
    // ("a raccoon washing grapes": its paws on the grapes.)
    const feet = feetOf(subject, 'en');
    // ("a retriever carrying a baguette": carried in the jaws, not the paws.)
    if (worked && feet === 'paws' && /^(?:carry|fetch|bring|drag|hold|steal)$/.test(action.verb))
      return `closer on ${whose} jaws clamped around ${worked}`;
    if (worked && /^(?:paws|feet)$/.test(feet)) return `closer on ${whose} ${feet} on ${worked}`;
    // (A jellyfish, a fish or a moth has no paws to watch: its bell, its scales, its wings.)
    return /^(?:paws|feet|hooves)$/.test(feet)
      ? fill(`closer on ${whose} ${parts}, every small movement clear`, subject, action, 'en')
      : `closer on ${whose} ${coatOf(subject, 'en')}`;
  }
  if (/^(?:hear|listen|overhear)$/.test(action.verb)) return `closer on ${whose} face, listening`;
  if (worked && WATCHING.test(action.verb)) return `closer on ${whose} face, eyes on ${worked}`;
  if (worked) return `closer on ${whose} hands on ${worked}, every small movement clear`;
  return fill(`closer on ${whose} ${parts}, every small movement clear`, subject, action, 'en');
}

/** Doings done with the eyes. */
const WATCHING = /^(?:watch|look|gaze|stare|observe|admire|study|view|peer|glance|eye)$/;

/**
 * What a doing works on, said again as "the …": "an owl's feathers" → "the owl's feathers",
 * "a stone block up a ramp" → "the stone block"; none for a place or a manner ("across the
 * field", "slowly").
 */
export function workedOn(action: Action): string | undefined {
  // ("digs in sand", "swims through the reef", "grinds up the hairpins": where it is done, not
  // what is handled.)
  if (
    /^(?:in|into|through|across|over|under|from|to|toward|towards|around|along|down|up|past)\b/i.test(
      action.rest,
    )
  )
    return undefined;
  const rest = action.object && action.object !== 'it' ? action.object : action.rest;
  if (
    /^(?:in|into|through|across|over|under|from|to|with|toward|towards|around|along|down|up|out|off|away|back|beside|past)\b/i.test(
      rest,
    )
  )
    return undefined;
  const found =
    /^(?:at |on )?(?:(a|an|the|his|her|their|its|some)\s+)?((?:[\w'’-]+\s+){0,2}?[\w'’-]+?)(?=\s+(?:up|down|into|onto|on|in|at|over|across|through|toward|towards|from|to|with|for|as|while|and|then|under|off|out|around|above|below|high|before|after)\b|\s*[,.;]|$)/i.exec(
      rest,
    );
  // ("carrying a whole baguette home": where it is carried is no part of the thing.)
  const noun = found?.[2]?.replace(
    /\s+(?:home|away|back|inside|outside|upstairs|downstairs)$/i,
    '',
  );
  if (!noun || /\b(?:\w+ly|it|them|him|her|up|down|away|back|out|in|on|off|around)$/i.test(noun))
    return undefined;
  // ("presses her hand to the glass": a body part is no thing worked on.)
  if (
    /\b(?:hands?|head|face|eyes?|fingers?|arms?|feet|foot|legs?|hair|lips|shoulders?)$|\bhand (?:signs?|signals?|gestures?)$/i.test(
      noun,
    )
  )
    return undefined;
  const article = found?.[1]?.toLowerCase();
  const own = article && /^(?:his|her|their|its)$/.test(article) ? article : 'the';
  return `${own} ${noun}`;
}

/** The whole scene again, for a verb the table lacks. */
export function widerEn(subject: Subject, action: Action, place?: string): string {
  // ("takes in her", never "takes in she".)
  const whom = objectForm(shortName(subject));
  // ("drags a stone block up a ramp toward a half-built pyramid": the ramp and the pyramid.)
  const around = placesIn(action.rest);
  const where = around.length > 0 ? around : placesIn(place ?? '');
  if (where.length > 0) {
    const all = [whom, ...where.slice(0, 2)];
    return `a wider view takes in ${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
  }
  return fill(`a wider view takes in ${whom} and everything around {them}`, subject, action, 'en');
}

/** The places a phrase names after a preposition of place or way, as "the …". */
function placesIn(rest: string): string[] {
  const found: string[] = [];
  const re =
    /\b(?:up|down|toward|towards|across|over|into|through|along|in|on|at|under|beside|near|inside|above|below|onto)\s+(?:(a|an|the)\s+)?((?:[\w'’-]+\s+){0,2}?[\w'’-]+?)(?=\s+(?:up|down|toward|towards|across|over|into|through|along|in|on|at|under|beside|near|inside|above|below|onto|as|while|and|then|with|for|from)\b|\s*[,.;]|$)/gi;
  for (const match of rest.matchAll(re)) {
    const noun = match[2] ?? '';
    // (A time or a manner is no place: "at dusk", "in slow motion", "on the beat".)
    if (
      /\b(?:dusk|dawn|night|sunset|sunrise|noon|midnight|motion|beat|time|silence|unison|turn|place|air|frame|camera|lens|view|distance|way|hand|hands|orbit|space|background|foreground|loop|vertical|slow)$/i.test(
        noun,
      )
    )
      continue;
    if (/^(?:him|her|them|it|me|us|you|his|their|its)\b/i.test(noun)) continue;
    const named = /^[A-Z]/.test(noun) && !match[1];
    found.push(named ? noun : `the ${noun}`);
  }
  return found;
}

/** The beat after the action, for a verb the table lacks: a breath, not the verb again. */
export function settleEn(subject: Subject, action: Action): string {
  if (subject.kind === 'person' || subject.kind === 'animal') {
    return fill('{s} <pause> for a breath as the moment settles', subject, action, 'en');
  }
  return fill('the motion eases, {s} still in frame', subject, action, 'en');
}
