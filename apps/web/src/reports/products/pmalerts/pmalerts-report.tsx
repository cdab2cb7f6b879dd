import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PM_ALERT_TYPES, PM_ALERT_TYPE_INFO, type PmAlertsDataSourceResponse, formatDate, pmAlertsCriteriaLine } from '@creditdesk/contracts';
import { LevelTag } from '../../viewer/level-cells';
import { ScrollTable } from '../../viewer/scroll-table';
import { SortableHeaderCell } from '../../../components/list/sortable-header-cell';
import type { ListSorting } from '../../../lib/list-sort-url';

/** The stored alerts report: its message, criteria, counts by type and every alert with the bureau's facts (the PDF reads the same rules). */
export function PmAlertsReportView({ dataSourceResponse }: { dataSourceResponse: PmAlertsDataSourceResponse }) {
  const report = dataSourceResponse.value.pmAlertsReport;
  return (
    <Stack spacing={2}>
      <Alert severity={report.alerts.length > 0 ? 'info' : 'success'}>{report.message.content}</Alert>
      <Typography variant="body2">{pmAlertsCriteriaLine(report.criteria, formatDate)} · {report.watchedCount} consumers watched</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Alerts by type">
        {PM_ALERT_TYPES.map((t) => (
          <LevelTag key={t} label={`${PM_ALERT_TYPE_INFO[t].label}: ${report.counts[t] ?? 0}`} level={(report.counts[t] ?? 0) > 0 ? PM_ALERT_TYPE_INFO[t].level : 'neutral'} />
        ))}
      </Stack>
      {report.alerts.length > 0 && <AlertsTable alerts={report.alerts} />}
    </Stack>
  );
}

type Row = PmAlertsDataSourceResponse['value']['pmAlertsReport']['alerts'][number];

/** `sorting`: the PM Alerts screen's order by the headers (PM_ALERTS_SORT); a report's alerts are not sorted. */
type AlertsProps = { alerts: readonly Row[]; onOpen?: (alert: Row) => void; sorting?: ListSorting };

// the visible summary first: a spoken name must hold the words a sighted user sees (axe, label-content-name-mismatch)
const openLabel = (a: Row) => `${a.summary}: open the ${PM_ALERT_TYPE_INFO[a.type].label} alert of ${formatDate(a.alertDate)} on ${a.consumerName}`;

/** The summary: a button opening the alert's facts, or the summary with the facts under it (the stored report). */
function AlertSummary({ alert: a, onOpen }: { alert: Row; onOpen?: (alert: Row) => void }) {
  return (
    <>
      {onOpen ? (
        <button type="button" onClick={() => onOpen(a)} style={{ all: 'unset', cursor: 'pointer', textDecoration: 'underline' }} aria-label={openLabel(a)}>
          {a.summary}
        </button>
      ) : (
        a.summary
      )}
      {!onOpen && (
        <Typography variant="caption" sx={{ display: 'block' }}>
          {a.details.map((d) => `${d.label}: ${d.value}`).join(' · ')}
        </Typography>
      )}
    </>
  );
}

/** The alerts: a table from 600 px, one card an alert on a phone (four columns would scroll sideways there). */
export function AlertsTable(props: AlertsProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? <AlertCards {...props} /> : <AlertRows {...props} />;
}

function AlertCards({ alerts, onOpen }: AlertsProps) {
  return (
    <Stack component="ul" spacing={1} aria-label="Alerts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {alerts.map((a) => (
        <Box component="li" key={a.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <LevelTag label={PM_ALERT_TYPE_INFO[a.type].label} level={PM_ALERT_TYPE_INFO[a.type].level} />
            <Typography variant="body2">{formatDate(a.alertDate)}</Typography>
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {a.consumerName}
          </Typography>
          <Typography variant="caption" sx={{ display: 'block', mb: 0.5 }}>
            {a.ssnMasked} · {a.accountNumber}
          </Typography>
          <Typography variant="body2" component="div">
            <AlertSummary alert={a} onOpen={onOpen} />
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function AlertRows({ alerts, onOpen, sorting }: AlertsProps) {
  const head = (label: string, column: string) =>
    sorting ? (
      <SortableHeaderCell column={column} order={sorting.order} onSort={sorting.onSort}>
        {label}
      </SortableHeaderCell>
    ) : (
      <TableCell>{label}</TableCell>
    );
  return (
    <ScrollTable label="Alerts" minWidth={640}>
      <TableHead>
        <TableRow>
          {head('Date', 'alertDate')}
          {head('Type', 'type')}
          {head('Consumer', 'consumerName')}
          <TableCell>What the bureau reported</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {alerts.map((a) => (
          <TableRow key={a.id} hover={Boolean(onOpen)} onClick={onOpen ? () => onOpen(a) : undefined} sx={onOpen ? { cursor: 'pointer' } : undefined}>
            <TableCell>{formatDate(a.alertDate)}</TableCell>
            <TableCell>
              <LevelTag label={PM_ALERT_TYPE_INFO[a.type].label} level={PM_ALERT_TYPE_INFO[a.type].level} />
            </TableCell>
            <TableCell>
              {a.consumerName}
              <Typography variant="caption" sx={{ display: "block" }}>
                {a.ssnMasked} · {a.accountNumber}
              </Typography>
            </TableCell>
            <TableCell>
              <AlertSummary alert={a} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
