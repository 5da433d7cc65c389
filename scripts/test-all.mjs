// `npm test`: every check and every test runner, then one plain summary line
// `N passed, N failed` summed over Vitest and Playwright. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium fonts-wqy-microhei';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
  });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Chromium is missing: installing Debian's chromium (${INSTALL})`);
    if (run('install chromium', 'sh', ['-c', INSTALL]) && existsSync(CHROMIUM)) return true;
  }
  console.error(
    `\nChromium is missing at ${CHROMIUM} and could not be installed here.\n` +
      `Install it with:\n\n  sudo sh -c '${INSTALL}'\n\nor set CHROME_PATH to a Chromium binary.`,
  );
  return false;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

rmSync('.ci-out', { recursive: true, force: true });
mkdirSync('.ci-out', { recursive: true });

const checks = [];
checks.push(['typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck'])]);
checks.push(['lint', run('lint', 'npm', ['run', '--silent', 'lint'])]);
checks.push(['format', run('format', 'npm', ['run', '--silent', 'format:check'])]);
const built = run('build', 'npm', ['run', '--silent', 'build']);
checks.push(['build', built]);

let passed = 0;
let failed = 0;
/** What failed, by name, repeated at the very end: CI keeps only the tail of the output. */
const failures = [];
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

run('unit and server tests', 'npx', ['vitest', 'run']);
const vitest = readJson('.ci-out/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numRuntimeErrorTestSuites ?? 0);
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    if (
      file.status === 'failed' &&
      (file.assertionResults ?? []).every((a) => a.status !== 'failed')
    )
      failures.push(`vitest ${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failures.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  if (!vitest.success && vitest.numFailedTests === 0) failed += 1;
} else {
  failed += 1;
  console.error('Vitest wrote no report.');
}

if (built && ensureChromium()) {
  run('browser tests', 'npx', ['playwright', 'test']);
  const pw = readJson('.ci-out/playwright.json');
  if (pw) {
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected;
    if (pw.errors?.length) failed += pw.errors.length;
    for (const error of pw.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const result = test.results?.at(-1);
          failures.push(
            `playwright ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(result?.error?.message)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of pw.suites ?? []) walk(suite, []);
  } else {
    failed += 1;
    console.error('Playwright wrote no report.');
  }
} else {
  failed += 1;
  console.error(
    built ? 'Browser tests not run: no Chromium.' : 'Browser tests not run: build failed.',
  );
}

console.log('');
for (const failure of failures) console.log(`✗ ${failure}`);
for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`);
const failedChecks = checks.filter(([, ok]) => !ok).length;
console.log(`${passed} passed, ${failed + failedChecks} failed`);
process.exit(failed + failedChecks === 0 ? 0 : 1);
