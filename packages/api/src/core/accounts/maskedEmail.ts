/**
 * An address shown only partly (`jordan@example.org` → `j***@e***.org`): enough for the owner of the
 * old address to recognise it, too little to hand a stranger who reads that mailbox the new one.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const suffix = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${suffix}`;
}
