import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RESULTS_FILE = path.resolve(import.meta.dirname, 'results.json');

/** Merges one benchmark's figures into bench/results.json under its key (read-modify-write). */
export function saveResults(key: string, figures: unknown): void {
  let all: Record<string, unknown> = {};
  if (existsSync(RESULTS_FILE)) {
    try {
      all = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
    } catch {
      all = {};
    }
  }
  all[key] = figures;
  writeFileSync(RESULTS_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
