// Plain data and checks, no schemas: the portal's first load reads them (the shell tier, shell/index.ts).

/** Entitlements carried in the access token (comma-separated) and held as a list by the portal. */
export const ENTITLEMENTS = [
  'usermanagementadmin',
  'productmanagementadmin',
  'securityadmin',
  'usertransactionsadmin',
] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

/** Roles on users: enduser (Standard user), adminuser (Admin user), systemadmin. */
export const ROLES = ['enduser', 'adminuser', 'systemadmin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  enduser: 'Standard user',
  adminuser: 'Admin user',
  systemadmin: 'System administrator',
};

/** The token carries entitlements comma-separated; unknown words are dropped, never trusted. */
export function parseEntitlements(value: string | readonly string[] | undefined | null): Entitlement[] {
  const words = typeof value === 'string' ? value.split(',') : (value ?? []);
  const known = new Set<string>(ENTITLEMENTS);
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => known.has(w)))] as Entitlement[];
}

export function formatEntitlements(entitlements: readonly Entitlement[]): string {
  return entitlements.join(',');
}
