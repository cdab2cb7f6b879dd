import { servedTestPersonas } from '@creditdesk/contracts';
import type { TestData } from '../test-data.js';
import { SANDBOX_DATAX_PASSWORD, SANDBOX_TWN_PASSWORD, SANDBOX_TWN_TEMPLATES } from './account-checks.js';
import { SANDBOX_PERSONAS } from './personas.js';
import { PM_ALERTS_PERSONAS } from './pmalerts/pmalerts-source.js';

/** The sandbox's documented test data: its personas and the accounts its account checks accept. */
export function createSandboxTestData(): TestData {
  return {
    name: 'sandbox',
    // the consumer bureau's, then each product's documented own (declared with the product)
    consumers: () => [...SANDBOX_PERSONAS.map((p) => ({ ...p })), ...servedTestPersonas().personas],
    subjects: () => servedTestPersonas().subjects,
    pmAlertsConsumer: (key) => PM_ALERTS_PERSONAS.find((p) => p.key === key),
    accounts: () => ({ twnPassword: SANDBOX_TWN_PASSWORD, twnTemplates: SANDBOX_TWN_TEMPLATES, dataxPassword: SANDBOX_DATAX_PASSWORD }),
  };
}
