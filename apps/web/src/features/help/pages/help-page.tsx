import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../../../components/page-frame';
import { selectClientConfig } from '../../../lib/client-config-slice';
import { useGetCompanyAdministratorsQuery } from '../api';
import { AdministratorsList } from '../components/administrators-list';
import { ConsentCard } from '../components/consent-card';
import { HelpSection, TopicList } from '../components/help-section';
import { LOGIN_TOPICS, ORDERING_GROUPS, matches, searchWords } from '../help-topics';

const CONSENT_WORDS = 'support consent access act on my behalf agent session withdraw give allow';
const SUPPORT_WORDS = 'contact support creditdesk help desk phone e-mail email call';
const ADMIN_WORDS = 'administrators administrator admin company access password users rights';

/**
 * /help (issue 16): how to order each product, what each login message means and what to do, the
 * company's administrators, the support contact, and the help consent. One search narrows every
 * section; the table of contents links to each.
 */
export function HelpPage() {
  const [search, setSearch] = useState('');
  const words = useMemo(() => searchWords(search), [search]);
  const config = useSelector(selectClientConfig);
  const admins = useGetCompanyAdministratorsQuery();

  const ordering = ORDERING_GROUPS.map((g) => ({ ...g, topics: g.topics.filter((t) => matches(words, g.label, t.title, t.body, t.next, 'order product report')) })).filter(
    (g) => g.topics.length > 0,
  );
  const login = LOGIN_TOPICS.filter((t) => matches(words, t.title, t.body, t.next, 'login log in message'));
  const adminList = admins.data?.filter((a) => matches(words, ADMIN_WORDS, a.firstName, a.lastName, a.email));
  const showAdmins = words.length === 0 || (adminList?.length ?? 0) > 0 || matches(words, ADMIN_WORDS);
  const showSupport = matches(words, SUPPORT_WORDS, config.supportEmail, config.supportPhone);
  const showConsent = matches(words, CONSENT_WORDS);

  const sections = [
    { id: 'ordering', title: 'Ordering reports', shown: ordering.length > 0 },
    { id: 'login-messages', title: 'Login messages', shown: login.length > 0 },
    { id: 'administrators', title: "Your company's administrators", shown: showAdmins },
    { id: 'support', title: 'Contact support', shown: showSupport },
    { id: 'support-consent', title: 'Support consent', shown: showConsent },
  ].filter((s) => s.shown);

  return (
    <PageFrame title="Help" subtitle="How to order reports, what login messages mean, and who can help you.">
      <TextField
        label="Search help"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        fullWidth
        type="search"
        sx={{ mb: 2, maxWidth: 560 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      />
      {sections.length > 0 ? (
        <Box component="nav" aria-label="Help contents" sx={{ mb: 3 }}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 } }}>
            {sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} underline="always">
                  {s.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : (
        <Alert severity="info" sx={{ mb: 3 }}>
          No help topic matches “{search.trim()}”. Try other words, or contact support.
        </Alert>
      )}

      {ordering.length > 0 && (
        <HelpSection id="ordering" title="Ordering reports">
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            You can order a product when your company holds it and one of your user groups grants it; Products lists what you can order.
          </Typography>
          {ordering.map((group) => (
            <Box key={group.family} sx={{ mb: 2 }}>
              <Typography variant="h6" component="p" sx={{ mb: 1 }}>
                {group.label}
              </Typography>
              <TopicList topics={group.topics} label={`${group.label} products`} />
            </Box>
          ))}
        </HelpSection>
      )}

      {login.length > 0 && (
        <HelpSection id="login-messages" title="Login messages">
          <TopicList topics={login} label="Login messages" />
        </HelpSection>
      )}

      {showAdmins && (
        <HelpSection id="administrators" title="Your company's administrators">
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Ask them about your access, your user groups, a blocked or inactive account, or a temporary password.
          </Typography>
          <AdministratorsList admins={adminList} loading={admins.isLoading} failed={admins.isError} onRetry={() => void admins.refetch()} />
        </HelpSection>
      )}

      {showSupport && (
        <HelpSection id="support" title="Contact support">
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography color="text.secondary">For problems your administrators cannot solve, Creditdesk support can help.</Typography>
            {config.supportEmail || config.supportPhone ? (
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
                {config.supportEmail && (
                  <>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>E-mail</Typography>
                    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      <Link href={`mailto:${config.supportEmail}`} underline="always">{config.supportEmail}</Link>
                    </Typography>
                  </>
                )}
                {config.supportPhone && (
                  <>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>Phone</Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      <Link href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`} underline="always">{config.supportPhone}</Link>
                    </Typography>
                  </>
                )}
              </Box>
            ) : (
              <Typography sx={{ mt: 1 }}>The support contact could not be loaded; please try again later.</Typography>
            )}
          </Paper>
        </HelpSection>
      )}

      {showConsent && (
        <HelpSection id="support-consent" title="Support consent">
          <ConsentCard />
        </HelpSection>
      )}
    </PageFrame>
  );
}
