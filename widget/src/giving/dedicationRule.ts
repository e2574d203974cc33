// The messages of "in honour or memory of" (the panel's chunk): the person's name is required and a
// name's length, the address to notify, if any, must be one, the sender's name a name's length.
import * as v from 'valibot';
import { DEDICATION_NAME_MAX, describeIssue, emailField, stringField } from '@halo/domain';
import type { FieldErrors, FieldName } from './givingValues';
import { addPanelRule } from './panelRules';

const nameField = stringField({ max: DEDICATION_NAME_MAX });
const senderField = v.pipe(v.string(), v.trim(), v.maxLength(DEDICATION_NAME_MAX, 'validation.maxLength'));

addPanelRule((values, { organization, locale }) => {
  const errors: FieldErrors = {};
  if (!values.dedicate) return errors;
  const check = (field: FieldName, schema: v.GenericSchema, value: string) => {
    const result = v.safeParse(schema, value);
    if (!result.success) {
      errors[field] = describeIssue(result.issues[0]!, {
        locale,
        currency: organization.onlineGiving.currency,
      });
    }
  };
  check('dedicationName', nameField, values.dedicationName);
  if (values.dedicationEmail.trim()) check('dedicationEmail', emailField, values.dedicationEmail);
  check('dedicationSender', senderField, values.dedicationSender);
  return errors;
});
