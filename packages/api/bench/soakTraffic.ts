// The soak's mix: what a church's donors do all day, drawn at random by weight. A portal visit reads
// the dashboard, recent activity and a page of transactions; a donor on the giving form gives; now
// and then one exports a year of gifts to CSV (the link, then the download).
import type { DonorSession } from './donorSession';
import {
  DONOR_CONTRIBUTIONS,
  DONOR_CONTRIBUTIONS_REPORT,
  DONOR_DASHBOARD_REPORT,
  RECENT_ACTIVITY,
  graphqlBody,
} from './portalQueries';
import type { SandboxGiver } from './sandboxGiver';
import type { SoakAnswer, SoakClient, SoakRequest } from './soakClient';

export const SOAK_KINDS = [
  'gift',
  'donorContributions',
  'DonorDashboardReport',
  'RecentActivity',
  'csv link',
  'csv download',
] as const;
export type SoakKind = (typeof SOAK_KINDS)[number];

export interface SoakOutcome {
  kind: SoakKind;
  /** When the request started, ms since the soak began. */
  at: number;
  ms: number;
  /** Why it failed (status, GraphQL error, connection error); absent when it succeeded. */
  error?: string;
}

type Action = 'gift' | 'contributions' | 'dashboard' | 'recent' | 'export';

/** Relative weights of the actions (an export is two requests). */
export const SOAK_WEIGHTS: Record<Action, number> = {
  gift: 30,
  contributions: 30,
  dashboard: 15,
  recent: 20,
  export: 5,
};

/** The years the bulk gifts span (test/largeExport.ts: 2015-01-01 plus up to 3,649 days). */
const EXPORT_YEARS = { first: 2015, last: 2024 };

function pick(): Action {
  const entries = Object.entries(SOAK_WEIGHTS) as [Action, number][];
  let draw = Math.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [action, weight] of entries) {
    draw -= weight;
    if (draw < 0) return action;
  }
  return entries[0]![0];
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function graphqlError(answer: SoakAnswer, field: string): string | undefined {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  try {
    const json = JSON.parse(answer.body);
    if (json.errors?.length) return `GraphQL: ${json.errors[0].message}`;
    if (!json.data?.[field]) return `GraphQL: no ${field}`;
    return undefined;
  } catch {
    return 'GraphQL: not JSON';
  }
}

export class SoakTraffic {
  constructor(
    private readonly client: SoakClient,
    private readonly session: DonorSession,
    private readonly giver: SandboxGiver,
    /** performance.now() when the soak began: outcomes are timed from it. */
    private readonly started: number,
  ) {}

  /** Gifts answered 201, to compare with the gifts the server recorded. */
  giftsAnswered = 0;

  /** One action: one outcome, two for an export. */
  async next(): Promise<SoakOutcome[]> {
    const organizationPrefixedId = this.session.organizationPrefixedId;
    switch (pick()) {
      case 'gift': {
        const gift = this.giver.nextGift();
        const outcome = await this.time('gift', { method: 'POST', path: '/api/give', ...gift }, (answer) =>
          answer.status === 201 ? undefined : `HTTP ${answer.status}`,
        );
        if (!outcome.error) this.giftsAnswered += 1;
        return [outcome];
      }
      case 'contributions':
        return [
          await this.graphql('donorContributions', DONOR_CONTRIBUTIONS, {
            organizationPrefixedId,
            // Mostly the first page, as donors open it; sometimes a later one.
            filters: { type: 'all', page: Math.random() < 0.8 ? 1 : randomInt(2, 20), perPage: 50 },
          }),
        ];
      case 'dashboard':
        return [
          await this.graphql('DonorDashboardReport', DONOR_DASHBOARD_REPORT, { organizationPrefixedId }),
        ];
      case 'recent':
        return [await this.graphql('RecentActivity', RECENT_ACTIVITY, { organizationPrefixedId })];
      case 'export':
        return this.exportYear();
    }
  }

  private async exportYear(): Promise<SoakOutcome[]> {
    const year = randomInt(EXPORT_YEARS.first, EXPORT_YEARS.last);
    let url = '';
    const link = await this.graphql(
      'donorContributionsReport',
      DONOR_CONTRIBUTIONS_REPORT,
      {
        organizationPrefixedId: this.session.organizationPrefixedId,
        filters: { type: 'all', startDate: `${year}-01-01`, endDate: `${year}-12-31` },
        type: 'Download',
        format: 'CSV',
      },
      (answer) => {
        url = JSON.parse(answer.body).data.donorContributionsReport.url;
      },
    );
    if (link.error) return [link];
    const download = await this.time(
      'csv download',
      {
        path: new URL(url).pathname,
        headers: { host: this.session.headers.host!, cookie: this.session.headers.cookie! },
      },
      // A year is about 10,000 gifts, about a megabyte: far less means a broken file.
      (answer) =>
        answer.status !== 200
          ? `HTTP ${answer.status}`
          : answer.bytes < 10_000
            ? 'CSV: too short'
            : undefined,
    );
    return [link, download];
  }

  private graphql(
    field: string,
    query: string,
    variables: Record<string, unknown>,
    onSuccess?: (answer: SoakAnswer) => void,
  ): Promise<SoakOutcome> {
    const kind: SoakKind = field === 'donorContributionsReport' ? 'csv link' : (field as SoakKind);
    const request = {
      method: 'POST' as const,
      path: '/graphql',
      headers: this.session.headers,
      body: graphqlBody(query, variables),
      keepBody: true,
    };
    return this.time(kind, request, (answer) => {
      const error = graphqlError(answer, field);
      if (!error) onSuccess?.(answer);
      return error;
    });
  }

  private async time(
    kind: SoakKind,
    request: SoakRequest,
    check: (answer: SoakAnswer) => string | undefined,
  ): Promise<SoakOutcome> {
    const start = performance.now();
    const at = start - this.started;
    let answer: SoakAnswer;
    try {
      answer = await this.client.send(request);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      return { kind, at, ms: performance.now() - start, error: `connection: ${code}` };
    }
    const ms = performance.now() - start;
    let error: string | undefined;
    try {
      error = check(answer);
    } catch (thrown) {
      error = `unexpected answer: ${thrown instanceof Error ? thrown.message : String(thrown)}`;
    }
    return { kind, at, ms, ...(error ? { error } : {}) };
  }
}
