import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * Hostile text for every user-controlled value. Each part, if it ever ran, would set
 * `window.__pwned` (and most would also open an alert), so a test can tell "shown as text"
 * from "executed" without guessing.
 */
export const SCRIPT_PART = `<script>window.__pwned='script'</script>`;
export const IMG_PART = `"><img src=x onerror="window.__pwned='img';alert(1)">`;
export const SVG_PART = `<svg onload="window.__pwned='svg'"></svg>`;
export const JS_URL = `javascript:window.__pwned='href';alert(1)`;

/** All four at once (about 160 characters: fits every free-text field of the product). */
export const PAYLOAD = `${SCRIPT_PART}${IMG_PART}${SVG_PART} ${JS_URL}`;
/** For fields capped at 30 characters (submission tags). */
export const SHORT_PAYLOAD = `<img src=x onerror=alert(1)>`;

/** Regular-expression escape, for matching a payload inside longer text. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface InertGuard {
  /** Every dialog that opened (each fails the test at the next `expectInert`). */
  dialogs: string[];
  /** No dialog, no `__pwned`, no injected element: now, or at any moment since the start. */
  expectInert: () => Promise<void>;
}

interface Evidence {
  pwned: unknown;
  seen: string[];
  now: string[];
}

/**
 * Arms a page before its first navigation: records dialogs (and dismisses them so nothing
 * hangs), and watches the DOM from the first parsed node on for elements a payload would
 * create — an `<img src=x>`, an inline handler or a script carrying the marker, a
 * `javascript:` link. The watch survives navigations (an init script runs on each document).
 */
export async function guardPage(page: Page): Promise<InertGuard> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __injected: string[]; __inertCheck: () => string[] };
    w.__injected = [];
    const describe = (el: Element) => el.outerHTML.slice(0, 120);
    const suspicious = (el: Element): boolean => {
      const tag = el.tagName.toLowerCase();
      if (tag === 'script' && /__pwned/.test(el.textContent ?? '')) return true;
      if (tag === 'img' && el.getAttribute('src') === 'x') return true;
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) && /__pwned|alert\(/.test(attr.value)) return true;
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(attr.name) &&
          /^\s*javascript:/i.test(attr.value)
        ) {
          return true;
        }
      }
      return false;
    };
    const scan = (root: ParentNode, out: string[]) => {
      if (root instanceof Element && suspicious(root)) out.push(describe(root));
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (suspicious(el)) out.push(describe(el));
      }
    };
    w.__inertCheck = () => {
      const out: string[] = [];
      scan(document, out);
      return out;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) {
          if (suspicious(record.target)) w.__injected.push(describe(record.target));
        }
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element) scan(node, w.__injected);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });

  return {
    dialogs,
    async expectInert() {
      const evidence: Evidence = await page.evaluate(() => {
        const w = window as unknown as {
          __pwned?: unknown;
          __injected: string[];
          __inertCheck: () => string[];
        };
        return { pwned: w.__pwned, seen: w.__injected, now: w.__inertCheck() };
      });
      expect(dialogs, 'no dialog opened').toEqual([]);
      expect(evidence.pwned, 'window.__pwned stays undefined').toBeUndefined();
      expect(evidence.seen, 'no injected element appeared at any time').toEqual([]);
      expect(evidence.now, 'no injected element in the DOM').toEqual([]);
    },
  };
}

/** Safe download names: letters, digits, underscore, dot and dash only. */
export const SAFE_FILE_NAME = /^[\w.-]+$/;
