import { reviewPageData } from '../../features/review/review-loader.ts';
import { ReviewPage } from '../../features/review/review-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/review.json';

addPageStrings(i18nEn, 'review', strings);

/** Build time only: category names are embedded in the prerendered HTML. */
export function loader() {
  return reviewPageData('en');
}

export default ReviewPage;
