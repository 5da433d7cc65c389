import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** What has keyboard focus, and whether the user can see it. */
export interface FocusInfo {
  tag: string;
  id: string;
  type: string;
  name: string;
  testId: string;
  /** Where the ring was looked for: the element itself, or the label that draws it. */
  drawnBy: 'self' | 'label' | 'parent' | 'none';
  /** The element (or its drawing label) shows an outline or a focus ring. */
  indicator: boolean;
  /** The computed style the verdict is based on, for failure messages. */
  style: string;
}

/**
 * Reads the focused element. Controls that are visually hidden (opacity 0 or 1 px: the chips,
 * segmented controls and switches draw a native input inside a label) are judged by the
 * label around them, which is what the components style with `has-[:focus-visible]`.
 * A visible indicator is an outline (style not none, width > 0, not transparent) or a
 * box-shadow ring (no offset, no blur, spread ≥ 2 px, not transparent: Tailwind's ring-2).
 */
export async function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate((): FocusInfo => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) {
      return {
        tag: 'body',
        id: '',
        type: '',
        name: '',
        testId: '',
        drawnBy: 'none',
        indicator: false,
        style: '',
      };
    }
    const transparent = (color: string) =>
      color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
    const shadows = (value: string): string[] => {
      const parts: string[] = [];
      let depth = 0;
      let current = '';
      for (const char of value) {
        if (char === '(') depth += 1;
        if (char === ')') depth -= 1;
        if (char === ',' && depth === 0) {
          parts.push(current.trim());
          current = '';
        } else current += char;
      }
      if (current.trim()) parts.push(current.trim());
      return parts;
    };
    const hasRing = (boxShadow: string) =>
      boxShadow !== 'none' &&
      shadows(boxShadow).some((shadow) => {
        if (shadow.includes('inset')) return false;
        const color = /(rgba?|oklch|oklab|color|hsla?)\([^)]*\)/.exec(shadow)?.[0] ?? '';
        const lengths = (shadow.replace(color, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
        return x === 0 && y === 0 && blur === 0 && spread >= 2 && !transparent(color);
      });
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const hidden = Number(style.opacity) === 0 || rect.width <= 1 || rect.height <= 1;
    let target: Element = el;
    let drawnBy: FocusInfo['drawnBy'] = 'self';
    if (hidden) {
      const label = el.closest('label');
      target = label ?? el.parentElement ?? el;
      drawnBy = label ? 'label' : 'parent';
    }
    const s = getComputedStyle(target);
    const outline =
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !transparent(s.outlineColor);
    const ring = hasRing(s.boxShadow);
    const labelled =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.closest('label')?.textContent ??
      el.textContent ??
      '';
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      type: el.getAttribute('type') ?? '',
      name: labelled.replace(/\s+/g, ' ').trim().slice(0, 60),
      testId: el.getAttribute('data-testid') ?? '',
      drawnBy,
      indicator: outline || ring,
      style: `outline: ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}; box-shadow: ${s.boxShadow}`,
    };
  });
}

const describe = (f: FocusInfo) =>
  `<${f.tag}${f.id ? ` id=${f.id}` : ''}${f.type ? ` type=${f.type}` : ''}${
    f.testId ? ` data-testid=${f.testId}` : ''
  }> "${f.name}" (ring drawn by ${f.drawnBy}; ${f.style})`;

/** Fails unless the focused element shows a visible focus indicator. */
export async function expectVisibleFocus(page: Page): Promise<FocusInfo> {
  const info = await focusInfo(page);
  expect(info.tag, 'something has focus').not.toBe('body');
  expect(info.indicator, `visible focus indicator on ${describe(info)}`).toBe(true);
  return info;
}

/** A CSS selector, a locator, or a test on the focus snapshot. */
export type FocusTarget = string | Locator | ((focused: FocusInfo) => boolean);

async function isFocused(page: Page, target: FocusTarget, info: FocusInfo): Promise<boolean> {
  if (typeof target === 'function') return target(info);
  if (typeof target === 'string') {
    return page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, target);
  }
  return target.evaluateAll((elements) => elements.some((el) => el === document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, at most `maxTabs` times.
 * Every stop on the way must show a visible focus indicator: a keyboard user sees each one.
 * Returns the stops it passed, the last being the target.
 */
export async function tabTo(
  page: Page,
  target: FocusTarget,
  maxTabs = 60,
  { backward = false }: { backward?: boolean } = {},
): Promise<FocusInfo[]> {
  const stops: FocusInfo[] = [];
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const info = await focusInfo(page);
    stops.push(info);
    if (info.tag !== 'body') {
      expect(info.indicator, `visible focus indicator on ${describe(info)}`).toBe(true);
    }
    if (await isFocused(page, target, info)) return stops;
  }
  throw new Error(
    `Focus did not reach ${typeof target === 'string' ? target : 'the target'} in ${maxTabs} ${
      backward ? 'Shift+Tab' : 'Tab'
    } presses; passed:\n${stops.map(describe).join('\n')}`,
  );
}
