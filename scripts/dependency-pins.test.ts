import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// @react-router/dev and @react-router/node each name one exact react-router as a peer: a range
// lets npm pick different patches for the three and print a peer-dependency conflict on a
// clean install. They are pinned to one exact version and move together.
const ROOT = path.resolve(import.meta.dirname, '..');
const REACT_ROUTER_PACKAGES = ['react-router', '@react-router/dev', '@react-router/node'];

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface LockFile {
  packages: Record<string, { version?: string; peerDependencies?: Record<string, string> }>;
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

describe('React Router packages', () => {
  const pkg = readJson<PackageJson>('package.json');
  const lock = readJson<LockFile>('package-lock.json');
  const declared = REACT_ROUTER_PACKAGES.map(
    (name) => pkg.dependencies?.[name] ?? pkg.devDependencies?.[name],
  );

  it('are pinned to one exact version in package.json', () => {
    for (const range of declared) expect(range).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(declared).size).toBe(1);
  });

  it('resolve to that version in the lockfile, with no second react-router', () => {
    for (const name of REACT_ROUTER_PACKAGES) {
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(declared[0]);
    }
    const nested = Object.keys(lock.packages).filter((key) =>
      key.endsWith('/node_modules/react-router'),
    );
    expect(nested).toEqual([]);
  });

  it("satisfy each other's exact peer requirements", () => {
    for (const name of ['@react-router/dev', '@react-router/node']) {
      const peer = lock.packages[`node_modules/${name}`]?.peerDependencies?.['react-router'];
      expect(peer).toBeDefined();
      // An exact or caret peer on the pinned version is met; anything else is a conflict.
      expect([declared[0], `^${declared[0]}`]).toContain(peer);
    }
  });
});
