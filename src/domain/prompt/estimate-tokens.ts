import { CHARS_PER_TOKEN } from '../limits.ts';

/**
 * Estimated token count of a prompt: its length divided by 4, rounded up (spec 9). A rough,
 * model-independent figure computed locally so the generator can show it without a call.
 */
export function estimateTokens(prompt: string): number {
  return Math.ceil(prompt.length / CHARS_PER_TOKEN);
}
