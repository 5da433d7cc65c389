import type { Language } from '../domain/schemas/template.ts';

/**
 * "no sound but her breathing", "除了呼吸声什么都听不到": the sound the person asked for, as an
 * Audio line that says it plainly (the idea's audio words otherwise left the line out).
 */
export function ownSound(text: string, lang: Language): string | undefined {
  const en =
    /\b(?:no sound|silence|nothing)(?: at all)? (?:but|except(?: for)?|apart from|other than) ((?:the |her |his |their |its |a |an )?[a-z' -]+?)(?=[,.;!?]|$)/i.exec(
      text,
    )?.[1];
  const zh =
    /(?:除了|只有|只剩下?)([\p{Script=Han}]{1,8}?)(?:的)?声(?:音)?(?:，|,)?(?:什么都听不到|一片寂静|没有别的声音)?/u.exec(
      text,
    )?.[1];
  if (lang === 'en' && en) return `only ${en.trim()}, nothing else`;
  if (lang === 'zh' && zh) return `只有${zh}声，没有别的声音`;
  // "尽头传来轮椅的声音": the sound the scene is about, from where it comes, in the quiet.
  const from =
    /(尽头|远处|楼上|楼下|门外|门后|隔壁|黑暗中|黑暗里|身后|窗外|床底下?|柜子里|衣柜里|走廊里)?(?:隐约|突然|忽然)?(?:传来|响起)(?:了)?(?:一阵|一声)?(\p{Script=Han}{1,8}?)(的声音|声音|声)/u.exec(
      text,
    );
  // (Footsteps, laughter or rain have lines of their own, heard with the place.)
  const known = /(?:脚步|笑|哭|喊|叫|呼吸|敲门|敲击|雨|风|雷|钟|铃|哨|水)$/.test(from?.[2] ?? '');
  if (lang === 'zh' && from?.[2] && !known)
    return `${from[1] ?? '远处'}传来${from[2]}${from[3] === '声' ? '声' : '的声音'}，四周很静`;
  // "Quiet, only breathing in the helmet": the one sound asked for, and nothing over it.
  const only =
    /\bonly (?:the sound of )?((?:her |his |their |the |a )?[a-z' -]+?) (?:in|inside) (?:the |her |his |their )?(helmet|room|car|dark)\b/i.exec(
      text,
    );
  if (lang === 'en' && only?.[1])
    return `only ${only[1].trim()} inside the ${only[2]}, nothing else`;
  // "风声很大": the wind the person hears is the sound, loud.
  if (
    /风声(?:很大|呼啸|猎猎|不断)|狂风呼啸|\b(?:howling|roaring|loud) wind\b|\bwind (?:howl\w*|roar\w*)\b/i.test(
      text,
    )
  )
    return lang === 'zh'
      ? '呼啸的风声灌满耳朵，盖过一切'
      : 'the wind roaring past, louder than everything else';
  // "no music just ticking": the one sound they kept.
  const kept =
    /\bno (?:music|score|soundtrack),? (?:just|only) (?:the )?([a-z' -]+?)(?=[,.;!?]|$)/i.exec(
      text,
    )?.[1];
  if (kept && lang === 'en') return `no music, only the ${kept.trim()}`;
  // "quiet, only breathing sounds", "just the sound of rain": the one sound asked for.
  // (What someone says, "It's just the wind", is no sound asked for.)
  const unsaid = text.replace(/"[^"]*"|“[^”]*”|「[^」]*」/g, ' ');
  const just =
    /\b(?:only|just) (?:the )?(?:sounds? of )?((?:her |his |their |the |a )?[a-z' -]+?)(?: sounds?| noises?)?(?=[,.;!?]|$)/i.exec(
      unsaid,
    )?.[1];
  if (
    lang === 'en' &&
    just &&
    /\b(?:breath\w*|heartbeat|footsteps|rain|wind|waves|ticking|clock|crackl\w*|hum\w*|whisper\w*|birdsong|crickets|silence)\b/i.test(
      just,
    )
  ) {
    const breathing =
      /^breath/i.test(just.trim()) && /\b(?:astronaut|space|helmet|orbit|iss)\b/i.test(text);
    return breathing
      ? 'only breathing inside the helmet, nothing else'
      : `only ${/^(?:her|his|their|the|a)\b|ing$/i.test(just.trim()) ? '' : 'the '}${just.trim()}, nothing else`;
  }
  // "no music": the clip's own sounds, said as the Audio line so no score is added.
  if (/\bno (?:music|score|soundtrack)\b|没有音乐|不要音乐|无配乐|不要配乐/i.test(text))
    return lang === 'zh'
      ? '不要配乐，只有现场的自然声'
      : 'no music, only the natural sounds of the moment';
  // "…, silence, then a bolt floats away": silence asked for is said, with what little is heard.
  const silent = /\b(?:silence|silent|in total quiet)\b|寂静无声|一片寂静|鸦雀无声|无声/i.test(
    text,
  );
  if (!silent) return undefined;
  // ("… answers "…". Then silence.": the silence comes after the words, not over the clip.)
  if (
    /\bthen (?:a |an )?(?:long |sharp |heavy |awkward )?silence\b|然后是?(?:一阵)?沉默|随后一片寂静/i.test(
      text,
    )
  )
    return lang === 'zh' ? '说话声，随后是长长的沉默' : 'the voices, then a long, heavy silence';
  const space = /\bastronauts?\b|\bspace\b|\borbit\b|\bspacewalk\b|宇航员|太空/i.test(text);
  if (lang === 'zh') return space ? '一片寂静，只有头盔里的呼吸声' : '一片寂静，只有最细微的声响';
  return space
    ? 'silence, only breathing inside the helmet'
    : 'silence, only the smallest sounds of the moment';
}
