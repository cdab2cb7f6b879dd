import Alert from '@mui/material/Alert';

/** The data source's messages about the answer (reports.md §3 `errors`), each as a note above the report. */
export function DataSourceMessages({ errors }: { errors: readonly { code: string; message: string; identifier?: string }[] }) {
  return (
    <>
      {errors.map((error, index) => (
        <Alert key={index} severity="warning" role="note">
          {error.message}
          {error.identifier ? ` (${error.identifier})` : ''}
        </Alert>
      ))}
    </>
  );
}
