import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** a button or link that gets the person going (add the first one, clear the filters). */
  action?: ReactNode;
};

/** What a list shows when it has nothing: an icon, a heading that says so, a hint, one next step. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Box sx={{ py: { xs: 5, md: 8 }, px: 3, textAlign: 'center' }}>
      <Box sx={{ width: 64, height: 64, mx: 'auto', borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(11,58,117,0.08)', color: 'primary.main' }}>
        {icon}
      </Box>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
          {children}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
