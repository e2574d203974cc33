// Report download links (docs/CONTRACTS.md "Report files"): `GET /api/reports/{token}`, where the
// token is sealed with APP_KEY (http/sealedToken.ts) like giving tokens, lives 10 minutes and names the
// organization and the signed-in user it was issued to; the download needs that same sign-in.
import type { Locale } from '@halo/domain';
import type {
  AdminGiftFilters,
  DonorListFile,
  DonorListOptions,
  GivingReportFile,
  GivingReportRange,
} from '../graphql/resolverTypes.generated';
import { createTokenSealer } from '../http/sealedToken';
import type { ContributionFilter } from './contributionFilters';

export const REPORT_TOKEN_LIFETIME_MS = 10 * 60_000;

/**
 * A donor's documents, the console's export of every gift of the church ('ChurchGifts') and its
 * donor lists ('DonorList', docs/PRODUCT.md §15) and its giving reports ('GivingReport').
 */
export type ReportKind = 'Download' | 'Receipt' | 'Statement' | 'ChurchGifts' | 'DonorList' | 'GivingReport';
export type ReportFileFormat = 'CSV' | 'PDF';

interface ReportClaimsBase {
  organizationPrefixedId: string;
  /** The user who asked for it; only their session may download it. */
  requesterPrefixedId: string;
  locale: Locale;
  expiresAt: number;
}

export interface DonorReportClaims extends ReportClaimsBase {
  kind: Exclude<ReportKind, 'ChurchGifts' | 'DonorList' | 'GivingReport'>;
  format: ReportFileFormat;
  filter: ContributionFilter;
  /** Whose gifts: the requester, or the donors an administrator chose for statements. */
  donorPrefixedIds: string[];
  letterTemplatePrefixedId: string | null;
}

/**
 * The console's gifts export: the Gifts filters as the administrator chose them (prefixed ids), read
 * again within the church when the file is built, by a user who must still hold 'view-gifts'.
 */
export interface ChurchGiftsClaims extends ReportClaimsBase {
  kind: 'ChurchGifts';
  format: 'CSV';
  giftFilters: AdminGiftFilters;
}

/**
 * A console donor list: which one and its options as the administrator chose them, read again for
 * the church's today when the file is built, by a user who must still hold 'view-gifts'.
 */
export interface DonorListClaims extends ReportClaimsBase {
  kind: 'DonorList';
  format: 'CSV';
  list: DonorListFile;
  options: DonorListOptions;
}

/**
 * A console giving report: which one and its period as the administrator chose it, read again for
 * the church's today when the file is built, by a user who must still hold 'view-gifts'.
 */
export interface GivingReportClaims extends ReportClaimsBase {
  kind: 'GivingReport';
  format: 'CSV';
  report: GivingReportFile;
  range: GivingReportRange;
}

export type ReportClaims = DonorReportClaims | ChurchGiftsClaims | DonorListClaims | GivingReportClaims;

/** Claims as they are issued (the expiry is added when sealed). */
export type IssuedReportClaims =
  | Omit<DonorReportClaims, 'expiresAt'>
  | Omit<ChurchGiftsClaims, 'expiresAt'>
  | Omit<DonorListClaims, 'expiresAt'>
  | Omit<GivingReportClaims, 'expiresAt'>;

export type ReportTokenCheck =
  { ok: true; claims: ReportClaims } | { ok: false; reason: 'invalid' | 'expired' };

export interface ReportTokens {
  issue(claims: IssuedReportClaims): string;
  verify(token: string): ReportTokenCheck;
}

const isClaims = (value: unknown): value is ReportClaims =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReportClaims).expiresAt === 'number' &&
  typeof (value as ReportClaims).organizationPrefixedId === 'string' &&
  typeof (value as ReportClaims).requesterPrefixedId === 'string' &&
  ((value as ReportClaims).kind === 'ChurchGifts'
    ? typeof (value as ChurchGiftsClaims).giftFilters === 'object'
    : (value as ReportClaims).kind === 'DonorList'
      ? typeof (value as DonorListClaims).list === 'string' &&
        typeof (value as DonorListClaims).options === 'object'
      : (value as ReportClaims).kind === 'GivingReport'
        ? typeof (value as GivingReportClaims).report === 'string' &&
          typeof (value as GivingReportClaims).range === 'object'
        : Array.isArray((value as DonorReportClaims).donorPrefixedIds));

export function createReportTokens(key: string, clock: () => Date): ReportTokens {
  // A purpose inside the sealed payload (besides the report key), so no other token passes as one.
  const sealer = createTokenSealer(key, 'report');
  return {
    issue(claims) {
      return sealer.seal({
        purpose: 'report',
        ...claims,
        expiresAt: clock().getTime() + REPORT_TOKEN_LIFETIME_MS,
      });
    },
    verify(token) {
      const payload = sealer.open(token) as (ReportClaims & { purpose?: string }) | null;
      if (!isClaims(payload) || payload.purpose !== 'report') return { ok: false, reason: 'invalid' };
      if (clock().getTime() >= payload.expiresAt) return { ok: false, reason: 'expired' };
      const { purpose: _purpose, ...claims } = payload;
      return { ok: true, claims };
    },
  };
}
