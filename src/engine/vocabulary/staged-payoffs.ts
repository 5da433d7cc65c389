/**
 * How the stage-table tests read a clip (shared by the action-stages-*.test.ts files): its
 * beat lines, the filler lines a doing the tables lack gets, and the one check every table row
 * makes — at 15 s and at 25 s, the staged payoff is told and no filler line is.
 */
import { expect } from 'vitest';
import type { GeneratorDuration } from '../../domain/schemas/prompt-common.ts';
import { beatsOf } from '../corpus/check-corpus.ts';
import { expand } from '../expand.ts';

/** The beat lines of an Advanced prompt, joined. */
export function told(idea: string, duration: GeneratorDuration): string {
  const { prompt } = expand(idea, { mode: 'advanced', duration, seed: 1 });
  return beatsOf(prompt);
}

/** Lines a doing the tables lack gets: reviewers score these low. */
export const FILLER =
  /every detail sharp|every small movement clear|A wider view takes in|in the moment before|的变化到了最盛|表面的纹理和细节|的眼睛和爪子|停了下来，四下张望|手上的动作，和专注的眼神/;

/** The row check: the payoff is told, and no filler line (nor `filler`) is, at 15 s and 25 s. */
export function staysStaged(idea: string, payoff: RegExp, filler: RegExp = FILLER): void {
  for (const duration of ['15s', '25s'] as const) {
    const text = told(idea, duration);
    expect(text, duration).toMatch(payoff);
    expect(text, duration).not.toMatch(filler);
  }
}
