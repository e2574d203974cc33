// Report download links (docs/CONTRACTS.md "Report files"): `GET /api/reports/{token}`, where the
// token is signed with APP_KEY by the same signer as giving tokens, lives 10 minutes and names the
// organization and the signed-in user it was issued to; the download needs that same sign-in.
import type { Locale } from '@halo/domain';
import { createTokenSigner } from '../http/signedToken';
import type { ContributionFilter } from './contributionFilters';

export const REPORT_TOKEN_LIFETIME_MS = 10 * 60_000;

export type ReportKind = 'Download' | 'Receipt' | 'Statement';
export type ReportFileFormat = 'CSV' | 'PDF';

export interface ReportClaims {
  organizationPrefixedId: string;
  /** The user who asked for it; only their session may download it. */
  requesterPrefixedId: string;
  kind: ReportKind;
  format: ReportFileFormat;
  filter: ContributionFilter;
  /** Whose gifts: the requester, or the donors an administrator chose for statements. */
  donorPrefixedIds: string[];
  letterTemplatePrefixedId: string | null;
  locale: Locale;
  expiresAt: number;
}

export type ReportTokenCheck =
  { ok: true; claims: ReportClaims } | { ok: false; reason: 'invalid' | 'expired' };

export interface ReportTokens {
  issue(claims: Omit<ReportClaims, 'expiresAt'>): string;
  verify(token: string): ReportTokenCheck;
}

const isClaims = (value: unknown): value is ReportClaims =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReportClaims).expiresAt === 'number' &&
  typeof (value as ReportClaims).organizationPrefixedId === 'string' &&
  typeof (value as ReportClaims).requesterPrefixedId === 'string' &&
  Array.isArray((value as ReportClaims).donorPrefixedIds);

export function createReportTokens(key: string, clock: () => Date): ReportTokens {
  // A purpose prefix inside the signed payload, so a giving token can never pass as a report token.
  const signer = createTokenSigner(key);
  return {
    issue(claims) {
      return signer.seal({
        purpose: 'report',
        ...claims,
        expiresAt: clock().getTime() + REPORT_TOKEN_LIFETIME_MS,
      });
    },
    verify(token) {
      const payload = signer.open(token) as (ReportClaims & { purpose?: string }) | null;
      if (!isClaims(payload) || payload.purpose !== 'report') return { ok: false, reason: 'invalid' };
      if (clock().getTime() >= payload.expiresAt) return { ok: false, reason: 'expired' };
      const { purpose: _purpose, ...claims } = payload;
      return { ok: true, claims };
    },
  };
}
