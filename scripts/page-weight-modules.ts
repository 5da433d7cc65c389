// What each client chunk is made of, for `npm run weight -- --modules` (a Vite plugin that only
// acts when WEIGHT_MODULES names an output file; vite.config.ts adds it to every build).
import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Chunk file name → its modules and their rendered (pre-minification) lengths, largest first. */
export type ChunkModules = Record<string, [moduleId: string, renderedLength: number][]>;

export function chunkModulesReport(outFile = process.env.WEIGHT_MODULES): Plugin {
  return {
    name: 'promptreel:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!outFile || this.environment.name !== 'client') return;
      const report: ChunkModules = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        report[fileName] = Object.entries(output.modules)
          .map(([id, info]): [string, number] => [
            id.replace(`${process.cwd()}/`, ''),
            info.renderedLength,
          ])
          .filter(([, length]) => length > 0)
          .sort((a, b) => b[1] - a[1]);
      }
      writeFileSync(outFile, JSON.stringify(report, null, 1));
    },
  };
}
