import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';

type NotFoundPanelProps = { title: string; what: string; action: { to: string; label: string }; children: ReactNode };

/** A page whose address names nothing the user may open: what, why, and where to go instead. */
export function NotFoundPanel({ title, what, action, children }: NotFoundPanelProps) {
  return (
    <PageFrame title={title}>
      <Paper variant="outlined">
        <EmptyState
          icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
          title={what}
          action={
            <Button component={RouterLink} to={action.to} variant="contained">
              {action.label}
            </Button>
          }
        >
          {children}
        </EmptyState>
      </Paper>
    </PageFrame>
  );
}
