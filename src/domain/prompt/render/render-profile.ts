/**
 * The same sections written the way each model's guide asks (issue 16, point 2): its section
 * order (from the profile's data), its labels, its camera and dialogue syntax, numbered shots
 * where the model reads them, positive phrasing where the guide advises it, a negative prompt
 * where the model has the field, and no duration line where the model takes it as a setting.
 * The person's words are written verbatim and never cut.
 *
 * The engine's universal layout stays in src/engine/render.ts (its output is pinned byte for
 * byte); the universal layout here is the builder's labelled lines.
 */
import type { ModelProfile, SectionKey } from '../../models/model-profile-schema.ts';
import type { Language } from '../../site/languages.ts';
import { bracketCommands } from './bracket-camera.ts';
import {
  defaultNegativePrompt,
  isNegation,
  negativeNouns,
  positiveSafety,
  withoutNegations,
} from './positive.ts';
import type { PromptSection, RenderRequest, RenderedPrompt, SectionKind } from './render-types.ts';

type Pair = readonly [en: string, zh: string];
const say = (pair: Pair, lang: Language) => (lang === 'zh' ? pair[1] : pair[0]);

/** The engine's own labels (src/engine/vocabulary/labels.ts), which the refiner recognises. */
const LABELS: Record<SectionKind, Pair> = {
  style: ['Style', '风格'],
  scene: ['Scene', '场景'],
  camera: ['Camera', '镜头'],
  lens: ['Lens', '焦段'],
  lighting: ['Lighting', '光线'],
  texture: ['Texture', '质感'],
  palette: ['Palette', '配色'],
  physics: ['Physics', '物理'],
  motion: ['Motion', '动作'],
  beats: ['Action beats', '动作节拍'],
  audio: ['Audio', '声音'],
  dialogue: ['Dialogue', '对白'],
  technical: ['Technical', '技术参数'],
  safety: ['Safety', '安全'],
};

const SENTENCE_END = /[.!?。！？…]$/;
/** A quote that closes a sentence: `…slowly."` or `…花！”`. */
const QUOTED_END = /[.!?。！？…]["”]$/;
function sentence(lang: Language, text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || SENTENCE_END.test(trimmed) || QUOTED_END.test(trimmed)) return trimmed;
  return trimmed + (lang === 'zh' ? '。' : '.');
}
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const colon = (lang: Language) => (lang === 'zh' ? '：' : ': ');
const labelled = (label: Pair, lang: Language, content: string) =>
  `${say(label, lang)}${colon(lang)}${content}`;

/** A beat line as the engine writes it: "2. [4-8s] The fox crosses." / "2.【5-10 秒】橘猫跳上窗台。" */
const BEAT_RE = /^\s*(\d+)\.\s*(\[[^\]]*\]|【[^】]*】)?\s*(.*)$/;
function beatsOf(section: PromptSection): { n: string; time: string; text: string }[] {
  return section.lines.map((line, index) => {
    const match = BEAT_RE.exec(line);
    return match
      ? { n: match[1] ?? String(index + 1), time: match[2] ?? '', text: match[3] ?? '' }
      : { n: String(index + 1), time: '', text: line };
  });
}

/** A dialogue line as the engine writes it: `- The fisherman: "…"` / `- 奶奶：“…”`. */
const DIALOGUE_RE = /^\s*-\s*(.+?)(?::\s|：)(.*)$/;
function linesOfDialogue(section: PromptSection): { speaker: string; quote: string }[] {
  return section.lines.flatMap((line) => {
    const match = DIALOGUE_RE.exec(line);
    return match ? [{ speaker: match[1] ?? '', quote: (match[2] ?? '').trim() }] : [];
  });
}

/**
 * Speech in the prose, as Veo's guide writes it: `The fisherman says: "…"`. A line the prompt
 * already quotes (in the person's words or a beat) is not said twice.
 */
function quotedSpeech(section: PromptSection, lang: Language, already = ''): string[] {
  const inner = (quote: string) => quote.replace(/^["“]|["”]$/g, '');
  const said = (quote: string) => inner(quote) !== '' && already.includes(inner(quote));
  return linesOfDialogue(section).flatMap(({ speaker, quote }) => {
    if (said(quote)) return [];
    if (lang === 'zh') return [`${speaker}说：${quote}`];
    const who = /^(voice-?over|narrator)$/i.test(speaker) ? `A ${speaker.toLowerCase()}` : speaker;
    return [`${who} says: ${quote}`];
  });
}

/** The section's content as one sentence (several lines joined). */
const contentOf = (section: PromptSection, lang: Language) =>
  sentence(lang, section.lines.join(lang === 'zh' ? '' : ' '));

/**
 * Sections as a model that advises against "no X" needs them: the safety note said positively,
 * negated tails cut from the rest, a section with nothing positive left dropped.
 */
function positiveSections(sections: readonly PromptSection[], lang: Language): PromptSection[] {
  return sections.flatMap((section) => {
    if (section.kind === 'safety') {
      const text = positiveSafety(section.lines.join(lang === 'zh' ? '；' : '; '), lang);
      return text === '' ? [] : [{ ...section, lines: [capitalize(text)] }];
    }
    if (section.kind === 'dialogue') return [section];
    const lines = section.lines
      .map((line) => withoutNegations(line, lang))
      .filter((line) => line !== '' && !isNegation(line, lang));
    return lines.length === 0 ? [] : [{ ...section, lines }];
  });
}

/** The negative-prompt field: the safety note's exclusions as nouns, or the usual two. */
function negativeField(sections: readonly PromptSection[], lang: Language): string {
  const safety = sections.find((section) => section.kind === 'safety');
  const fromNote = safety ? negativeNouns(safety.lines.join(' '), lang) : '';
  return fromNote !== '' ? fromNote : defaultNegativePrompt(lang);
}

/** How a profile writes its parts in the lines layout. */
interface LinesSpec {
  /** Label per kind; kinds sharing a label (the same Pair) next to each other share a line. */
  labels: Partial<Record<SectionKind, Pair>>;
  /** Kinds written as plain sentences after the person's words, without a label. */
  unlabelled?: readonly SectionKind[];
  beats: 'block' | 'shots' | 'timed-shots' | 'list';
  dialogue: 'block' | 'quoted';
  /** Kinds gathered under a header line, each on its own labelled line (Sora's Cinematography). */
  header?: { label: Pair; kinds: readonly SectionKind[] };
}

const SHOT: Pair = ['Shot', '镜头'];
const AMBIANCE: Pair = ['Ambiance', '氛围'];
const MOVEMENT: Pair = ['Movement', '运动'];
const ATMOSPHERE: Pair = ['Atmosphere', '氛围'];
const CAMERA_MOVE: Pair = ['Camera', '运镜'];

function beatLines(section: PromptSection, spec: LinesSpec, lang: Language): string[] {
  const beats = beatsOf(section);
  switch (spec.beats) {
    case 'shots':
      return beats.map(
        ({ n, text }) => `${say(SHOT, lang)}${lang === 'zh' ? '' : ' '}${n}${colon(lang)}${text}`,
      );
    case 'timed-shots':
      return beats.map(
        ({ n, time, text }) =>
          `${say(SHOT, lang)}${lang === 'zh' ? '' : ' '}${n}${time ? (lang === 'zh' ? time : ` ${time}`) : ''}${colon(lang)}${text}`,
      );
    case 'list':
      return beats.map(({ text }) => `- ${text}`);
    case 'block':
      return [...section.lines];
  }
}

/** Labelled lines in the profile's order (Veo, Kling, Seedance, Wan, Sora, the builder's universal). */
function writeLines(
  order: readonly SectionKey[],
  req: RenderRequest,
  sections: readonly PromptSection[],
  spec: LinesSpec,
): { lines: string[]; written: PromptSection[] } {
  const { lang } = req;
  const out: string[] = [];
  const written: PromptSection[] = [];
  let merging: { label: Pair; index: number; parts: string[] } | undefined;
  let headerWritten = false;
  for (const key of order) {
    if (key === 'words') {
      if (req.words !== '') out.push(req.words);
      merging = undefined;
      continue;
    }
    for (const section of sections.filter((s) => s.kind === key)) {
      written.push(section);
      if (key === 'beats') {
        const lines = beatLines(section, spec, lang);
        const shots = spec.beats === 'shots' || spec.beats === 'timed-shots';
        const label = spec.labels.beats ?? LABELS.beats;
        out.push(...(shots ? lines : [labelled(label, lang, '').trimEnd(), ...lines]));
        merging = undefined;
        continue;
      }
      if (key === 'dialogue') {
        if (spec.dialogue === 'quoted') out.push(...quotedSpeech(section, lang, out.join('\n')));
        else
          out.push(
            labelled(spec.labels.dialogue ?? LABELS.dialogue, lang, '').trimEnd(),
            ...section.lines,
          );
        merging = undefined;
        continue;
      }
      const label = spec.labels[key] ?? LABELS[key];
      if (spec.unlabelled?.includes(key)) {
        out.push(capitalize(contentOf(section, lang)));
        merging = undefined;
        continue;
      }
      if (spec.header?.kinds.includes(key) && !headerWritten) {
        out.push(labelled(spec.header.label, lang, '').trimEnd());
        headerWritten = true;
      }
      const joined = section.lines.join(lang === 'zh' ? '' : ' ').replace(/[.。]$/, '');
      const part = lang === 'zh' ? joined : capitalize(joined);
      if (merging && merging.label === label) {
        // "…shadows; snow white, ice blue": a part that joins a line starts in lower case.
        merging.parts.push(
          /^[A-Z][a-z]/.test(part) ? part.charAt(0).toLowerCase() + part.slice(1) : part,
        );
        out[merging.index] = labelled(
          label,
          lang,
          sentence(lang, merging.parts.join(lang === 'zh' ? '；' : '; ')),
        );
        continue;
      }
      merging = { label, index: out.length, parts: [part] };
      out.push(labelled(label, lang, sentence(lang, part)));
    }
  }
  return { lines: out, written };
}

/** Prose in the profile's order: the words on the first line, the rest as sentences (Hailuo, Runway, Luma). */
function writeProse(
  order: readonly SectionKey[],
  req: RenderRequest,
  sections: readonly PromptSection[],
  lead: string,
): { lines: string[]; written: PromptSection[] } {
  const { lang } = req;
  const sentences: string[] = [];
  const written: PromptSection[] = [];
  for (const key of order) {
    if (key === 'words') continue;
    for (const section of sections.filter((s) => s.kind === key)) {
      written.push(section);
      if (key === 'beats')
        sentences.push(...beatsOf(section).map(({ text }) => sentence(lang, text)));
      else if (key === 'dialogue')
        sentences.push(...quotedSpeech(section, lang, [req.words, ...sentences].join(' ')));
      else {
        const text = section.lines.join(lang === 'zh' ? '' : ' ');
        sentences.push(sentence(lang, lang === 'zh' ? text : capitalize(text)));
      }
    }
  }
  const first = [lead, req.words].filter((part) => part !== '').join(' ');
  const rest = sentences.join(lang === 'zh' ? '' : ' ');
  return { lines: [first, rest].filter((line) => line !== ''), written };
}

const SPECS: Partial<Record<ModelProfile['id'], LinesSpec>> = {
  // Subject, context, action, style; camera; ambiance (light and colour); speech in quotes.
  veo: {
    labels: {
      scene: ['Context', '环境'],
      lighting: AMBIANCE,
      palette: AMBIANCE,
      texture: AMBIANCE,
    },
    unlabelled: ['safety'],
    beats: 'block',
    dialogue: 'quoted',
  },
  // Subject, movement, scene, then camera, light and atmosphere.
  kling: {
    labels: {
      beats: MOVEMENT,
      motion: MOVEMENT,
      palette: ATMOSPHERE,
      texture: ATMOSPHERE,
      style: ATMOSPHERE,
      audio: ['Sound', '声音'],
    },
    unlabelled: ['safety'],
    beats: 'block',
    dialogue: 'quoted',
  },
  // Numbered shots in event order (镜头1、镜头2…), so the camera line is 运镜.
  seedance: {
    labels: { camera: CAMERA_MOVE },
    beats: 'shots',
    dialogue: 'quoted',
  },
  // Multi-shot as "Shot 1 [0-3 s]: …", as Alibaba's own example writes it.
  wan: {
    labels: { camera: CAMERA_MOVE },
    unlabelled: ['safety'],
    beats: 'timed-shots',
    dialogue: 'quoted',
  },
  // Style first, prose, then Cinematography, Actions, Dialogue and Background Sound blocks.
  sora: {
    labels: { beats: ['Actions', '动作节拍'], audio: ['Background Sound', '背景声音'] },
    unlabelled: ['scene'],
    beats: 'list',
    dialogue: 'block',
    header: {
      label: ['Cinematography', '摄影'],
      kinds: ['camera', 'lighting', 'palette', 'texture'],
    },
  },
};

/** The builder's universal layout: one labelled line per part, in the spec's order. */
export const BUILDER_LABELS: Partial<Record<SectionKind, Pair>> = {
  style: ['Visual', '画面'],
  technical: ['Duration', '时长'],
};

const LANGUAGE_NAMES: Record<Language, Pair> = { en: ['English', '英文'], zh: ['Chinese', '中文'] };

/** A name inside Chinese text: a space only where it meets Latin letters or digits ("在 Veo 3.1 的"). */
const spaced = (name: string) =>
  `${/^[A-Za-z0-9]/.test(name) ? ' ' : ''}${name}${/[A-Za-z0-9]$/.test(name) ? ' ' : ''}`;

/** The engine notes "Set the style up front": where the style is not up front, it is just set. */
const styleNote = (note: string) =>
  note
    .replace(/^Set the style up front: /, 'Set the style: ')
    .replace(/^开头设定风格：/, '设定风格：');

/** Notes the profile itself adds, after the sections' own. */
function profileNotes(
  profile: ModelProfile,
  req: RenderRequest,
  extra: { bracket: string; shots: boolean },
): string[] {
  const { lang, settings } = req;
  const name = lang === 'zh' ? spaced(profile.names.zh) : profile.names.en;
  const notes: string[] = [];
  if (profile.status === 'retired' && profile.retiredOn) {
    notes.push(
      lang === 'zh'
        ? `${name.trimStart()}已于 ${profile.retiredOn.value} 停止服务，此格式仅供参考`
        : `${name} was shut down on ${profile.retiredOn.value}: this layout is kept for reference`,
    );
  }
  if (!profile.languages.value.includes(lang)) {
    const names = profile.languages.value.map((code) =>
      lang === 'zh' ? LANGUAGE_NAMES[code][1] : LANGUAGE_NAMES[code][0],
    );
    notes.push(
      lang === 'zh'
        ? `${name}的指南建议用${names.join('或')}写提示词`
        : `${name}'s guide asks for prompts in ${names.join(' or ')}`,
    );
  }
  if (profile.settingsAsParameters.value) {
    const values = [
      lang === 'zh' ? settings.duration.replace(/s$/, ' 秒') : settings.duration,
      settings.aspectRatio,
      settings.resolution,
    ].filter(Boolean);
    notes.push(
      lang === 'zh'
        ? `时长、画幅和分辨率在${name}的参数里设置，不写进提示词：${values.join('，')}`
        : `Duration, ratio and resolution go in ${name}'s settings, not the prompt: ${values.join(', ')}`,
    );
  }
  if (profile.negativePrompt.value === 'field') {
    notes.push(
      lang === 'zh'
        ? '要排除的内容放进负面提示词'
        : 'What must not appear goes in the negative prompt',
    );
  } else if (profile.negativePrompt.value === 'positive-only') {
    notes.push(
      lang === 'zh'
        ? `按${name}指南的建议，全部用正面表述`
        : `Everything is phrased positively, as ${name}'s guide advises`,
    );
  }
  if (extra.bracket !== '') {
    notes.push(
      lang === 'zh'
        ? `运镜写成海螺的指令 ${extra.bracket}`
        : `Camera move written as Hailuo's command ${extra.bracket}`,
    );
  }
  if (extra.shots)
    notes.push(lang === 'zh' ? '动作节拍写成编号镜头' : 'Action beats written as numbered shots');
  return notes.map((note) => note.trimStart());
}

/**
 * Write the person's words and the chosen sections for one model. For universal this is the
 * builder's layout: labelled lines in the order the sections come (`order` gives it).
 */
export function renderProfile(
  profile: ModelProfile,
  req: RenderRequest,
  order: readonly SectionKey[] = profile.sectionOrder.value,
): RenderedPrompt {
  const { lang } = req;
  const positive = profile.negativePrompt.value !== 'none';
  const sections = positive ? positiveSections(req.sections, lang) : [...req.sections];
  const camera = sections.find((section) => section.kind === 'camera');
  const bracket =
    profile.cameraSyntax.value === 'brackets' && camera
      ? bracketCommands(camera.lines.join(' '))
      : '';
  const keys = order.filter((key) => key === 'words' || sections.some((s) => s.kind === key));

  let result: { lines: string[]; written: PromptSection[] };
  const spec = SPECS[profile.id];
  if (profile.id === 'universal') {
    result = writeLines(keys, req, sections, {
      labels: BUILDER_LABELS,
      beats: 'block',
      dialogue: 'block',
    });
  } else if (spec) {
    result = writeLines(keys, req, sections, spec);
  } else {
    result = writeProse(keys, req, sections, bracket);
  }
  const shots = spec?.beats === 'shots' || spec?.beats === 'timed-shots';
  const hasBeats = result.written.some((section) => section.kind === 'beats');
  const styleFirst = keys.find((key) => key !== 'words') === 'style';
  const enhancements = [
    ...result.written
      .map((section) => (styleFirst ? section.note : styleNote(section.note)))
      .filter((note) => note !== ''),
    ...(profile.id === 'universal'
      ? []
      : profileNotes(profile, req, { bracket, shots: shots && hasBeats })),
  ];
  return {
    prompt: result.lines.join('\n'),
    enhancements,
    ...(profile.negativePrompt.value === 'field'
      ? { negativePrompt: negativeField(req.sections, lang) }
      : {}),
  };
}
