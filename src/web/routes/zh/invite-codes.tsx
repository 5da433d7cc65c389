import { invitePageData } from '../../features/content/invite-loader.ts';
import { InviteCodesPage } from '../../features/content/invite-codes-page.tsx';
import { i18nZh } from '../../i18n/instance-zh.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/zh/invite.json';

/**
 * Build time only: the replacement models and the page's strings travel in its HTML
 * (i18n/page-strings.ts).
 */
export function loader() {
  return withStrings(invitePageData('zh'), { invite: strings });
}

export default function InviteCodesZh() {
  usePageStrings(i18nZh);
  return <InviteCodesPage />;
}
