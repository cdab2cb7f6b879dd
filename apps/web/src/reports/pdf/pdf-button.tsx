import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';

type PdfButtonProps = { busy: boolean; onClick: () => void; label?: string };

/** Download PDF: a spinner and disabled while the file is being made. */
export function PdfButton({ busy, onClick, label = 'Download PDF' }: PdfButtonProps) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <PictureAsPdfOutlined aria-hidden="true" />}
      sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
    >
      {busy ? 'Preparing PDF…' : label}
    </Button>
  );
}
