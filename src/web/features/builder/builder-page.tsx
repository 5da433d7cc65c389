import { PageIntro } from '../../components/page-intro.tsx';

export function BuilderPage() {
  return <PageIntro ns="builder" />;
}
