/**
 * Fingerprints of what the engine writes for the universal profile over the reviewed corpus:
 * issue 16 asks that a request without `model` (or with `universal`) keeps today's output byte
 * for byte. `scripts/pin-universal.ts` writes them to universal-pins.json; the test recomputes
 * them. After a deliberate change to the vocabulary or to compose, run the script again.
 */
import { CORPUS } from '../corpus/ideas.ts';
import { expand } from '../expand.ts';
import { refine } from '../refine.ts';
import { hashString } from '../random.ts';
import { variants } from '../variants.ts';

/** What expand returned before profiles (the pins were taken then): the text and its notes. */
const expanded = (result: { prompt: string; enhancements: string[] }) => ({
  prompt: result.prompt,
  enhancements: result.enhancements,
});

/** Everything the three engine calls return for one idea, as one text. */
function outputsFor(idea: string): string {
  const parts: unknown[] = [];
  for (const mode of ['fast', 'advanced'] as const) {
    for (const language of [undefined, 'en', 'zh'] as const) {
      parts.push(expanded(expand(idea, { mode, duration: '15s', language, model: 'universal' })));
    }
  }
  parts.push(
    expanded(expand(idea, { mode: 'advanced', duration: '10s', seed: 7, model: 'universal' })),
  );
  if (idea.trim().length >= 10) {
    const refined = refine(idea, {
      style: 'cinematic',
      intensity: 'medium',
      enhancements: [
        'camera_work',
        'physics_constraints',
        'audio_suggestions',
        'safety_guidelines',
      ],
      duration: '25s',
      model: 'universal',
    });
    const varied = variants(idea, {
      levels: ['light', 'medium', 'heavy'],
      duration: '15s',
      model: 'universal',
    });
    parts.push(
      { original: refined.original, variants: refined.variants, changes: refined.changes },
      { variants: varied.variants },
    );
  }
  return JSON.stringify(parts);
}

/** idea → a fingerprint of its outputs (32-bit hash and length), for every corpus idea. */
export function universalFingerprints(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { idea } of CORPUS) {
    const text = outputsFor(idea);
    out[idea] = `${(hashString(text) >>> 0).toString(16)}-${text.length}`;
  }
  return out;
}
