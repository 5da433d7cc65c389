// Try the embedded engine on ideas from the command line (for reviewers and by-hand checks):
//   node --import tsx scripts/expand-idea.ts [--fast] [--duration=10s|15s|25s] [--seed=N] "idea" …
import {
  GENERATOR_DURATIONS,
  type GeneratorDuration,
} from '../src/domain/schemas/prompt-common.ts';
import { expand } from '../src/engine/expand.ts';

const args = process.argv.slice(2);
const fast = args.includes('--fast');
const durationArg = args.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? '15s';
const duration = (GENERATOR_DURATIONS as readonly string[]).includes(durationArg)
  ? (durationArg as GeneratorDuration)
  : '15s';
const seed = Number(args.find((arg) => arg.startsWith('--seed='))?.split('=')[1] ?? 1);
for (const idea of args.filter((arg) => !arg.startsWith('--'))) {
  const { prompt } = expand(idea, { mode: fast ? 'fast' : 'advanced', duration, seed });
  console.log(`=== ${idea}\n${prompt}\n`);
}
