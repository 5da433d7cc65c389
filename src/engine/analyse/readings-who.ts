/**
 * Readings of who the clip is about, a pattern decides: the one an interview is about ("barista
 * interview about why she quit"), who the viewer is in a first-person clip ("POV mountain
 * biker …"), and the creator of a transformation video. Each came from a blind review.
 */
import type { Action, Subject } from '../../domain/prompt/plan.ts';

interface Reading {
  subject?: Subject;
  actions: Action[];
}

/** Someone the reading names ("the skateboarder", "the interviewer"). */
export const personNamed = (head: string): Subject => ({
  phrase: `the ${head}`,
  head,
  plural: false,
  kind: 'person',
  lang: 'en',
});

const VIEWER: Subject = { phrase: 'you', head: 'you', plural: true, kind: 'viewer', lang: 'en' };

/** Who the viewer is in "POV mountain biker …" or "you're a skateboarder dropping …", if said. */
function viewersRole(reading: Reading, body: string, pov: boolean): string | undefined {
  const subject = reading.subject;
  if (subject?.kind === 'viewer') {
    return /\byou(?:'re|’re| are) (?:a |an )?([a-z]+(?: [a-z]+)?) (?=\w+ing\b)/i.exec(body)?.[1];
  }
  // Someone close to the viewer ("POV: your mom finds …", "POV girlfriend cooking for you") is
  // seen, not seen through.
  if (!pov || subject?.kind !== 'person' || reading.actions.length === 0) return undefined;
  if (/\b(?:you|your)\b/i.test(body)) return undefined;
  if (RELATIONS.test(subject.head) || !/^the [a-z]+(?: [a-z]+)?$/.test(subject.phrase))
    return undefined;
  return body.toLowerCase().startsWith(subject.phrase.replace(/^the /, ''))
    ? subject.phrase.replace(/^the /, '')
    : undefined;
}

const RELATIONS =
  /^(?:mom|mum|dad|mother|father|sister|brother|girlfriend|boyfriend|wife|husband|friend|bestie|crush|partner|grandma|grandpa|grandmother|grandfather|son|daughter|kid|baby|boss|roommate|neighbou?r|ex|teacher|stranger|girl|boy|man|woman|guy|lady)$/;

/** The readings of this file, in order (called from `rereadEnglish`). */
export function rereadWho(reading: Reading, body: string, pov: boolean): void {
  nominalDoings(reading, body, pov);
  // "POV mountain biker bombing down a trail", "POV: you're a skateboarder dropping in": the
  // viewer is the rider, and the doing is staged as the rider's, seen through their eyes.
  const seenAs = viewersRole(reading, body, pov);
  if (seenAs) {
    reading.subject = { ...VIEWER, role: seenAs };
    reading.actions = reading.actions.map((action) =>
      action.who?.phrase === `the ${seenAs}` ? { ...action, who: undefined } : action,
    );
  }
  // "TikTok of a makeup transformation", "glow up video": someone transforms, on the beat.
  const change =
    /\b(makeup|make-up|glow[- ]?up|outfit|fashion)(?: transformation| change| transition)?\b/i.exec(
      body,
    );
  if (
    change?.[1] &&
    /\btransformation\b|\bglow[- ]?up\b|\boutfit (?:change|transition)\b/i.test(body) &&
    (reading.actions.length === 0 ||
      (reading.actions.length === 1 && reading.actions[0]?.verb === 'glow')) &&
    reading.subject?.kind !== 'person'
  ) {
    const outfit = /outfit|fashion/i.test(change[1]);
    reading.subject = personNamed('creator');
    reading.actions = [
      { verb: 'do', rest: outfit ? 'an outfit transformation' : 'a makeup transformation' },
    ];
  }
  // "barista interview about why she quit her job", "interview with an old fisherman about the
  // storm": the one interviewed talks about it; the interview is the format, nobody in frame.
  const interviewed =
    /^(?:(?:an?|the) )?([a-z]+(?: [a-z]+)?) interview about ([^.!?"]+)/i.exec(body) ??
    /^(?:(?:an?|the) )?(?:[a-z-]+ )?interview with (?:(?:an?|the|my|our) )?([a-z]+(?: [a-z]+){0,2}?) about ([^.!?"]+)/i.exec(
      body,
    ) ??
    // "Interview with a fisherman on a dock talking about how the catch has changed, handheld":
    // where they are is the setting's; what follows a comma is the camera's.
    /^(?:(?:an?|the) )?(?:[a-z-]+ )?interview with (?:(?:an?|the|my|our) )?([a-z]+(?: [a-z]+)?)(?: (?:on|at|in|by|outside) (?:an?|the|his|her|their) [a-z]+(?: [a-z]+)?)?,? (?:talking|speaking|telling us|reflecting) (?:about|on) ([^.!?",]+)/i.exec(
      body,
    );
  if (
    interviewed?.[1] &&
    interviewed[2] &&
    !/\b(?:street|video|sit-down|short)$/i.test(interviewed[1])
  ) {
    // (An acronym keeps its capitals: "the CEO".)
    const words = interviewed[1].replace(/\b(?![A-Z]{2,}\b)\w+/g, (word) => word.toLowerCase());
    reading.subject = { ...personNamed(words.split(' ').at(-1) ?? words), phrase: `the ${words}` };
    // (", handheld, natural window light" after the topic is the camera's and the light's.)
    const topic = interviewed[2]
      .split(
        // (", he speaks to the camera in his kitchen": a clause of its own, not the topic's.)
        /,\s*(?=(?:handheld|static|tripod|locked|natural|soft|warm|cold|golden|window|close-?up|wide|medium|shot|filmed|vertical|documentary|slow[- ]motion|\d+ ?mm\b|[\w-]+ light\b|(?:he|she|they)\b))/i,
      )[0]
      ?.trim();
    reading.actions = [
      { verb: 'talk', rest: `about ${topic ?? interviewed[2].trim()}`, as: 'talks' },
    ];
  }
}

/** Tricks named as a thing ("skateboard kickflip down a staircase"): a rider does them. */
const TRICKS =
  /^(?:kickflips?|heelflips?|ollies?|tre flips?|boardslides?|grinds?|backflips?|frontflips?)$/;
/** Singers and bands a music video is about, however little the idea says of them. */
const SINGERS = /^(?:singer|rapper|vocalist|frontman|frontwoman|band)$/;

/**
 * Ideas that name a doing as a noun: "skateboard kickflip down a staircase", "first day at a new
 * job, walking into the office" (a POV), "neon city rain, lone singer in a car" (a music video):
 * the one who does it is read, and the doing is theirs.
 */
function nominalDoings(reading: Reading, body: string, pov: boolean): void {
  const subject = reading.subject;
  // A trick named as a thing is landed by the one who rides.
  if (subject && reading.actions.length === 0 && TRICKS.test(subject.head)) {
    const bike = /\b(?:bmx|bike)\b/i.test(body);
    reading.subject = personNamed(bike ? 'rider' : 'skateboarder');
    const trick = subject.phrase
      .replace(/^the /i, '')
      .replace(/^(?:slow[- ]motion |slo-?mo )?(?:skateboard |skate |bmx |bike )?/i, '');
    reading.actions = [{ verb: 'land', rest: `a ${trick.replace(/\bthe\b/g, 'a')}`, as: 'lands' }];
    return;
  }
  // "magical girl transformation sequence": the girl transforms.
  const henshin = /\b(magical girl|magical boy|hero|heroine|girl|boy)\s+transformation\b/i.exec(
    body,
  );
  if (henshin?.[1] && reading.actions.length === 0) {
    const who = henshin[1].toLowerCase();
    reading.subject = { ...personNamed(who.split(' ').at(-1) ?? who), phrase: `the ${who}` };
    reading.actions = [{ verb: 'transform', rest: '', as: 'transforms' }];
    return;
  }
  // "POV: squeezing onto a packed train": a step with no one named is yours.
  if (pov && !subject && reading.actions.length > 0 && reading.actions[0]?.who?.phrase === '') {
    reading.subject = { ...VIEWER };
    reading.actions = reading.actions.map((action) =>
      action.who?.phrase === '' ? { ...action, who: undefined } : action,
    );
    return;
  }
  // "POV: first day at a new job, walking into the office": the day is when; you walk in.
  const when = reading.actions[0]?.who;
  if (pov && !subject && when && /^(?:day|night|morning|week|shift)$/.test(when.head)) {
    reading.subject = { ...VIEWER };
    reading.actions = reading.actions.map((action) =>
      action.who === when ? { ...action, who: undefined } : action,
    );
    return;
  }
  // "music video …, neon city rain, lone singer in a car": the singer is whom it is about.
  if (
    subject &&
    reading.actions.length === 0 &&
    !SINGERS.test(subject.head) &&
    /\bmusic video\b|\bmv\b/i.test(body)
  ) {
    const singer =
      /\b(?:a |the |lone |sad |young |old )*(singer|rapper|vocalist|frontman|frontwoman)\b((?: (?:in|on|at|by) (?:a|an|the|her|his) [a-z]+(?: [a-z]+)?)?)/i.exec(
        body,
      );
    if (singer?.[1]) {
      const where = (singer[2] ?? '').replace(/\b(?:a|an)\b/g, 'the');
      reading.subject = {
        ...personNamed(singer[1].toLowerCase()),
        phrase: `the ${singer[1].toLowerCase()}${where}`,
      };
    }
  }
}
