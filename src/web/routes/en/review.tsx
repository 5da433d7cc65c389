import { reviewPageData } from '../../features/review/review-loader.ts';
import { ReviewPage } from '../../features/review/review-page.tsx';
import { i18nEn } from '../../i18n/instance-en.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/en/review.json';

/** Build time only: category names and the page's strings are embedded in the HTML. */
export function loader() {
  return withStrings(reviewPageData('en'), { review: strings });
}

export default function ReviewEn() {
  usePageStrings(i18nEn);
  return <ReviewPage />;
}
