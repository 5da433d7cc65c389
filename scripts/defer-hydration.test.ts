import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration.ts';

const page =
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/assets/root-3.js"/>' +
  '<link rel="modulepreload" href="/assets/home-4.js"/></head><body><h1>Hi</h1>' +
  '<script type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-3.js";\n' +
  'import * as route1 from "/assets/home-4.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/en/home":route1};\n\n' +
  'import("/assets/entry.client-2.js");</script></body>';

describe('deferHydration', () => {
  const out = deferHydration(page);

  it('removes the head preloads', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
  });

  it('re-adds the same preloads and imports after the first frame', () => {
    expect(out).toContain(
      'var p=["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js"]',
    );
    expect(out).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-3.js"),import("/assets/home-4.js")])',
    );
    expect(out).toContain('window.__reactRouterRouteModules={"root":m[1],"routes/en/home":m[2]}');
    expect(out).toContain('return import("/assets/entry.client-2.js")');
    expect(out).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
  });

  it('runs: the route modules map to the right imports', async () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(out)![1]!;
    const imported: string[] = [];
    const appended: string[] = [];
    const win: Record<string, unknown> = {};
    const fakeImport = (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    };
    const body = script.replace(/\bimport\(/g, '__import(');
    await new Promise<void>((resolve) => {
      new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', '__import', body)(
        win,
        {
          createElement: () => ({}),
          head: { appendChild: (l: { href: string }) => appended.push(l.href) },
        },
        (f: () => void) => f(),
        (f: () => void) => {
          f();
          setTimeout(resolve, 10);
        },
        fakeImport,
      );
    });
    expect(appended).toHaveLength(4);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-3.js' },
      'routes/en/home': { url: '/assets/home-4.js' },
    });
    expect(imported.at(-1)).toBe('/assets/entry.client-2.js');
  });

  it('refuses a page it does not understand rather than breaking it', () => {
    expect(() => deferHydration('<html></html>')).toThrow(/no React Router entry script/);
  });
});
