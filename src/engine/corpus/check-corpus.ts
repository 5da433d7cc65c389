/**
 * The corpus checks, shared by the table test and by hand runs: what an expanded prompt must
 * and must never contain for one reviewed idea.
 */
import { expand } from '../expand.ts';
import { analyse } from '../analyse/analyse.ts';
import type { CorpusIdea } from './ideas.ts';

const VOICE_WORDS = /\bNarrator\b|\bVoice-over\b|旁白|画外音/;

/** The lines of a prompt's beats block (numbered lines after the beats label). */
export function beatsOf(prompt: string): string {
  return prompt
    .split('\n')
    .filter((line) => /^\d+\. \[|^\d+\.【/.test(line))
    .join('\n');
}

/** Every problem the engine's Advanced output has for one corpus idea (empty when none). */
export function corpusProblems(item: CorpusIdea, seed = 1): string[] {
  const problems: string[] = [];
  const { prompt } = expand(item.idea, { mode: 'advanced', duration: '15s', seed });
  const added = prompt.split(item.idea.trim()).join('\n').toLowerCase();
  const beats = beatsOf(prompt).toLowerCase();
  const plan = analyse(item.idea);
  for (const stem of item.actions) {
    if (!beats.includes(stem.toLowerCase())) problems.push(`beats lack the action "${stem}"`);
  }
  if (item.subject && !beats.includes(item.subject.toLowerCase())) {
    problems.push(`beats do not name the subject "${item.subject}"`);
  }
  for (const line of item.dialogue) {
    if (prompt.split(line).length < 3) problems.push(`dialogue line not set out: "${line}"`);
  }
  for (const term of item.never) {
    if (added.includes(term.toLowerCase())) problems.push(`contradiction: "${term}"`);
  }
  if (plan.medium !== item.medium) problems.push(`medium read as ${plan.medium}`);
  if (!item.narratorAllowed && VOICE_WORDS.test(prompt.split(item.idea.trim()).join(''))) {
    problems.push('a narrator or voice-over where none belongs');
  }
  if (item.lang === 'zh' && /[A-Za-z]{3,}/.test(added.replace(/\d+mm|mv|pov|3d/gi, ''))) {
    problems.push('English words in Chinese scaffolding');
  }
  return problems;
}
