import { PageIntro } from '../../components/page-intro.tsx';

export function AboutPage() {
  return <PageIntro ns="about" />;
}
