import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RuleRounded from '@mui/icons-material/RuleRounded';
import { formatDate, type ReasonCode } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListTable } from '../../../components/list/list-table';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useDeleteReasonCodeMutation, useGetReasonCodesQuery } from '../api';
import { ReasonCodeDialog } from './reason-code-dialog';
import { RowActions } from '../../../components/list/row-actions';

/**
 * The company's reason codes (reports.md §7): the adverse-action reasons its letters state, each with
 * the bureau key factors it stands for, so a letter's reasons are prefilled from its report. Add,
 * change and delete them.
 */
export function ReasonCodesPanel() {
  const { customerId, username } = useSelector(selectAuth);
  const list = useGetReasonCodesQuery({ customerId, userName: username });
  const [deleteCode, deletion] = useDeleteReasonCodeMutation();
  const messages = usePageMessages();
  const [dialog, setDialog] = useState<{ editing?: ReasonCode } | null>(null);
  const [toDelete, setToDelete] = useState<ReasonCode | null>(null);
  const codes = list.data?.content;
  const factorText = new Map((list.data?.keyFactors ?? []).map((f) => [f.code, f.text]));

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteCode({ customerId, code: toDelete.code });
    setToDelete(null);
    if ('error' in result) messages.error(adminFailureText(result.error));
    else messages.success(result.data.message);
  };

  const add = (
    <Button variant="contained" startIcon={<AddRounded aria-hidden="true" />} onClick={() => setDialog({})} disabled={!list.data}>
      Add Reason Code
    </Button>
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          The reasons your letters state for a decision. Map the bureau’s key factors to them: a letter built from a report starts with the reasons its key factors map to.
        </Typography>
        {codes && codes.length > 0 && add}
      </Box>
      {list.isError ? (
        <ListLoadError what="The reason codes" onRetry={() => void list.refetch()} />
      ) : codes && codes.length === 0 ? (
        <EmptyState icon={<RuleRounded aria-hidden="true" fontSize="large" />} title="No reason codes yet" action={add}>
          Add the reasons your company gives for declining or counter-offering, worded for the consumer.
        </EmptyState>
      ) : (
        <ListTable
          label="Reason codes"
          regionLabel="Reason code list"
          columns={['Code', 'Description', 'Key factors', 'Updated', 'Actions']}
          minWidth={720}
          loading={list.isFetching}
          rows={codes?.map((c) => (
            <TableRow key={c.code} hover>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{c.code}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{c.description}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {c.bureauFactorCodes.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    None
                  </Typography>
                ) : (
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {c.bureauFactorCodes.map((f) => (
                      <Tooltip key={f} title={factorText.get(f) ?? f}>
                        <Chip size="small" variant="outlined" label={f} aria-label={`${f}: ${factorText.get(f) ?? ''}`} />
                      </Tooltip>
                    ))}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(c.updatedAt)}
                <Typography variant="body2" color="text.secondary">
                  {c.updatedBy}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <RowActions name={`reason code ${c.code}`} onEdit={() => setDialog({ editing: c })} onDelete={() => setToDelete(c)} />
              </TableCell>
            </TableRow>
          ))}
        />
      )}
      <ReasonCodeDialog open={dialog !== null} editing={dialog?.editing} keyFactors={list.data?.keyFactors ?? []} codes={codes ?? []} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this reason code?"
        icon={<DeleteOutlineRounded aria-hidden="true" />}
        confirmLabel="Delete"
        destructive
        busy={deletion.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      >
        {toDelete ? `${toDelete.code} (${toDelete.description}) will be deleted.` : ''} Letters already built keep its wording; its key factors no longer suggest a reason.
      </ConfirmDialog>
    </Paper>
  );
}
