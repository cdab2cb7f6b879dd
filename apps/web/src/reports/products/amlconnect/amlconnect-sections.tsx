import { AML_MEDIA_CATEGORY_LABELS, AML_NONE_FOUND, AML_PEP_LEVEL_LABELS, NOT_REPORTED, formatDate, type AmlConnectReport } from '@creditdesk/contracts';
import { Stacked } from '../../viewer/level-cells';
import { RecordTableSection } from '../../viewer/record-table-section';
import type { Column } from '../../viewer/simple-table-section';

type SectionProps = { report: AmlConnectReport };

const PEP_COLUMNS: Column<AmlConnectReport['peps'][number]>[] = [
  { header: 'Name', cell: (p) => <Stacked main={p.name} sub={AML_PEP_LEVEL_LABELS[p.level]} strong /> },
  { header: 'Position', cell: (p) => p.position },
  { header: 'Related to', cell: (p) => p.relatedTo ?? NOT_REPORTED },
  { header: 'Country', cell: (p) => p.country },
  { header: 'Since', nowrap: true, cell: (p) => formatDate(p.since) },
  { header: 'Until', nowrap: true, cell: (p) => (p.until ? formatDate(p.until) : 'Current') },
];

/** The politically exposed persons, relatives and close associates the lists hold under the name. */
export function AmlPepsSection({ report }: SectionProps) {
  return <RecordTableSection title="Politically exposed persons" rows={report.peps} columns={PEP_COLUMNS} empty={`${AML_NONE_FOUND.peps}.`} minWidth={760} />;
}

const MEDIA_COLUMNS: Column<AmlConnectReport['adverseMedia'][number]>[] = [
  { header: 'Headline', cell: (m) => <Stacked main={m.headline} sub={m.summary} strong /> },
  { header: 'Publication', cell: (m) => m.publication || NOT_REPORTED },
  { header: 'Published', nowrap: true, cell: (m) => formatDate(m.publishedOn) },
  { header: 'Category', cell: (m) => AML_MEDIA_CATEGORY_LABELS[m.category] },
];

/** The adverse media articles naming the subject. */
export function AmlMediaSection({ report }: SectionProps) {
  return <RecordTableSection title="Adverse media" rows={report.adverseMedia} columns={MEDIA_COLUMNS} empty={`${AML_NONE_FOUND.adverseMedia}.`} minWidth={720} />;
}
