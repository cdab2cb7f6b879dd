/*
 * The company administration's screens (users, user groups, account numbers, product settings),
 * loaded as one chunk through one import: each import in the shell costs the first load its own list
 * of chunks, for which there is no room left (200 KB gzip, e2e/first-load-budget.e2e.ts; see
 * app/batch-screens.ts). An administrator moves between these screens, so one chunk serves them all.
 */
export { UsersPage } from '../features/users/pages/users-page';
export { AddUserPage } from '../features/users/pages/add-user-page';
export { EditUserPage } from '../features/users/pages/edit-user-page';
export { UserGroupsPage } from '../features/user-groups/pages/user-groups-page';
export { AddUserGroupPage } from '../features/user-groups/pages/add-user-group-page';
export { EditUserGroupPage } from '../features/user-groups/pages/edit-user-group-page';
export { AccountNumbersPage } from '../features/account-numbers/pages/account-numbers-page';
export { AddAccountNumberPage } from '../features/account-numbers/pages/add-account-number-page';
export { EditAccountNumberPage } from '../features/account-numbers/pages/edit-account-number-page';
export { FeaturesPage } from '../features/subscription/pages/features-page';
