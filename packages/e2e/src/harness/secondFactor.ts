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
import { repoRoot } from './server';

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

/** Enrols the page's signed-in administrator and confirms, so this session is verified. */
export async function enrolPageAdministrator(page: Page): Promise<EnrolledSecondFactor> {
  const send = pageGraphql(page);
  const me = (await send(builtDocument('Me'), {})) as {
    me: { tenant: { primaryOrganization: { prefixedId: string } } };
  };
  return enrolSecondFactor(send, me.me.tenant.primaryOrganization.prefixedId, new Date(), {
    enrol: builtDocument('EnrolSecondFactor'),
    confirm: builtDocument('ConfirmSecondFactor'),
    organizationVariable: 'organizationPrefixedId',
  });
}
