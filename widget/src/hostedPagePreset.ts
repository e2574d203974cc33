import { MEMO_MAX_LENGTH } from '@halo/domain';
import * as v from 'valibot';
import { parseAttribute } from './embed/attributes';
import type { GivingPreset } from './giving/givingValues';

const memoParameter = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MEMO_MAX_LENGTH));

/**
 * What a link to the hosted page asks the form to start with:
 * `/?amount=75&fund=Missions&frequency=monthly&memo=…` (a church's newsletter, the portal's Send gift).
 * Amount, fund and frequency are read exactly as the element's attributes are; a value that does not
 * parse is left out, so a mistyped link still opens a usable form.
 */
export function hostedPagePreset(search: string): GivingPreset {
  const query = new URLSearchParams(search);
  const ignore = () => {};
  const memo = v.safeParse(memoParameter, query.get('memo') ?? '');
  const preset: GivingPreset = {
    amount: parseAttribute('amount', query.get('amount'), ignore),
    fund: parseAttribute('fund', query.get('fund'), ignore),
    frequency: parseAttribute('frequency', query.get('frequency'), ignore),
    memo: memo.success ? memo.output : null,
  };
  // `?campaign=building-fund` (docs/PRODUCT.md §14); an address that cannot be one is left out.
  const campaign = parseAttribute('campaign', query.get('campaign'), ignore);
  return campaign ? { ...preset, campaign } : preset;
}
