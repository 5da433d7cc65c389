import { PageIntro } from '../../components/page-intro.tsx';

export function TermsPage() {
  return <PageIntro ns="terms" />;
}
