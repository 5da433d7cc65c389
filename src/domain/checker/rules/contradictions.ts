import type { Context, Draft, Rule } from '../context.ts';
import { removeSpan, replaceAll, replaceSpan } from '../edit.ts';
import type { TermMatch } from '../prompt-text.ts';
import { readRatios } from '../shots.ts';
import {
  CARTOON_TERMS,
  DAY_TERMS,
  LIVE_ACTION_TERMS,
  MIXED_MEDIUM_TERMS,
  NIGHT_TERMS,
  TIME_TRANSITION_TERMS,
} from '../vocabulary.ts';

const secondsText = (value: number, language: 'en' | 'zh') =>
  language === 'zh' ? `${value} 秒` : `${value} s`;

/**
 * Two clip lengths (error): written twice differently, or written unlike the length the person
 * picked. The fix writes one length throughout: the picked one, else the first written.
 */
export const durationContradiction: Rule = ({ pt, durations, requestSeconds, language }) => {
  const written = durations[0];
  if (written === undefined) return [];
  const keep = requestSeconds ?? written.seconds;
  const differing = durations.filter((mention) => mention.seconds !== keep);
  const other = differing[0];
  if (other === undefined) return [];
  const firstText =
    requestSeconds !== undefined
      ? secondsText(requestSeconds, language)
      : pt.text.slice(written.start, written.end);
  return [
    {
      rule: 'contradiction-duration',
      ...(requestSeconds !== undefined ? { variant: 'picked' } : {}),
      params: { first: firstText, second: pt.text.slice(other.start, other.end) },
      span: { start: other.start, end: other.end },
      fix: {
        label: 'useOne',
        params: { keep: secondsText(keep, language) },
        prompt: replaceAll(
          pt.text,
          differing.map((mention) => ({ span: mention.number, insert: String(keep) })),
        ),
      },
    },
  ];
};

/** Two aspect ratios (error); when the others are numbers, the fix writes the first throughout. */
export const ratioContradiction: Rule = ({ pt, active }) => {
  const ratios = readRatios(pt.text).filter((mention) => active(mention.start));
  const first = ratios[0];
  if (first === undefined) return [];
  const differing = ratios.filter((mention) => mention.ratio !== first.ratio);
  const other = differing[0];
  if (other === undefined) return [];
  const draft: Draft = {
    rule: 'contradiction-aspect-ratio',
    params: {
      first: pt.text.slice(first.start, first.end),
      second: pt.text.slice(other.start, other.end),
    },
    span: { start: other.start, end: other.end },
  };
  if (!differing.every((mention) => mention.numeric)) return [draft];
  const keep = first.numeric ? pt.text.slice(first.start, first.end) : first.ratio;
  // Where the kept ratio is already written in the same sentence, the other one just goes.
  let prompt = pt.text;
  for (const mention of [...differing].reverse()) {
    const sentence = pt.sentenceAt(mention.start);
    const twice = ratios.some(
      (each) =>
        each.ratio === first.ratio && each.start >= sentence.start && each.end <= sentence.end,
    );
    prompt = twice ? removeSpan(prompt, mention) : replaceSpan(prompt, mention, keep);
  }
  return [{ ...draft, fix: { label: 'useOne', params: { keep }, prompt } }];
};

function meant(context: Context, matches: readonly TermMatch[]): TermMatch[] {
  return matches.filter(
    (match) =>
      context.active(match.start) && !context.negated(match.start) && !context.quoted(match.start),
  );
}

/** Day and night in one shot with no change of time written between them (error). */
export const dayNightContradiction: Rule = (context) => {
  const { pt, shots } = context;
  const drafts: Draft[] = [];
  // A palette names colours ("sunny yellow", "midnight blue"), not the time.
  const timely = (match: TermMatch) => pt.lineAt(match.start).label !== 'palette';
  for (const shot of shots.shots) {
    const day = meant(context, pt.find(DAY_TERMS, shot)).find(timely);
    const night = meant(context, pt.find(NIGHT_TERMS, shot)).find(timely);
    if (day === undefined || night === undefined) continue;
    if (pt.has(TIME_TRANSITION_TERMS, shot)) continue;
    const later = day.start > night.start ? day : night;
    drafts.push({
      rule: 'contradiction-day-night',
      params: { day: day.text, night: night.text },
      span: { start: later.start, end: later.end },
    });
  }
  return drafts;
};

/** Live action and animation at once, unless the mix is said to be meant (error). */
export const mediumContradiction: Rule = (context) => {
  const { pt } = context;
  const live = meant(context, pt.find(LIVE_ACTION_TERMS))[0];
  const cartoon = meant(context, pt.find(CARTOON_TERMS))[0];
  if (live === undefined || cartoon === undefined || pt.has(MIXED_MEDIUM_TERMS)) return [];
  const later = live.start > cartoon.start ? live : cartoon;
  return [
    {
      rule: 'contradiction-medium',
      params: { live: live.text, cartoon: cartoon.text },
      span: { start: later.start, end: later.end },
    },
  ];
};
