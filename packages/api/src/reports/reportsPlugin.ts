// `app.reports`: the portal's gift queries, dashboard activity, statement sources and the signer of
// report download links (docs/CONTRACTS.md "Report files"), shared by the GraphQL resolvers and
// `GET /api/reports/:token`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { resolveAppKey } from '../core/appKey';
import type { SignedInDonor } from '../sessions/authPlugin';
import { createContributionsRepository, type ContributionsRepository } from './contributionsRepository';
import { createDonorActivity, type DonorActivity } from './donorActivity';
import {
  createReportTokens,
  type ChurchGiftsClaims,
  type DonorListClaims,
  type GivingReportClaims,
  type ReportTokens,
} from './reportToken';
import { createStatementSources, type StatementSources } from './statementSources';

/** Sends the console's gifts file behind a 'ChurchGifts' link, for the administrator it was made for. */
export type ChurchGiftsFile = (
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: SignedInDonor,
  claims: ChurchGiftsClaims,
) => Promise<FastifyReply>;

/** Sends a console donor list behind a 'DonorList' link, for the administrator it was made for. */
export type DonorListFile = (
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: SignedInDonor,
  claims: DonorListClaims,
) => Promise<FastifyReply>;

/** Sends a console giving report behind a 'GivingReport' link, for the administrator it was made for. */
export type GivingReportFile = (
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: SignedInDonor,
  claims: GivingReportClaims,
) => Promise<FastifyReply>;

export interface Reports {
  gifts: ContributionsRepository;
  activity: DonorActivity;
  statements: StatementSources;
  tokens: ReportTokens;
  /**
   * The console builds its gifts file from its own filters (admin/churchGiftsDownload.ts) and fills
   * this in at registration (admin/churchGiftsFilePlugin.ts), so the reports, below the features,
   * never import one. Null until then: such a link is answered like no link at all.
   */
  churchGiftsFile: ChurchGiftsFile | null;
  /** The console's donor lists, filled in the same way (admin/donorLists/donorListsFilePlugin.ts). */
  donorListFile: DonorListFile | null;
  /** The console's giving reports, the same way (admin/givingReports/givingReportsFilePlugin.ts). */
  givingReportFile: GivingReportFile | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    reports: Reports;
  }
}

export default fp(
  async (app) => {
    // The same APP_KEY (or generated DATA_DIR/app-key) as giving tokens; the payload's purpose
    // keeps the two kinds of token apart.
    const key = await resolveAppKey(app.config);
    const gifts = createContributionsRepository(app.db);
    app.decorate('reports', {
      gifts,
      activity: createDonorActivity(app.db, gifts),
      statements: createStatementSources(app.db),
      tokens: createReportTokens(key, () => app.clock()),
      churchGiftsFile: null,
      donorListFile: null,
      givingReportFile: null,
    });
  },
  { name: 'reports', dependencies: ['db'], decorators: { fastify: ['config', 'clock'] } },
);
