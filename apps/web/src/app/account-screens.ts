/*
 * My Profile, Help and the login outcome pages, loaded as one chunk through one import: Help explains
 * each login outcome in those pages' words, and each import in the shell costs its own list of chunks,
 * for which the first load has no room left (200 KB gzip, e2e/first-load-budget.e2e.ts); see
 * app/batch-screens.ts.
 */
export { ProfileRoute } from './profile-route';
export { HelpPage } from '../features/help/pages/help-page';
export { LoginErrorPage } from '../features/auth/pages/login-error-page';
// the product configurations' three screens (issue 17), each shown by its path
export { ProductConfigurationScreen } from '../features/product-configurations/pages/product-configuration-screen';
// the company's product registrations (eIDcompare, eIDverifier), beside its product configurations
export { ProductRegistrationPage } from '../features/product-registrations/pages/product-registration-page';
