import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ELETTER_TYPE_LABELS, SCORE_TYPE_LABELS, formatDate, type Eletter } from '@creditdesk/contracts';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import type { ListSorting } from '../../../lib/list-sort-url';
import { SelectAllCell, SelectRowCell } from '../../../components/list/select-cells';
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

/** A page of letter templates: tick several to delete them, open one to edit it, or delete one. */
export function TemplatesTable({ rows, loading, selected, onToggle, onToggleAll, onDelete, sorting }: TemplatesTableProps) {
  const onPage = rows ?? [];
  const ticked = onPage.filter((t) => selected.has(t.eletterId)).length;
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
          <TableCell sx={{ minWidth: 200, maxWidth: 340 }}>
            <Link component={RouterLink} to={templateHref(t.eletterId)} sx={{ fontWeight: 600 }} underline="always">
              {t.eletterName}
            </Link>
            {t.subject && (
              <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {t.subject}
              </Typography>
            )}
          </TableCell>
          <TableCell>
            <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
              {ELETTER_TYPE_LABELS[t.eletterType]}
              {t.adverse && <Chip size="small" label="Adverse action" variant="outlined" color="primary" />}
            </Box>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{SCORE_TYPE_LABELS[t.scoreType]}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.updatedAt)}</TableCell>
          <TableCell>{t.updatedBy}</TableCell>
          <TableCell align="right">
            <RowActions name={`letter template ${t.eletterName}`} editTo={templateHref(t.eletterId)} onDelete={() => onDelete(t)} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
