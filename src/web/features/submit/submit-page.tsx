import { PageIntro } from '../../components/page-intro.tsx';

export function SubmitPage() {
  return <PageIntro ns="submit" />;
}
