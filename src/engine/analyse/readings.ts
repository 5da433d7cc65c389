/**
 * Readings a pattern decides, after the reader: an interview's question to strangers, a
 * thing's participle that goes on meanwhile, a fight named as a noun, things happening around
 * someone the idea then follows, a GRWM's hook, a couple's "he" and "she". Each came from a
 * blind review where the plain reading wrote something a prompt writer would not.
 */
import type { Action, Plan, Subject } from '../../domain/prompt/plan.ts';
import { agree, readVerb } from './verbs.ts';
import { escapeRe } from '../text.ts';
import { personNamed, rereadWho } from './readings-who.ts';
import { aerialPlace, lightReveals } from './readings-seen.ts';

export interface Reading {
  subject?: Subject;
  actions: Action[];
}

/** Things that are no thing to hold: what "it" never stands for. */
/** Doings one does after an animal on the run: "it" is the animal. */
const CHASED = /^(?:chase|follow|pursue|shoo|corner|trail|run)$/;

const INTANGIBLE =
  /^(?:flames?|fire|smoke|steam|light|glow|sparks?|mist|fog|shadows?|wind|sound|noise|music)$/;

/** A job said as a speaker's name ("Manager: …") is a person with an article in a beat. */
const ROLE_NAMES =
  /^(?:Manager|Designer|Boss|Teacher|Doctor|Nurse|Chef|Waiter|Waitress|Customer|Student|Reporter|Host|Guest|Coach|Officer|Detective|Captain|Intern|Barista|Cashier|Driver|Pilot|Butler|Maid|Widow|Inspector|Sergeant|Professor|Judge|Priest|Guard|Nanny)$/;

function roleAsPerson(who: Subject): Subject {
  return ROLE_NAMES.test(who.phrase)
    ? { ...who, phrase: `the ${who.phrase.toLowerCase()}`, head: who.phrase.toLowerCase() }
    : who;
}

/** What a role named alone does: its verb and what follows it. */
const ROLE_DOINGS: Record<string, readonly [string, string]> = {
  driver: ['drive', ''],
  rider: ['ride', ''],
  cyclist: ['ride', ''],
  runner: ['run', ''],
  jogger: ['jog', ''],
  swimmer: ['swim', ''],
  skater: ['skate', ''],
  skateboarder: ['skate', ''],
  surfer: ['surf', ''],
  dancer: ['dance', ''],
  barista: ['pour', 'the latte art'],
  ballerina: ['dance', ''],
  singer: ['sing', ''],
  pianist: ['play', 'the piano'],
  guitarist: ['play', 'the guitar'],
  drummer: ['play', 'the drums'],
  violinist: ['play', 'the violin'],
  // Trades seen at their work: "a welder in a dark shipyard, sparks arcing".
  welder: ['weld', 'a seam'],
  glassblower: ['blow', 'the molten glass'],
  potter: ['throw', 'a pot on the wheel'],
};

/** Roles whose head alone says too little ("keeper"): the whole phrase tells the doing. */
const PHRASE_DOINGS: readonly (readonly [RegExp, readonly [string, string]])[] = [
  [/\blighthouse keeper\b/i, ['climb', 'the spiral stairs to light the lamp']],
  [/\b(?:goal ?keeper|goalie)\b/i, ['dive', 'for the ball']],
];

/**
 * "A lone driver on a neon highway at night": a role named with no doing does what it names
 * (a driver drives), so the beats stage it instead of "the driver makes a small movement".
 */
/** "an interview with a retired jazz drummer": he talks about the drums; he does not play. */
export const INTERVIEWED = /\binterview\w*|\bvox pop\b|\bdocumentary\b|采访|访谈|纪录片/i;

export function roleAsDoing(reading: Reading, text = ''): void {
  if (INTERVIEWED.test(text)) return;
  const role =
    reading.subject?.kind === 'person'
      ? (PHRASE_DOINGS.find(([re]) => re.test(reading.subject?.phrase ?? ''))?.[1] ??
        ROLE_DOINGS[reading.subject.head])
      : undefined;
  // (A trade with only what goes on around it, "a welder, sparks arcing", does its work first.)
  const around =
    /^(?:welder|glassblower|potter|singer)$/.test(reading.subject?.head ?? '') &&
    reading.actions.every(
      (action) => action.who !== undefined && action.who.phrase !== reading.subject?.phrase,
    );
  if (role && (reading.actions.length === 0 || around))
    reading.actions = [{ verb: role[0], rest: role[1] }, ...reading.actions];
}

/**
 * An animal named alone ("熊猫", "a red fox") does what it is known for, so the beats stage it
 * rather than "光线缓缓扫过熊猫" (blind reviews 215, 216): its verb (English) and its doing
 * (Chinese, as a clause after the animal).
 */
const ANIMAL_DOINGS: readonly (readonly [RegExp, readonly [string, string], string])[] = [
  [/^(?:giant )?pandas?$|熊猫$/, ['munch', 'bamboo'], '啃竹子'],
  [
    /^(?:tigers?|lions?|lionesses|leopards?|snow leopards?|jaguars?|cheetahs?|pumas?|cougars?)$|老虎|狮子|雪豹|猎豹|豹子|美洲豹/,
    ['prowl', ''],
    '在潜行',
  ],
  [/^(?:red |arctic )?fox(?:es)?$|狐狸$/, ['hunt', ''], '在潜行'],
  [/^wol(?:f|ves)$|^狼$/, ['howl', ''], '仰天长嚎'],
  [/^jellyfish$|^水母$/, ['drift', ''], '在水中漂浮'],
  [/^hummingbirds?$|^蜂鸟$/, ['hover', ''], '在花前悬停'],
  [/^dolphins?$|^海豚$/, ['leap', ''], '跃出水面'],
  [/^(?:wild )?horses?$|^(?:骏马|野马|马)$/, ['gallop', ''], '在草原上奔跑'],
  [/^koi$|^锦鲤$/, ['swim', ''], '缓缓游动'],
  // (A funny cat is the one that pushes the glass off the table; a funny dog chases its tail.)
  [
    /^(?:funny|silly|hilarious) (?:cats?|kittens?)$|^搞笑的?(?:猫|猫咪)$/,
    ['knock', 'a glass off the table'],
    '把桌上的杯子推下去',
  ],
  [
    /^(?:funny|silly|hilarious) (?:dogs?|pupp(?:y|ies))$|^搞笑的?(?:狗|狗狗)$/,
    ['chase', 'its own tail'],
    '追自己的尾巴',
  ],
  [/^(?:cats?|kittens?)$|^(?:猫|猫咪|小猫)$/, ['stretch', ''], '伸懒腰'],
  [/^(?:humpback )?whales?$|^(?:座头)?鲸鱼?$/, ['breach', ''], '跃出水面'],
  [
    /^(?:eagles?|golden eagles?|bald eagles?|hawks?|falcons?|condors?)$|老鹰|雄鹰/,
    ['soar', ''],
    '在天空翱翔',
  ],
];

/** Words that only describe an animal named alone: "a red fox", 一只熊猫 (not "a sleeping cat"). */
const ANIMAL_ALONE =
  /^(?:(?:the|a|an|one|lone|wild|young|old|big|little|baby|giant|majestic|beautiful)\s+)*/i;

export function animalAsDoing(reading: Reading, text: string): void {
  const subject = reading.subject;
  if (!subject || subject.kind !== 'animal' || reading.actions.length > 0) return;
  if (INTERVIEWED.test(text) || /\b(?:why|how|explain\w*)\b|为什么|怎么|如何|科普/i.test(text))
    return;
  const zh = subject.lang === 'zh';
  // (雪地里的狐狸: where it is, said before 的, still leaves the animal alone.)
  const counted = /^(?:\p{Script=Han}{1,8}?[里上中边间下]的)?(?:[一两几](?:只|头|条|群))?/u;
  const bare = zh ? subject.phrase.replace(counted, '') : subject.phrase.replace(ANIMAL_ALONE, '');
  const known = ANIMAL_DOINGS.find(([re]) => re.test(zh ? bare : bare.toLowerCase()));
  if (!known || (zh && bare !== subject.head.replace(counted, ''))) return;
  reading.actions = zh
    ? [{ verb: known[2], rest: '' }]
    : [{ verb: known[1][0], rest: known[1][1] }];
}

/**
 * "POV: cycling downhill through a vineyard": after a POV label, a doing that opens the idea is
 * the viewer's own ("you cycle downhill …"), never a noun phrase ("the cycling downhill").
 */
export function povGerund(label: string | undefined, body: string): string {
  if (!/^pov$/i.test(label?.trim() ?? '')) return body;
  const first = /^([a-z]+ing)\b(.*)$/i.exec(body.trim());
  const verb = first?.[1] ? readVerb(first[1]) : undefined;
  // ("POV: being chased by a bear" is told as it was: a role of being chased is no doing.)
  if (verb?.form !== 'ing' || verb.base === 'be') return body;
  return `you ${verb.base}${first?.[2] ?? ''}`;
}

/**
 * "Lipstick ad. A crimson lipstick twisting up …", "perfume ad, a glass bottle shatters …": the
 * thing named again (or the ad's product, told as what it is) is the subject, and does what it
 * does as the subject.
 */
export function sameThingAgain(reading: Reading, core: string): void {
  const again = reading.subject;
  if (again?.kind !== 'object' || reading.actions.length === 0) return;
  const product = (action: Action) =>
    /\b(?:ad|advert|commercial)\b/i.test(core) &&
    /^(?:bottles?|jars?|flasks?|vials?|tubes?|compacts?|lipsticks?)$/.test(
      action.who?.head ?? '',
    ) &&
    reading.actions.length === 1;
  if (!reading.actions.every((action) => action.who?.head === again.head || product(action)))
    return;
  reading.subject = reading.actions[0]?.who ?? again;
  reading.actions = reading.actions.map(({ who: _who, ...action }) => action);
}

/** Doings done in order to do another ("untethers … to fix a solar panel"). */
const PURPOSE =
  /^(?:fix|repair|mend|grab|catch|save|rescue|feed|check|collect|fetch|deliver|greet|hug|meet|answer|buy|photograph|film|pick|retrieve|free|reach|help|wave|kiss|comfort|join|chase|steal)$/;

/**
 * "untethers from the station to fix a solar panel", "runs to catch the last train": what is
 * done in order to do the next thing is two doings in order, each staged on its own.
 */
function purposeAsNext(actions: readonly Action[], subject: Subject | undefined): Action[] {
  if (actions.length > 2) return [...actions];
  return actions.flatMap((action) => {
    const split = /^(.*?\S) to (\w+) (.+)$/.exec(action.rest);
    const next = split?.[2] ? readVerb(split[2]) : undefined;
    if (!split?.[1] || !split[3] || next?.form !== 'base' || !PURPOSE.test(next.base))
      return [action];
    const plural = action.who?.plural ?? subject?.plural ?? false;
    const { object: _object, ...first } = action;
    const object = action.object && split[1].includes(action.object.replace(/^the /, ''));
    return [
      { ...first, rest: split[1], ...(object ? { object: action.object } : {}) },
      {
        verb: next.base,
        rest: split[3],
        as: agree(next.base, plural),
        ...(action.who ? { who: action.who } : {}),
      },
    ];
  });
}

/** The English readings, in order; `body` is the idea without its label. */
/** A dish named as someone's: "grandma's dumplings". */
const HOME_COOKING =
  /^(grandma|granny|nana|grandmother|grandpa|grandfather|mom|mum|mother|dad|father|auntie|aunt|uncle)['’]s ((?:[a-z-]+ ){0,2}(?:dumplings|noodles|soup|pie|cake|bread|cookies|pancakes|ramen|curry|stew|pasta|pizza|tamales|biscuits|pierogi|lasagna|lasagne|meatballs|jam|kimchi))$/i;

/**
 * "ramen noodle pull", "honey drizzle": a doing named as a noun is done to the thing named
 * before it, and that thing is the subject ("the ramen noodles", never "the pull"). The doing
 * is its own when it is a liquid's ("the honey drizzles") or a cheese's stretch.
 */
function doneThing(subject: Subject): { thing: Subject; doing?: string; rest?: string } {
  const words = subject.phrase.split(' ');
  if (
    !/^(?:pull|pour|drizzle|drip|flip|stretch|swirl|sizzle|melt|crack|slice|squeeze)$/.test(
      subject.head,
    ) ||
    words.indexOf(subject.head) < 2 ||
    words[0] !== 'the'
  )
    return { thing: subject };
  const at = words.lastIndexOf(subject.head);
  const thing = words.slice(0, at);
  const last = thing.at(-1) ?? '';
  // (One noodle is never the dish: "the ramen noodles".)
  const head = /^(?:noodle|dumpling|fry|chip)$/.test(last) ? `${last.replace(/y$/, 'ie')}s` : last;
  // (Syrup poured over pancakes falls in a ribbon: it drizzles, it does not fill a glass.)
  const doing = /^(?:cheese|mozzarella)$/.test(head)
    ? 'stretch'
    : /^(?:honey|syrup|caramel|chocolate|sauce|glaze)$/.test(head)
      ? 'drizzle'
      : /^(?:pour|drizzle|drip|swirl|melt)$/.test(subject.head)
        ? subject.head
        : undefined;
  return {
    thing: {
      ...subject,
      phrase: [...thing.slice(0, -1), head].join(' '),
      head,
      plural: head !== last,
    },
    ...(doing ? { doing, rest: words.slice(at + 1).join(' ') } : {}),
  };
}

/** Doings that are about something: what follows "about" is their topic. */
const TALKS = /^(?:talk|speak|chat|tell|reminisce|joke|ask|answer|write|sing|think|dream)$/;

/**
 * "talks about her first year running a coffee cart": the -ing words after "about …" go on
 * with the topic. Running the cart is what she talks about, not a sprint of her own (blind
 * review 154).
 */
function aboutTopics(actions: readonly Action[], body: string): Action[] {
  const out: Action[] = [];
  for (const action of actions) {
    const before = out.at(-1);
    const topic =
      before && TALKS.test(before.verb) && /^about\b/.test(before.rest) ? before.rest : '';
    const ing = topic
      ? new RegExp(`${escapeRe(topic)}\\s+(\\w+ing)\\b`, 'i').exec(body)?.[1]
      : undefined;
    if (before && ing && !action.who && readVerb(ing)?.base === action.verb) {
      out[out.length - 1] = { ...before, rest: `${before.rest} ${ing} ${action.rest}`.trim() };
      continue;
    }
    out.push(action);
  }
  return out;
}

export function rereadEnglish(reading: Reading, body: string, pov = false): void {
  // "grandma's dumplings", "Mom's apple pie": the dish is hers, made by her hands in the clip.
  const cook =
    reading.actions.length === 0 ? HOME_COOKING.exec(reading.subject?.phrase ?? '') : null;
  if (cook?.[1] && cook[2]) {
    const maker = cook[1].toLowerCase();
    reading.subject = {
      phrase: `${maker.charAt(0).toUpperCase()}${maker.slice(1)}`,
      head: maker,
      plural: false,
      kind: 'person',
      lang: 'en',
    };
    reading.actions = [{ verb: 'make', rest: cook[2], as: 'makes', object: `the ${cook[2]}` }];
  }
  const done = reading.subject ? doneThing(reading.subject) : undefined;
  if (done) reading.subject = roleAsPerson(done.thing);
  if (done?.doing && reading.actions.length === 0)
    reading.actions = [
      { verb: done.doing, rest: done.rest ?? '', as: agree(done.doing, done.thing.plural) },
    ];
  reading.actions = reading.actions.map((action) =>
    action.who ? { ...action, who: roleAsPerson(action.who) } : action,
  );
  // "… sheep graze on the edge. End on a wide reveal of the village.": a sentence that opens on
  // the edit's own verb is a direction, nobody's doing (the sheep end on nothing).
  reading.actions = reading.actions.map((action) => {
    if (!action.who || !/^(?:end|open|cut|fade|close|finish)$/.test(action.verb)) return action;
    const told = new RegExp(
      `(?:^|[.!?]\\s+)${action.verb}s? ${action.rest.split(' ')[0] ?? ''}\\b`,
      'i',
    );
    return told.test(body) ? { ...action, who: { ...action.who, phrase: '', head: '' } } : action;
  });
  // "street interview asking strangers what they'd do …": someone asks; the question is what
  // is asked, not a sentence of its own ("what they woulds do").
  const asking =
    /\binterviews?\s+(?:asking|that asks|where (?:a|the) (?:reporter|host) asks)\s+([^.!?"]+)/i.exec(
      body,
    );
  if (asking?.[1]) {
    reading.subject = personNamed('interviewer');
    reading.actions = [{ verb: 'ask', rest: asking[1].trim(), as: 'asks' }];
  }
  // "a scoop of ice cream is placed beside it": the "is" is the doing's, never the scoop's name.
  const passive = (action: Action): Action => {
    const named = action.who;
    const copula = named && / (?:is|are|was|were)$/.exec(named.phrase);
    if (!named || !copula || !action.as || !/(?:ed|en|t)$/.test(action.as)) return action;
    const who: Subject = { ...named, phrase: named.phrase.slice(0, copula.index) };
    return { ...action, who, verb: 'be', rest: `${action.as} ${action.rest}`.trim(), as: 'is' };
  };
  reading.actions = reading.actions.map(passive);
  reading.actions = purposeAsNext(reading.actions, reading.subject);
  reading.actions = aboutTopics(reading.actions, body);
  rereadWho(reading, body, pov);
  // "something is breathing under the bed": the unseen is no subject to open on; the bed is.
  const unseen = reading.subject;
  const where = /\b(?:under|behind|inside|beneath|in) (?:the|a|my|her|his|their) ([a-z]+)\b/.exec(
    reading.actions[0]?.rest ?? '',
  )?.[1];
  if (unseen && /^(?:something|someone|somebody)$/.test(unseen.phrase) && where) {
    reading.subject = {
      phrase: `the ${where}`,
      head: where,
      plural: false,
      kind: 'object',
      lang: 'en',
    };
    reading.actions = reading.actions.map((action) =>
      action.who ? action : { ...action, who: unseen },
    );
  }
  // "a barista, a customer and the manager argue": the first of a list of three argues too.
  const listed =
    /^\s*(?:(?:a|an|the)\s+)?([a-z]+),\s+(?:(?:a|an|the)\s+)?([a-z]+),?\s+and\s+(?:(?:a|an|the)\s+)?([a-z]+)\b/i.exec(
      body,
    );
  const pair = reading.subject;
  if (
    listed?.[1] &&
    pair?.kind === 'person' &&
    pair.plural &&
    pair.phrase.includes(` ${listed[2]} and `) &&
    !pair.phrase.includes(listed[1])
  ) {
    const widened = { ...pair, phrase: `the ${listed[1].toLowerCase()}, ${pair.phrase}` };
    reading.subject = widened;
    reading.actions = reading.actions.map((action) =>
      action.who?.phrase === pair.phrase ? { ...action, who: widened } : action,
    );
  }
  // "A lone driver on a neon highway at night": a role named with no doing does what it names
  // (a driver drives), so the beats stage it instead of "the driver makes a small movement".
  roleAsDoing(reading, body);
  // "a girl on a bike through a summer countryside": on a bike, going somewhere, is riding.
  const onBoard =
    reading.subject?.kind === 'person' && reading.actions.length === 0
      ? /\bon (?:a|an|her|his|their|the) (bike|bicycle|motorbike|motorcycle|scooter|skateboard|horse)\s+((?:through|across|along|down|past|over|into) [^,.;]+)/i.exec(
          body,
        )
      : null;
  if (onBoard?.[1] && onBoard[2]) {
    reading.actions = [
      { verb: 'ride', rest: `a ${onBoard[1].toLowerCase()} ${onBoard[2].trim()}` },
    ];
    const who = reading.subject;
    if (who)
      reading.subject = {
        ...who,
        phrase: who.phrase.replace(/ on (?:a|an|her|his|their|the) .*$/i, ''),
      };
  }
  // "Makoto Shinkai vibes", "90s aesthetic": a mood named, nobody doing anything.
  // ("…, found footage vibe": a look named, the door finds nothing.)
  reading.actions = reading.actions.filter(
    (action) =>
      !/^(?:vibe|aesthetic)$/.test(action.verb) &&
      !(action.verb === 'find' && /^footage\b/.test(action.rest)),
  );
  // "product spins 360", "cat knocks glass off table": the words a creator leaves out.
  reading.actions = reading.actions.map((action) => {
    if (/^360$/.test(action.rest)) return { ...action, rest: '360 degrees' };
    // "dog surfing big wave", "skateboarder lands kickflip": the article a creator leaves out.
    const bareThing =
      (/^(?:surf|ride|catch)$/.test(action.verb) &&
        /^(?:big|huge|giant|massive|monster|perfect) (?:wave|swell)$/.test(action.rest)) ||
      (/^(?:land|do|pull|throw|nail|stick)$/.test(action.verb) &&
        /^(?:kickflip|heelflip|ollie|trick|backflip|frontflip|handstand|dunk)$/.test(action.rest));
    if (bareThing) return { ...action, rest: `a ${action.rest}` };
    // "cat knocks over coffee": what is knocked over is the cup the coffee is in.
    const spilled = /^(?:knock|push|tip|swat)$/.test(action.verb)
      ? /^over (?:the |a |my |her |his )?(coffee|tea|milk|water|juice|wine|latte)$/.exec(
          action.rest,
        )
      : null;
    if (spilled?.[1]) {
      const cup = `the ${spilled[1] === 'wine' ? 'glass' : 'cup'} of ${spilled[1]}`;
      return { ...action, object: cup, rest: `over ${cup}` };
    }
    // "reacting to a cucumber": what it reacts to is the thing of the clip.
    const to =
      action.verb === 'react' ? /^to (?:a|an|the) ([a-z]+(?: [a-z]+)?)$/i.exec(action.rest) : null;
    if (to?.[1] && !action.object) return { ...action, object: `the ${to[1]}` };
    // "cat knocks over glass": the particle first, then the thing without its article.
    const over = /^(?:knock|push|tip|swat)$/.test(action.verb)
      ? /^over ([a-z]+)$/.exec(action.rest)?.[1]
      : undefined;
    if (over && !/^(?:it|them|everything|something)$/.test(over))
      return { ...action, object: `the ${over}`, rest: `over the ${over}` };
    const bare =
      !action.object &&
      /^(?:knock|push|drop|throw|kick|eat|drink|grab|catch|pour|swat)$/.test(action.verb)
        ? /^([a-z]+)(?= (?:off|onto|into|over|from|across|at|on|in)\b|$)/.exec(action.rest)?.[1]
        : undefined;
    return bare && !/^(?:off|over|down|up|it|them|away|at|on|in)$/.test(bare)
      ? {
          ...action,
          object: `the ${bare}`,
          // "catches frisbee at beach": the articles a creator leaves out, both of them.
          rest: action.rest.replace(
            /^([a-z]+)(?: (off|onto|into|over|from|across|at|on|in) ([a-z]+))?$/,
            (_, thing: string, by?: string, where?: string) =>
              by && where
                ? `the ${thing} ${by} the ${where}`
                : // ("eat flour", "drink water": a mass noun keeps no article.)
                  /^(?:eat|drink|pour)$/.test(action.verb)
                  ? thing
                  : `the ${thing}`,
          ),
        }
      : action;
  });
  // "they laugh when one falls apart": one of the dumplings being folded, not "the one".
  reading.actions = reading.actions.map((action, index) => {
    // (One of two speaking, "one says …", is a speaker: dialogue.ts names them.)
    if (action.who?.phrase !== 'the one' || action.line !== undefined || action.verb === 'say')
      return action;
    const before = reading.actions
      .slice(0, index)
      .map((other) => /\b([a-z]+[^s]s)$/i.exec(other.rest)?.[1])
      .filter((noun): noun is string => noun !== undefined)
      .at(-1);
    const phrase = before ? `one of the ${before}` : 'one';
    return { ...action, who: { ...action.who, phrase } };
  });
  // "text 'Wake up slower' at the end": words put on the screen, the edit's to place.
  reading.actions = reading.actions.map((action) =>
    action.verb === 'text' && action.line !== undefined
      ? {
          verb: /\bat the end\b/.test(action.rest) ? 'end' : 'show',
          rest: 'on the words on screen',
          line: action.line,
          who: { phrase: '', head: '', plural: false, kind: 'person', lang: 'en' },
        }
      : action,
  );
  // "he has to light it by hand": what he has to do is what he does.
  reading.actions = reading.actions.map((action) => {
    const must = action.verb === 'have' ? /^to ([a-z]+)\b ?(.*)$/.exec(action.rest) : null;
    if (!must?.[1] || !readVerb(must[1])) return action;
    const plural = action.who?.plural ?? reading.subject?.plural ?? false;
    return { ...action, verb: must[1], rest: must[2] ?? '', as: agree(must[1], plural) };
  });
  // "debris hits her visor and cracks it": "it" is what the doing before worked on.
  // ("the lamp fails …, and he has to light it": "it" is the lamp that failed.)
  reading.actions = reading.actions.map((action, index) => {
    // ("a beagle steals a croissant …, the waiter chases it": one chases the animal, not what
    // it took.)
    const animal = reading.subject?.kind === 'animal' ? reading.subject : undefined;
    if (animal && action.who && CHASED.test(action.verb) && /^it\b/.test(action.rest)) {
      const it = `the ${animal.head}`;
      return { ...action, rest: action.rest.replace(/^it\b/, it), object: it };
    }
    // ("A bolt drifts away. She reaches out and grabs it.": past a doing that handles nothing.)
    const before = reading.actions
      .slice(0, index)
      .reverse()
      .find(
        (other) =>
          !other.meanwhile &&
          ((other.object !== undefined && other.object !== 'it') ||
            (other.who?.kind === 'object' &&
              other.who.phrase !== '' &&
              // (A flame that leaps is never what is plated: "it" is the dish before it.)
              !INTANGIBLE.test(other.who.head))),
      );
    // ("a paper boat … gets caught …, then a child's hand rescues it": the boat, when someone
    // else acts on it and nothing else was handled.)
    const own =
      !before && action.who && reading.subject?.kind === 'object'
        ? `the ${reading.subject.head}`
        : undefined;
    const thing =
      before?.object && before.object !== 'it'
        ? before.object
        : before?.who?.kind === 'object' && before.who.phrase !== ''
          ? before.who.phrase
          : own;
    if (!thing || !/^it(?: |$)/.test(action.rest)) return action;
    // ("peel the film, power it on": what is switched on is the device, not its film.)
    const device =
      /^(?:power|switch|turn|boot|start|plug)$/.test(action.verb) &&
      /^it (?:on|up)\b/.test(action.rest) &&
      reading.subject?.kind === 'object'
        ? reading.subject.phrase
        : undefined;
    // ("flambés a pan of shrimp … plates it": the shrimp, not the pan.)
    const held =
      /^the (?:[\w-]+ )?(?:pan|pot|wok|skillet|bowl|plate|tray|basket|bag|box|jar|cup|glass|bucket|crate)$/.test(
        thing,
      )
        ? /^(?:a|an|the|his|her|their) (?:[\w-]+ )?[a-z]+ of ((?:[\w-]+ ){0,2}?[\w-]+)(?=$|[,.;]| (?:over|on|in|into|onto|with|at|under|across|from|and|then|as|while)\b)/.exec(
            before?.rest ?? '',
          )?.[1]
        : undefined;
    // ("pats the masa into a tortilla, then flips it": what it was made into.)
    const made =
      /\binto (?:a|an) ((?:[\w-]+ ){0,2}?[\w-]+)(?=$|[,.;]| (?:and|then|on|with|as|while)\b)/.exec(
        before?.rest ?? '',
      )?.[1];
    const it = device ?? (made ? `the ${made}` : held ? `the ${held}` : thing);
    const rest = action.rest.replace(/^it\b/, it);
    return { ...action, rest, object: it };
  });
  // "steak in a cast iron pan, butter basting": the butter is spooned over the meat.
  reading.actions = reading.actions.map((action) =>
    action.verb === 'baste' && /^(?:butter|oil|fat)$/.test(action.who?.head ?? '')
      ? { verb: 'be', rest: `basted in foaming ${action.who?.head ?? 'butter'}` }
      : action,
  );
  // "earbuds ad …, product spins 360": "the product" is the thing the ad is for.
  if (reading.subject?.kind === 'object')
    reading.actions = reading.actions.map((action) => {
      if (action.who?.head !== 'product') return action;
      const { who: _product, ...own } = action;
      return own;
    });
  // "sees snow for the first time. It hesitates …": "it" is the puppy, never "the first time".
  reading.actions = reading.actions.map((action) => {
    if (!/^(?:time|moment|times)$/.test(action.who?.head ?? '')) return action;
    const { who: _time, ...own } = action;
    return own;
  });
  // "…, city lights below": a noun and where it is, no doing ("the city lights below").
  reading.actions = reading.actions.filter(
    (action) =>
      !(
        /^(?:light|star|cloud|wave|tower|sign|screen|window|tree|hill|roof|boat|ship)s$/.test(
          action.as ?? '',
        ) && /^(?:far )?(?:below|above|beyond|behind|around|in the distance)$/.test(action.rest)
      ),
  );
  // "tries on three outfits, snapping her fingers between each change": the snaps are how the
  // outfits change, told by the try-on's own beats, not a doing after them.
  if (reading.actions.some((action) => /\b(?:outfits|looks)\b/i.test(action.rest)))
    reading.actions = reading.actions.filter(
      (action) => !(action.verb === 'snap' && /\bbetween\b|\beach change\b/i.test(action.rest)),
    );
  // "three coworkers stuck in an elevator": stuck is how they are, not something they stick.
  reading.actions = reading.actions.map((action) =>
    action.verb === 'stick' && action.as === 'stuck'
      ? { verb: 'be', rest: `stuck ${action.rest}`.trim(), as: 'are' }
      : action,
  );
  // "walks through a flooded ballroom, chandeliers flickering": a thing's participle after the
  // event is what goes on around it, not a later event of its own.
  // ("broth poured, chashu laid": a thing that is done to is a step of its own.)
  reading.actions = reading.actions.map((action, index) =>
    index > 0 &&
    !action.as &&
    action.verb !== 'be' &&
    action.who &&
    action.who.phrase !== '' &&
    action.who.kind !== 'person'
      ? { ...action, meanwhile: true }
      : action,
  );
  // "The lights turn off behind a girl walking home. She does not look back.": things happen
  // around someone the idea then follows, and the clip follows her.
  followedPerson(reading);
  // "a rooftop sword fight between two rivals": a fight named as a thing is two people fighting.
  if (reading.actions.length === 0) fightAsDoing(reading, body);
  lightReveals(reading);
  aerialPlace(reading, body);
  // "latte art" alone: the art is in its pouring.
  if (reading.actions.length === 0 && /\blatte art\b/i.test(reading.subject?.phrase ?? ''))
    reading.actions = [{ verb: 'be', rest: 'poured' }];
  // "POV: you're late for your flight running through the airport": the running is the doing.
  const hurry =
    /^(?:late|in a hurry)\b.*?\b(?:running|racing|rushing|sprinting|dashing) (.+)$/.exec(
      reading.actions.length === 1 && reading.actions[0]?.verb === 'be'
        ? (reading.actions[0].rest ?? '')
        : '',
    );
  if (hurry?.[1] && reading.subject?.kind === 'viewer')
    reading.actions = [{ verb: 'run', rest: hurry[1] }];
  // "a child's voice whispers from inside the wardrobe": a sound is heard, never filmed; the
  // clip shows where it comes from.
  const heard =
    reading.subject &&
    /^(?:voice|voices|whisper|whispers|sound|noise|laughter|song|singing)$/.test(
      reading.subject.head,
    );
  const source = heard
    ? /\bfrom (?:inside |behind |under |beneath |within )?(?:the|a|an) ([a-z ]+?)(?= in\b| at\b| on\b|[,.;]|$)/i.exec(
        body,
      )?.[1]
    : undefined;
  if (heard && source && reading.subject) {
    const voice = reading.subject;
    const head = source.split(' ').at(-1) ?? source;
    reading.subject = { phrase: `the ${source}`, head, plural: false, kind: 'object', lang: 'en' };
    reading.actions = reading.actions.map((action) =>
      action.who ? action : { ...action, who: voice },
    );
  }
  // "sizzling garlic butter shrimp in a cast iron pan": a cooked animal is food, not wildlife.
  if (
    reading.subject?.kind === 'animal' &&
    /\b(?:sizzl\w*|fried|grilled|roast(?:ed)?|steamed|seared|braised|smoked|cooked|garlic|butter|in a (?:cast[- ]iron )?(?:pan|skillet|wok|pot))\b/i.test(
      body,
    )
  )
    reading.subject = { ...reading.subject, kind: 'object' };
  // "slow motion skateboard kickflip": the trick named as a thing is the skater landing it.
  const trick =
    /^the (?:[\w-]+ )*?(kickflip|heelflip|ollie|backflip|frontflip|bicycle kick|slam dunk)$/.exec(
      reading.subject?.phrase ?? '',
    );
  if (trick?.[1] && reading.actions.length === 0) {
    const board = /kickflip|heelflip|ollie/.test(trick[1]);
    const doer = board ? 'skateboarder' : trick[1] === 'bicycle kick' ? 'player' : 'athlete';
    reading.subject = personNamed(doer);
    reading.actions = [{ verb: 'land', rest: `a ${trick[1]}`, as: 'lands' }];
  }
  // "slow motion boxer punch": the blow named as a thing is the boxer's doing.
  const blow = /^the (?:[\w-]+ )*?(\w+) (punch|jab|uppercut|hook|kick)$/.exec(
    reading.subject?.phrase ?? '',
  );
  if (blow?.[1] && blow[2] && reading.subject) {
    reading.subject = personNamed(blow[1]);
    reading.actions = [
      { verb: blow[2] === 'kick' ? 'kick' : 'punch', rest: '' },
      ...reading.actions.map((action) => (action.who ? { ...action, meanwhile: true } : action)),
    ];
  }
}

/**
 * "a girl doing a get ready with me": the GRWM is her make-up, and a line she says to the
 * camera is the hook, said first.
 */
export function grwmOrder(reading: Reading, body: string): void {
  if (!/\b(?:grwm|get ready with me)\b/i.test(body)) return;
  reading.actions = reading.actions.map((action) =>
    action.verb === 'do' && /\b(?:grwm|get ready with me)\b/i.test(action.rest)
      ? // The phone is her mirror: she talks to the lens as she goes.
        { verb: 'do', rest: 'the make-up routine, talking straight to the camera' }
      : action,
  );
  // "…, talking to camera": the routine already talks to the lens; it is not said twice.
  if (reading.actions.some((action) => /talking straight to the camera/.test(action.rest)))
    reading.actions = reading.actions.filter(
      (action) =>
        !(
          /^(?:talk|chat|speak)$/.test(action.verb) &&
          /^to (?:the )?(?:camera|lens|phone)$/.test(action.rest)
        ),
    );
  const hook = reading.actions.findIndex((action) => action.line !== undefined);
  if (hook > 0) {
    const [line] = reading.actions.splice(hook, 1);
    if (line) reading.actions.unshift(line);
  }
}

/** Whoever films themselves for the phone, when the idea names no one ("GRWM …"). */
export const CREATOR: Subject = {
  phrase: 'the creator',
  head: 'creator',
  plural: false,
  kind: 'person',
  lang: 'en',
};

/**
 * "vertical video for TikTok: morning skincare routine": a routine named on its own is someone
 * doing it to the phone, not a thing on show.
 */
export function routineAsDoing(reading: Reading): void {
  const routine = reading.subject;
  if (reading.actions.length > 0 || routine?.head !== 'routine') return;
  if (
    !/\b(?:skin-?care|make-?up|morning|night|evening|bedtime|workout|hair)\b/i.test(routine.phrase)
  )
    return;
  reading.subject = { ...CREATOR };
  reading.actions = [
    {
      verb: 'do',
      // ("vertical 9:16 skincare routine": the format is the Technical line's, not the routine's.)
      rest: `${routine.phrase
        .replace(
          /\b(?:vertical|horizontal|\d+:\d+|tiktok|reels?|shorts|instagram|youtube)\s+/gi,
          '',
        )
        .replace(/^the /, 'a ')}, talking straight to the camera`,
      as: 'does',
    },
  ];
}

/**
 * A couple whose "he" and "she" do things: each doing (and its line) is the man's or the
 * woman's, not the couple's ("The couple says, "still got it"").
 */
export function splitCouple(
  subject: Subject,
  actions: Action[],
  dialogue: Plan['dialogue'],
  body: string,
): Plan['dialogue'] {
  if (!/^(?:couple|pair|parents|grandparents|newlyweds|lovers)$/.test(subject.head))
    return dialogue;
  const age = /\b(old|elderly|young|older)\b/i.exec(subject.phrase)?.[1]?.toLowerCase();
  const said = [...body.matchAll(/\b(he|she)\s+([a-z]+)/gi)].map((m) => ({
    who: (m[1] ?? '').toLowerCase(),
    verb: (m[2] ?? '').toLowerCase(),
  }));
  let out = dialogue;
  actions.forEach((action, index) => {
    if (action.who || !action.as) return;
    const at = said.findIndex((one) => one.verb === action.as);
    const one = said[at];
    if (!one) return;
    said.splice(at, 1);
    const noun = one.who === 'he' ? 'man' : 'woman';
    const phrase = `the ${age ? `${age} ` : ''}${noun}`;
    const who: Subject = { phrase, head: noun, plural: false, kind: 'person', lang: 'en' };
    actions[index] = { ...action, who };
    if (action.line !== undefined)
      out = out.map((line) =>
        line.line === action.line ? { ...line, speaker: phrase.replace(/^the/, 'The') } : line,
      );
  });
  return out;
}

/** A fight, a duel or a showdown named as a noun: who fights, and that they duel. */
function fightAsDoing(reading: Reading, body: string): void {
  const fight = reading.subject;
  if (!fight || !/^(?:fight|duel|battle|showdown|standoff|clash|swordfight)$/.test(fight.head))
    return;
  const between =
    /\bbetween ((?:two|the two|a pair of) [a-z ]+?|[a-z]+ and [a-z]+)(?= in\b| on\b| at\b|[,.;]|$)/i.exec(
      body,
    )?.[1];
  const who = between ? between.replace(/^two /i, 'the two ') : 'the two fighters';
  const head = who.split(' ').at(-1) ?? 'fighters';
  reading.subject = { phrase: who, head, plural: true, kind: 'person', lang: 'en' };
  const place = /\b(rooftop|bridge|street|alley|temple|forest|beach|arena)\b/i.exec(
    fight.phrase,
  )?.[1];
  const sword = /\bsword|blade|katana/i.test(fight.phrase) ? 'with swords' : '';
  reading.actions = [
    { verb: 'duel', rest: [sword, place ? `on the ${place}` : ''].filter(Boolean).join(' ') },
  ];
}

const FOLLOWED =
  /\b(?:a|an|the) ((?:little |young |old |lone |small )?(?:girl|boy|woman|man|child|kid|teenager|nurse|student|stranger|hiker|runner|traveller|traveler))\b/i;

/** A thing does the first doing, and "she"/"he" does the next: the one named is the subject. */
function followedPerson(reading: Reading): void {
  const thing = reading.subject;
  const [first] = reading.actions;
  if (!thing || thing.kind === 'person' || thing.kind === 'viewer' || !first || first.who) return;
  const later = reading.actions.some((action) => /^(?:she|he)$/.test(action.who?.phrase ?? ''));
  const named = FOLLOWED.exec(first.rest)?.[1];
  if (!later || !named) return;
  const head = named.split(' ').at(-1) ?? named;
  const person: Subject = {
    phrase: `the ${named}`,
    head,
    plural: false,
    kind: 'person',
    lang: 'en',
  };
  reading.subject = person;
  reading.actions = reading.actions.map((action, index) => {
    if (index === 0) return { ...action, who: thing };
    if (/^(?:she|he)$/.test(action.who?.phrase ?? '')) {
      const { who: _who, ...own } = action;
      return own;
    }
    return action;
  });
}

/** Whether a quoted line is text on the screen ("text overlay 'Monday fuel'", 字幕写着). */
export function onScreenText(core: string, line: string): boolean {
  const at = core.indexOf(line);
  if (at < 0) return false;
  const before = core.slice(Math.max(0, at - 30), at);
  // ("the logo text 'ORBIT'", 品牌名“声浪”: a name shown, not said.)
  return /(?:text overlay|overlay|\btext hook|\bhook text|\bon-screen hook|\btext|caption|title card|on-screen text|text on screen|subtitles?|the sign reads|a sign (?:that )?reads|text reads|with the text|logo(?: text)?|brand ?name|wordmark|tagline|slogan|字幕|文字|标语|招牌上写着|品牌名|品牌名称|logo|标志|广告语)\s*(?:reads|says)?\s*[:：,，]?\s*["“'「]$/i.test(
    before,
  );
}
