import { createI18n } from './create-i18n.ts';
import common from './locales/en/common.json';

/** The English instance: only English route modules import it. */
export const i18nEn = createI18n('en', common);
