/**
 * A one-at-a-time toast queue (the spec allows at most one visible toast). Kept tiny and
 * dependency-free: the toast library weighed more than the rest of the shell together.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds before it hides; the spec's default is 5000. */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const TOAST_DEFAULT_DURATION = 5000;

type Listener = (toast: ToastItem | null) => void;
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(current);
}

/** Shows a toast, replacing the one on screen. Returns its id. */
export function toast(input: ToastInput): number {
  current = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DEFAULT_DURATION,
  };
  emit();
  return current.id;
}

/** Hides the toast with this id (or the current one). */
export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastItem | null {
  return current;
}
