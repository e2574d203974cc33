// The signed-in administrator's second factor set up through the API from the page itself (its
// session cookie and CSRF token), the codes computed with otplib as an authenticator app would:
// for browser tests whose subject is not the Security page but which need refunds or the team.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  enrolSecondFactor,
  type EnrolledSecondFactor,
  type SendGraphql,
} from '@halo/testkit/admin/secondFactor';
import { repoRoot, type RunningServer } from './server';

/** One GraphQL operation sent by the page as the console sends it; its `data`, or a thrown error. */
export function pageGraphql(page: Page): SendGraphql {
  return async (query, variables) => {
    const answer = await page.evaluate(
      async ({ query, variables }) => {
        const token = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-xsrf-token': decodeURIComponent(token),
          },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      },
      { query, variables },
    );
    if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
}

/**
 * The console's own document of `operation` from this build's trusted documents: the server runs
 * nothing else.
 */
function builtDocument(operation: string): string {
  const file = JSON.parse(readFileSync(join(repoRoot, 'dist/graphql/trusted-documents.json'), 'utf8')) as {
    current: Record<string, string>;
  };
  const text = Object.values(file.current).find((document) =>
    new RegExp(`^(query|mutation) ${operation}\\b`).test(document),
  );
  if (!text) throw new Error(`No built GraphQL document ${operation}: run npm run build`);
  return text;
}

/** The prefixed id of the signed-in administrator's primary organization. */
async function primaryOrganization(send: SendGraphql): Promise<string> {
  const me = (await send(builtDocument('Me'), {})) as {
    me: { tenant: { primaryOrganization: { prefixedId: string } } };
  };
  return me.me.tenant.primaryOrganization.prefixedId;
}

/** Enrols the page's signed-in administrator and confirms, so this session is verified. */
export async function enrolPageAdministrator(page: Page): Promise<EnrolledSecondFactor> {
  const send = pageGraphql(page);
  return enrolSecondFactor(send, await primaryOrganization(send), new Date(), {
    enrol: builtDocument('EnrolSecondFactor'),
    confirm: builtDocument('ConfirmSecondFactor'),
    organizationVariable: 'organizationPrefixedId',
  });
}

/**
 * Verifies this session of the page's signed-in administrator, who is already `enrolled` (in another
 * session on the same server), with one of the enrolment's unused recovery codes, which it takes out
 * of `enrolled.recoveryCodes`: an authenticator's code may be used once only, and the other session
 * may have used the one of now.
 */
async function verifyPageAdministrator(page: Page, enrolled: EnrolledSecondFactor): Promise<void> {
  const code = enrolled.recoveryCodes.shift();
  if (!code) throw new Error('No recovery code left to verify the session with');
  const send = pageGraphql(page);
  await send(builtDocument('VerifySecondFactor'), {
    organizationPrefixedId: await primaryOrganization(send),
    code,
  });
}

const enrolmentOfServer = new WeakMap<RunningServer, EnrolledSecondFactor>();

/**
 * Sets up the second factor of the page's signed-in administrator on `server`, for the browser
 * sessions that share one server (one a language): the first enrols and confirms, each later one
 * verifies its own session with a recovery code of that enrolment.
 */
export async function verifyAdministratorOn(server: RunningServer, page: Page): Promise<void> {
  const enrolled = enrolmentOfServer.get(server);
  if (enrolled) await verifyPageAdministrator(page, enrolled);
  else enrolmentOfServer.set(server, await enrolPageAdministrator(page));
}
