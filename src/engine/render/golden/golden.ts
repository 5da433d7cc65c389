/**
 * The golden outputs (issue 16, point 7): three ideas, each in English and in Chinese, written
 * for every profile by the embedded engine (Advanced, the model's default duration, seed 1).
 * golden.test.ts pins them in golden-outputs.md, which was read line by line once; after a
 * deliberate change to the engine, read the diff and re-pin with `npx vitest run -u`.
 */
import { MODEL_IDS } from '../../../domain/models/model-ids.ts';
import { getProfile } from '../../../domain/models/model-profiles.ts';
import { expand } from '../../expand.ts';

export const GOLDEN_IDEAS: readonly { en: string; zh: string }[] = [
  {
    en: 'An old fisherman mends his net on the pier and says "The sea gives, the sea takes"',
    zh: '老渔夫在码头上补渔网，说：“大海给的，大海也会拿走。”',
  },
  {
    en: 'Ad for wireless earbuds: a runner taps the case open at sunrise and jogs off',
    zh: '无线耳机广告：跑者在日出时打开耳机盒，然后跑开',
  },
  {
    en: 'A red fox crossing a snowy forest at dawn',
    zh: '黎明时分，一只红狐狸穿过雪林',
  },
];

/** Every golden output as one Markdown document. */
export function goldenDocument(): string {
  const parts: string[] = ['# Golden outputs per model profile', ''];
  for (const idea of GOLDEN_IDEAS) {
    for (const lang of ['en', 'zh'] as const) {
      parts.push(`## ${idea[lang]}`, '');
      for (const model of MODEL_IDS) {
        const profile = getProfile(model);
        const result = expand(idea[lang], {
          mode: 'advanced',
          duration: `${profile.defaultDuration}s`,
          model,
        });
        parts.push(`### ${model} (${result.prompt.length} characters)`, '', '```text');
        parts.push(result.prompt, '```', '');
        const settings = Object.values(result.settings).join(', ');
        parts.push(`- settings: ${settings}`);
        if (result.negativePrompt) parts.push(`- negative prompt: ${result.negativePrompt}`);
        if (result.overLimit) parts.push('- over the limit');
        parts.push(`- notes: ${result.enhancements.join(' | ')}`, '');
      }
    }
  }
  return parts.join('\n');
}
