import type { CurrentUser } from '@halo/domain';

/** The ability that lets a non-Halo user send statements to other donors (schema: sendContributionStatementReport). */
export const SEND_STATEMENTS_ABILITY = 'send-statements';

export function canSendStatements(
  user: Pick<CurrentUser, 'isHaloAdmin' | 'abilities'> | null | undefined,
): boolean {
  return Boolean(user && (user.isHaloAdmin || user.abilities.includes(SEND_STATEMENTS_ABILITY)));
}
