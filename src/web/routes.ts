import { type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes';
import { PAGE_PATHS, REVIEW_PATH } from '../domain/site/routes.ts';

/** A route path without its leading slash, from the one table of paths. */
const seg = (path: string) => path.replace(/^\//, '');

/**
 * Both languages have the same page set. Each language has its own thin route modules
 * (routes/en, routes/zh) that register that language's strings and render the shared page
 * component from features/, so a page loads only its own language.
 */
function pages(language: 'en' | 'zh'): RouteConfigEntry {
  const file = (name: string) => `routes/${language}/${name}.tsx`;
  return layout(file('layout'), [
    index(file('home')),
    route(seg(PAGE_PATHS.templates), file('templates')),
    route(`${seg(PAGE_PATHS.templates)}/:id`, file('template-detail')),
    route(seg(PAGE_PATHS.builder), file('builder')),
    route(seg(PAGE_PATHS.refiner), file('refiner')),
    route(seg(PAGE_PATHS.variants), file('variants')),
    route(seg(PAGE_PATHS.checker), file('checker')),
    route(seg(PAGE_PATHS.submit), file('submit')),
    route(seg(PAGE_PATHS.guide), file('guide')),
    route(seg(PAGE_PATHS.inviteCodes), file('invite-codes')),
    route(seg(PAGE_PATHS.faq), file('faq')),
    route(seg(PAGE_PATHS.about), file('about')),
    route(seg(PAGE_PATHS.privacy), file('privacy')),
    route(seg(PAGE_PATHS.terms), file('terms')),
    route(seg(REVIEW_PATH), file('review')),
    route('*', file('not-found')),
  ]);
}

export default [
  route('en/*', 'routes/en-redirect.tsx'),
  ...prefix('zh', [pages('zh')]),
  pages('en'),
] satisfies RouteConfigEntry[];
