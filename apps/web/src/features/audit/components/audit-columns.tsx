import type { ReactNode } from 'react';
import {
  AUDIT_EXPORT_LISTS,
  AUDIT_TABS,
  type AuditExportList,
  auditActionWords,
  formatDateTime,
  auditTargetTypeWords,
  PERMISSIBLE_PURPOSES,
  ROLE_LABELS,
  maskSsn,
  productNameOfKey,
  type AuditDownloadRow,
  type AuditTabSlug,
  type AuditUserStatusRow,
  type ReportHistoryRow,
  type Role,
  type UserActivityRow,
} from '@creditdesk/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** `wrap`: long text that may wrap in the table (others stay on one line; the table scrolls sideways). */
/** `sortKey`: the declared sort column its header sorts by (AUDIT_EVENTS_SORT; User Status: USERS_SORT). */
export type AuditColumn<R> = { label: string; cell: (row: R) => ReactNode; wrap?: boolean; sortKey?: string };

const PURPOSES = new Map<string, string>(PERMISSIBLE_PURPOSES.map((p) => [p.value, p.label]));

/** A moment of the trail as the contracts declare it (DATE_DISPLAY), in UTC with seconds (the filters' bounds are read in UTC too). */
export const formatAuditTime = (iso: string | null): string => formatDateTime(iso, { utc: true, seconds: true }) || '—';

/** The user, and beside them the support agent when the event happened in a support session. */
function Who({ row }: { row: { userName: string | null; supportAgent: string | null } }) {
  return (
    <Box>
      <span>{row.userName ?? '—'}</span>
      {row.supportAgent && (
        <Typography component="span" variant="body2" color="warning.dark" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          via support agent {row.supportAgent.replace(/^support:/, '')}
        </Typography>
      )}
    </Box>
  );
}

// an Audit Logs tab's CSV by the tab's title; a list's export by the list's name ("User groups export")
const tabTitle = (slug: string) => AUDIT_TABS.find((t) => t.slug === slug)?.title ?? (Object.hasOwn(AUDIT_EXPORT_LISTS, slug) ? `${AUDIT_EXPORT_LISTS[slug as AuditExportList]} export` : slug);
const filtersText = (filters: Record<string, string>) =>
  Object.entries(filters)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ') || 'none';
const outcome = (o: 'success' | 'failure') => (o === 'success' ? 'Success' : 'Failure');

const REPORT_HISTORY: AuditColumn<ReportHistoryRow>[] = [
  { label: 'Date', cell: (r) => formatAuditTime(r.occurredAt), sortKey: 'occurredAt' },
  { label: 'User', cell: (r) => <Who row={r} />, sortKey: 'userName' },
  { label: 'Event', cell: (r) => r.action.charAt(0).toUpperCase() + r.action.slice(1), sortKey: 'action' },
  { label: 'Product', cell: (r) => (r.product ? productNameOfKey(r.product) : '—'), wrap: true },
  {
    label: 'Consumer',
    wrap: true,
    cell: (r) =>
      r.consumerName || r.ssnLast4 ? (
        <>
          {r.consumerName}
          {r.ssnLast4 && (
            <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap', color: 'text.secondary' }}>
              SSN {maskSsn(r.ssnLast4)}
            </Box>
          )}
        </>
      ) : (
        '—'
      ),
  },
  { label: 'Permissible Purpose', cell: (r) => (r.permissiblePurpose ? (PURPOSES.get(r.permissiblePurpose) ?? r.permissiblePurpose) : '—'), wrap: true },
  { label: 'Status', cell: (r) => r.status },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an event acted on, in words: its kind and its name (the server's for an id it knows); an id alone is not shown. */
export function targetWords(r: Pick<UserActivityRow, 'targetType' | 'targetId' | 'targetName'>): string {
  if (!r.targetId && !r.targetType) return '—';
  const kind = r.targetType ? auditTargetTypeWords(r.targetType) : '';
  const name = r.targetName ?? (r.targetId && !UUID.test(r.targetId) ? r.targetId : null);
  return [kind.charAt(0).toUpperCase() + kind.slice(1), name].filter(Boolean).join(': ') || '—';
}

const USER_ACTIVITY: AuditColumn<UserActivityRow>[] = [
  { label: 'Date', cell: (r) => formatAuditTime(r.occurredAt), sortKey: 'occurredAt' },
  { label: 'User', cell: (r) => <Who row={r} />, sortKey: 'userName' },
  { label: 'Event', cell: (r) => auditActionWords(r.action), sortKey: 'action' },
  { label: 'Outcome', cell: (r) => outcome(r.outcome), sortKey: 'outcome' },
  { label: 'Target', cell: targetWords, wrap: true },
  { label: 'IP', cell: (r) => r.ip ?? '—' },
];

const DOWNLOADS: AuditColumn<AuditDownloadRow>[] = [
  { label: 'Date', cell: (r) => formatAuditTime(r.occurredAt), sortKey: 'occurredAt' },
  { label: 'User', cell: (r) => <Who row={r} />, sortKey: 'userName' },
  { label: 'Tab', cell: (r) => tabTitle(r.tab) },
  { label: 'Filters', cell: (r) => filtersText(r.filters), wrap: true },
  { label: 'Rows', cell: (r) => (r.rows ?? '—').toString() },
];

const USER_STATUS: AuditColumn<AuditUserStatusRow>[] = [
  { label: 'User', cell: (r) => r.userName, sortKey: 'userName' },
  { label: 'Name', cell: (r) => `${r.firstName} ${r.lastName}`, wrap: true, sortKey: 'lastName' },
  { label: 'Role', cell: (r) => ROLE_LABELS[r.role as Role] ?? r.role, sortKey: 'role' },
  { label: 'Status', cell: (r) => r.status.charAt(0).toUpperCase() + r.status.slice(1), sortKey: 'status' },
  { label: 'Rights', cell: (r) => r.entitlements.join(', ') || '—', wrap: true },
  { label: 'Groups', cell: (r) => r.userGroups.join(', ') || '—', wrap: true },
  { label: 'Last Login', cell: (r) => formatAuditTime(r.lastLoginAt), sortKey: 'lastLoginAt' },
  { label: 'Re-certified', wrap: true, cell: (r) => (r.lastRecertifiedAt ? `${formatAuditTime(r.lastRecertifiedAt)}${r.lastRecertifiedBy ? ` by ${r.lastRecertifiedBy}` : ''}` : '—') },
];

/** Each tab's columns (the table's head and a card's labels on a phone). */
export const AUDIT_COLUMNS: Record<AuditTabSlug, AuditColumn<never>[]> = {
  'report-history': REPORT_HISTORY as AuditColumn<never>[],
  'user-activity': USER_ACTIVITY as AuditColumn<never>[],
  'report-audit-downloads': DOWNLOADS as AuditColumn<never>[],
  'user-audit-downloads': DOWNLOADS as AuditColumn<never>[],
  'user-status-downloads': USER_STATUS as AuditColumn<never>[],
};

/** A row's key: an event's id, a user's name. */
export const rowKey = (row: object) => ('id' in row ? String(row.id) : 'userName' in row ? String(row.userName) : JSON.stringify(row));
