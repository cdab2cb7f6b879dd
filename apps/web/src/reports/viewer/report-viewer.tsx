import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  creditReportsOf,
  productByKey,
  splitConsumerResponse,
  type ConsumerProduct,
  type DataSourceResponse,
} from '@creditdesk/contracts';
import { PdfButton } from '../pdf/pdf-button';
import { useReportPdf } from '../pdf/use-report-pdf';
import { ReportHeader, type ReportDetails } from './report-header';
import { ReportViewContent } from './report-view-content';

type ReportViewerProps = {
  product: ConsumerProduct;
  inquiryId: string;
  dataSourceResponse: DataSourceResponse;
  details: ReportDetails;
  /** move the keyboard focus to the report when it appears (after an order). */
  focusOnMount?: boolean;
};

/**
 * A consumer report on screen (reports.md §4): a pair of applicants is split into a primary and a
 * co-applicant view, shown as tabs, each without the other person's data. The PDF is the view shown.
 */
export function ReportViewer({ product, inquiryId, dataSourceResponse, details, focusOnMount = false }: ReportViewerProps) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) root.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  const views = useMemo(() => splitConsumerResponse(product, dataSourceResponse), [product, dataSourceResponse]);
  const [selected, setSelected] = useState(0);
  const view = views[selected] ?? views[0];
  const primary = creditReportsOf(product, dataSourceResponse)[0]?.subject;
  const pdf = useReportPdf({
    product,
    inquiryId,
    fallbackFileName: productByKey(product)!.pdf.fileName({ firstName: primary?.firstName ?? '', lastName: primary?.lastName ?? '' }),
  });
  const baseId = useId();
  const split = views.length > 1;

  return (
    <Box component="article" ref={root} tabIndex={-1} aria-label={`${details.productName} report`} sx={{ outline: 'none' }}>
      <ReportHeader details={details} actions={<PdfButton busy={pdf.busy} onClick={() => void pdf.download(view.name)} label={split ? `Download ${view.label} PDF` : 'Download PDF'} />} />
      {split && (
        <Paper variant="outlined" sx={{ mt: 2, px: { xs: 1, sm: 2 } }}>
          <Tabs value={selected} onChange={(_, value: number) => setSelected(value)} aria-label="Applicant views" variant="scrollable" scrollButtons="auto">
            {views.map((v, index) => (
              <Tab key={v.name} label={v.label} id={`${baseId}-tab-${index}`} aria-controls={index === selected ? `${baseId}-panel-${index}` : undefined} sx={{ fontWeight: 600, minHeight: 52 }} />
            ))}
          </Tabs>
        </Paper>
      )}
      <Box
        role={split ? 'tabpanel' : undefined}
        id={split ? `${baseId}-panel-${selected}` : undefined}
        aria-labelledby={split ? `${baseId}-tab-${selected}` : undefined}
        sx={{ mt: 3 }}
      >
        <ReportViewContent key={view.name} product={product} dataSourceResponse={view.dataSourceResponse} />
      </Box>
    </Box>
  );
}
