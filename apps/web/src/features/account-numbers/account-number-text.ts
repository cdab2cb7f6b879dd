/** Words the account number screens share. */
export const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

export const statusLabel = (status: 'active' | 'inactive') => (status === 'active' ? 'Active' : 'Inactive');

/** "In use by 2 product configurations", "Not in use"; undefined when the server did not say. */
export function usageText(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  if (count === 0) return 'Not in use';
  return `In use by ${count} product configuration${count === 1 ? '' : 's'}`;
}
