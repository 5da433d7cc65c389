/**
 * The idea's text made ready for reading: single-quoted lines as quotes, a leading point of
 * view as a label, and place words the reader took as verbs left out of the scene cues.
 * Also how many people the idea puts in the frame, which doings only direct the camera, what a
 * drone flies over, and what may travel through the frame. Split from analyse.ts, which reads
 * the idea with them.
 */
import type { Action, Plan, Subject } from '../../domain/prompt/plan.ts';
import { SAID_HOW } from './dialogue.ts';
import { agree, ingForm, readVerb } from './verbs.ts';

/** 'Sam, mouth full: "…"': a named speaker, how the line is said, then the line. */
const SAID_HOW_LABEL = new RegExp(`\\b([A-Z][\\w'’-]*),\\s+(?:${SAID_HOW})\\s*:\\s*(?=["“])`, 'g');

/** Verbs that are place words too: "waves" is the sea, "she waves" is a greeting. */
const PLACE_VERBS = /^(?:wave|park|ship|shop|camp|dock)$/;

/** The idea without the place words its reader took as verbs ("the robot waves" → "the robot"). */
export function withoutPlaceVerbs(text: string, actions: Plan['actions']): string {
  let out = text;
  for (const action of actions) {
    if (!PLACE_VERBS.test(action.verb)) continue;
    const stem = action.verb.replace(/e$/, '');
    out = out.replace(new RegExp(`\\b${stem}(?:e|es|ed|ing|s)?\\b`, 'i'), ' ');
  }
  return out;
}

/**
 * 'You never called me back.' is a line too: single quotes that open after a space and close
 * before one become double quotes (an apostrophe inside a word, "You're", stays).
 */
export function singleQuotesAsDouble(text: string): string {
  // (The pattern is slow to try at every character; most ideas have no single quote at all.)
  if (!text.includes("'")) return text;
  return text.replace(
    /(^|[\s:(,—-])'((?:[^'\n]|(?<=\p{L})'(?=\p{L}))+?)'(?=[\s.,!?;:)—-]|$)/gu,
    '$1"$2"',
  );
}

/**
 * "第一人称视角骑摩托车…": a point of view that opens the idea is its label, not a person; so is
 * a format named before a comma ("music video, singer in a rain alley": the singer, not music).
 */
export function asLabelled(text: string): string {
  return text
    .replace(
      /^(\s*(?:第一人称视角|第一人称|第一视角|主观视角|POV))(?![：:\s]*$)[，,\s]*(?=[^：:])/u,
      '$1：',
    )
    .replace(
      /^(\s*(?:music video|mv|commercial|product ad|ad|explainer|tutorial|vertical video|tiktok|reel))\s*,\s*(?=\S)/i,
      '$1: ',
    );
}

const GROUP =
  /\b(?:crowd|family|team|band|friends|group|people|kids|children)\b|一群|一家|人群|朋友们|孩子们|乐队/i;

/** How many people are in the frame: the subject, the count the idea gives, who speaks. */
export function countPeople(subject: Subject | undefined, speakers: number, text: string): number {
  let people = 0;
  if (subject?.kind === 'viewer') people = 1;
  // "Two friends" are two, whatever "friends" says; "a group of friends" are more.
  else if (subject?.kind === 'person')
    people = subject.plural
      ? /\b(?:two|both|pair|couple)\b|两|俩/i.test(subject.phrase)
        ? 2
        : GROUP.test(text)
          ? 3
          : 2
      : 1;
  // "three kids around a campfire": the count the idea gives, whoever speaks first.
  if (
    /\b(?:three|four|five|six|several)\s+(?:\w+\s+)?(?:kids|children|friends|people|women|men|girls|boys|sisters|brothers|students|coworkers|co-workers|colleagues|teammates|roommates|flatmates|strangers|teens|teenagers|players|musicians|dancers|workers|soldiers|nurses|doctors|chefs|cousins|siblings)\b|[三四五六]个(?:孩子|朋友|人|女孩|男孩|同学|同事|室友|兄弟|姐妹)|一群/i.test(
      text,
    )
  )
    people = Math.max(people, 3);
  return Math.max(people, Math.min(3, speakers));
}

/**
 * What a camera move goes toward or reveals ("pushes forward toward a tiny village with a
 * red-roofed church", "pulls back to reveal a vast desert"), as a thing coming into view.
 */
export function cameraTarget(action: Action, alone = true): Action | undefined {
  // "drone flying over the Faroe Islands cliffs. Waves crash below": the drone is the camera,
  // and what it flies over is the view it opens on. (Alone, the flight is the whole clip: the
  // aerial beats tell it.)
  const flown =
    !alone && /^drones?$/.test(action.who?.head ?? '')
      ? /^(?:\w+ly )?((?:over|across|through|above|along|past) .+)$/i.exec(action.rest)?.[1]
      : undefined;
  if (flown) {
    return {
      verb: 'glide',
      rest: flown,
      as: 'glides',
      who: { phrase: 'the view', head: 'view', plural: false, kind: 'object', lang: 'en' },
    };
  }
  // "pushes in on an old violinist playing alone in an empty station": what the camera closes in
  // on is doing something, and that doing is the clip's.
  const onto = /^(?:\w+ )?in on ((?:a|an|the) [\w' -]+?) (\w+ing)\b ?(.*)$/i.exec(action.rest);
  const doing = onto?.[2] ? readVerb(onto[2]) : undefined;
  if (onto?.[1] && doing?.form === 'ing') {
    const who = onto[1].replace(/^(?:a|an) /i, 'the ');
    const head = who.split(' ').at(-1) ?? who;
    return {
      verb: doing.base,
      rest: (onto[3] ?? '').trim(),
      as: `${doing.base}s`,
      who: {
        phrase: who,
        head,
        plural: false,
        kind: /(?:ist|er|or|man|woman|girl|boy|child|kid|lady|guy)$/.test(head)
          ? 'person'
          : 'object',
        lang: 'en',
      },
    };
  }
  const target =
    /^(?:[\w-]+ ){0,5}?(?:toward|towards|to reveal|revealing|onto|to find) ((?:a|an|the) [\w' -]+)$/i.exec(
      action.rest,
    )?.[1];
  if (!target) return undefined;
  // "to reveal the lighthouse is underwater": what is revealed is a fact, said as one.
  const fact = /^((?:the|a|an) [\w'-]+(?: [\w'-]+)?) (is|are|was|were) ([\w' -]+)$/i.exec(target);
  if (fact?.[1] && fact[2] && fact[3]) {
    const thing = fact[1].replace(/^(?:a|an) /i, 'the ');
    return {
      verb: 'be',
      rest: `${fact[3]}, revealed as the view opens out`,
      as: fact[2].toLowerCase(),
      who: {
        phrase: thing,
        head: thing.split(' ').at(-1) ?? thing,
        plural: /^(?:are|were)$/i.test(fact[2]),
        kind: 'object',
        lang: 'en',
      },
    };
  }
  const head = target.split(' ').at(-1) ?? target;
  // "a tiny village with a red-roofed church": the village is what comes into view.
  const phrase = target.replace(/^(?:a|an) /i, 'the ');
  const main =
    phrase.replace(/ \w+ing\b.*$/, '').split(/ (?:with|on|in|at|under|beside) /)[0] ?? phrase;
  return {
    verb: 'come',
    rest: 'into view',
    // A finite event of its own, in order, not something going on around the last one.
    as: 'comes',
    who: {
      phrase,
      head: main.split(' ').at(-1) ?? head,
      plural: false,
      kind: 'object',
      lang: 'en',
    },
  };
}

/**
 * A doing that is a direction for the camera or the edit, not something in the picture:
 * "Start on a close-up, then pull back to reveal…", "slow orbit", "beat-synced cuts". The
 * words stay in the prompt (they are the person's); they are no beat of their own.
 */
export function directsCamera(action: Action): boolean {
  const text = `${action.verb} ${action.rest}`.trim().toLowerCase();
  // "the camera slowly circles the drummer": the camera's own doings are the Camera line's.
  // ("…, then cuts to the diners watching": the cut shows someone new, a beat of its own.)
  const showsSomeone =
    action.verb === 'cut' &&
    /^to (?:the|a|an|his|her|their) (?!close-?ups?|wide|black|white|slow)/.test(action.rest);
  if (/^(?:camera|cameras|lens)$/.test(action.who?.head ?? '')) return !showsSomeone;
  // "…, drone tracking shot": a drone that tracks or follows is the camera too.
  if (
    /^(?:drones?)$/.test(action.who?.head ?? '') &&
    /^(?:track|follow|chase|orbit|circle|shoot|push|glide|fly|soar|rise|climb|descend|sweep|pull|move|drift|pass|skim|crest|reveal|dive|swoop|tilt|pan)$/.test(
      action.verb,
    )
  )
    return true;
  // ("…, low-angle tracking shot": the shot is the Camera line's, not a doing.)
  if (/^(?:track|dolly|pan|tilt|crane|follow)$/.test(action.verb) && /^shots?$/.test(action.rest))
    return true;
  const unnamed = action.who !== undefined && action.who.phrase === '';
  if (unnamed && /^(?:start|open|begin|end|finish) (?:on|with)\b/.test(text)) return true;
  // ("pull out the camera", "pull back the curtain": a thing pulled is a step, not a move.)
  if (
    unnamed &&
    /^(?:pull (?:back|out)(?! (?:the|a|an|his|her|their|its|my|your|one|two|each)\b)|push in|zoom (?:in|out)|pan (?:left|right|across|to)|tilt (?:up|down)|cut to|fade (?:in|out|to))\b/.test(
      text,
    )
  )
    return true;
  if (/^slow (?:orbit|pan|push|zoom|dolly|tilt|motion)\b/.test(text)) return true;
  // "…; cut to close-ups on the beat": a cut to a shot is the edit's, whoever the sentence was
  // about. ("then cuts to the diners watching through the pass" shows something: a beat.)
  if (
    /^cuts? to(?: (?:a |the )?(?:close-?ups?|wide|black|white|slow motion|the beat|a close-?up)\b.*)?$/.test(
      text,
    ) &&
    action.line === undefined
  )
    return true;
  // "anamorphic flares", "lens flares": the lens, not something that flares in the picture.
  if (/^flares?$/.test(action.verb) && /\b(?:anamorphic|lens)\b/.test(action.who?.phrase ?? ''))
    return true;
  // "cuts on the beat", "slow 360 turntable": the edit's rhythm and the set's turntable.
  if (/^cuts? (?:on|to) (?:the )?(?:beat|music|rhythm)\b|\bturntable\b/.test(text)) return true;
  // "Shot from a low angle", "filmed on a phone": how it is filmed is the Camera line's.
  if (/^(?:shoot|shot|film|filmed) (?:from|on|in|with|at)\b/.test(text)) return true;
  // "…, close up", "…, top down": a shot size or angle said as a clause.
  if (/^(?:close[- ]?up|top[- ]down|overhead)$/.test(text)) return true;
  // "…, hands only": a framing, not the hands doing anything.
  if (/^hands?$/.test(action.verb) && /^only$/.test(action.rest)) return true;
  // "beat-synced cuts", "quick cuts": the edit.
  return (
    action.verb === 'cut' && /(?:synced|quick|fast|jump|hard|match)$/.test(action.who?.head ?? '')
  );
}

/**
 * What may travel through the frame: an English idea's own doings, not what goes on around
 * them ("mends a net as gulls circle overhead" is no flight to follow); else the whole scene.
 */
export function travelText(actions: readonly Action[] | undefined, scene: string): string {
  const own = actions?.filter((action) => !action.meanwhile) ?? [];
  if (own.length === 0) return scene;
  return own.map((action) => `${action.as ?? ingForm(action.verb)} ${action.rest}`).join('. ');
}

/**
 * "Drone flying over Iceland's black sand beach at sunset": the drone is the camera, what it
 * flies over is the picture (a drone in the frame is asked for with "a drone in the sky").
 */
export function droneView(
  subject: Subject | undefined,
  actions: readonly Action[],
): Subject | undefined {
  const only = actions.length === 1 ? actions[0] : undefined;
  const flyer = only?.who ?? subject;
  // ("Drone shot gliding over …": the shot is the drone's.)
  const drone =
    flyer?.head === 'drone' ||
    (/^(?:shot|footage|camera|view)$/.test(flyer?.head ?? '') &&
      /\b(?:drone|aerial)\b/i.test(flyer?.phrase ?? ''));
  if (!drone || !only) return undefined;
  if (!/^(?:fly|soar|glide|sweep|swoop|rise|dive|cruise)$/.test(only.verb)) return undefined;
  const over = /^(?:over|across|through|above|along|into|toward|towards|around|down)\s+(.+)$/i.exec(
    only.rest,
  );
  const place = over?.[1]
    ?.replace(/\s+(?:at|in|during) (?:sunset|sunrise|dawn|dusk|night|golden hour|midday)\b.*$/i, '')
    .replace(/^(?:a|an) /i, 'the ');
  if (!place) return undefined;
  // ("the terraced rice fields of Bali" are fields: the place after "of" is where they are.)
  const head =
    place
      .replace(/ of .*$/, '')
      .split(' ')
      .at(-1) ?? place;
  return { phrase: place, head, plural: false, kind: 'place', lang: 'en' };
}

/**
 * "wind in her hair", "tears in his eyes": a noun and where it is, no doing ("Hands wind in her
 * hair" was read from it). The reader gets a pause in their place; the beats tell them from
 * the whole idea (vocabulary/elements.ts).
 */
export function withoutNounPictures(text: string): string {
  // "A third person, the HR manager, whispers": the one named after the comma is the speaker.
  return (
    text
      .replace(
        /\b(?:a|another) (?:third |second |fourth )?(?:person|man|woman|voice), (the [A-Za-z ]+?), /gi,
        '$1 ',
      )
      // ("pops up with snow on its face": what it comes up with stays with the doing.)
      .replace(
        /(?<!\bwith )\b(?:wind|tears|rain|sun|sunlight|snow|light) (?:in|on|through) (?:her|his|their|its|the) (?:hair|eyes|face|cheeks|skin)\b/gi,
        ',',
      )
      // "a pour of cold brew over ice": the coffee pours.
      .replace(
        /\b(?:a |the )?(pour|drizzle|splash|drip|swirl|stream)s? of ((?:[\w-]+ ){0,4}?[\w-]+) (over|into|onto|on|across|down)\b/gi,
        (_, verb: string, thing: string, where: string) =>
          `${thing} ${verb.toLowerCase() === 'splash' ? 'splashes' : `${verb.toLowerCase()}s`} ${where}`,
      )
  );
}

/**
 * "earbuds ad for gen z", "how does an espresso machine work, explained for kids": who the clip
 * is for is no part of what is filmed (the subject became "z", the question "does").
 */
export function withoutAudience(text: string): string {
  const forWhom = text
    .replace(
      /,?\s*(?:explained|told|made)?\s*(?:simply )?for (?:kids|children|beginners|dummies|five-year-olds|a five-year-old)\b/gi,
      '',
    )
    .replace(
      /\s+(?:aimed at|targeting|for) (?:gen[- ]?z|gen[- ]?alpha|millennials|teens|teenagers|young people|students|gamers|busy (?:moms|parents))\b/gi,
      '',
    );
  // "no music just ticking" says what is heard (the Audio line's), not a doing.
  const unscored = forWhom.replace(
    /,?\s*no (?:music|score|soundtrack)(?:,? (?:just|only) [a-z' -]+?)?(?=\s*(?:[,.;]|$))/gi,
    '',
  );
  // "lip syncing" is one doing, not a lip that syncs.
  const synced = unscored.replace(/\blip sync(ing|s|ed)?\b/gi, 'lip-sync$1');
  // "perfect loop for a background": what the clip will be used as is no part of it either.
  const used = synced.replace(
    /,?\s*(?:a |the )?(?:perfect |seamless |endless |great |ideal )?(?:loop(?:able)?|clip|video)?\s*(?:to use )?(?:for|as) (?:a |the |my |your )?(?:phone |desktop |iphone |lock ?screen )?(?:background|backdrop|wallpaper|screensaver|desktop|live wallpaper|stream overlay|lock ?screen)s?\b/gi,
    '',
  );
  // ", satisfying", "oddly satisfying": how it feels to watch, not a doing ("the barber satisfies").
  const felt = used.replace(
    /,?\s*(?:oddly |so |very )?(?:satisfying|relaxing|calming|soothing|mesmeri[sz]ing|hypnotic|wholesome)(?=\s*(?:[,.;]|$))/gi,
    '',
  );
  // "wireless earbuds ad, vertical": the format word after the product is no part of it ("ad
  // for a matte black earbud" keeps it: what follows is the product).
  return felt.replace(
    /(?<=\w)\s+(?:ad|advert|advertisement|commercial|promo|teaser)\b(?=\s*(?:[,.;:]|$)|\s+(?:against|on|in front of|over|with|in|at|under|floating|spinning|rotating)\b)/gi,
    '',
  );
}

/**
 * 'one says "are monsters real?" the other says …': a quote the next speaker follows with no
 * "and" still ends its sentence (the reader took "the other says" as what was said).
 */
export function quotesEndClauses(text: string): string {
  return (
    text
      .replace(/(["”])\s+(?=(?:the other|another|the second|the first|then)\b)/gi, '$1. ')
      // '… "what's the best advice?" he pauses' (a line that ends with a comma, '"I know," she
      // whispers', is hers: the speaker follows it).
      .replace(/(?<![,，])(["”])\s+(?=(?:he|she|they)\b)/gi, '$1. ')
      // 'Ana, calmly: "All of them."': how a named speaker says it, read as her saying it.
      .replace(/\b([A-Z][\w'’-]*),\s+([a-z]+ly)\s*:\s*(?=["“])/g, '$1 says $2: ')
      // 'Sam, whispering: "…"', 'Sam, mouth full: "…"': the same, said another way.
      .replace(SAID_HOW_LABEL, '$1 says: ')
      // "when she turns around nobody's there": what she finds is a sentence of its own.
      .replace(
        /\b(when|as soon as|once) (she|he|they|i|we|you) (turns? (?:around|back)|looks? (?:back|up|around|behind (?:her|him|them))|opens? (?:it|the door|her eyes|his eyes|their eyes)|wakes? up)(?![,.;])\s+(?=\w)/gi,
        '$1 $2 $3, ',
      )
      // "there is nothing there", "nobody's there": nothing is there (no "the there" doing it).
      .replace(/\bthere(?:'s|’s| is| was) (nothing|nobody|no one|no-one)\b/gi, '$1 is')
      .replace(/\b(nothing|nobody|no one|no-one)(?:'s|’s) there\b/gi, '$1 is there')
  );
}

/** "steaming ramen bowl close-up": the shot word after the thing is no part of its name. */
export function withoutShotTail(text: string): string {
  // "slow dolly in on a matte black earbud case …": a camera move before the subject is the
  // Camera line's; what it moves to is the subject.
  const lead =
    /^\s*(?:(?:a|an|the)\s+)?(?:(?:very |super |ultra )?(?:slow|fast|quick|gentle|smooth|steady)\s+)?(?:dolly(?:[- ]?in| in)?|push(?:[- ]in)?|zoom(?:[- ]in)?|pan|tilt|crane|track(?:ing)?(?: shot)?|orbit)\s+(?:in\s+)?(?:on(?:to)?|to|toward|towards|across|over|around|along)\s+(?=(?:a|an|the|his|her|their|two|three)\b)/i;
  return text
    .replace(lead, '')
    .replace(
      /[\s,]+(?:extreme |tight |macro |slow[- ]motion )?(?:close[- ]?ups?|macro shots?|wide shots?|b-roll|footage)\s*[.!]?\s*$/i,
      '',
    );
}

/**
 * "city intersection time-lapse from day to night", "drone Faroe cliffs golden hour": a format
 * word typed inside the name of the picture is no part of it (the formats are read from the
 * whole idea); "golden hour" after the name is when, not more of the name.
 */
export function withoutFormatNouns(text: string): string {
  return (
    text
      .replace(
        /(?<=[a-z])\s+(?:time-?lapse|timelapse|hyperlapse)(?=\s+(?:from|in|at|over|during|on|overnight)\b)/gi,
        '',
      )
      // ("wildflower meadow time lapse, flowers opening", "hyperlapse walking through Mong
      // Kok": the format said after the picture or before a doing is no part of either.)
      .replace(/(?<=[a-z])\s+(?:time[- ]?lapse|timelapse|hyperlapse)(?=\s*(?:[,.;]|$))/gi, '')
      .replace(/^(?:a )?(?:time[- ]?lapse|timelapse|hyperlapse)\s+(?=[a-z]+ing\b)/i, '')
      .replace(/^(?:[Dd]rone|[Aa]erial|FPV|fpv)\s+(?=[A-Z])/, '')
      // ("Vertical 9:16 clip walking through a night market": the clip is the format; the walk
      // is the viewer's.)
      .replace(
        /^(?:an? )?(?:(?:vertical|horizontal|handheld|short|quick)\s+)*(?:\d{1,2}:\d{1,2}\s+)?(?:clip|video|reel|tiktok|short)\s+(?=[a-z]+ing\b)/i,
        '',
      )
      // (", talking about the summer all her hives died": what she talks about is told whole.)
      .replace(/,\s*talking (about|of) /gi, ', talks $1 ')
      .replace(/,\s*speaking (about|of) /gi, ', speaks $1 ')
      // (", singletrack after rain": after the rain is when, never a doing.)
      .replace(/\s+after (?:the |a )?(?:rain|storm|downpour|snowfall)\b/gi, '')
      // ("a documentary about beekeepers on a rooftop": what it is about is what is filmed.)
      .replace(
        /^(?:an? )?(?:short |mini[- ])?(?:documentary|doc|film|video|clip|reel) about (?=(?:a|an|the|\w+s)\b)/i,
        '',
      )
      // ("Late at night a mother sits …": when opens the sentence; the mother is who.)
      .replace(
        /(^|[.!?]\s+)(?:late at night|late one night|one night|one morning|one evening|early (?:in the )?morning|at (?:dawn|dusk|midnight|night|sunrise|sunset)|in the (?:morning|evening)|at \d{1,2}(?::\d\d)? ?(?:am|pm)),?\s+(?=(?:a|an|the|his|her|their|my|two|three)\s)/gi,
        '$1',
      )
      // ("a koi pond seen from above": where the camera looks from, not something seen.)
      .replace(
        /,?\s+(?:seen|viewed|shot|filmed) from (?:directly )?(?:above|below|overhead|the side|behind)\b/gi,
        '',
      )
      // ("close-up on a dewdrop sliding down a leaf", "macro on the second hand ticking": the
      // shot is the camera's; what it is on is the picture.)
      .replace(
        /\b(?:(?:handheld|static|locked-off|extreme|tight|slow(?:-motion)?|slow-mo|overhead|top-down|low-angle) )*(?:close-?ups?|macro(?: shots?)?|detail shots?|insert shots?) (?:on|of) (?=(?:a|an|the|his|her|their|its)\b)/gi,
        '',
      )
      // ("a forest spirit made of moss and deer antlers stepping out": what it is made of is
      // no doer; the spirit steps out.)
      .replace(/\b(\w+) made (?:entirely |out )?(?:of|from) [^,.;"“]+?(?= [a-z]+ing\b)/gi, '$1')
      // ("a city made of newspaper": what it is made of describes it; nothing is made.)
      // (Never inside a quoted line: "I'm made of metal" is said as written.)
      .replace(
        /("[^"]*"|“[^”]*”)|\b(\w+) made (?:entirely |out |up )?of\b/gi,
        (whole, quote: string | undefined, thing: string | undefined) =>
          quote ?? (thing ? `${thing} of` : whole),
      )
      // ("Paper cutout stop-motion of a whale swimming": the look, never the subject.)
      .replace(
        /^(?:an? )?(?:[\w-]+ ){0,2}(?:stop[- ]motion|claymation|animation|cartoon) of (?=(?:a|an|the|two|three)\b)/i,
        '',
      )
      // ("whiteboard animation explaining compound interest": the look, never the subject.)
      .replace(
        /^(?:an? )?(?:animated )?white ?board (?:animation|video|explainer|style)\s+(?=[a-z])/i,
        '',
      )
      // (", warm tungsten light from the left": how it is lit, never what it is about.)
      .replace(
        /,\s*(?:(?:warm|cool|cold|soft|hard|harsh|golden|tungsten|natural|dim|bright|low|moody|dramatic|diffused|gentle|window|side|rim|back|top|key|studio|neon|pink|teal|purple|blue|red|green|orange|amber|magenta|cyan|violet|and)[ -])+(?:light|lighting|glow|backlight)(?: from (?:the )?(?:left|right|above|below|behind|side|window))?(?=\s*(?:[,.;]|$))/gi,
        '',
      )
      // (", warm 35mm film look", ", cinematic aesthetic": the look asked for, nobody's doing;
      // "with a guilty look" keeps its article.)
      .replace(
        /,\s*(?!(?:a|an|the|his|her|their)\b)(?:[\w-]+ ){0,3}(?:film )?(?:look|aesthetic|vibes?|feel|grade|grading)(?=\s*(?:[,.;]|$))/gi,
        '',
      )
      // (", clean 2D flat illustration", ", pixar-style 3d render": how it is drawn, no doing.)
      .replace(
        /,\s*(?!(?:a|an|the|his|her|their)\b)(?:[\w-]+ ){0,4}(?:illustration|animation|motion graphics|vector art|render|rendering|art style|style|line art|infographic|cutaway|cross-section|diagram)s?(?=\s*(?:[,.;]|$))/gi,
        '',
      )
      // (", ASMR clicks": the sound asked for, nobody's doing.)
      .replace(
        /,?\s*\bASMR(?: (?:clicks?|sounds?|crunch(?:es)?|tapping|whispers?|audio|style|vibes?))?\b/gi,
        '',
      )
      // ("bread rising overnight": overnight is when, never a thing the bread is.)
      .replace(/\bovernight\b/gi, 'through the night')
      // ("lands a kickflip at golden hour" already says when: its "at" is kept with it.)
      .replace(
        /(?<=[a-z])(?<!\b(?:at|in|during|by|before|after|around|until|till|into|on|through))\s+(golden hour|blue hour)\s*$/i,
        ', $1',
      )
  );
}

/** Moods a creator lists after the picture ("bold and energetic"): the Style line's, no doing. */
const MOOD =
  'bold|energetic|calm|moody|dreamy|cinematic|epic|playful|cozy|cosy|dark|bright|vibrant|minimal|minimalist|elegant|luxurious|fun|upbeat|chill|serene|peaceful|intense|dramatic|whimsical|nostalgic|gritty|clean|sleek|premium|aesthetic|punchy|snappy|fast|fast-paced|quick|hype|raw|satisfying|relaxing|soothing';

/**
 * What an idea says is not in the picture or how it should feel, read out of what happens:
 * "…, no people, no boats" (nothing named "no" boats), ", black background" (the backdrop is
 * read on its own), ", bold and energetic" (the look). The picture's own words stay.
 */
export function withoutAsides(text: string): string {
  return (
    text
      // "Golden retriever puppy's first time seeing snow": the puppy sees snow for the first time.
      .replace(
        /^((?:an? |the |my )?[\w -]+?)['’]s first time (\w+ing)\b([^,.;]*)/i,
        (whole, who: string, ing: string, rest: string) => {
          const verb = readVerb(ing);
          return verb?.form === 'ing'
            ? `${who} ${agree(verb.base, false)}${rest} for the first time`
            : whole;
        },
      )
      // "Wes Anderson style symmetrical shot of a bakery": whose style it is is the look's.
      .replace(
        /\b(?:in the style of|inspired by|à la) [A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,2},?\s*/g,
        '',
      )
      .replace(
        /\b[A-Z][a-z]+(?: [A-Z][a-z]+){1,2}[- ](?:style|vibes?|aesthetic|inspired)\b,?\s*/g,
        '',
      )
      .replace(/,\s*(?:no|without) [\w' -]+?(?=\s*(?:[,.;]|$))/gi, '')
      // ", handheld feel is NOT wanted": what the person refuses is no doing in the clip.
      .replace(/,\s*[\w' -]+? (?:is|are) not wanted(?=\s*(?:[,.;]|$))/gi, '')
      // ", slow 360 orbit", ", slow dolly in": the camera's move, nobody's doing ("hands orbit").
      // (What it stands on stays: ", slow 360 orbit on a marble pedestal" is on the pedestal.)
      .replace(
        /,\s*(?:(?:slow|smooth|fast|quick|gentle|steady|handheld)\s+)*(?:360(?:°|-degree| degree)?\s+)?(?:orbit|spin|rotation|turntable|dolly(?: in| out)?|push[- ]in|pull[- ]back|crane (?:up|down)|tracking shot)(?:\s+(?:around|of) [^,.;]+)?(\s+(?:on|over|across) [^,.;]+)?(?=\s*(?:[,.;]|$))/gi,
        (_aside, where: string | undefined) => (where ? `,${where}` : ''),
      )
      // (", slow 100mm macro", ", 85mm lens": the lens asked for, nobody's doing.)
      .replace(
        /(?:,|\s[—–-])\s*(?:(?:slow|smooth|gentle|steady|extreme|tight|super)\s+)*(?:\d{2,3}\s?mm\s*)?(?:macro|telephoto|wide[- ]angle|anamorphic|fisheye|lens)(?:\s+(?:lens|shot|close-?up|photography))?(?=\s*(?:[,.;—–]|$))/gi,
        '',
      )
      // "Shot handheld from courtside, 50fps.", "Filmed on a phone": how it is filmed is the
      // camera's, nobody's shot ("the crowd shot handheld").
      .replace(
        /(?:^|(?<=[.!?;]))\s*(?:shot|filmed|captured|recorded) (?:handheld|on|in|from|with|at|using|through|like|as|entirely|all)\b[^.!?;]*[.!?;]?/gi,
        '',
      )
      .replace(/,\s*\d{2,4}\s?fps(?=\s*(?:[,.;]|$))/gi, '')
      // ", hero shot for a product ad": what the shot is for, nobody's doing ("the hero shoots").
      .replace(/,\s*(?:a |the )?hero shots?(?: for [^,.;]+)?(?=\s*(?:[,.;]|$))/gi, '')
      // ", close-up of chef's hands": what the camera frames, not the chef's doing ("chef's hands").
      .replace(
        /,\s*(?:an? )?(?:extreme |tight |macro )?close[- ]?ups? (?:of|on) (?:(?:the|a|an|his|her|their) )?(?:[\w-]+(?:'s|’s) )?(?:hands?|fingers|face|eyes|lips|feet)(?=\s*(?:[,.;]|$))/gi,
        '',
      )
      // "a toddler taking first steps": a first walk, not a step taken first.
      .replace(
        /\b(take|takes|taking|took)\s+(?:(?:his|her|their|its|the)\s+)?(?:very\s+)?first\s+steps\b/gi,
        (_m, verb: string) =>
          /^tak(?:es)$/i.test(verb)
            ? 'walks for the first time'
            : /^took$/i.test(verb)
              ? 'walked for the first time'
              : /^taking$/i.test(verb)
                ? 'walking for the first time'
                : 'walk for the first time',
      )
      // ("Forest fire seen from a lookout tower": where it is seen from, not the fire seeing.)
      .replace(/\s+(?:seen|viewed|watched|glimpsed|filmed|shot) (from|through|across)\b/gi, ', $1')
      // ("Gen Z street interview in London: "Rate your commute"": the question is put to
      // passers-by.)
      .replace(/\b(street interview|vox pop)([^:"“.]*):\s*(?=["“])/i, '$1$2, asking passers-by ')
      // ("Morning routine of a lighthouse keeper: boils the kettle, …": the keeper does the steps.)
      .replace(
        /^(?:an? |the )?(?:morning|daily|evening|night(?:ly)?|bedtime|night-?time) routine of ((?:an?|the) [^:,.]+?):\s*(?=[a-z]+s\b)/i,
        '$1 ',
      )
      // ("gym transformation reel": the reel is the format; the transformation is filmed.)
      .replace(
        /\b(transformation|glow[- ]?up|routine|challenge|recipe|makeover)\s+(?:reel|video|clip|short|tiktok)s?\b/gi,
        '$1',
      )
      // ("one of the tiny doors slowly opens": that one door opens, "the one" is no thing.)
      .replace(
        /(^|[,;:.]\s*)one of the ((?:[a-z'-]*[a-rt-z'-] ){0,2})([a-z]+?)(ies|ches|shes|xes|sses|s)(?= [a-z])/gi,
        (_m, lead: string, before: string, stem: string, end: string) =>
          `${lead}a ${before}${stem}${end === 'ies' ? 'y' : end.length > 1 && end !== 'ies' ? end.slice(0, -2) : ''}`,
      )
      // (", slow motion ripples": ripples in slow motion; "motion" does nothing.)
      .replace(
        /(^|[,;:]\s*)slow[- ]?(?:motion|mo) ([a-z]+s)(?=\s*(?:[,.;]|$))/gi,
        '$1$2 in slow motion',
      )
      // ", slow motion on the peak": the edit's slow-down, no peak to stand on.
      .replace(
        /,?\s*(?:in )?slow[- ]?(?:motion|mo) (?:on|at|for|during) (?:the )?(?:peak|landing|jump|drop|hit|impact|trick|catch|kick|climax|top|pop)\b/gi,
        '',
      )
      // "something pale crawls out": what it is is a pale shape, not "something" doing nothing.
      .replace(
        /\b(?:something|someone|somebody) (pale|dark|small|tall|huge|black|white|wet|thin|long|grey|gray) (?=[a-z]+s\b)/gi,
        'a $1 shape ',
      )
      // "down a forest trail, roots and rocks": what the trail is full of, not a doing (roots).
      .replace(
        // (", then pounces and misses" are doings, not what the slope holds.)
        /(\b(?:trail|track|path|slope|road|descent|hill|singletrack)s?),\s*(?!(?:then|and|but|so|he|she|it|they|you)\b)((?:[a-z]+ )?[a-z]+s) and ((?:[a-z]+ )?[a-z]+s)(?=\s*(?:[,.;]|$))/gi,
        '$1 over $2 and $3',
      )
      // ", then the first bite": a hand takes it (no one else is named to bite).
      .replace(
        /,\s*(?:and )?then (?:the|a) first bite\b(?=\s*(?:[,.;!]|$))/gi,
        ', then a hand lifts one up for the first bite',
      )
      // ", a jump at the end": the run ends by taking it.
      .replace(
        /,\s*(?:and |with |then )?(?:a|one) ((?:big |final |huge |last |small )?(?:jump|drop|kicker|gap jump))(?: at the (?:end|bottom|finish))\b/gi,
        ', then hitting a $1 at the end',
      )
      // ", cherry petals stuck to her umbrella": how the petals are, not the girl ("be stuck").
      .replace(
        // (", gets caught in a whirlpool" is a doing: "gets" is no plural thing.)
        /,\s*(?!(?:gets|becomes|seems|looks|feels|stays|keeps)\b)((?:[a-z-]+ ){0,2}[a-z]+s) (stuck|caught|tangled|pinned|plastered|glued|frozen) (to|on|in|against)\b/gi,
        ', $1 are $2 $3',
      )
      // ", gold and amber tones", ", teal and orange colour grade": the palette's, no doing.
      .replace(
        /,\s*(?:in\s+)?(?:[\w-]+\s+){0,2}(?:(?:and|&)\s+(?:[\w-]+\s+){0,2})?(?:tones|hues|palette|colou?rs|colou?r (?:scheme|grade|grading|palette))(?=\s*(?:[.;!]|$))/gi,
        '',
      )
      // "with a jump cut": the edit's, nobody's jump.
      .replace(/,?\s*with (?:a |some )?(?:jump|quick|hard|match|smash) cuts?\b/gi, '')
      // "The light is cold blue, then warm as the sun rises.": the Lighting line's, no doing.
      .replace(/(?:^|(?<=[.!?]))\s*the light (?:is|turns|goes|shifts) [^.!?]*[.!?]?/gi, '')
      // "lip sync by a singer in the passenger seat": the singer lip-syncs there.
      .replace(
        /\blip[- ]?sync(?:ing)? by ((?:a|the) (?:singer|rapper|vocalist|frontman|frontwoman))\b/gi,
        '$1 lip-syncing',
      )
      // ", explained with 3D cutaway animation": how it is told is the format's, no doing.
      .replace(/,?\s*explained (?:with|in|using|through|by) [^,.;]+/gi, '')
      // "Make it feel like a premium cafe commercial.": how it should feel is the look's, no
      // one's doing ("hands make the condensation feel like …").
      .replace(
        /(?:^|(?<=[.!?;,])\s*)(?:please |and )?(?:make|keep) (?:it|this|the (?:video|clip|shot|whole thing)) (?:feel|look|sound|seem)\b[^.!?;]*[.!?;]?/gi,
        '',
      )
      .replace(/(?:^|(?<=[.!?;,])\s*)(?:it|this) should (?:feel|look|sound)\b[^.!?;]*[.!?;]?/gi, '')
      // ", handheld found footage": the look and the camera, nobody's doing ("the handheld finds").
      .replace(
        /,\s*(?:(?:shaky|handheld|grainy|vhs|raw)\s+)*(?:found[- ]footage|camcorder footage|security cam(?:era)? footage|bodycam footage)(?:\s+(?:style|look|horror))?(?=\s*(?:[,.;]|$))/gi,
        '',
      )
      // ", flickering orange light": the Lighting line's words, not the lamp's doing.
      .replace(
        /,\s*(?:(?!(?:the|a|an|catching|hitting|through|on|in|from|of|with)\b)[a-z-]+ ){0,3}(?:light|lighting|glow|backlight|rim light|haze)(?=\s*(?:[,.;]|$))/gi,
        '',
      )
      // "where no ship should be": how strange it is, not a ship.
      .replace(
        /,?\s+where no [\w' -]+? (?:should|could|can|would|has ever) (?:be|been|gone)\b/gi,
        '',
      )
      .replace(/,\s*(?:[a-z]+ ){0,2}(?:background|backdrop)(?=\s*(?:[,.;]|$))/gi, '')
      .replace(
        new RegExp(
          `,\\s*(?:${MOOD})(?:(?:,\\s*|\\s+and\\s+)(?:${MOOD}))*(?=\\s*(?:[,.;]|$))`,
          'gi',
        ),
        '',
      )
  );
}
