import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** A white panel with a hairline border: the surface every tool result and form sits on. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-ink-200 bg-white shadow-xs', className)}
      {...rest}
    />
  );
}
