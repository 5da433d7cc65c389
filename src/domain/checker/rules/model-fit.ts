import type { Draft, Rule } from '../context.ts';
import { removeLines, removeSpan, replaceSpan } from '../edit.ts';
import { LANGUAGE_NAMES, listOf } from '../messages.ts';
import type { Span } from '../prompt-text.ts';
import { readRatios, readResolutions } from '../shots.ts';
import { moveOf } from '../vocabulary.ts';
import { inBrackets, moveWithLeadIn } from './pacing.ts';

/** The offered length closest to a wish (the shorter of two equally close). */
function nearest(durations: readonly number[], seconds: number): number | undefined {
  let best: number | undefined;
  for (const offered of durations) {
    if (best === undefined || Math.abs(offered - seconds) < Math.abs(best - seconds)) {
      best = offered;
    }
  }
  return best;
}

/**
 * A length the model does not offer (error): the picked one (no fix: pick another), or one
 * written in the prompt (the fix writes the nearest length it offers).
 */
export const durationNotOffered: Rule = ({ pt, profile, requestSeconds, durations, language }) => {
  const offered = profile.durations;
  if (offered.length === 0 || profile.anyLength === true) return [];
  const allowed = `${listOf(offered, language)} ${language === 'zh' ? '秒' : 's'}`;
  const drafts: Draft[] = [];
  if (requestSeconds !== undefined && !offered.includes(requestSeconds)) {
    drafts.push({ rule: 'duration-not-offered', params: { seconds: requestSeconds, allowed } });
  }
  const seen = new Set<number>();
  for (const mention of durations) {
    if (offered.includes(mention.seconds) || seen.has(mention.seconds)) continue;
    if (mention.seconds === requestSeconds) continue;
    seen.add(mention.seconds);
    const to = nearest(offered, mention.seconds) as number;
    const chineseNumeral = !/\d/.test(pt.text.slice(mention.number.start, mention.number.end));
    drafts.push({
      rule: 'duration-not-offered',
      params: { seconds: mention.seconds, allowed },
      span: { start: mention.start, end: mention.end },
      fix: {
        label: 'changeDuration',
        params: { to },
        prompt: chineseNumeral
          ? replaceSpan(pt.text, mention, `${to} 秒`)
          : replaceSpan(pt.text, mention.number, String(to)),
      },
    });
  }
  return drafts;
};

/**
 * Settings written as prose where the model takes them as settings (tip): a technical line,
 * a written length, aspect ratio or resolution. The fix takes them all out of the text.
 */
export const settingsInProse: Rule = ({ pt, profile, durations, active }) => {
  if (!profile.settingsOutsidePrompt) return [];
  const lines = pt.lines.filter((line) => line.label === 'technical');
  const inLine = (span: Span) =>
    lines.some((line) => span.start >= line.start && span.end <= line.end);
  const loose: Span[] = [
    ...durations,
    ...readRatios(pt.text).filter((ratio) => ratio.numeric),
    ...readResolutions(pt.text),
  ].filter((span) => active(span.start) && !inLine(span));
  const first = [...lines, ...loose].sort((a, b) => a.start - b.start)[0];
  if (first === undefined) return [];
  // From the end, so every span still points at the text it was found in.
  const edits = [
    ...loose.map((span) => ({ span, line: false })),
    ...lines.map((span) => ({ span, line: true })),
  ].sort((a, b) => b.span.start - a.span.start);
  let prompt = pt.text;
  for (const { span, line } of edits) {
    if (line) {
      prompt = removeLines(prompt, [span]);
      continue;
    }
    // "一段 15 秒的视频" → "一段视频": the 的 goes with the length.
    const end = prompt.charAt(span.end) === '的' ? span.end + 1 : span.end;
    prompt = removeSpan(prompt, { start: span.start, end });
  }
  const setting = pt.text.slice(first.start, first.end).trim();
  return [
    {
      rule: 'settings-in-prose',
      params: { setting: setting.length > 40 ? `${setting.slice(0, 39)}…` : setting },
      span: { start: first.start, end: first.end },
      fix: { label: 'removeSettings', prompt },
    },
  ];
};

/** A prompt language the model's guide does not list (tip; Chinese for Veo). No fix. */
export const promptLanguage: Rule = ({ pt, profile, language }) => {
  if (profile.languages.length === 0 || profile.languages.includes(pt.lang)) return [];
  if (!/[\p{L}]/u.test(pt.text)) return [];
  return [
    {
      rule: 'prompt-language',
      params: {
        languages: listOf(
          profile.languages.map((code) => LANGUAGE_NAMES[code][language]),
          language,
        ),
        lang: LANGUAGE_NAMES[pt.lang][language],
      },
    },
  ];
};

/** The bracket commands a text gives, lower-cased: "[Pan left, Zoom in]" → pan left, zoom in. */
function bracketed(text: string): string[] {
  return [...text.matchAll(/\[([^\]\n]{1,80})\]/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s*,\s*/).map((command) => command.trim().toLowerCase()),
  );
}

/** Hailuo reads camera moves as bracket commands (tip): the fix writes the move as one. */
export const hailuoCameraBrackets: Rule = ({ pt, profile, moves, shots }) => {
  if (profile.cameraSyntax !== 'brackets') return [];
  const drafts: Draft[] = [];
  for (const move of moves) {
    const command = moveOf(move.text)?.hailuo;
    if (command === undefined || inBrackets(pt.text, move.start)) continue;
    // The move is already given as a command in this shot: the words only describe it.
    const shot = shots.shots.find((each) => move.start >= each.start && move.end <= each.end);
    const shotText = shot ? pt.text.slice(shot.start, shot.end) : pt.text;
    if (bracketed(shotText).includes(command.toLowerCase())) continue;
    const span = moveWithLeadIn(pt.text, move);
    const lead = pt.text.slice(span.start, move.start);
    // Keep a connecting comma or "and then" in front of the command.
    const keep =
      /^\s*[,，]?\s*(?:(?:and|then|and then)\s+)?|^(?:然后|接着)?/i.exec(lead)?.[0] ?? '';
    drafts.push({
      rule: 'hailuo-camera-brackets',
      params: { phrase: move.text, command },
      span: { start: move.start, end: move.end },
      fix: {
        label: 'bracket',
        params: { command },
        prompt: replaceSpan(
          pt.text,
          { start: span.start + keep.length, end: span.end },
          `[${command}]`,
        ),
      },
    });
  }
  return drafts;
};
