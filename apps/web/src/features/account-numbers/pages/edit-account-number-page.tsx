import { useSearchParams } from 'react-router';
import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { serverMessageOf } from '../../../api/api-errors';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetAccountNumberQuery } from '../api';
import { BackToList } from '../components/back-to-list';
import { EditAccountNumberForm } from '../components/edit-account-number-form';

/** /account-numbers/edit?memberNumber=…: GET /customers/{id}/members/{n}, then the edit form. */
export function EditAccountNumberPage() {
  const [params] = useSearchParams();
  const memberNumber = (params.get('memberNumber') ?? '').trim();
  const { customerId } = useSelector(selectAuth);
  const member = useGetAccountNumberQuery(memberNumber ? { customerId, memberNumber } : skipToken);

  let content;
  if (!memberNumber) content = <Alert severity="warning">No account number was chosen. Pick one from the list to edit it.</Alert>;
  else if (member.isError) content = <Alert severity="error">{serverMessageOf(member.error) ?? `Account number ${memberNumber} could not be loaded.`}</Alert>;
  else if (!member.data || member.data.memberNumber !== memberNumber) content = <FormSkeleton />;
  else content = <EditAccountNumberForm key={member.data.memberNumber} member={member.data} />;

  return (
    <>
      <BackToList />
      <PageFrame title="Edit Account Number" subtitle={memberNumber ? `Account number ${memberNumber}` : undefined}>
        {content}
      </PageFrame>
    </>
  );
}

function FormSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }} aria-busy="true" aria-label="Loading the account number">
      <Stack spacing={2.5}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={i === 1 ? 48 : 56} />
        ))}
      </Stack>
    </Paper>
  );
}
