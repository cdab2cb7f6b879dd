import type { SvgIconComponent } from '@mui/icons-material';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';

/**
 * Footer destinations (portal.md §2). The legal pages live on the provider's public site; the
 * consumer-rights summary is the CFPB's "A Summary of Your Rights Under the Fair Credit Reporting Act".
 * TODO(contracts): serve these URLs in the client configuration so each deployment sets its own.
 */
export const FOOTER_LINKS = [
  { label: 'Privacy Policy', href: 'https://www.creditdesk.example/privacy' },
  { label: 'Terms of Use', href: 'https://www.creditdesk.example/terms' },
  {
    label: 'Summary of Consumer Rights',
    href: 'https://files.consumerfinance.gov/f/documents/bcfp_consumer-rights-summary_2018-09.pdf',
  },
  { label: 'About Creditdesk', href: 'https://www.creditdesk.example/about' },
] as const;

export const SOCIAL_LINKS: readonly { label: string; href: string; icon: SvgIconComponent }[] = [
  { label: 'Creditdesk on LinkedIn', href: 'https://www.linkedin.com/', icon: LinkedIn },
  { label: 'Creditdesk on X', href: 'https://x.com/', icon: X },
  { label: 'Creditdesk on Facebook', href: 'https://www.facebook.com/', icon: Facebook },
  { label: 'Creditdesk on YouTube', href: 'https://www.youtube.com/', icon: YouTube },
];
