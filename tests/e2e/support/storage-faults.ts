import type { BrowserContext, Page } from '@playwright/test';

/**
 * Local-storage faults, installed before any page script runs:
 * - corrupt: every key the product uses holds text that is not JSON (or not a known value);
 * - wrongShape: valid JSON of the wrong shape (the history list also holds one good entry);
 * - readThrows: Storage.prototype.getItem throws;
 * - writeThrows: Storage.prototype.setItem throws (a blocked storage);
 * - quota: setItem throws a DOMException named QuotaExceededError (a full storage);
 * - noAccess: reading window.localStorage itself throws (cookies blocked in some browsers).
 */
export const FAULTS = [
  'corrupt',
  'wrongShape',
  'readThrows',
  'writeThrows',
  'quota',
  'noAccess',
] as const;
export type Fault = (typeof FAULTS)[number];

export const KEYS = {
  language: 'language',
  favorites: 'sora-prompt-favorites',
  history: 'promptreel-history',
  draft: 'promptreel-builder-draft',
  submissionPrefix: 'promptreel-submission-',
} as const;

/** A stored submission from an earlier visit (nothing reads these; they must survive). */
export const PLANTED_SUBMISSION = `${KEYS.submissionPrefix}planted`;

/** The one well-formed history entry among the wrong-shaped ones. */
export const GOOD_HISTORY_ENTRY = {
  prompt: 'A planted prompt that survived its neighbours',
  input: 'planted idea that survived',
  mode: 'fast',
  duration: '15s',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const CORRUPT: Record<string, string> = {
  [KEYS.language]: '{"lang":',
  [KEYS.favorites]: '{"not": "a list"',
  [KEYS.history]: '[{"prompt": "cut off',
  [KEYS.draft]: '{"scene":',
  [PLANTED_SUBMISSION]: '{bad json',
};

export const WRONG_SHAPE: Record<string, string> = {
  [KEYS.language]: '["zh"]',
  [KEYS.favorites]: '{"ids":["cin-001"],"count":1}',
  [KEYS.history]: JSON.stringify([
    { prompt: 42 },
    null,
    'just a string',
    { prompt: 'x', input: 'y', mode: 'turbo', duration: '99s', createdAt: 'yesterday' },
    GOOD_HISTORY_ENTRY,
  ]),
  [KEYS.draft]: '{"scene":42,"categoryId":"nope","motion":"not a list"}',
  [PLANTED_SUBMISSION]: '[1,2,3]',
};

/** Installs a fault on a page or a whole browser context (before its first navigation). */
export async function injectFault(target: Page | BrowserContext, fault: Fault): Promise<void> {
  await target.addInitScript(
    ({ kind, corrupt, wrong }) => {
      const insecure = () => new DOMException('The operation is insecure.', 'SecurityError');
      if (kind === 'corrupt' || kind === 'wrongShape') {
        // Planted once per tab: a reload then shows what the page wrote in their place.
        if (sessionStorage.getItem('__planted')) return;
        for (const [key, value] of Object.entries(kind === 'corrupt' ? corrupt : wrong)) {
          localStorage.setItem(key, value);
        }
        sessionStorage.setItem('__planted', '1');
      } else if (kind === 'readThrows') {
        Storage.prototype.getItem = function getItem() {
          throw insecure();
        };
      } else if (kind === 'writeThrows') {
        Storage.prototype.setItem = function setItem() {
          throw insecure();
        };
      } else if (kind === 'quota') {
        Storage.prototype.setItem = function setItem() {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      } else {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw insecure();
          },
        });
      }
    },
    { kind: fault, corrupt: CORRUPT, wrong: WRONG_SHAPE },
  );
}

/**
 * What storage really holds under a key, read past a getItem that throws (the named-property
 * getter does not go through Storage.prototype.getItem); null when missing or inaccessible.
 */
export async function readStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => {
    try {
      const store = window.localStorage;
      return Object.prototype.hasOwnProperty.call(store, k)
        ? String((store as unknown as Record<string, string>)[k])
        : null;
    } catch {
      return null;
    }
  }, key);
}

/** Every key in storage (empty when storage is inaccessible). */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    try {
      return Object.keys(window.localStorage);
    } catch {
      return [];
    }
  });
}

/** The faults under which a write reaches storage, and the reason the page gives otherwise. */
export function writeOutcome(fault: Fault): 'saved' | 'quota' | 'unavailable' {
  if (fault === 'quota') return 'quota';
  if (fault === 'writeThrows' || fault === 'noAccess') return 'unavailable';
  return 'saved';
}
