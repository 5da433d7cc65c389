import { createI18n } from './create-i18n.ts';

/**
 * The Chinese instance: only Chinese route modules import it. Its strings arrive with the
 * routes' loader data (routes/zh/layout.tsx registers `common`; i18n/page-strings.ts).
 */
export const i18nZh = createI18n('zh');
