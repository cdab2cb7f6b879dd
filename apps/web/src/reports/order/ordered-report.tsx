import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { PageFrame } from '../../components/page-frame';
import { ReportViewer } from '../viewer/report-viewer';
import { OrderSummaryBar } from './order-summary-bar';
import { useOrderSession, type OrderedReport as Ordered } from './order-session';

/**
 * The report just ordered, at its own address: shown from the order's answer (no second call), with the
 * order in a line and the ways to change it and run it again, or to start a new report; a product's
 * page of its own (/kount/report) adds a `note` under that line.
 */
export function OrderedReport({ ordered, note }: { ordered: Ordered; note?: ReactNode }) {
  const session = useOrderSession();
  const navigate = useNavigate();
  const { productKey, productName, answer, placed } = ordered;
  const orderPage = `/products/${productKey}`;
  return (
    <>
      <Button component={RouterLink} to="/products" size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
        All products
      </Button>
      {/* the summary bar says whom the report is for */}
      <PageFrame title={productName}>
        <Stack spacing={3}>
          <OrderSummaryBar
            summary={placed.summary}
            onEdit={() => void navigate(orderPage)}
            onNew={() => {
              session.draftDropped();
              void navigate(orderPage);
            }}
          />
          {note}
          <ReportViewer
            key={answer.inquiryId}
            focusOnMount
            product={answer.product}
            inquiryId={answer.inquiryId}
            dataSourceResponse={answer.dataSourceResponse}
            companions={'companions' in answer ? answer.companions : undefined}
            alertCheck={'alertCheck' in answer ? answer.alertCheck : undefined}
            details={{ productName, orderedAt: answer.createdAt, ...placed.details }}
          />
        </Stack>
      </PageFrame>
    </>
  );
}
