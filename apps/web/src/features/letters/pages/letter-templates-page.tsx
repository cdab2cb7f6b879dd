import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageFrame } from '../../../components/page-frame';
import { FeatureNotice } from '../components/feature-notice';
import { LetterSettingsPanel } from '../components/letter-settings-panel';
import { ReasonCodesPanel } from '../components/reason-codes-panel';
import { TemplatesList } from '../components/templates-list';
import { LETTERS_PATH, LETTER_TABS, NEW_TEMPLATE_PATH, type LetterTab, tabOf } from '../letter-links';

const TAB_LABELS: Record<LetterTab, string> = { templates: 'Templates', 'reason-codes': 'Reason codes', settings: 'Letter settings' };

/**
 * /letter-templates: the company's letter templates, its reason codes and its letter settings, each a
 * tab kept in the address (?tab=reason-codes, ?tab=settings).
 */
export function LetterTemplatesPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  return (
    <PageFrame
      title="Letter Templates"
      subtitle="Adverse-action and other letters to consumers, written once and filled from each report."
      actions={
        <>
          <Button component={RouterLink} to={LETTERS_PATH} variant="outlined">
            Letters tracker
          </Button>
          <Button component={RouterLink} to={NEW_TEMPLATE_PATH} variant="contained" startIcon={<AddRounded aria-hidden="true" />}>
            Create Letter Template
          </Button>
        </>
      }
    >
      <FeatureNotice />
      <Paper variant="outlined" sx={{ px: { xs: 1, sm: 2 }, mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, next: LetterTab) => setParams(next === 'templates' ? {} : { tab: next })}
          aria-label="Letter template sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {LETTER_TABS.map((t) => (
            <Tab key={t} value={t} label={TAB_LABELS[t]} id={`letters-tab-${t}`} aria-controls={`letters-panel-${t}`} sx={{ fontWeight: 600, minHeight: 52 }} />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`letters-panel-${tab}`} aria-labelledby={`letters-tab-${tab}`}>
        {tab === 'templates' && <TemplatesList />}
        {tab === 'reason-codes' && <ReasonCodesPanel />}
        {tab === 'settings' && <LetterSettingsPanel />}
      </Box>
    </PageFrame>
  );
}
