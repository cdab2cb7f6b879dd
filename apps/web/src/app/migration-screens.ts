/* The User-ID migration and the page after it, loaded as one chunk through one import (the first-load budget; see app/batch-screens.ts). */
export { MigrationPage } from '../features/migration/pages/migration-page';
export { MigrationSuccessPage } from '../features/migration/pages/migration-success-page';
