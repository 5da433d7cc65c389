/**
 * Hailuo's camera commands: the move a camera line describes, as the bracket commands MiniMax
 * documents ([Push in], [Tracking shot], [Truck left, Pan right] …). At most three in one
 * bracket; they take effect in the order the text gives them. The English commands are used in
 * Chinese prompts too: they are the model's syntax, not prose (and the Chinese command 推进 is a
 * term the glossary retires from prose).
 */

/** A move, the words that describe it (English and Chinese), and its commands. */
// Hyphens too: the builder writes its choices by value ("tilt-up", "pan-left", "whip-pan").
const MOVES: readonly { re: RegExp; commands: readonly string[] }[] = [
  { re: /\borbit|\barc(s|ing)? around|环绕/i, commands: ['Truck left', 'Pan right'] },
  { re: /zoom(s|ing)?[- ](in|into)|crash[- ]zoom|变焦推|急推/i, commands: ['Zoom in'] },
  { re: /zoom(s|ing)?[- ]out|变焦拉/i, commands: ['Zoom out'] },
  { re: /push(es|ing)?[- ]in|dolly[- ]in|(?<!变焦)推镜头|推向|推至|逼近/i, commands: ['Push in'] },
  {
    re: /pull(s|ing)?[- ](back|out)|dolly[- ](out|back)|(?<!变焦)拉镜头|拉远/i,
    commands: ['Pull out'],
  },
  {
    re: /tracking|follow(s|ing)?\b|alongside|keeping pace|moving (forward )?with|跟拍|跟随|并行|同步|同游|随骑行/i,
    commands: ['Tracking shot'],
  },
  { re: /pan(s|ning)?[- ]left|向左摇/i, commands: ['Pan left'] },
  { re: /pan(s|ning)?[- ]right|whip[- ]?pan|向右摇|甩镜/i, commands: ['Pan right'] },
  // "a slow pan that follows the animal": a pan with no side named is written as the checker
  // and Hailuo read it, [Pan right].
  {
    re: /\b(?:camera|slow|slowly|quick|gentle) pan(s|ning)?\b(?![- ](?:left|right))/i,
    commands: ['Pan right'],
  },
  { re: /tilt(s|ing)?[- ]up|上摇/i, commands: ['Tilt up'] },
  { re: /tilt(s|ing)?[- ]down|下摇/i, commands: ['Tilt down'] },
  {
    re: /\bcrane(?![- ]down)|rising|drone|pedestal up|升起|上升|无人机|摇臂/i,
    commands: ['Pedestal up'],
  },
  { re: /crane[- ]down|descend|pedestal down|下降/i, commands: ['Pedestal down'] },
  { re: /slide|lateral|truck(s|ing)?[- ]right|平移|横移/i, commands: ['Truck right'] },
  { re: /truck(s|ing)?[- ]left/i, commands: ['Truck left'] },
  { re: /handheld|shak|手持/i, commands: ['Shake'] },
  { re: /locked[- ]off|tripod|stays still|static|固定机位|保持不动/i, commands: ['Static shot'] },
];

/** The most commands one bracket takes. */
const MAX_COMMANDS = 3;

/**
 * The bracket for a camera description, commands in the order the text names the moves, or
 * '' when it names none Hailuo has a command for.
 */
export function bracketCommands(camera: string): string {
  // A pan that follows something is one pan, not a pan and a tracking shot.
  const text = camera.replace(/\b(pan(?:s|ning)?)(?: that)? follow(?:s|ing)?\b/gi, '$1');
  const found: { at: number; commands: readonly string[] }[] = [];
  for (const move of MOVES) {
    const match = move.re.exec(text);
    if (match) found.push({ at: match.index, commands: move.commands });
  }
  const commands = [
    ...new Set(found.sort((a, b) => a.at - b.at).flatMap((move) => move.commands)),
  ].slice(0, MAX_COMMANDS);
  return commands.length === 0 ? '' : `[${commands.join(', ')}]`;
}
