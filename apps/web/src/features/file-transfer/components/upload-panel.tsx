import { useRef, useState } from 'react';
import { useStore } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { formatFileSize } from '@creditdesk/contracts';
import { useUploads, type UploadItem } from '../hooks/use-uploads';
import { cancelUpload, uploadCalls, type Target } from '../part-upload';
import { pendingInFolder } from '../resume-store';

const STATE_TEXT: Record<UploadItem['state'], string> = { checking: 'Checking', sending: 'Uploading', done: 'Uploaded', failed: 'Not uploaded', cancelled: 'Cancelled' };

function UploadRow({ item, onCancel }: { item: UploadItem; onCancel: () => void }) {
  const percent = Math.floor(item.fraction * 100);
  return (
    <Box role="status" aria-live="polite" sx={{ py: 1.5, borderTop: '1px solid #e6e9f0' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.fileName}: {STATE_TEXT[item.state]}
          {item.state === 'sending' ? ` ${percent} %` : ''}
        </Typography>
        {(item.state === 'sending' || item.state === 'checking') && (
          <Button size="small" onClick={onCancel} aria-label={`Cancel the upload of ${item.fileName}`}>
            Cancel
          </Button>
        )}
      </Box>
      <LinearProgress
        variant="determinate"
        value={item.state === 'done' ? 100 : percent}
        color={item.state === 'failed' ? 'error' : item.state === 'done' ? 'success' : 'primary'}
        aria-label={`Upload progress of ${item.fileName}`}
        aria-valuetext={`${item.state === 'done' ? 100 : percent} %`}
        sx={{ mt: 1 }}
      />
      {item.message && (
        <Typography variant="body2" color={item.state === 'failed' ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
          {item.message}
        </Typography>
      )}
    </Box>
  );
}

/** Choose files to send to the folder: each in parts, with its bar; an upload cut short resumes when the same file is chosen again. */
export function UploadPanel({ target }: { target: Target }) {
  const input = useRef<HTMLInputElement>(null);
  const store = useStore();
  const { items, add, cancel } = useUploads(target);
  const [pending, setPending] = useState(() => pendingInFolder(target.customerId, target.system, target.folder));
  const unfinished = pending.filter((p) => !items.some((i) => i.fileName === p.pending.fileName && i.state !== 'failed'));
  const discard = async (key: string) => {
    const { pending: p } = pending.find((x) => x.key === key)!;
    await cancelUpload(uploadCalls(store, new AbortController().signal), target, { name: p.fileName, size: p.size, lastModified: p.lastModified }, p.uploadId);
    setPending(pendingInFolder(target.customerId, target.system, target.folder));
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h6" component="h2">
            Upload input files
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Large files are sent in parts, each checked on arrival. If the connection drops or the page reloads, choose the same file again: the upload resumes.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Files to upload"
          data-testid="efts-file-input"
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </Box>
      {unfinished.length > 0 && (
        <Box sx={{ mt: 2 }} aria-label="Unfinished uploads" role="region">
          <Typography sx={{ fontWeight: 600 }}>Unfinished uploads</Typography>
          {unfinished.map(({ key, pending: p }) => (
            <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 0.5 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {p.fileName} ({formatFileSize(p.size)}): choose it again to resume.
              </Typography>
              <Button size="small" onClick={() => void discard(key)} aria-label={`Discard the unfinished upload of ${p.fileName}`}>
                Discard
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {items.length > 0 && (
        <Box sx={{ mt: 2 }}>
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onCancel={() => void cancel(item.key)} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
