// `app.reports`: the portal's gift queries, dashboard activity, statement sources and the signer of
// report download links (docs/CONTRACTS.md "Report files"), shared by the GraphQL resolvers and
// `GET /api/reports/:token`.
import fp from 'fastify-plugin';
import { resolveAppKey } from '../core/appKey';
import { createContributionsRepository, type ContributionsRepository } from './contributionsRepository';
import { createDonorActivity, type DonorActivity } from './donorActivity';
import { createReportTokens, type ReportTokens } from './reportToken';
import { createStatementSources, type StatementSources } from './statementSources';

export interface Reports {
  gifts: ContributionsRepository;
  activity: DonorActivity;
  statements: StatementSources;
  tokens: ReportTokens;
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
    });
  },
  { name: 'reports', dependencies: ['db'], decorators: { fastify: ['config', 'clock'] } },
);
