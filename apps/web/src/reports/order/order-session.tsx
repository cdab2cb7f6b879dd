import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { PlacedOrder } from '../products/portal-product';
import type { OrderAnswer } from './order-api';

/** A report just ordered in this tab: the answer, and the order that produced it. */
export type OrderedReport = { productKey: string; productName: string; answer: OrderAnswer; placed: PlacedOrder };

type OrderSession = {
  /** the last order's form values for a product (to change and run it again); undefined otherwise. */
  draftOf: (productKey: string) => unknown;
  /** the report just ordered, if any. */
  ordered: OrderedReport | undefined;
  /** a new run starts: the previous report is dropped (reports.md §4: a new run flushes it). */
  started: () => void;
  completed: (report: OrderedReport) => void;
  /** a new order: the form starts empty (the report just ordered stays until the next run). */
  draftDropped: () => void;
};

const OrderSessionContext = createContext<OrderSession | null>(null);

type SessionState = { draft?: { productKey: string; values: unknown }; ordered?: OrderedReport };

/**
 * The order in progress, shared by a product's order page (/products/:key) and the page of the report it
 * produced (/reports/:inquiryId): the report is shown at its own address without asking for it again,
 * and "Change and run again" finds the form as it was. Held in memory while the user stays on these
 * pages (the layout route around them), so a consumer's data is not kept longer than it is shown; a
 * reload or a shared link loads the stored report from the server instead.
 */
export function OrderSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({});
  const session = useMemo<OrderSession>(
    () => ({
      draftOf: (productKey) => (state.draft?.productKey === productKey ? state.draft.values : undefined),
      ordered: state.ordered,
      started: () => setState((s) => ({ draft: s.draft })),
      completed: (report) => setState({ draft: { productKey: report.productKey, values: report.placed.draft }, ordered: report }),
      draftDropped: () => setState((s) => ({ ordered: s.ordered })),
    }),
    [state],
  );
  return <OrderSessionContext.Provider value={session}>{children}</OrderSessionContext.Provider>;
}

/** The layout route of the order and report pages. */
export function OrderSessionLayout() {
  return (
    <OrderSessionProvider>
      <Outlet />
    </OrderSessionProvider>
  );
}

export function useOrderSession(): OrderSession {
  const session = useContext(OrderSessionContext);
  if (!session) throw new Error('useOrderSession needs an OrderSessionProvider (the layout route of /products/:key and /reports/:inquiryId)');
  return session;
}
