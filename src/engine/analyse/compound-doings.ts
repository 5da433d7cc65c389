/**
 * Sports named as a noun and a gerund ("mountain biking", "rock climbing", "scuba diving"):
 * read word by word, the noun became the subject ("The mountain bikes down a forest trail",
 * blind review 99). The reader is given the doing as a verb phrase instead; the idea's own
 * words are still what the prompt quotes.
 */
const DOINGS: readonly (readonly [string, string])[] = [
  ['mountain biking', 'riding a mountain bike'],
  ['rock climbing', 'climbing'],
  ['ice climbing', 'climbing the ice'],
  ['scuba diving', 'diving'],
  ['free diving', 'diving'],
  ['cliff diving', 'diving off a cliff'],
  ['sky diving', 'skydiving'],
  ['ice skating', 'skating on the ice'],
  ['roller skating', 'skating'],
  ['figure skating', 'skating'],
  ['horseback riding', 'riding a horse'],
  ['trail running', 'running'],
  ['bungee jumping', 'jumping on a bungee cord'],
  ['white water rafting', 'rafting down white water'],
  ['hang gliding', 'gliding under a hang glider'],
];

/** A doing used as a thing ("a mountain biking trail", "rock climbing gear") is left alone. */
const USED_AS_THING =
  '(?<!\\b(?:a|an|the|his|her|my|their|our|your|of) )(?<first>WORDS)(?! (?:trails?|gear|helmets?|shoes|parks?|routes?|clubs?|competitions?|races?|gyms?|walls?|lessons?|class(?:es)?|boots|rinks?)\\b)';

const PATTERNS = DOINGS.map(
  ([said, read]) =>
    [
      new RegExp(`\\b${USED_AS_THING.replace('WORDS', said.replace(/ /g, '[- ]'))}\\b`, 'gi'),
      read,
    ] as const,
);

/** "pops and locks" is one dance style, not two doings ("The dancer pops. The dancer locks."). */
const DANCE_STYLE = /\b(pops?|popping) and (?:locks?|locking)\b/gi;

export function compoundDoings(text: string): string {
  const danced = text.replace(DANCE_STYLE, (_, pop: string) =>
    /ing$/i.test(pop)
      ? 'dancing a pop-and-lock routine'
      : /s$/i.test(pop)
        ? 'dances a pop-and-lock routine'
        : 'dance a pop-and-lock routine',
  );
  if (!/ing\b/i.test(danced)) return danced;
  let read = danced;
  for (const [pattern, verb] of PATTERNS) read = read.replace(pattern, verb);
  return read;
}
