import { useGetOfacCasesQuery } from '../api';

/**
 * One case, from the company's cases (there is no call for one case; the list is what the cases page
 * loaded already, so a case opened from it shows at once).
 */
export function useOfacCase(caseId: string) {
  const cases = useGetOfacCasesQuery(undefined);
  return { ...cases, found: cases.data?.find((c) => c.id === caseId) };
}
