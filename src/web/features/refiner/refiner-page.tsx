import { PageIntro } from '../../components/page-intro.tsx';

export function RefinerPage() {
  return <PageIntro ns="refiner" />;
}
