/** Where the console downloads a deposit as CSV (depositCsvRoutes.ts). */
export function depositCsvPath(depositPrefixedId: string): string {
  return `/api/admin/deposits/${encodeURIComponent(depositPrefixedId)}/csv`;
}
