import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { layoutLines, sampleCsv, sampleFileName, type BatchChoice } from '../batch-choices';

/**
 * What the file must hold for the product or template chosen: a sample file to download (the header
 * row and one example row) and its columns, required ones marked, with their hints.
 */
export function BatchLayoutHelp({ choice }: { choice: BatchChoice | undefined }) {
  if (!choice) {
    return (
      <Typography variant="body2" color="text.secondary">
        Choose a product to see the columns its file holds and to download a sample file.
      </Typography>
    );
  }
  return <LayoutOf choice={choice} />;
}

/** An object URL of the sample file, released when the choice changes or the page closes. */
function useSampleUrl(choice: BatchChoice) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([sampleCsv(choice)], { type: 'text/csv;charset=utf-8' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [choice]);
  return url;
}

function LayoutOf({ choice }: { choice: BatchChoice }) {
  const lines = layoutLines(choice);
  const url = useSampleUrl(choice);
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        The file's columns
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {choice.template ? `The headers of ${choice.template.templateName}, in any order.` : 'Header names as below (or their labels), in any order. Your own export works too: choose it, and each of its columns is matched to one below for you to check.'}
      </Typography>
      <Button component="a" href={url} download={sampleFileName(choice)} variant="outlined" size="small" startIcon={<DownloadRounded aria-hidden="true" />} sx={{ mb: 1.5 }}>
        Download the sample file
      </Button>
      <Box component="ul" aria-label="Columns of the file" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {lines.map((line) => (
          <Box component="li" key={line.header} sx={{ fontSize: '0.875rem', lineHeight: 1.35 }}>
            <Box component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8125rem', fontWeight: 600, color: 'text.primary' }}>
              {line.header}
            </Box>
            {line.required && (
              <>
                {' '}
                <Box component="span" sx={{ ml: 0.5, color: 'error.dark', fontSize: '0.75rem', fontWeight: 600 }}>
                  required
                </Box>
              </>
            )}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              · {line.label}
              {line.hint ? `. ${line.hint}` : ''}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
