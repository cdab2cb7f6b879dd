import type { AdminUser, CreateUserBody, Entitlement, Role, UpdateUserBody } from '@creditdesk/contracts';

/** What the add and edit forms hold. */
export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  role: Role;
  entitlements: Entitlement[];
  userGroups: string[];
};

export type UserFormField = keyof UserFormValues;

export const USER_FORM_LABELS: Record<UserFormField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  userName: 'User ID',
  role: 'User type',
  entitlements: 'Administrator rights',
  userGroups: 'User groups',
};

/** The four admin entitlements in plain words, with what each opens. */
export const ENTITLEMENT_CHOICES: readonly { value: Entitlement; label: string; hint: string }[] = [
  { value: 'usermanagementadmin', label: 'User management', hint: 'Users and user groups' },
  { value: 'productmanagementadmin', label: 'Product management', hint: 'Account numbers, product settings, features' },
  { value: 'securityadmin', label: 'Security', hint: 'Company settings, audit reports, OFAC review cases' },
  { value: 'usertransactionsadmin', label: 'User transactions', hint: 'Reports run by everyone in the company' },
];

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  userName: '',
  role: 'enduser',
  entitlements: [],
  userGroups: [],
};

export function formValuesOf(user: AdminUser): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userName: user.userName,
    role: user.role,
    entitlements: [...user.entitlements],
    userGroups: [...user.userGroups],
  };
}

/** A Standard user holds no administrator right (portal.md §6), whatever the boxes say. */
const entitlementsFor = (values: UserFormValues) => (values.role === 'enduser' ? [] : values.entitlements);

export function toCreateBody(values: UserFormValues): CreateUserBody {
  return {
    userName: values.userName.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role: values.role,
    entitlements: entitlementsFor(values),
    userGroups: values.userGroups,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The PUT body: the user's name and only the fields that differ from the loaded user. */
export function toUpdateBody(initial: UserFormValues, values: UserFormValues): UpdateUserBody {
  const body: UpdateUserBody = { userName: initial.userName };
  for (const key of ['firstName', 'lastName', 'email'] as const) {
    const value = values[key].trim();
    if (value !== initial[key]) body[key] = value;
  }
  if (values.role !== initial.role) body.role = values.role;
  const entitlements = entitlementsFor(values);
  if (!sameSet(entitlements, initial.entitlements)) body.entitlements = entitlements;
  if (!sameSet(values.userGroups, initial.userGroups)) body.userGroups = values.userGroups;
  return body;
}

/** The form field a server 400 names ('body.email' → 'email'), or undefined. */
export function formFieldOfServerPath(path: string): UserFormField | undefined {
  const field = (path.startsWith('body.') ? path.slice(5) : path).split('.')[0];
  return field in USER_FORM_LABELS ? (field as UserFormField) : undefined;
}
