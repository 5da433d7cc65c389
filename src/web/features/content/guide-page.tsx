import { PageIntro } from '../../components/page-intro.tsx';

export function GuidePage() {
  return <PageIntro ns="guide" />;
}
