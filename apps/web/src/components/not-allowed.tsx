import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { EmptyState } from './empty-state';
import { PageFrame } from './page-frame';

type NotAllowedProps = { title: string; reason: string };

/**
 * A page the user may not open, reached by a link or typed address: its title, why not and who may,
 * and the way home. The route guard shows it, and a page whose server call answers 403.
 */
export function NotAllowed({ title, reason }: NotAllowedProps) {
  return (
    <PageFrame title={title}>
      <Paper variant="outlined">
        <EmptyState
          icon={<LockOutlined aria-hidden="true" fontSize="large" />}
          title="You are not allowed to open this page"
          action={
            <Button component={RouterLink} to="/" variant="contained">
              Go to Home
            </Button>
          }
        >
          {reason} If your work needs it, ask an administrator of your company.
        </EmptyState>
      </Paper>
    </PageFrame>
  );
}
