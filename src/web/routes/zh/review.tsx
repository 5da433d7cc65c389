import { reviewPageData } from '../../features/review/review-loader.ts';
import { ReviewPage } from '../../features/review/review-page.tsx';
import { i18nZh } from '../../i18n/instance-zh.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/zh/review.json';

/** Build time only: category names and the page's strings are embedded in the HTML. */
export function loader() {
  return withStrings(reviewPageData('zh'), { review: strings });
}

export default function ReviewZh() {
  usePageStrings(i18nZh);
  return <ReviewPage />;
}
