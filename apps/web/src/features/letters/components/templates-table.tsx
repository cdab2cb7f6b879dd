import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ELETTER_TYPE_LABELS, SCORE_TYPE_LABELS, formatDate, type Eletter } from '@creditdesk/contracts';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import type { ListSorting } from '../../../lib/list-sort-url';
import { SelectAllCell, SelectAllOnPage, SelectRowCell, SelectRowCheckbox } from '../../../components/list/select-cells';
import { templateHref } from '../letter-links';
import { RowActions } from '../../../components/list/row-actions';

type TemplatesTableProps = {
  rows: readonly Eletter[] | undefined;
  loading: boolean;
  selected: ReadonlySet<string>;
  onToggle: (template: Eletter) => void;
  onToggleAll: (checked: boolean) => void;
  onDelete: (template: Eletter) => void;
  sorting: ListSorting;
};

// the sortable headers name the list's declared columns (ELETTER_TEMPLATES_SORT, sent as sortbyfield and sortorder)
const COLUMNS: ListColumn[] = [
  { label: 'Name', sortKey: 'eletterName' },
  { label: 'Type', sortKey: 'eletterType' },
  { label: 'Score type', sortKey: 'scoreType' },
  { label: 'Updated', sortKey: 'updatedAt' },
  'By',
  'Actions',
];

const nameCell = (t: Eletter) => (
  <>
    <Link component={RouterLink} to={templateHref(t.eletterId)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} underline="always">
      {t.eletterName}
    </Link>
    {t.subject && (
      <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {t.subject}
      </Typography>
    )}
  </>
);

const typeCell = (t: Eletter) => (
  <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
    {ELETTER_TYPE_LABELS[t.eletterType]}
    {t.adverse && <Chip size="small" label="Adverse action" variant="outlined" color="primary" />}
  </Box>
);

const actions = (t: Eletter, onDelete: (template: Eletter) => void) => <RowActions name={`letter template ${t.eletterName}`} editTo={templateHref(t.eletterId)} onDelete={() => onDelete(t)} />;

const CARD_FACTS: readonly CardFact<Eletter>[] = [
  { label: 'Type', cell: typeCell, wide: true },
  { label: 'Score type', cell: (t) => SCORE_TYPE_LABELS[t.scoreType] },
  { label: 'Updated', cell: (t) => `${formatDate(t.updatedAt)} by ${t.updatedBy}` },
];

/**
 * A page of letter templates: tick several to delete them, open one to edit it, or delete one. A
 * table from the small-tablet width up, and on a phone a card a template (the page's own Sort by
 * orders both).
 */
export function TemplatesTable({ rows, loading, selected, onToggle, onToggleAll, onDelete, sorting }: TemplatesTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const onPage = rows ?? [];
  const ticked = onPage.filter((t) => selected.has(t.eletterId)).length;
  if (phone && rows) {
    return (
      <PhoneCards
        label="Letter templates"
        items={rows}
        keyOf={(t) => t.eletterId}
        loading={loading}
        toolbar={<SelectAllOnPage onPage={onPage.length} ticked={ticked} label="Select all letter templates on this page" onToggleAll={onToggleAll} />}
        facts={CARD_FACTS}
        head={(t) => (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <SelectRowCheckbox inCard checked={selected.has(t.eletterId)} label={`Select letter template ${t.eletterName}`} onToggle={() => onToggle(t)} />
            <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>{nameCell(t)}</Box>
            {actions(t, onDelete)}
          </Box>
        )}
      />
    );
  }
  return (
    <ListTable
      label="Letter templates"
      regionLabel="Letter template list"
      columns={COLUMNS}
      minWidth={760}
      loading={loading}
      sorting={sorting}
      leadingHeadCell={<SelectAllCell onPage={onPage.length} ticked={ticked} label="Select all letter templates on this page" onToggleAll={onToggleAll} />}
      rows={rows?.map((t) => (
        <TableRow key={t.eletterId} hover selected={selected.has(t.eletterId)}>
          <SelectRowCell checked={selected.has(t.eletterId)} label={`Select letter template ${t.eletterName}`} onToggle={() => onToggle(t)} />
          <TableCell sx={{ minWidth: 200, maxWidth: 340 }}>{nameCell(t)}</TableCell>
          <TableCell>{typeCell(t)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{SCORE_TYPE_LABELS[t.scoreType]}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.updatedAt)}</TableCell>
          <TableCell>{t.updatedBy}</TableCell>
          <TableCell align="right">{actions(t, onDelete)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
