/**
 * How the blind-review tests read a prompt: the Advanced prompt a reviewer ran, its beats and
 * one labelled line. Shared by the test files that pin reviewed ideas.
 */
import { expand } from '../expand.ts';

/** The numbered beat lines of a prompt, for tests that read only the beats. */
export const beats = (prompt: string) =>
  prompt
    .split('\n')
    .filter((line) => /^\d+\./.test(line))
    .join('\n');

/** An idea's Advanced prompt at 15 s with seed 1, as the blind reviewers ran it. */
export const advanced = (idea: string) =>
  expand(idea, { mode: 'advanced', duration: '15s', seed: 1 }).prompt;

/** The line of a prompt that starts with a label ("Lighting:", "配色："), or ''. */
export const lineIn = (prompt: string, label: RegExp) =>
  prompt.split('\n').find((row) => label.test(row)) ?? '';
