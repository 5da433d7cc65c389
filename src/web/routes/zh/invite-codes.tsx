import { invitePageData } from '../../features/content/invite-loader.ts';
import { InviteCodesPage } from '../../features/content/invite-codes-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/invite.json';

addPageStrings(i18nZh, 'invite', strings);

/** Build time only: the replacement models are embedded in the prerendered HTML. */
export function loader() {
  return invitePageData('zh');
}

export default InviteCodesPage;
