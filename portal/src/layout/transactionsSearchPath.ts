/** Where the header search goes: the transactions screen, searching for `text` (none when blank). */
export function transactionsSearchPath(text: string): string {
  const search = text.trim();
  return search ? `/transactions?${new URLSearchParams({ search }).toString()}` : '/transactions';
}
