/**
 * Writes src/engine/render/universal-pins.json: fingerprints of the universal profile's output
 * over the corpus (see src/engine/render/universal-pin.ts). Run after a deliberate change to
 * what the engine writes: `node --import tsx scripts/pin-universal.ts`.
 */
import { writeFileSync } from 'node:fs';
import { universalFingerprints } from '../src/engine/render/universal-pin.ts';

const file = new URL('../src/engine/render/universal-pins.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(universalFingerprints(), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
