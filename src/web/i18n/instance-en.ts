import { createI18n } from './create-i18n.ts';

/**
 * The English instance: only English route modules import it. Its strings arrive with the
 * routes' loader data (routes/en/layout.tsx registers `common`; i18n/page-strings.ts).
 */
export const i18nEn = createI18n('en');
