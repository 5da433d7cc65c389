import type { ReactNode } from 'react';

/** The title and introduction at the top of every inner page. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-ink-200 bg-gradient-to-b from-brand-50/60 to-white">
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-ink-600 sm:text-lg">{intro}</p>
        {children}
      </div>
    </header>
  );
}
