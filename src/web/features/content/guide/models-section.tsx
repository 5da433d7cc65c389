import { AlertTriangle, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import { punctuation } from '../../../lib/punctuation.ts';
import { durationParts, sourceLabel } from '../model-table/format.ts';
import { modelAnchor } from '../model-table/model-anchor.ts';
import type { Cell, ModelRow } from '../model-table/model-rows.ts';

type Column =
  | 'promptLimit'
  | 'durations'
  | 'aspectRatios'
  | 'negativePrompt'
  | 'audio'
  | 'languages'
  | 'sources'
  | 'checkedOn';

const COLUMNS: readonly Column[] = [
  'promptLimit',
  'durations',
  'aspectRatios',
  'negativePrompt',
  'audio',
  'languages',
  'sources',
  'checkedOn',
];

/**
 * One table for every width. From lg up it is a table; below, each row is a card with its
 * own labels (the header row is kept for screen readers only). Roles on the table, its rows
 * and headers keep the semantics some browsers drop once a table is restyled as blocks; one
 * DOM keeps each row's anchor (#model-veo) unique and reachable at any width.
 */
const cellClass =
  'grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 py-1.5 text-sm text-ink-800 lg:table-cell lg:border-b lg:border-ink-100 lg:px-2.5 lg:py-3 lg:align-top';

/** A fact, marked when the maker's own page has not confirmed it. */
function Fact({ cell, children }: { cell: Pick<Cell<unknown>, 'verified'>; children: ReactNode }) {
  const { t, language } = useTranslation('guide');
  if (cell.verified) return <>{children}</>;
  return (
    <span data-unverified="">
      {children}
      {/* A word joiner keeps the mark on the line of the word it qualifies. */}
      {'\u2060'}
      <span
        aria-hidden="true"
        title={t('models.unverified')}
        className="ml-1 rounded-full bg-amber-100 px-[0.3rem] text-[10px] leading-none font-bold text-amber-900"
      >
        ?
      </span>
      <span className="sr-only">{punctuation(language).parens(t('models.unverified'))}</span>
    </span>
  );
}

function CellValue({ row, column }: { row: ModelRow; column: Column }) {
  const { t, language } = useTranslation('guide');
  const join = (items: readonly string[]) => items.join(t('models.listSeparator'));
  // Grouped digits in English ("2,000"); Chinese pages write "2000".
  const number = (n: number) => (language === 'en' ? n.toLocaleString('en-US') : String(n));
  switch (column) {
    case 'promptLimit':
      return (
        <span className="whitespace-nowrap">
          <Fact cell={row.promptLimit}>
            {t('models.characters', { n: number(row.promptLimit.value) })}
          </Fact>
          {row.promptLimitZh && (
            <span className="block text-ink-600">
              <Fact cell={row.promptLimitZh}>
                {t('models.charactersZh', { n: number(row.promptLimitZh.value) })}
              </Fact>
            </span>
          )}
        </span>
      );
    case 'durations': {
      const list = durationParts(row.durations.value).map((part) =>
        part.from === part.to ? String(part.from) : t('models.range', part),
      );
      return (
        <span className="whitespace-nowrap">
          <Fact cell={row.durations}>{t('models.seconds', { list: join(list) })}</Fact>
        </span>
      );
    }
    case 'aspectRatios':
      return <Fact cell={row.aspectRatios}>{join(row.aspectRatios.value)}</Fact>;
    case 'negativePrompt':
      return (
        <Fact cell={row.negativePrompt}>{t(`models.negative.${row.negativePrompt.value}`)}</Fact>
      );
    case 'audio': {
      const dialogue = row.dialogue.value;
      return (
        <span>
          <Fact cell={row.audio}>{t(`models.audioKinds.${row.audio.value}`)}</Fact>
          {dialogue !== 'none' && (
            <span className="block text-ink-600">
              <Fact cell={row.dialogue}>{t(`models.dialogue.${dialogue}`)}</Fact>
            </span>
          )}
        </span>
      );
    }
    case 'languages':
      return (
        <Fact cell={row.languages}>
          {join(row.languages.value.map((language) => t(`models.languageNames.${language}`)))}
        </Fact>
      );
    case 'sources':
      return <Sources urls={row.sources} />;
    case 'checkedOn':
      return (
        <span className="whitespace-nowrap tabular-nums">
          {row.checkedOn ?? t('models.unknownDate')}
        </span>
      );
  }
}

/** A host name that may wrap after its dots only ("ai.google.dev"). */
function Host({ host }: { host: string }) {
  const parts = host.split('.');
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </span>
      ))}
    </>
  );
}

/** The maker's pages, by host; a host with several pages gets a number per page. */
function Sources({ urls }: { urls: readonly string[] }) {
  const { t, language } = useTranslation('guide');
  if (urls.length === 0) return <span className="text-ink-600">{t('models.noSource')}</span>;
  const hosts = urls.map(sourceLabel);
  return (
    <ul className="space-y-1">
      {urls.map((url, i) => {
        const host = hosts[i]!;
        const repeated = hosts.filter((h) => h === host).length > 1;
        const nth = hosts.slice(0, i + 1).filter((h) => h === host).length;
        return (
          <li key={url}>
            <a
              href={url}
              title={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-start gap-1 font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span>
                <Host host={host} />
                {repeated && <span className="whitespace-nowrap"> · {nth}</span>}
              </span>
              <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              <span className="sr-only">{punctuation(language).parens(t('models.external'))}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The model table (issue 16): what each maker's guide says, with unconfirmed facts marked. */
export function ModelsSection({ models }: { models: readonly ModelRow[] }) {
  const { t } = useTranslation('guide');
  return (
    <section id="models" aria-labelledby="models-title" className="scroll-mt-24">
      <h2 id="models-title" className="text-2xl font-bold text-ink-950">
        {t('models.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-600">{t('models.intro')}</p>
      <p className="mt-2 max-w-3xl text-ink-600">{t('models.universal')}</p>

      <div
        role="note"
        aria-labelledby="sora-retired-title"
        className="mt-6 flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 sm:p-5"
        data-testid="sora-retired"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <p id="sora-retired-title" className="font-semibold">
            {t('models.soraTitle')}
          </p>
          <p className="mt-1 text-sm">{t('models.soraText')}</p>
        </div>
      </div>

      <table
        role="table"
        className="mt-6 block w-full text-left lg:table lg:border-collapse lg:rounded-2xl lg:border lg:border-ink-200 lg:bg-white"
        data-testid="model-table"
      >
        <caption className="sr-only">{t('models.tableCaption')}</caption>
        <thead className="sr-only lg:not-sr-only lg:table-header-group">
          <tr role="row">
            <th
              role="columnheader"
              scope="col"
              className="px-3 py-3 text-xs font-semibold tracking-wide text-ink-600 uppercase lg:border-b lg:border-ink-200"
            >
              {t('models.columns.model')}
            </th>
            {COLUMNS.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-3 py-3 text-xs font-semibold tracking-wide text-ink-600 uppercase lg:border-b lg:border-ink-200"
              >
                {t(`models.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-4 lg:table-row-group lg:space-y-0">
          {models.map((row) => {
            const retired = row.retiredOn !== null;
            return (
              <tr
                key={row.id}
                id={modelAnchor(row.id)}
                role="row"
                data-testid="model-row"
                data-model={row.id}
                className={cn(
                  'block scroll-mt-24 rounded-2xl border border-ink-200 bg-white p-4 lg:table-row lg:rounded-none lg:border-0 lg:p-0',
                  retired && 'bg-ink-50 lg:bg-ink-50',
                )}
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="mb-2 block text-left align-top font-normal lg:mb-0 lg:table-cell lg:w-40 lg:border-b lg:border-ink-100 lg:px-3 lg:py-3"
                >
                  <span className="block font-semibold text-ink-950">{row.name}</span>
                  <span className="block text-sm text-ink-600">
                    {t('models.by', { maker: row.maker })}
                  </span>
                  {row.retiredOn && (
                    <Badge tone="danger" className="mt-1.5 whitespace-nowrap">
                      <Fact cell={row.retiredOn}>
                        {t('models.retired', { date: row.retiredOn.value })}
                      </Fact>
                    </Badge>
                  )}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column} className={cellClass}>
                    <span aria-hidden="true" className="text-ink-500 lg:hidden">
                      {t(`models.columns.${column}`)}
                    </span>
                    <span className="min-w-0">
                      <CellValue row={row} column={column} />
                    </span>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-4 flex max-w-3xl gap-2 text-sm text-ink-600">{t('models.legend')}</p>
    </section>
  );
}
