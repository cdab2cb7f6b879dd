/* Company registration and the page after it, loaded as one chunk through one import (the first-load budget; see app/batch-screens.ts). */
export { RegistrationPage } from '../features/registration/pages/registration-page';
export { RegistrationCompletePage } from '../features/registration/pages/registration-complete-page';
