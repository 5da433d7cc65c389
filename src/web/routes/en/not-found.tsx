import { later } from '../../components/shell/hydrate-later.tsx';

/** A page of text and one link: hydrated once the browser is idle. */
const NotFoundPage = later(() =>
  import('../../components/shell/not-found-page.tsx').then((m) => m.NotFoundPage),
);

export default function NotFound() {
  return <NotFoundPage />;
}
