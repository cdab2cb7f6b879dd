import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'startIcon'> & {
  /** the form is being sent: the button is disabled and shows a spinner in place of its icon. */
  pending: boolean;
  /** the icon before the label when not pending. */
  icon?: ReactNode;
};

/** A form's contained submit button, the same on every form: disabled with a spinner while the form is sent. */
export function SubmitButton({ pending, icon, disabled, size = 'large', children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size={size}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" aria-hidden="true" /> : icon}
      {...props}
    >
      {children}
    </Button>
  );
}
