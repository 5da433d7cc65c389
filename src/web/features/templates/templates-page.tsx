import { PageIntro } from '../../components/page-intro.tsx';

export function TemplatesPage() {
  return <PageIntro ns="templates" />;
}
