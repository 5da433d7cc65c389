import { PageIntro } from '../../components/page-intro.tsx';

export function InviteCodesPage() {
  return <PageIntro ns="invite" />;
}
