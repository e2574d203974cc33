// The console's letter templates for the hostile-input suite (hostileInputGraphql.test.ts). The
// suite's donor is not given 'send-statements' (the portal's statements are fuzzed without it), so
// these show that hostile values are refused before anything is read; the letter's own rules are
// adminLetterTemplates.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

const input = { title: 'Year-end letter', subject: 'Your {{period}} statement', body: 'Dear {{donorName}},' };

export function letterTemplateOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const letter = records.letterTemplatePrefixedId;
  return [
    {
      field: 'adminLetterTemplates',
      kind: 'query',
      document:
        'query ($org: ID!) { adminLetterTemplates(organizationPrefixedId: $org) { prefixedId title } }',
      base: { org },
    },
    {
      field: 'adminLetterTemplatePreview',
      kind: 'query',
      document: `query ($org: ID!, $input: LetterTemplateInput!) {
        adminLetterTemplatePreview(organizationPrefixedId: $org, input: $input) { fileName } }`,
      base: { org, input },
    },
    {
      field: 'addLetterTemplate',
      kind: 'mutation',
      document: `mutation ($org: ID!, $input: LetterTemplateInput!) {
        addLetterTemplate(organizationPrefixedId: $org, input: $input) { prefixedId } }`,
      base: { org, input },
    },
    {
      field: 'updateLetterTemplate',
      kind: 'mutation',
      document: `mutation ($org: ID!, $letterTemplatePrefixedId: ID!, $input: LetterTemplateInput!) {
        updateLetterTemplate(organizationPrefixedId: $org, letterTemplatePrefixedId: $letterTemplatePrefixedId,
          input: $input) { title } }`,
      base: { org, letterTemplatePrefixedId: letter, input },
    },
    {
      field: 'makeLetterTemplatePrimary',
      kind: 'mutation',
      document: `mutation ($org: ID!, $letterTemplatePrefixedId: ID!) {
        makeLetterTemplatePrimary(organizationPrefixedId: $org, letterTemplatePrefixedId: $letterTemplatePrefixedId) {
          prefixedId } }`,
      base: { org, letterTemplatePrefixedId: letter },
    },
    {
      field: 'deleteLetterTemplate',
      kind: 'mutation',
      document: `mutation ($org: ID!, $letterTemplatePrefixedId: ID!) {
        deleteLetterTemplate(organizationPrefixedId: $org, letterTemplatePrefixedId: $letterTemplatePrefixedId) {
          prefixedId } }`,
      base: { org, letterTemplatePrefixedId: letter },
    },
  ];
}
