import { PageIntro } from '../../components/page-intro.tsx';

export function FaqPage() {
  return <PageIntro ns="faq" />;
}
