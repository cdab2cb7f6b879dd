import type { Db } from './db/client.js';
import { type DemoLogin, seedBaseDemoData, seedSecureCreditGroups } from './db/seed-demo.js';
import { seedEftsDemoData } from './modules/efts/seed-demo.js';
import { seedLettersDemoData } from './modules/letters/seed-demo.js';
import { seedMfaDemoData } from './modules/mfa/seed-demo.js';
import { seedOnboardingDemoData } from './modules/registration/seed-demo.js';

export { DEMO_COMPANIES, DEMO_PASSWORD } from './db/seed-demo.js';

/**
 * The demo data (development and the tests): db/seed-demo.ts's companies and users, then each module's
 * own rows, in this order. It sits above the modules, as app.ts does, so that db/ imports none of them.
 */
const DEMO_SEED_STEPS = [
  // the second factor's users and Secure Credit, then its groups
  seedMfaDemoData,
  seedSecureCreditGroups,
  // an unused member number for /registration and a legacy user for the move to a new User ID
  seedOnboardingDemoData,
  // letter settings, templates and reason codes of Demo Lending (issue 15)
  seedLettersDemoData,
  // file-transfer systems and folders of Demo Lending (issue 19)
  seedEftsDemoData,
];

/** Creates the demo data when the database holds no company at all; returns the logins created. */
export const seedDemoData = (db: Db): Promise<DemoLogin[]> => seedBaseDemoData(db, DEMO_SEED_STEPS);
