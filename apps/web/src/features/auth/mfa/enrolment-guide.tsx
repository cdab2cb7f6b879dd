import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import type { TotpEnrollment } from '@creditdesk/contracts';

/** The base32 secret in groups of four, as authenticator apps show it. */
export const groupSecret = (secret: string) => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

const stepSx = { display: 'grid', gridTemplateColumns: '28px 1fr', gap: 1.5, alignItems: 'start' } as const;

function StepNumber({ n }: { n: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700, fontSize: '0.85rem' }}
    >
      {n}
    </Box>
  );
}

/** First login of a company that requires a second factor: scan the QR code (or type the key), then enter a code. */
export function EnrolmentGuide({ enrollment }: { enrollment: TotpEnrollment }) {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const copy = async () => {
    await navigator.clipboard.writeText(enrollment.secret).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} aria-label="Set up your authenticator app">
      <Box component="li" sx={stepSx}>
        <StepNumber n={1} />
        <Typography>
          Open an authenticator app on your phone, such as Microsoft Authenticator, Google Authenticator or 1Password.
        </Typography>
      </Box>
      <Box component="li" sx={stepSx}>
        <StepNumber n={2} />
        <Box>
          <Typography>Add an account in the app and scan this QR code.</Typography>
          <Box
            component="img"
            src={enrollment.qrCodeDataUrl}
            alt="QR code to add Creditdesk to your authenticator app"
            width={184}
            height={184}
            sx={{ display: 'block', mt: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 2, bgcolor: '#fff' }}
          />
        </Box>
      </Box>
      <Box component="li" sx={stepSx}>
        <StepNumber n={3} />
        <Box sx={{ minWidth: 0 }}>
          <Typography>Can&apos;t scan it? Choose to enter a setup key in the app, and type this key (time-based):</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Box
              component="code"
              aria-label="Setup key"
              sx={{ fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace', fontSize: '0.9rem', letterSpacing: '0.02em', bgcolor: 'rgba(11,58,117,0.06)', px: 1.25, py: 0.75, borderRadius: 1, overflowWrap: 'anywhere' }}
            >
              {groupSecret(enrollment.secret)}
            </Box>
            {canCopy && (
              <Button size="small" onClick={() => void copy()} startIcon={copied ? <CheckOutlined aria-hidden="true" /> : <ContentCopyOutlined aria-hidden="true" />}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      <Box component="li" sx={stepSx}>
        <StepNumber n={4} />
        <Typography>Enter the 6-digit code the app now shows for Creditdesk.</Typography>
      </Box>
    </Box>
  );
}
