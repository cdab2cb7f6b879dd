import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { TEMPLATE_LIST_PATH } from '../template-links';

export function BackToTemplates() {
  return (
    <Button component={RouterLink} to={TEMPLATE_LIST_PATH} size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      Back to Input Templates
    </Button>
  );
}

type SectionProps = { id: string; title: string; intro?: ReactNode; children: ReactNode };

/** One part of a template's form: a heading, a line on what it is for, its fields. */
export function TemplateSection({ id, title, intro, children }: SectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ mt: intro ? 0 : 2 }}>{children}</Box>
    </Paper>
  );
}

type SaveActionsProps = { label: string; busy: boolean };

/** Cancel (back to the list) and Save, with a spinner while it saves. */
export function SaveActions({ label, busy }: SaveActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
      <Button component={RouterLink} to={TEMPLATE_LIST_PATH} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
        {busy ? 'Saving…' : label}
      </Button>
    </Box>
  );
}

/** A form while what it offers (products, account numbers, the template) loads. */
export function TemplateFormSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the input template">
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

/** What the form needs could not be loaded, or the template is not there (deleted, or never the company's). */
export function TemplateLoadFailed({ notFound, onRetry }: { notFound?: boolean; onRetry: () => void }) {
  return notFound ? (
    <Alert severity="warning" action={<Button color="inherit" component={RouterLink} to={TEMPLATE_LIST_PATH}>Input Templates</Button>}>
      This input template does not exist: it may have been deleted.
    </Alert>
  ) : (
    <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
      The input template could not be loaded.
    </Alert>
  );
}
