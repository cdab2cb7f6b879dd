import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type OrderFormSectionProps = {
  title: string;
  /** the line under the title: what the section asks for. */
  description: string;
  /** beside the title (a menu of test entries). */
  actions?: ReactNode;
  /** an order is in flight: the section's fields are disabled. */
  disabled?: boolean;
  children: ReactNode;
};

/** One section of an order form: a fieldset named by its h2 title, with a line saying what it asks. */
export function OrderFormSection({ title, description, actions, disabled, children }: OrderFormSectionProps) {
  const titleId = useId();
  return (
    <Paper component="fieldset" variant="outlined" aria-labelledby={titleId} disabled={disabled} sx={{ m: 0, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2.5 }}>
        <Box>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}
