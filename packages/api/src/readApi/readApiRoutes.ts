// The read API (docs/PRODUCT.md §16, docs/CONTRACTS.md "The read API"): a church's gifts, donors,
// funds, recurring gifts, campaigns and deposits for its own software, under /api/v1, with an API key only
// (apiKeyAuth.ts). Every list pages by cursor. The OpenAPI document at /api/v1/openapi.json is made
// by @fastify/swagger from these routes' schemas, themselves made from the valibot shapes of
// readApiSchemas.ts, so the document cannot drift from what the routes answer.
import swagger from '@fastify/swagger';
import type { ApiKeyAbility } from '@halo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { decodeCursor } from '../core/keysetCursor';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { apiKeyAuthenticator } from './apiKeyAuth';
import {
  readCampaigns,
  readDeposits,
  readDonors,
  readFunds,
  readGifts,
  readRecurringGifts,
  type Page,
  type PageRequest,
} from './readApiQueries';
import { readApiMessage } from './readApiMessages';
import {
  campaignSchema,
  depositSchema,
  donorSchema,
  errorSchema,
  fundSchema,
  giftSchema,
  jsonSchemaOf,
  pageQueryDocumentSchema,
  pageQuerySchema,
  pageSchema,
  recurringGiftSchema,
} from './readApiSchemas';

export const READ_API_PREFIX = '/api/v1';
const DEFAULT_LIMIT = 50;

interface ListRoute {
  path: string;
  summary: string;
  item: v.GenericSchema;
  allowedBy: readonly ApiKeyAbility[];
  read: (db: FastifyInstance['db'], page: PageRequest) => Promise<Page<unknown>>;
}

const LISTS: ListRoute[] = [
  {
    path: '/gifts',
    summary: 'The church’s gifts, newest first (date, then id): online, recurring charges and offline.',
    item: giftSchema,
    allowedBy: ['view-gifts'],
    read: readGifts,
  },
  {
    path: '/donors',
    summary: 'The accounts that have given to the church, oldest first.',
    item: donorSchema,
    allowedBy: ['view-gifts'],
    read: readDonors,
  },
  {
    path: '/recurring-gifts',
    summary: 'The church’s recurring gifts in every status, oldest first.',
    item: recurringGiftSchema,
    allowedBy: ['view-gifts'],
    read: readRecurringGifts,
  },
  {
    path: '/funds',
    summary: 'The church’s funds, oldest first.',
    item: fundSchema,
    allowedBy: ['view-gifts', 'manage-giving'],
    read: readFunds,
  },
  {
    path: '/campaigns',
    summary: 'The church’s campaigns, archived ones too, oldest first.',
    item: campaignSchema,
    allowedBy: ['view-gifts', 'manage-giving'],
    read: readCampaigns,
  },
  {
    path: '/deposits',
    summary:
      'The church’s deposits (each payout to its bank, with gross, fees, refunds, disputes and net), oldest first.',
    item: depositSchema,
    allowedBy: ['view-gifts'],
    read: readDeposits,
  },
];

const errorAnswer = (description: string) => ({ description, ...jsonSchemaOf(errorSchema) });

function readPage(request: FastifyRequest): { limit: number; after: PageRequest['after'] } {
  const parsed = v.safeParse(pageQuerySchema, request.query ?? {});
  if (!parsed.success) {
    const field = parsed.issues[0]?.path?.[0]?.key === 'cursor' ? 'cursor' : 'limit';
    throw new ValidationFailed({
      [field]: [readApiMessage(request.locale, field === 'cursor' ? 'cursorInvalid' : 'limitInvalid')],
    });
  }
  const { limit = DEFAULT_LIMIT, cursor } = parsed.output;
  if (cursor === undefined) return { limit, after: null };
  const after = decodeCursor(cursor);
  if (!after) throw new ValidationFailed({ cursor: [readApiMessage(request.locale, 'cursorInvalid')] });
  return { limit, after };
}

export default async function readApiRoutes(app: FastifyInstance) {
  // Queries are read with valibot in the handler (messages by field, in the caller's language) and
  // answers written as they are: the route schemas are for the document.
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Halo Give read API',
        version: '1',
        description:
          'Read a church’s giving from its own software. Every call is made with one of the church’s ' +
          'API keys (console: API keys) as `Authorization: Bearer hg_live_…`. Money is integer ' +
          'cents beside an ISO 4217 currency; ids are prefixed public ids. Lists page by cursor: ' +
          'pass `nextCursor` as `?cursor=` until it is null. A gift names the deposit that paid it ' +
          'to the church’s bank.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key of the church: hg_live_ and 43 characters.',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
  });

  const authenticate = apiKeyAuthenticator(app);

  for (const list of LISTS) {
    app.get(
      `${READ_API_PREFIX}${list.path}`,
      {
        config: { csrf: false },
        schema: {
          summary: list.summary,
          description: `Needs a key with ${list.allowedBy.join(' or ')}.`,
          tags: ['read'],
          querystring: jsonSchemaOf(pageQueryDocumentSchema),
          response: {
            200: { description: 'One page.', ...jsonSchemaOf(pageSchema(list.item)) },
            401: errorAnswer('No key, or a key unknown, revoked or of another church.'),
            403: errorAnswer('The key lacks the ability this list needs.'),
            422: errorAnswer('A limit or cursor that is not one of ours, named in errors.'),
            429: errorAnswer('The key’s calls a minute are spent; see Retry-After.'),
          },
        },
      },
      async (request) => {
        const caller = await authenticate(request, list.allowedBy);
        const page = readPage(request);
        return list.read(app.db, {
          organizationId: caller.organization.id,
          currency: caller.organization.currency.toUpperCase(),
          ...page,
        });
      },
    );
  }

  app.get(
    `${READ_API_PREFIX}/openapi.json`,
    { config: { csrf: false }, schema: { hide: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );
}
