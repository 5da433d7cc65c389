import { createElement, type ReactElement, type SVGProps } from 'react';

/** What every lucide-react icon module hands to its factory: its name and its SVG children. */
export interface LucideIconData {
  name: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string | number>])[];
}

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The build swaps lucide-react's own icon factory for this one (vite.config.ts,
 * `lightIcons`): every `import { X } from 'lucide-react'` keeps working, but the ~1.6 KB gzip
 * of lucide's runtime (a context provider, prop merging, stroke maths) leaves the first load.
 * It draws the same SVG lucide draws for the props this site uses (`className`, `aria-*`):
 * 24 px, `currentColor` stroke of 2, and `aria-hidden` unless the icon is labelled.
 */
export default function createLucideIcon({ name, size = 24, node }: LucideIconData) {
  function Icon({ className, ...rest }: IconProps): ReactElement {
    const labelled = Object.keys(rest).some(
      (prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title',
    );
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: `0 0 ${size} ${size}`,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      node.map(([tag, attrs]) => createElement(tag, attrs)),
    );
  }
  Icon.displayName = name;
  return Icon;
}
