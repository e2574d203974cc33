/** Whether `path` is `to` or one of its children (`/profile/edit` is under Profile). */
export function isCurrentSection(path: string, to: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === to || pathname.startsWith(`${to}/`);
}
