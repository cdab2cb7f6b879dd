import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ApiClient } from '@creditdesk/contracts';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import { formatDateTime } from '../../../lib/format-date-time';
import type { ListSorting } from '../../../lib/list-sort-url';

type ApiClientsTableProps = {
  clients: readonly ApiClient[];
  loading: boolean;
  sorting: ListSorting;
  onRotate: (client: ApiClient) => void;
  onToggle: (client: ApiClient) => void;
  onDelete: (client: ApiClient) => void;
};

// the sortable headers name the list's declared columns (API_CLIENTS_SORT)
const COLUMNS: ListColumn[] = [{ label: 'Name', sortKey: 'name' }, 'Scopes', 'Network ranges', { label: 'Status', sortKey: 'status' }, { label: 'Last used', sortKey: 'lastUsedAt' }, 'Actions'];

const scopes = (c: ApiClient) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {c.scopes.map((s) => (
      <Chip key={s} size="small" label={s} />
    ))}
  </Stack>
);
const ranges = (c: ApiClient) => (c.ipRanges.length > 0 ? c.ipRanges.join(', ') : 'Anywhere');
const status = (c: ApiClient) => (
  <>
    {c.status === 'active' ? 'Active' : 'Disabled'}
    {c.secrets
      .filter((secret) => secret.expiresAt !== null)
      .map((secret) => (
        <Typography key={secret.createdAt} variant="body2" color="text.secondary">
          Old secret valid until {formatDateTime(secret.expiresAt!)}
        </Typography>
      ))}
  </>
);
const lastUsed = (c: ApiClient) => (c.lastUsedAt ? `${formatDateTime(c.lastUsedAt)} from ${c.lastUsedIp ?? 'unknown'}` : 'Never');
const nameAndId = (c: ApiClient) => (
  <>
    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.name}</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      {c.id}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {c.authMethod === 'private_key_jwt' ? `Private key JWT (${c.jwksUrl ? 'JWKS URL' : 'public key'})` : 'Client secret'}
    </Typography>
  </>
);

/** A phone card's facts: the table's columns but the name (its head) and the actions (its foot). */
const CARD_FACTS: readonly CardFact<ApiClient>[] = [
  { label: 'Status', cell: status },
  { label: 'Last used', cell: lastUsed },
  { label: 'Scopes', cell: scopes, wide: true },
  { label: 'Network ranges', cell: ranges, wide: true },
];

/**
 * The company's API clients in the order of its headers (the server's; in the URL): a table from the
 * small-tablet width up, and on a phone a card a client with the same facts and actions and a Sort by.
 */
export function ApiClientsTable({ clients, loading, sorting, onRotate, onToggle, onDelete }: ApiClientsTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const actions = (c: ApiClient) => (
    <>
      {/* a private_key_jwt client has no secret to rotate: its key is changed instead */}
      {c.authMethod === 'client_secret' && (
        <Button size="small" onClick={() => onRotate(c)} aria-label={`New secret for ${c.name}`}>
          New secret
        </Button>
      )}
      <Button size="small" onClick={() => onToggle(c)} aria-label={`${c.status === 'active' ? 'Disable' : 'Enable'} ${c.name}`}>
        {c.status === 'active' ? 'Disable' : 'Enable'}
      </Button>
      <Button size="small" color="error" onClick={() => onDelete(c)} aria-label={`Delete ${c.name}`}>
        Delete
      </Button>
    </>
  );
  if (phone) {
    return (
      <PhoneCards
        label="API clients"
        items={clients}
        keyOf={(c) => c.id}
        loading={loading}
        columns={COLUMNS}
        sorting={sorting}
        facts={CARD_FACTS}
        head={nameAndId}
        foot={(c) => <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: -1 }}>{actions(c)}</Box>}
      />
    );
  }
  return (
    <ListTable
      label="API clients"
      regionLabel="API client list"
      columns={COLUMNS}
      minWidth={960}
      loading={loading}
      sorting={sorting}
      rows={clients.map((c) => (
        <TableRow key={c.id}>
          <TableCell sx={{ minWidth: 200 }}>{nameAndId(c)}</TableCell>
          <TableCell>{scopes(c)}</TableCell>
          <TableCell>{ranges(c)}</TableCell>
          <TableCell>{status(c)}</TableCell>
          <TableCell>{lastUsed(c)}</TableCell>
          <TableCell align="right">
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {actions(c)}
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
