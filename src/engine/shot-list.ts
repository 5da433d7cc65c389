/**
 * An idea written as a shot list: "close-up of a chef's knife slicing a tomato, then wide shot of
 * the busy kitchen, rack focus at the end". The person has planned the shots; the beats are those
 * shots in their order, each with what it shows, and the Camera line names them in that order.
 */
import type { Language } from '../domain/schemas/template.ts';

const SIZES: readonly (readonly [RegExp, string, string])[] = [
  [/^extreme close[- ]?ups?$/i, 'extreme close-up', '大特写'],
  [/^close[- ]?ups?$/i, 'close-up', '特写'],
  [/^medium (?:shot|close[- ]?up)s?$/i, 'medium shot', '中景'],
  [/^(?:wide|long|establishing|full) shots?$/i, 'wide shot', '全景'],
  [/^(?:aerial|drone) shots?$/i, 'aerial shot', '航拍'],
  [/^(?:overhead|top[- ]down) shots?$/i, 'overhead shot', '俯拍'],
  [/^tracking shots?$/i, 'tracking shot', '跟拍'],
];

/** "close-up of X", "then wide shot of Y", "cut to a medium shot of Z". */
const SEGMENT =
  /(?:^|[,;.]\s*|\bthen\s+|\bcut to\s+|\band\s+)(?:an?\s+)?(extreme close[- ]?ups?|close[- ]?ups?|medium (?:shot|close[- ]?up)s?|(?:wide|long|establishing|full) shots?|(?:aerial|drone) shots?|(?:overhead|top[- ]down) shots?|tracking shots?) (?:of|on) ([^,;.]+?)(?=\s*(?:[,;.]|\bthen\b|\bcut to\b|$))/gi;

const RACK = /\brack[- ]?focus(?:es|ing)?\b|\bfocus pull\b/i;

interface Shot {
  size: readonly [RegExp, string, string];
  what: string;
}

/** The shots an idea lists, in order; none unless it lists two or more with "then" or "cut to". */
export function listedShots(core: string): Shot[] {
  if (!/\bthen\b|\bcut to\b/i.test(core)) return [];
  const shots: Shot[] = [];
  for (const match of core.matchAll(SEGMENT)) {
    const size = SIZES.find(([pattern]) => pattern.test(match[1] ?? ''));
    const what = (match[2] ?? '').trim();
    if (size && what) shots.push({ size, what });
  }
  return shots.length >= 2 ? shots : [];
}

/** The beats of a shot list: a beat a shot, and the rack focus (if asked) as the last. */
export function shotListBeats(core: string, lang: Language): string[] | undefined {
  const shots = listedShots(core);
  if (shots.length === 0 || lang !== 'en') return undefined;
  const beats = shots.map(({ size, what }) => `${size[1]} of ${what}`);
  if (RACK.test(core))
    beats.push('the focus racks from the foreground to the background as the shot ends');
  return beats;
}

/** The Camera line's shots, in the order listed ("close-up, then wide shot"). */
export function listedShotSizes(core: string, lang: Language): string | undefined {
  const shots = listedShots(core);
  if (shots.length === 0) return undefined;
  const said = shots.map(({ size }) => (lang === 'zh' ? size[2] : size[1]));
  const rack = RACK.test(core) ? [lang === 'zh' ? '结尾移焦' : 'a rack focus at the end'] : [];
  return [
    ...said.map((size, index) =>
      index === 0 ? size : lang === 'zh' ? `随后${size}` : `then ${size}`,
    ),
    ...rack,
  ].join(lang === 'zh' ? '，' : ', ');
}
