import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

const field = (key: number) => <Skeleton key={key} variant="rounded" height={56} />;

/** The user form's shape while the user loads. */
export function UserFormSkeleton() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }} aria-busy="true" aria-label="Loading the user">
      {[4, 2].map((count, section) => (
        <Paper key={section} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" width={160} sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="60%" sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {Array.from({ length: count }, (_, i) => field(i))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
