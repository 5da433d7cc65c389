import type { LoaderFunctionArgs } from 'react-router';
import { TemplateDetailPage } from '../../features/templates/template-detail-page.tsx';
import { templateDetailLoader } from '../../features/templates/template-detail-loader.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/en/templates.json';

/** Build time only: the page's strings travel in its HTML (i18n/page-strings.ts). */
export function loader(args: LoaderFunctionArgs) {
  return withStrings(templateDetailLoader('en')(args), { templates: strings });
}

export default function TemplateDetailEn() {
  usePageStrings(i18nEn);
  return <TemplateDetailPage />;
}
