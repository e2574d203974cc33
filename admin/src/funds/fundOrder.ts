/** The funds' ids with the one at `index` moved by `step` (-1 up, +1 down); unchanged at either end. */
export function movedFundOrder(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  const order = [...ids];
  if (index < 0 || target < 0 || target >= order.length) return order;
  const [moved] = order.splice(index, 1);
  order.splice(target, 0, moved as string);
  return order;
}
