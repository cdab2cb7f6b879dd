import { cheapPasswordHashesForTests } from '../lib/passwords.js';

// The setup file of the API and browser test projects (vitest.config.ts): password hashes at a test cost
// (lib/passwords.ts). A server started as its own process (batch-kill.test.ts) keeps the real cost.
cheapPasswordHashesForTests();
