/**
 * The church's order of funds, as its giving form lists them (the console sets each fund's
 * `position`; funds added at the same place keep the order they were added in). A split gift's parts
 * are named in it wherever a donor reads them: receipts, Transactions, the dashboard.
 */
export function inChurchFundOrder(
  a: { position: number; fundId: number },
  b: { position: number; fundId: number },
): number {
  return a.position - b.position || a.fundId - b.fundId;
}
