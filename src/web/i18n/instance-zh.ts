import { createI18n } from './create-i18n.ts';
import common from './locales/zh/common.json';

/** The Chinese instance: only Chinese route modules import it. */
export const i18nZh = createI18n('zh', common);
