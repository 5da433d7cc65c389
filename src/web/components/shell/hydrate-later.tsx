import {
  Suspense,
  lazy,
  memo,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';

/**
 * A part of a prerendered page whose code is not in the page's first load
 * (docs/decisions/018-first-load-javascript.md).
 *
 * At build time a part renders like any component, so its HTML is in the page. In the
 * browser React hydrates the page without it: the part sits in a Suspense boundary whose code
 * has not arrived, so React keeps its prerendered HTML as it is (no fallback, no layout
 * shift) and hydrates it once the code is there. The code is fetched when the browser is idle
 * after hydration, or at the first sign of a person (a pointer, a key, a touch, focus,
 * scrolling), whichever comes first. Until then its links work as plain links, but its
 * buttons do nothing: use it for what is read or followed, not pressed, first — a footer, a
 * page's lower sections, a page that is all text.
 *
 * Props given while the part waits are held back and passed once it has hydrated (a new prop
 * reaching a boundary React is still waiting for would make it drop the prerendered HTML).
 *
 * Mounted later (a client navigation) a part has no boundary of its own: the navigation is a
 * transition, so React keeps the previous page on screen until the code is there instead of
 * flashing an empty space. Mounted again by anything else (a keystroke, a click) before its
 * code has arrived, a part holds back every update of the page until it has — a controlled
 * input shows nothing of what was typed meanwhile: hide such a part rather than remove it
 * (the templates grid under its empty state). What only appears after an interaction has no
 * prerendered HTML to keep: load it with `lazy()` or an `import()` in the handler instead.
 */
export function later<P extends object>(
  load: () => Promise<ComponentType<P>>,
): NamedExoticComponent<P> {
  let Component: ComponentType<P> | null = null;
  let now: Promise<{ default: ComponentType<P> }> | null = null;

  const fetchNow = () =>
    (now ??= load().then(
      (component) => {
        Component = component;
        return { default: component };
      },
      (error: unknown) => {
        now = null;
        throw error;
      },
    ));
  /** Renders as soon as the code is there (the build, a navigation, a component test). */
  const LoadNow = lazy(fetchNow);
  /** Hydrating: waits for the start signal; code that cannot load leaves the HTML static. */
  const LoadAfterStart = lazy(() =>
    whenStarted()
      .then(fetchNow)
      .catch((error: unknown) => {
        console.warn('A part of the page stays static: its code did not load', error);
        return new Promise<never>(() => {});
      }),
  );

  function Loaded({
    Type,
    props,
    token,
    onHydrated,
  }: {
    Type: ComponentType<P>;
    props: P;
    token: Token | null;
    onHydrated: (hydrated: true) => void;
  }) {
    useEffect(() => {
      if (token) settle(token);
      onHydrated(true);
    }, [token, onHydrated]);
    return <Type {...props} />;
  }

  function Part(props: P) {
    const hydrating = useIsHydrating();
    // Fixed when the part mounts. Prerendered or hydrating: a boundary of its own, and a token
    // that tracks it. Mounted once the page runs: no boundary (a navigation waits for the
    // code). Rendered where no page ever hydrated (component tests): a boundary, no wait.
    const [mount] = useState<Mount<P>>(() => {
      if (hydrating) {
        const building = typeof window === 'undefined';
        return {
          Type: Component ?? (building ? LoadNow : LoadAfterStart),
          boundary: true,
          token: building ? null : { settled: false },
        };
      }
      if (Component) return { Type: Component, boundary: false, token: null };
      return { Type: LoadNow, boundary: !appHydrated, token: null };
    });
    const { Type, boundary, token } = mount;
    const [hydrated, setHydrated] = useState(token === null);
    const [firstProps] = useState(props);
    const shown = hydrated ? props : firstProps;
    useEffect(() => {
      if (token && !token.settled) waiting.add(token);
      // A part removed before it hydrated no longer holds the page back.
      return () => {
        if (token && !token.settled) settle(token);
      };
    }, [token]);
    // The same element while the part waits, so React never sees it change.
    return useMemo(() => {
      const loaded = <Loaded Type={Type} props={shown} token={token} onHydrated={setHydrated} />;
      return boundary ? <Suspense fallback={null}>{loaded}</Suspense> : loaded;
    }, [Type, shown, token, boundary]);
  }
  return memo(Part);
}

interface Token {
  settled: boolean;
}

interface Mount<P> {
  Type: ComponentType<P>;
  boundary: boolean;
  token: Token | null;
}

const noSubscription = () => () => {};

/**
 * True while prerendering and while hydrating (React then reads the server snapshot). A later
 * part with checkboxes, radios or selects marks them `inert` while this is true: a choice made
 * before React owns them would stay on screen without reaching the page's state (hydration
 * keeps what the browser shows), so they take no clicks or focus until they can act on them.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

let appHydrated = false;
const waiting = new Set<Token>();
let allSettled: (() => void) | null = null;

function settle(token: Token) {
  token.settled = true;
  waiting.delete(token);
  if (waiting.size === 0) {
    watchPresses(false);
    allSettled?.();
    replayMissedPress();
  }
}

/**
 * A press inside a part that still waits reaches no handler: React drops it (it stops the
 * event, which so never bubbles back up to the window). The last such press on a button, or
 * submission of a form, is repeated once the parts have hydrated, if that is within a few
 * seconds; a form's native submission, which would reload the page with what was typed in its
 * URL, is held meanwhile. Links need nothing: the browser follows them.
 */
const REPLAY_WITHIN_MS = 3000;
let pressed: Event | null = null;
let missed: { replay: () => void; at: number } | null = null;

function onPressCapture(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const form = event.type === 'submit' && target instanceof HTMLFormElement ? target : null;
  const button = event.type === 'click' ? target?.closest('button') : null;
  if (!form && !button) return;
  if (form) event.preventDefault();
  pressed = event;
  window.setTimeout(() => {
    if (pressed !== event) return;
    pressed = null;
    missed = {
      replay: form ? () => form.requestSubmit() : () => button?.click(),
      at: performance.now(),
    };
  }, 0);
}

function onPressArrived(event: Event) {
  if (pressed === event) pressed = null;
}

function watchPresses(on: boolean) {
  for (const type of ['click', 'submit']) {
    if (on) {
      window.addEventListener(type, onPressCapture, true);
      window.addEventListener(type, onPressArrived);
    } else {
      window.removeEventListener(type, onPressCapture, true);
      window.removeEventListener(type, onPressArrived);
    }
  }
}

function replayMissedPress() {
  const press = missed;
  missed = null;
  // After the commit that hydrated the last part, so its handlers are attached.
  if (press && performance.now() - press.at < REPLAY_WITHIN_MS) window.setTimeout(press.replay, 0);
}

let startSignal: Promise<void> | null = null;
let start: (() => void) | null = null;
const START_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'scroll'];

/** Resolves at the first sign of a person, or when the browser is idle after hydration. */
function whenStarted(): Promise<void> {
  startSignal ??= new Promise<void>((resolve) => {
    const begin = () => {
      for (const type of START_EVENTS) window.removeEventListener(type, begin, true);
      resolve();
    };
    start = begin;
    for (const type of START_EVENTS) {
      window.addEventListener(type, begin, { capture: true, passive: true });
    }
  });
  return startSignal;
}

/** Longest wait for an idle moment before the parts load anyway (a busy phone). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Called once by the root when the page has hydrated (its effect runs after every part's):
 * starts the idle wait for the parts and resolves once every part that was left waiting has
 * hydrated too. Tests wait for that (`data-hydrated`, tests/e2e/fixtures.ts).
 */
export function markAppHydrated(): Promise<void> {
  appHydrated = true;
  void whenStarted();
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => start?.(), { timeout: IDLE_TIMEOUT_MS });
  if (waiting.size === 0) return Promise.resolve();
  watchPresses(true);
  return new Promise<void>((resolve) => {
    allSettled = resolve;
  });
}

/**
 * Fetches code that only an interaction shows (a run's loading state, say) when the browser
 * is idle after hydration or at the first sign of a person, so it is there by the time it is
 * needed without being in the first load. Does nothing at build time.
 */
export function loadWhenIdle(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  void whenStarted()
    .then(load)
    .catch((error: unknown) => console.warn('Could not preload part of the page', error));
}
