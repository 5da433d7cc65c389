/**
 * The subject without words that say how the clip looks or when it is, not what it shows:
 * "the anime girl on the rooftop" is the girl on the rooftop, "新款电动牙刷产品" the toothbrush.
 */
import type { Subject } from '../../domain/prompt/plan.ts';

const STYLE_LEAD =
  /^the (?:studio ghibli style|ghibli[- ]style|ghibli|pixar[- ]style|anime|cartoon|animated|claymation|cinematic|pixel|pixel-art|3d|noir|vintage|retro|cyberpunk|documentary|epic|slow-motion|slow motion|cozy|cosy|dreamy|moody|aesthetic|chill|lo-fi|lofi|vertical|tiktok)(?:[- ]style|-styled|-inspired)?\s+/i;

const TIMES =
  '(?:the )?(?:dawn|sunrise|morning|noon|midday|afternoon|dusk|sunset|evening|night|midnight|day|daylight|twilight)';
const SPAN_TAIL = new RegExp(
  ` (?:from|at) ${TIMES} (?:to|into|until|turning (?:to|into)) ${TIMES}$`,
  'i',
);

/** The subject without style words in front ("the anime rooftop fight" → "the rooftop fight"). */
export function cleanSubject(subject: Subject | undefined): Subject | undefined {
  // "新款电动牙刷产品广告": 产品 says what kind of clip it is, not what is filmed; so does the
  // 的 before it ("一杯奶茶的产品广告" films 奶茶).
  if (subject?.lang === 'zh' && /\p{Script=Han}{2}的?产品$/u.test(subject.phrase)) {
    const phrase = subject.phrase.replace(/的?产品$/, '');
    const head = subject.head.replace(/的?产品$/, '');
    return { ...subject, phrase, head: head === '' ? phrase : head };
  }
  if (!subject || subject.lang !== 'en') return subject;
  // ("the milky way" is a name: "the way" alone is no English.)
  let phrase = subject.phrase.replace(/\bmilky way\b/i, 'Milky Way');
  while (STYLE_LEAD.test(phrase)) phrase = phrase.replace(STYLE_LEAD, 'the ');
  // "the skyline from afternoon to night": the time it spans is the light's, not the subject's.
  phrase = phrase.replace(SPAN_TAIL, '');
  // "the sneaker against the bright yellow wall": the backdrop is the Scene line's.
  phrase = phrase.replace(
    / (?:against|in front of|on) the (?:[\w-]+ ){0,3}(?:backdrop|background|wall|seamless|paper|curtain)$/i,
    '',
  );
  // "ramen steam": the steam is the ramen's; the ramen is what is filmed.
  phrase = phrase.replace(/^(the (?:[\w-]+ ){0,2}[\w-]+) (?:steam|smoke|aroma)$/i, '$1');
  // "an old fisherman on a dock about how the sea has changed": the topic is what he talks
  // about, not who he is.
  if (subject.kind === 'person') phrase = phrase.replace(/ (?:about|on the subject of) .*$/i, '');
  // ("the early morning ferry": when is the light's, not part of the ferry's name.)
  phrase = phrase.replace(
    /^the (?:early[- ]morning|late[- ]night|late[- ]afternoon|midnight|dawn|dusk) (?=\w)/i,
    'the ',
  );
  // "a baker at 4 am": when is the light's, not who she is.
  if (subject.kind === 'person')
    phrase = phrase.replace(
      / at (?:\d{1,2}(?::\d\d)? ?(?:am|pm)|dawn|dusk|night|midnight|noon)$/i,
      '',
    );
  // ("the 9:16 gym transformation": the frame's ratio is no part of the thing.)
  phrase = phrase.replace(/\b\d{1,2}[:：]\d{1,2}\s+/g, '');
  // "smartwatch ad": the format word is not the thing filmed.
  phrase = phrase.replace(
    /(?<=\w) (?:brand )?(?:ad|advert|commercial|promo|video|clip|reel)$|(?<=\w) brand$/i,
    '',
  );
  // "wireless earbuds product ad": "product" says what kind of clip it is, too; so does a
  // "sneaker drop" or a "headphones launch" (the release, not a thing that drops).
  const product = / (?:product|drop|launch|release)$/i.test(phrase);
  phrase = phrase.replace(/(?<=\w{3}) (?:product|drop|launch|release)$/i, '');
  if (phrase !== subject.phrase && !phrase.includes(' of ')) {
    // "the anime girl on the rooftop": the girl is still the head once the look word goes.
    const words = phrase.split(' ');
    const head = words.includes(subject.head) ? subject.head : (words.at(-1) ?? subject.head);
    // "the wireless earbuds product" was one product; "the wireless earbuds" are two.
    const plural = product ? /[^s]s$/.test(head) : subject.plural;
    return phrase === 'the' ? undefined : { ...subject, phrase, head, plural };
  }
  return phrase === 'the' ? undefined : { ...subject, phrase };
}
