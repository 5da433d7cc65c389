import { describe, expect, it } from 'vitest';
import { ROOT_REDIRECT_SCRIPT } from './root-redirect-script.ts';
import { shouldRedirectRootToZh } from './routes.ts';

/** Runs the inline script with a fake window and reports where it sent the browser. */
function run(stored: string | null | 'throws', browserLanguage: string): string | null {
  let target: string | null = null;
  const localStorage = {
    getItem: () => {
      if (stored === 'throws') throw new Error('SecurityError');
      return stored;
    },
  };
  const location = {
    search: '?a=1',
    hash: '#create',
    replace: (to: string) => {
      target = to;
    },
  };
  new Function('window', 'navigator', 'location', ROOT_REDIRECT_SCRIPT)(
    { localStorage },
    { language: browserLanguage },
    location,
  );
  return target;
}

describe('ROOT_REDIRECT_SCRIPT', () => {
  const storedValues = [null, '', 'zh', 'en', 'fr'] as const;
  const browsers = ['zh-CN', 'zh', 'en-US', 'de', ''];
  for (const stored of storedValues) {
    for (const browserLanguage of browsers) {
      it(`agrees with the pure rule for stored=${String(stored)} browser=${browserLanguage}`, () => {
        const expected = shouldRedirectRootToZh({ stored, browserLanguage });
        expect(run(stored, browserLanguage)).toBe(expected ? '/zh?a=1#create' : null);
      });
    }
  }

  it('falls back to the browser language when storage throws', () => {
    expect(run('throws', 'zh-TW')).toBe('/zh?a=1#create');
    expect(run('throws', 'en')).toBeNull();
  });
});
