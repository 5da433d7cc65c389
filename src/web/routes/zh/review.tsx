import { reviewPageData } from '../../features/review/review-loader.ts';
import { ReviewPage } from '../../features/review/review-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/review.json';

addPageStrings(i18nZh, 'review', strings);

/** Build time only: category names are embedded in the prerendered HTML. */
export function loader() {
  return reviewPageData('zh');
}

export default ReviewPage;
