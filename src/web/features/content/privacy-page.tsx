import { PageIntro } from '../../components/page-intro.tsx';

export function PrivacyPage() {
  return <PageIntro ns="privacy" />;
}
