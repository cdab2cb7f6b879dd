import { type PmAlertType, type PmWatchConsumer } from '@creditdesk/contracts';

/**
 * PM Alerts' data source: the bureau's portfolio-monitoring feed, asked for what it reported on one
 * consumer's file (matched by SSN) between two days. The sandbox (sandbox/) answers as a pure function
 * of the SSN and the day, so the same consumer gives the same alerts in every process and every
 * run; a real connector implements the same and nothing above it changes.
 */
export type BureauAlert = { date: string; type: PmAlertType; summary: string; details: { label: string; value: string }[] };

export interface PmAlertsDataSource {
  readonly name: string;
  alertsBetween(consumer: PmWatchConsumer, fromDate: string, toDate: string): Promise<BureauAlert[]>;
}

declare module './data-sources.js' {
  interface DataSources {
    pmalerts: PmAlertsDataSource;
  }
}
