/**
 * Starts a page's JavaScript after its first paint instead of before it.
 *
 * React Router writes a `<link rel="modulepreload">` for every chunk of a page into the head
 * and an inline module script that imports them. On a slow phone network those ~130 KB of
 * JavaScript share the line with the one render-blocking stylesheet and delay the first
 * paint of a page that is already fully rendered HTML. This rewrite removes the preload
 * links and wraps the inline script so that, after the first frame, it adds the same preload
 * links (keeping the chunks parallel, no waterfall) and then runs the same imports.
 */
export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
    (m) => m[1]!,
  );
  const entryScript = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!entryScript || preloads.length === 0) {
    throw new Error('deferHydration: the page has no React Router entry script to defer');
  }
  const source = entryScript[1]!;
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]!);
  const namespaces = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({
    name: m[1]!,
    url: m[2]!,
  }));
  const modules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!modules || !entry || namespaces.length === 0) {
    throw new Error('deferHydration: unexpected React Router entry script');
  }
  const moduleMap = modules.replace(
    /:(route\d+)/g,
    (_, name: string) => `:m[${namespaces.findIndex((n) => n.name === name) + sideEffects.length}]`,
  );
  const imports = [...sideEffects, ...namespaces.map((n) => n.url)]
    .map((url) => `import(${JSON.stringify(url)})`)
    .join(',');
  const deferred =
    `var p=${JSON.stringify(preloads)};` +
    'function go(){p.forEach(function(h){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=h;document.head.appendChild(l)});' +
    `Promise.all([${imports}]).then(function(m){window.__reactRouterRouteModules=${moduleMap};` +
    `return import(${JSON.stringify(entry)})})}` +
    'requestAnimationFrame(function(){setTimeout(go,0)});';
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '')
    .replace(entryScript[0], `<script type="module">${deferred}</script>`);
}
