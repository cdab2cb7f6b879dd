import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

type ReportBodyProps<R> = {
  /** the data source's messages about its answer (reports.md §3 `errors`). */
  errors: readonly { code: string; message: string; identifier?: string }[];
  /** the product's report in the answer; undefined when the answer holds none. */
  report: R | undefined;
  /** what to say when it holds none. */
  missing: string;
  /** the report's sections. */
  children: (report: R) => ReactNode;
};

/** A product's report on screen: the data source's messages, each a note above it, then its sections, or a note that there is no report. */
export function ReportBody<R>({ errors, report, missing, children }: ReportBodyProps<R>) {
  return (
    <Stack spacing={3}>
      {errors.map((error, index) => (
        <Alert key={index} severity="warning" role="note">
          {error.message}
          {error.identifier ? ` (${error.identifier})` : ''}
        </Alert>
      ))}
      {report ? (
        children(report)
      ) : (
        <Alert severity="info" role="note">
          {missing}
        </Alert>
      )}
    </Stack>
  );
}
