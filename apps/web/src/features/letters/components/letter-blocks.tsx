import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FilledBlock, TextRun } from '@creditdesk/contracts';

/**
 * Filled letter blocks (the contracts' FilledBlock: the same blocks the PDF draws) as the page shows
 * them: headings, paragraphs keeping their line breaks, bulleted lists, bold runs; a field that had
 * no value shows as its label in brackets, marked so the writer sees it.
 */
export function LetterBlocks({ blocks }: { blocks: readonly FilledBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.type === 'heading') {
          return (
            <Typography key={i} component="h3" sx={{ fontWeight: 700, fontSize: '1.02em', mt: 2.25, mb: 0.75, color: 'inherit' }}>
              <Runs runs={block.runs} />
            </Typography>
          );
        }
        if (block.type === 'bullets') {
          return (
            <Box key={i} component="ul" sx={{ my: 1, pl: 3 }}>
              {block.items.map((item, j) => (
                <Box key={j} component="li" sx={{ mb: 0.5, whiteSpace: 'pre-line' }}>
                  <Runs runs={item} />
                </Box>
              ))}
            </Box>
          );
        }
        return (
          <Box key={i} component="p" sx={{ my: 1.25, whiteSpace: 'pre-line' }}>
            <Runs runs={block.runs} />
          </Box>
        );
      })}
    </>
  );
}

function Runs({ runs }: { runs: readonly TextRun[] }) {
  return (
    <>
      {runs.map((run, i) => {
        const text = run.bold ? <strong>{run.text}</strong> : run.text;
        return run.missing ? (
          <Box key={i} component="mark" title="No value for this merge field" sx={{ bgcolor: 'rgba(237,108,2,0.14)', color: 'inherit', borderBottom: '1px dashed', borderColor: 'warning.main', px: 0.25 }}>
            {text}
          </Box>
        ) : (
          <span key={i}>{text}</span>
        );
      })}
    </>
  );
}
