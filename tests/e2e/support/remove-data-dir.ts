import { rmSync } from 'node:fs';

/** Global teardown: removes the e2e server's submissions directory (playwright.config.ts). */
export default function removeDataDir() {
  const dir = process.env.PROMPTREEL_E2E_DATA_DIR;
  if (dir && dir.includes('promptreel-e2e-')) rmSync(dir, { recursive: true, force: true });
}
