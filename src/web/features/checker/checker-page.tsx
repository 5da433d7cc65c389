import { PageIntro } from '../../components/page-intro.tsx';
import { later } from '../../components/shell/hydrate-later.tsx';

/** The tool's code (the checker module, its pickers) hydrates after first paint (ADR 018). */
const CheckerTool = later(() => import('./checker-tool.tsx').then((m) => m.CheckerTool));

/** /checker: a model-aware review of any prompt, with fixes (issue 17). Runs in the browser. */
export function CheckerPage() {
  return (
    <>
      <PageIntro ns="checker" />
      <CheckerTool />
    </>
  );
}
