import type { FormEventHandler, ReactNode } from 'react';
import Stack, { type StackProps } from '@mui/material/Stack';

type FormStackProps = {
  /** true while the form is sent (aria-busy). */
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
} & Pick<StackProps, 'sx' | 'aria-label'>;

/** A form laid out as a column: the portal's own validation (noValidate), busy while it is sent. */
export function FormStack({ pending, onSubmit, children, ...rest }: FormStackProps) {
  return (
    <Stack component="form" noValidate spacing={2} aria-busy={pending} onSubmit={onSubmit} {...rest}>
      {children}
    </Stack>
  );
}
