import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ReportSection } from './report-section';
import { SimpleTableSection, type Column } from './simple-table-section';

type RecordTableSectionProps<T> = {
  title: string;
  rows: T[];
  /** the first column names the record (a card's title on a phone); the others are its facts. */
  columns: Column<T>[];
  empty: string;
  minWidth?: number;
};

/**
 * A report section of records: a table from the small-tablet width up, and on a phone a card a record
 * (the first column as its title, the other columns as labelled facts), so nothing hides off-screen
 * in a sideways-scrolling table.
 */
export function RecordTableSection<T>({ title, rows, columns, empty, minWidth }: RecordTableSectionProps<T>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!phone || rows.length === 0) return <SimpleTableSection title={title} rows={rows} columns={columns} empty={empty} minWidth={minWidth} />;
  const [first, ...rest] = columns;
  return (
    <ReportSection title={title} count={rows.length} flush>
      <Box component="ul" aria-label={title} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((row, index) => (
          <Box component="li" key={index} sx={{ px: 2, py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
            <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{first.cell(row)}</Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                '& dt': { color: 'text.secondary', fontSize: '0.75rem', fontWeight: 500 },
                '& dd': { m: 0, fontSize: '0.875rem', overflowWrap: 'anywhere' },
              }}
            >
              {rest.map((column) => (
                <Box key={column.header} sx={column.wide ? { gridColumn: '1 / -1' } : undefined}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </ReportSection>
  );
}
