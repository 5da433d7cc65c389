import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

/** One titled card of the detail page. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('mb-5 break-inside-avoid p-5 sm:p-6', className)}>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold text-ink-950">
          {title}
        </h2>
        <div className="mt-3 text-sm leading-relaxed text-ink-700">{children}</div>
      </section>
    </Card>
  );
}
