// GraphQL on POST /graphql through graphql-yoga, mounted as a fastify route so the sessions, CSRF,
// tenancy and error hooks apply to it like to any other route.
import path from 'node:path';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
// Named use… by envelop's convention: a plugin factory, not a React hook.
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_PIPELINE_PLUGINS } from '../http/requestPipeline';
import { createSchema, createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Config } from '../config';
import { maxRootFieldsPlugin } from './maxRootFields';
import { loadTrustedDocuments, trustedDocumentsPlugin } from './trustedDocuments';
import { secondFactorStanding } from '../admin/secondFactor/secondFactorGate';
import type { GraphQLContext } from './context';
import { nulCharacterGuard } from './nulCharacterGuard';
import { resolvers } from './resolvers';
import { schemaSource } from './schemaSource';
import { graphqlRefusalAnswer, refusalIn } from '../http/errors/refusalAnswers';
import { Unauthenticated } from '../http/errors/Unauthenticated';
import type { SignedInDonor } from '../sessions/authPlugin';
import { INTERNAL_ERROR_MESSAGE } from '../http/errorsPlugin';

type ServerContext = Omit<GraphQLContext, 'app'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The data `POST /graphql` would answer `query` (a trusted document) with `variables` for the
     * donor signed in on `request`, with every check it makes; null when nobody is signed in there or
     * the answer has errors. For a page that carries what its first screen would ask for.
     */
    graphqlAnswerFor(
      request: FastifyRequest,
      reply: FastifyReply,
      query: string,
      variables: Record<string, unknown>,
    ): Promise<unknown>;
  }
}

/**
 * Fastify has already read the body; when it is not a non-empty JSON object (null, 0, "x", [], {}),
 * yoga takes it for no body, reads the spent stream again and answers with a JSON.parse error about
 * an empty string (a runtime message in `extensions.originalError`). Answer those ourselves.
 */
const NOT_A_REQUEST = {
  errors: [
    { message: 'The request body must be a GraphQL request object.', extensions: { code: 'BAD_REQUEST' } },
  ],
};

/**
 * Caps on what one operation may ask, far above what our own documents need (the largest has a few
 * root fields, no aliases, depth 6): with trusted documents off they keep a hostile document from
 * holding the one process every church shares.
 */
export const GRAPHQL_LIMITS = { tokens: 1000, aliases: 10, depth: 10, rootFields: 10 } as const;

/**
 * graphql-armor throws its refusal out of validation, so it reaches the client without the
 * `GRAPHQL_VALIDATION_FAILED` code every other refused document carries; reported instead, it is
 * one validation error among the others.
 */
const asValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

function securityPlugins(config: Config): Plugin[] {
  const plugins: Plugin[] = [];
  if (config.graphqlTrustedDocuments) {
    const trusted = loadTrustedDocuments(path.join(config.distDir, 'graphql', 'trusted-documents.json'));
    plugins.push(trustedDocumentsPlugin(trusted));
  }
  const localDevelopment = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(config.publicUrl);
  if (config.graphqlTrustedDocuments || !localDevelopment) plugins.push(disableIntrospectionPlugin());
  plugins.push(
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
    // graphql-armor lets `__typename` be aliased without limit by default; each alias is one more
    // answer to build, so it counts like any field.
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, allowList: [], ...asValidationError }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: false, ...asValidationError }),
    maxRootFieldsPlugin(GRAPHQL_LIMITS.rootFields),
    blockFieldSuggestionsPlugin(),
  );
  return plugins;
}

export default fp(
  async (app) => {
    const yoga = createYoga<ServerContext, Pick<GraphQLContext, 'app'>>({
      schema: createSchema<GraphQLContext>({ typeDefs: schemaSource, resolvers }),
      graphqlEndpoint: '/graphql',
      // Yoga puts its own Fetch API `request` into the context, over the fastify request the handler
      // passes; put the fastify one back (resolvers read its locale and session), via the reply.
      context: ({ reply }) => ({ app, request: reply.request }),
      graphiql: false,
      landingPage: false,
      plugins: [...securityPlugins(app.config), nulCharacterGuard()],
      maskedErrors: {
        errorMessage: INTERNAL_ERROR_MESSAGE,
        // Never attach the original error to the response, whatever NODE_ENV says.
        isDev: false,
        maskError: (error, message) => {
          // A refusal a resolver threw is told as the one mapping words it; anything else is ours.
          const refused = graphqlRefusalAnswer(error);
          if (refused) return refused;
          const masked = maskError(error, message, false);
          if (masked !== error) app.log.error({ err: error }, 'graphql resolver failed');
          return masked;
        },
      },
      logging: {
        debug: (...args) => app.log.debug(args),
        info: (...args) => app.log.info(args),
        warn: (...args) => app.log.warn(args),
        // Yoga logs every error its masking replaced, refusals included (a new GraphQLError is their
        // answer); a refusal is no failure of ours, so it stays out of the error log and Sentry.
        error: (...args) => (args.some((arg) => refusalIn(arg)) ? app.log.debug(args) : app.log.error(args)),
      },
    });

    /** What every resolver of a signed-in donor's operation gets beside `app`. */
    async function serverContext(
      request: FastifyRequest,
      reply: FastifyReply,
      donor: SignedInDonor,
    ): Promise<ServerContext> {
      const session = await request.getSession();
      // A signed-in donor has a session; stated for the compiler.
      if (!session) throw new Unauthenticated('Unauthenticated.');
      return {
        request,
        reply,
        ...donor,
        session,
        secondFactor: await secondFactorStanding(app, donor.user, session),
      };
    }

    app.decorate('graphqlAnswerFor', async (request, reply, query, variables) => {
      const donor = await request.getSignedInDonor();
      if (!donor) return null;
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query, variables }),
        },
        await serverContext(request, reply, donor),
      );
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      return response.ok && body.errors === undefined ? (body.data ?? null) : null;
    });

    app.route({
      url: '/graphql',
      method: 'POST',
      config: { signedIn: 'graphql' },
      handler: async (request, reply) => {
        const donor = await request.signedInDonor();
        const { body } = request;
        if (
          typeof body !== 'object' ||
          body === null ||
          Array.isArray(body) ||
          Object.keys(body).length === 0
        ) {
          return reply.code(400).send(NOT_A_REQUEST);
        }
        const response = await yoga.handleNodeRequestAndResponse(
          request,
          reply,
          await serverContext(request, reply, donor),
        );
        response.headers.forEach((value, key) => void reply.header(key, value));
        reply.code(response.status);
        return reply.send(response.body);
      },
    });
  },
  { name: 'graphql', dependencies: ['auth', ...REQUEST_PIPELINE_PLUGINS] },
);
