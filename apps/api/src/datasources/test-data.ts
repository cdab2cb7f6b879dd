import type { SandboxPersonaInfo, SandboxSubjectInfo, TwnTemplate } from '@creditdesk/contracts';

/** A documented test consumer of PM Alerts' feed: who, matched by SSN. */
export type PmAlertsTestConsumer = { key: string; firstName: string; lastName: string; ssn: string; dateOfBirth: string };

/**
 * The documented test data of the data sources (docs/sandbox-personas.md): the consumers a newcomer
 * may order on, the accounts the demo company is connected with. The sandbox (sandbox/) implements
 * it; a real connector has none (empty lists, no accounts), and the demo data then leaves them out.
 */
export interface TestData {
  readonly name: string;
  /** the consumer bureau's documented test consumers, then each product's (GET /sandbox/personas). */
  consumers(): readonly SandboxPersonaInfo[];
  /** the screening products' documented test subjects (GET /sandbox/personas). */
  subjects(): readonly SandboxSubjectInfo[];
  /** PM Alerts' documented consumer of a key. */
  pmAlertsConsumer(key: string): PmAlertsTestConsumer | undefined;
  /** the Configuration Engine's accounts the data sources accept. */
  accounts(): { twnPassword: string; twnTemplates: readonly TwnTemplate[]; dataxPassword: string } | undefined;
}

declare module './data-sources.js' {
  interface DataSources {
    testData: TestData;
  }
}
