import type { ReactNode } from 'react';
import { later } from './shell/hydrate-later.tsx';

/** Namespaces of pages whose strings carry `meta` and `header` blocks. */
export type PageNamespace =
  | 'templates'
  | 'builder'
  | 'refiner'
  | 'variants'
  | 'checker'
  | 'submit'
  | 'guide'
  | 'invite'
  | 'faq'
  | 'about'
  | 'privacy'
  | 'terms'
  | 'review';

/**
 * The head tags plus the title and introduction of an inner page, from its namespace
 * (page-intro-content.tsx). Static text: prerendered, hydrated once the browser is idle.
 */
export const PageIntro = later<{ ns: PageNamespace; children?: ReactNode; noindex?: boolean }>(() =>
  import('./page-intro-content.tsx').then((m) => m.PageIntro),
);
