import { PageIntro } from '../../components/page-intro.tsx';

export function VariantsPage() {
  return <PageIntro ns="variants" />;
}
