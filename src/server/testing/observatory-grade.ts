/**
 * The HTTP Observatory's header tests and score modifiers (MDN HTTP Observatory, scoring v2),
 * computed from one response's headers. Base 100; A+ needs 100 or more. Only the tests that
 * headers decide are modelled; cookie, CORS and redirection tests score 0 for a site that
 * sets no cookies, sends no CORS headers and is not judged on its http→https redirect here.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: Record<string, { result: string; modifier: number }>;
}

// As app.inject() returns them: a header value may also be a number (content-length).
type Headers = Record<string, string | string[] | number | undefined>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
};

function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name)
      directives.set(
        name.toLowerCase(),
        sources.map((s) => s.toLowerCase()),
      );
  }
  return directives;
}

function cspTest(value: string): { result: string; modifier: number } {
  if (!value) return { result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(value);
  const defaults = csp.get('default-src');
  const scripts = csp.get('script-src') ?? defaults ?? [];
  const styles = csp.get('style-src') ?? defaults ?? [];
  const objects = csp.get('object-src') ?? defaults ?? [];
  const insecure = (sources: string[]) =>
    sources.some((s) => s === '*' || s === 'http:' || s === 'https:' || s.startsWith('http://'));
  if (
    scripts.includes("'unsafe-inline'") &&
    !scripts.some((s) => s.startsWith("'sha") || s.startsWith("'nonce"))
  ) {
    return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (insecure(scripts) || insecure(objects)) {
    return { result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  }
  if (scripts.includes("'unsafe-eval'"))
    return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (styles.includes("'unsafe-inline'")) {
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  if (defaults?.length === 1 && defaults[0] === "'none'") {
    return { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  }
  return { result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function hstsTest(value: string): { result: string; modifier: number } {
  if (!value) return { result: 'strict-transport-security-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (!Number.isFinite(maxAge))
    return { result: 'strict-transport-security-header-invalid', modifier: -20 };
  if (maxAge < 15_768_000) {
    return {
      result: 'strict-transport-security-implemented-max-age-less-than-six-months',
      modifier: -10,
    };
  }
  return {
    result: 'strict-transport-security-implemented-max-age-at-least-six-months',
    modifier: 0,
  };
}

function referrerTest(value: string): { result: string; modifier: number } {
  if (!value) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const policy = value.split(',').pop()!.trim().toLowerCase();
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      policy,
    )
  ) {
    return { result: 'referrer-policy-private', modifier: 5 };
  }
  if (policy === 'unsafe-url' || policy === 'no-referrer-when-downgrade') {
    return { result: 'referrer-policy-unsafe', modifier: -5 };
  }
  return { result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
}

function frameTest(xfo: string, csp: string): { result: string; modifier: number } {
  const ancestors = parseCsp(csp).get('frame-ancestors');
  if (ancestors && (ancestors.includes("'none'") || ancestors.includes("'self'"))) {
    return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  if (/^(deny|sameorigin)$/i.test(xfo.trim()))
    return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { result: 'x-frame-options-not-implemented', modifier: -20 };
}

function nosniffTest(value: string): { result: string; modifier: number } {
  return value.trim().toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-not-implemented', modifier: -5 };
}

function corpTest(value: string): { result: string; modifier: number } {
  if (!value) return { result: 'cross-origin-resource-policy-not-implemented', modifier: 0 };
  return /^(same-origin|same-site|cross-origin)$/i.test(value.trim())
    ? { result: 'cross-origin-resource-policy-implemented-with-same-origin', modifier: 0 }
    : { result: 'cross-origin-resource-policy-header-invalid', modifier: -5 };
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

/** Scores one response's headers the way the HTTP Observatory does. */
export function observatoryGrade(headers: Headers): ObservatoryResult {
  const csp = header(headers, 'content-security-policy');
  const tests = {
    'content-security-policy': cspTest(csp),
    'strict-transport-security': hstsTest(header(headers, 'strict-transport-security')),
    'referrer-policy': referrerTest(header(headers, 'referrer-policy')),
    'x-frame-options': frameTest(header(headers, 'x-frame-options'), csp),
    'x-content-type-options': nosniffTest(header(headers, 'x-content-type-options')),
    'cross-origin-resource-policy': corpTest(header(headers, 'cross-origin-resource-policy')),
    cookies: {
      result: header(headers, 'set-cookie') ? 'cookies-present' : 'cookies-not-found',
      modifier: 0,
    },
  };
  const penalties = Object.values(tests).reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const bonuses = Object.values(tests).reduce((sum, t) => sum + Math.max(t.modifier, 0), 0);
  // Bonuses only count once the score, before them, is at least 90 (Observatory rule).
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
  return { score, grade, tests };
}
