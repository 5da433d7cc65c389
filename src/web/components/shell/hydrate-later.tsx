import {
  Suspense,
  memo,
  use,
  useEffect,
  useState,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';

/**
 * Parts of a prerendered page whose code is not in its first load (docs/decisions/
 * 015-first-load-diet.md). At build time a part renders like any component, so its HTML is in
 * the page. In the browser React hydrates the page without it: the part sits in a Suspense
 * boundary whose code has not arrived, so React keeps the prerendered HTML as it is (no
 * fallback, no layout shift; its links work as plain links) and hydrates it once the code is
 * there. The code is fetched when the browser is idle after hydration, or at the first sign
 * of a person (a pointer, a key, a touch, focus, scrolling), whichever comes first.
 *
 * Mounted later (a client navigation), a part renders without a boundary of its own: the
 * navigation is a transition, so React keeps the previous page on screen until the code is
 * there instead of flashing an empty space.
 *
 * Use it for what is visible in the prerendered page but not needed for the first
 * interaction (a footer, a page's lower sections). Its props must be stable values (the part
 * is memoised): a new prop while React still waits for the code would make React drop the
 * prerendered HTML. Parts that only appear after an interaction need no HTML: load them with
 * `lazy()` (or an `import()` in the handler) instead.
 */
export function later<P extends object>(
  load: () => Promise<ComponentType<P>>,
): NamedExoticComponent<P> {
  let Component: ComponentType<P> | null = null;
  let now: Promise<void> | null = null;
  let afterStart: Promise<void> | null = null;

  const fetchNow = (): Promise<void> =>
    (now ??= load().then(
      (component) => {
        Component = component;
      },
      (error: unknown) => {
        now = null;
        throw error;
      },
    ));

  /** Hydration waits for the start signal; a failed load keeps the prerendered HTML. */
  const fetchAfterStart = (): Promise<void> =>
    (afterStart ??= whenStarted()
      .then(fetchNow)
      .catch((error: unknown) => {
        console.warn('A part of the page stays static: its code did not load', error);
        return new Promise<void>(() => {});
      }));

  function Loaded({ props, token }: { props: P; token: Token | null }) {
    if (!Component) {
      use(typeof window === 'undefined' || token === null ? fetchNow() : fetchAfterStart());
    }
    useEffect(() => {
      if (token) settle(token);
    }, [token]);
    const Resolved = Component!;
    return <Resolved {...props} />;
  }

  function Part(props: P) {
    // Fixed when the part mounts: during the page's hydration (or the build) it has a
    // boundary of its own; mounted afterwards it has none.
    const [token] = useState<Token | null>(() => (appHydrated ? null : { settled: false }));
    useEffect(() => {
      if (token && !token.settled) waiting.add(token);
    }, [token]);
    if (!token) return <Loaded props={props} token={null} />;
    return (
      <Suspense fallback={null}>
        <Loaded props={props} token={token} />
      </Suspense>
    );
  }
  return memo(Part);
}

interface Token {
  settled: boolean;
}

let appHydrated = false;
const waiting = new Set<Token>();
let allSettled: (() => void) | null = null;

function settle(token: Token) {
  token.settled = true;
  waiting.delete(token);
  if (waiting.size === 0) allSettled?.();
}

let startSignal: Promise<void> | null = null;
let start: (() => void) | null = null;
const START_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'scroll'];

/** Resolves at the first sign of a person, or when the browser is idle after hydration. */
function whenStarted(): Promise<void> {
  startSignal ??= new Promise<void>((resolve) => {
    start = () => {
      for (const type of START_EVENTS) window.removeEventListener(type, start!, true);
      resolve();
    };
    for (const type of START_EVENTS) {
      window.addEventListener(type, start, { capture: true, passive: true });
    }
  });
  return startSignal;
}

/**
 * Called once by the root when the page has hydrated (its effect runs after every part's):
 * starts the idle timer for the parts and resolves once every part that was left waiting has
 * hydrated too. Tests wait for that (`data-hydrated`, tests/e2e/fixtures.ts).
 */
export function markAppHydrated(): Promise<void> {
  appHydrated = true;
  if (waiting.size === 0) return Promise.resolve();
  void whenStarted();
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => start?.(), { timeout: IDLE_TIMEOUT_MS });
  return new Promise<void>((resolve) => {
    allSettled = resolve;
  });
}

/** Longest wait for an idle moment before the parts load anyway (a busy phone). */
const IDLE_TIMEOUT_MS = 2000;
