import { RefreshCw, WifiOff, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { LANGUAGE_WORKERS } from '../../domain/site/service-workers.ts';
import { Button } from '../components/ui/button.tsx';
import type { PwaStatusProps } from './deferred-pwa.tsx';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Registers the language's service worker and reports a new deployment waiting for us. */
function useServiceWorker(language: PwaStatusProps['language']) {
  const [waiting, setWaiting] = useState(false);
  const workbox = useRef<Workbox | null>(null);

  useEffect(() => {
    // The dev server has no worker (it is written by the production build).
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
    const { scriptUrl, scope } = LANGUAGE_WORKERS[language];
    const wb = new Workbox(scriptUrl, { scope });
    workbox.current = wb;
    wb.addEventListener('waiting', () => setWaiting(true));
    // A new worker took over (here or in another tab): this page's code is the old version,
    // and its later chunks are no longer cached, so it reloads onto the new one as a whole.
    wb.addEventListener('controlling', (event) => {
      if (event.isUpdate) window.location.reload();
    });
    wb.register().catch((error: unknown) => console.warn('Service worker not registered', error));
    // A tab left open for days still learns of a deployment when it is looked at again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [language]);

  const update = () => workbox.current?.messageSkipWaiting();
  return { waiting, update };
}

/** The offline notice and the "Update" prompt, bottom left, above the page. */
export function PwaStatus({ language, strings }: PwaStatusProps) {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const { waiting, update } = useServiceWorker(language);
  const [updating, setUpdating] = useState(false);
  const [hideUpdate, setHideUpdate] = useState(false);
  const [hideOffline, setHideOffline] = useState(false);

  // Going offline again after coming back shows the notice again.
  useEffect(() => {
    const reset = () => setHideOffline(false);
    window.addEventListener('online', reset);
    return () => window.removeEventListener('online', reset);
  }, []);

  const showOffline = !online && !hideOffline;
  const showUpdate = waiting && !hideUpdate;
  if (!showOffline && !showUpdate) return null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[55] flex flex-col items-center gap-2 p-3 sm:items-start sm:p-4">
      {showOffline && (
        <div
          role="status"
          data-testid="offline-notice"
          className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 shadow-lg"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{strings.offlineTitle}</p>
            <p className="mt-0.5 text-sm">{strings.offlineText}</p>
          </div>
          <button
            type="button"
            onClick={() => setHideOffline(true)}
            className="rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={strings.dismiss}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      {showUpdate && (
        <div
          role="status"
          data-testid="update-prompt"
          className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-3 rounded-xl border border-ink-200 bg-white p-4 text-ink-900 shadow-lg"
        >
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <p className="min-w-0 flex-1 text-sm font-medium">{strings.updateText}</p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setHideUpdate(true)}>
              {strings.dismiss}
            </Button>
            <Button
              size="sm"
              disabled={updating}
              onClick={() => {
                setUpdating(true);
                update();
              }}
            >
              {updating ? strings.updating : strings.updateButton}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
