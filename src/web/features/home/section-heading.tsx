/** The title and one-line introduction of a home page section. */
export function SectionHeading({
  id,
  title,
  intro,
  align = 'center',
}: {
  id: string;
  title: string;
  intro?: string;
  align?: 'center' | 'start';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2
        id={id}
        className="text-2xl font-bold tracking-tight text-balance text-ink-950 sm:text-3xl"
      >
        {title}
      </h2>
      {intro && <p className="mt-3 text-pretty text-ink-600">{intro}</p>}
    </div>
  );
}
