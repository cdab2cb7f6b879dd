import { Suspense, use, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { CONSUMER_PRODUCTS, productByKey, type AlertCheck, type CompanionReport } from '@creditdesk/contracts';
import { PageLoading } from '../../components/page-loading';
import { PdfButton } from '../pdf/pdf-button';
import { useReportPdf } from '../pdf/use-report-pdf';
import { isLazyViewer } from '../products/lazy-screens';
import { portalProductOf } from '../products/registry';
import type { ProductViewer, ReportViewPart } from '../products/portal-product';
import { AlertResolutionPanel } from './alert-resolution-panel';
import { CompanionChecksPanel } from './companion-checks-panel';
import { ReportHeader, type ReportDetails } from './report-header';

type ReportViewerProps = {
  /** the product's key (contracts' registry): its viewer comes from the portal's product registry. */
  product: string;
  inquiryId: string;
  /** the product's answer as its contract declares it. */
  dataSourceResponse: unknown;
  details: ReportDetails;
  /** move the keyboard focus to the report when it appears (after an order). */
  focusOnMount?: boolean;
  /** the checks the company ran with it (a credit report's MLA check and OFAC screen). */
  companions?: readonly CompanionReport[];
  /** a credit report's alerts to resolve before credit, and their resolution (docs/careful-pulls.md). */
  alertCheck?: AlertCheck;
};

const NO_VIEWS: readonly ReportViewPart[] = [];

/** The product's viewer; one in its own chunk suspends the report until the chunk has arrived. */
function useProductViewer(product: string): ProductViewer | undefined {
  const viewer = portalProductOf(product)?.viewer;
  if (!viewer) return undefined;
  return isLazyViewer(viewer) ? use(viewer.load()) : viewer;
}

/**
 * Any product's report on screen: the header with the PDF button, then the product's views (reports.md
 * §4: a consumer pair becomes a primary and a co-applicant view), as tabs when there are several. The PDF
 * is the view shown. A product whose screens are not in the portal yet shows its header and PDF only.
 * The product's viewer is loaded with its first report (issue 12): meanwhile a loading indicator.
 */
export function ReportViewer(props: ReportViewerProps) {
  return (
    <Suspense fallback={<PageLoading label={`Loading the ${props.details.productName}…`} />}>
      <ProductReport {...props} />
    </Suspense>
  );
}

function ProductReport({ product, inquiryId, dataSourceResponse, details, focusOnMount = false, companions, alertCheck }: ReportViewerProps) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) root.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  const viewer = useProductViewer(product);
  const orderedBy = details.userName;
  const views = useMemo(() => viewer?.views(product, dataSourceResponse, { inquiryId, orderedBy }) ?? NO_VIEWS, [viewer, product, dataSourceResponse, inquiryId, orderedBy]);
  const [selected, setSelected] = useState(0);
  const view = views[selected] ?? views[0];
  const consumer = viewer?.consumerOf(product, dataSourceResponse) ?? { firstName: '', lastName: '' };
  const pdf = useReportPdf({ product, inquiryId, fallbackFileName: productByKey(product)?.pdf.fileName(consumer) ?? 'report.pdf' });
  const baseId = useId();
  const split = views.length > 1;
  // a consumer credit report is what an adverse-action letter is built from (the letters' screens; a
  // viewer shown outside the portal's router, in a test, has no address to link to)
  const letter = useInRouterContext() && (CONSUMER_PRODUCTS as readonly string[]).includes(product);

  return (
    <Box component="article" ref={root} tabIndex={-1} aria-label={`${details.productName} report`} sx={{ outline: 'none' }}>
      <ReportHeader
        details={details}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {letter && (
              <Button component={RouterLink} to={`/reports/${inquiryId}/letter`} variant="outlined" startIcon={<MailOutlineRounded aria-hidden="true" />} sx={{ bgcolor: 'background.paper' }}>
                Create letter
              </Button>
            )}
            <PdfButton busy={pdf.busy} onClick={() => void pdf.download(view?.name ?? 'primary')} label={split ? `Download ${view.label} PDF` : 'Download PDF'} />
          </Box>
        }
      />
      {alertCheck && <AlertResolutionPanel inquiryId={inquiryId} alertCheck={alertCheck} />}
      {companions && companions.length > 0 && <CompanionChecksPanel companions={companions} />}
      {split && (
        <Paper variant="outlined" sx={{ mt: 2, px: { xs: 1, sm: 2 } }}>
          <Tabs value={selected} onChange={(_, value: number) => setSelected(value)} aria-label="Applicant views" variant="scrollable" scrollButtons="auto">
            {views.map((v, index) => (
              <Tab key={v.name} label={v.label} id={`${baseId}-tab-${index}`} aria-controls={index === selected ? `${baseId}-panel-${index}` : undefined} sx={{ fontWeight: 600, minHeight: 52 }} />
            ))}
          </Tabs>
        </Paper>
      )}
      {view ? (
        <Box
          key={view.name}
          role={split ? 'tabpanel' : undefined}
          id={split ? `${baseId}-panel-${selected}` : undefined}
          aria-labelledby={split ? `${baseId}-tab-${selected}` : undefined}
          sx={{ mt: 3 }}
        >
          {view.content}
        </Box>
      ) : (
        <Alert severity="info" role="note" sx={{ mt: 3 }}>
          The on-screen view of the {details.productName} is coming to the portal. Download the PDF to read this report.
        </Alert>
      )}
    </Box>
  );
}
