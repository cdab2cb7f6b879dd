/** What My Reports hands a report's page: the list's address, so Back returns to the same page and filters. */
export type ReportLinkState = { backTo: string };

/** The link that opens a report at its own address, remembering the list it was opened from. */
export const reportLinkOf = (inquiryId: string, listUrl: string) => ({
  to: `/reports/${encodeURIComponent(inquiryId)}`,
  state: { backTo: listUrl } satisfies ReportLinkState,
});

/** Where "Back to My Reports" goes: the list the report was opened from, or the plain list (only a My Reports address). */
export function backToListOf(state: unknown): string {
  const backTo = (state as Partial<ReportLinkState> | null)?.backTo;
  return typeof backTo === 'string' && (backTo === '/my-reports' || backTo.startsWith('/my-reports?')) ? backTo : '/my-reports';
}
