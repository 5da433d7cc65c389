import { invitePageData } from '../../features/content/invite-loader.ts';
import { InviteCodesPage } from '../../features/content/invite-codes-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/invite.json';

addPageStrings(i18nEn, 'invite', strings);

/** Build time only: the replacement models are embedded in the prerendered HTML. */
export function loader() {
  return invitePageData('en');
}

export default InviteCodesPage;
