// The rules of the form's optional panels (a split between funds, an end, a dedication) come with the
// panel's lazy chunk, so a donor who opens none of them never downloads them. Each panel's module adds
// its rule here once when it loads; a rule answers only for values whose panel is open. They are pure
// functions of the values, so one list serves every form on the page.
import type { Organization } from '@halo/domain';
import type { FieldErrors, GivingValues } from './givingValues';

export type PanelRule = (
  values: GivingValues,
  context: { organization: Organization; locale: string },
) => FieldErrors;

const rules = new Set<PanelRule>();

export function addPanelRule(rule: PanelRule): void {
  rules.add(rule);
}

/** The messages of every loaded panel's rule for these values. */
export function panelErrors(
  values: GivingValues,
  context: { organization: Organization; locale: string },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of rules) Object.assign(errors, rule(values, context));
  return errors;
}
