import * as v from 'valibot';
import type { Fund } from '../organization';
import { firstIssueOnly } from './firstIssueOnly';

/**
 * A fund's prefixedId that donors may give to now. A fund hidden from online giving, or one that no
 * longer exists (a stale page or a crafted request), is 'The selected fund account is currently
 * disabled.'.
 */
export function fundAccountField(funds: ReadonlyArray<Pick<Fund, 'prefixedId' | 'isOnlineGivingVisible'>>) {
  const enabled = new Set(funds.filter((fund) => fund.isOnlineGivingVisible).map((fund) => fund.prefixedId));
  return firstIssueOnly(
    v.pipe(
      v.string('validation.required'),
      v.nonEmpty('validation.required'),
      v.check((prefixedId: string) => enabled.has(prefixedId), 'validation.fundDisabled'),
    ),
  );
}
