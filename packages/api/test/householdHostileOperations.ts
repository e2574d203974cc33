// The console's households for the hostile-input suite (hostileInputGraphql.test.ts): the suite's
// donor holds 'manage-giving', so hostile names, ids, years and member lists reach the households'
// own checks (refused by field, never a 5xx); the rules themselves are adminHouseholds.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

const HOUSEHOLD = '{ prefixedId name currentMemberNames members { donorPrefixedId fromYear toYear } }';

export function householdOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const householdPrefixedId = 'hsh_000000000000000000000000';
  const donorPrefixedId = records.donorPrefixedId;
  const year = Number(records.today.slice(0, 4)) - 1;
  return [
    {
      field: 'adminHouseholds',
      kind: 'query',
      document: `query ($org: ID!) { adminHouseholds(organizationPrefixedId: $org) { sendMemberStatements households ${HOUSEHOLD} } }`,
      base: { org },
    },
    {
      field: 'adminHouseholdStatementPreview',
      kind: 'query',
      document: `query ($org: ID!, $householdPrefixedId: ID!, $year: Int!, $letterTemplatePrefixedId: ID) {
        adminHouseholdStatementPreview(organizationPrefixedId: $org, householdPrefixedId: $householdPrefixedId,
          year: $year, letterTemplatePrefixedId: $letterTemplatePrefixedId) { fileName } }`,
      base: { org, householdPrefixedId, year, letterTemplatePrefixedId: records.letterTemplatePrefixedId },
    },
    {
      field: 'createHousehold',
      kind: 'mutation',
      document: `mutation ($org: ID!, $input: HouseholdInput!) { createHousehold(organizationPrefixedId: $org, input: $input) ${HOUSEHOLD} }`,
      base: {
        org,
        input: {
          name: 'The Ruiz family',
          memberPrefixedIds: [donorPrefixedId, donorPrefixedId],
          addresseePrefixedId: donorPrefixedId,
          fromYear: year,
        },
      },
    },
    {
      field: 'addHouseholdMember',
      kind: 'mutation',
      document: `mutation ($org: ID!, $householdPrefixedId: ID!, $donorPrefixedId: ID!, $fromYear: Int!) {
        addHouseholdMember(organizationPrefixedId: $org, householdPrefixedId: $householdPrefixedId,
          donorPrefixedId: $donorPrefixedId, fromYear: $fromYear) ${HOUSEHOLD} }`,
      base: { org, householdPrefixedId, donorPrefixedId, fromYear: year },
    },
    {
      field: 'removeHouseholdMember',
      kind: 'mutation',
      document: `mutation ($org: ID!, $householdPrefixedId: ID!, $donorPrefixedId: ID!, $lastYear: Int!) {
        removeHouseholdMember(organizationPrefixedId: $org, householdPrefixedId: $householdPrefixedId,
          donorPrefixedId: $donorPrefixedId, lastYear: $lastYear) ${HOUSEHOLD} }`,
      base: { org, householdPrefixedId, donorPrefixedId, lastYear: year },
    },
    {
      field: 'setHouseholdAddressee',
      kind: 'mutation',
      document: `mutation ($org: ID!, $householdPrefixedId: ID!, $donorPrefixedId: ID!) {
        setHouseholdAddressee(organizationPrefixedId: $org, householdPrefixedId: $householdPrefixedId,
          donorPrefixedId: $donorPrefixedId) ${HOUSEHOLD} }`,
      base: { org, householdPrefixedId, donorPrefixedId },
    },
    {
      field: 'adminDonorHouseholdStatement',
      kind: 'query',
      document: `query ($org: ID!, $donorPrefixedId: ID!, $year: Int!) {
        adminDonorHouseholdStatement(organizationPrefixedId: $org, donorPrefixedId: $donorPrefixedId, year: $year) {
          household { householdPrefixedId name } } }`,
      base: { org, donorPrefixedId, year },
    },
    {
      field: 'sendHouseholdStatement',
      kind: 'mutation',
      document: `mutation ($org: ID!, $householdPrefixedId: ID!, $year: Int!, $letterTemplatePrefixedId: ID) {
        sendHouseholdStatement(organizationPrefixedId: $org, householdPrefixedId: $householdPrefixedId, year: $year,
          letterTemplatePrefixedId: $letterTemplatePrefixedId) { sent message } }`,
      base: { org, householdPrefixedId, year, letterTemplatePrefixedId: records.letterTemplatePrefixedId },
    },
    {
      field: 'renameHousehold',
      kind: 'mutation',
      document: `mutation ($org: ID!, $householdPrefixedId: ID!, $name: String!) {
        renameHousehold(organizationPrefixedId: $org, householdPrefixedId: $householdPrefixedId, name: $name) ${HOUSEHOLD} }`,
      base: { org, householdPrefixedId, name: 'The Ruiz family' },
    },
    {
      field: 'setHouseholdMailingAddress',
      kind: 'mutation',
      document: `mutation ($org: ID!, $householdPrefixedId: ID!, $input: HouseholdMailingAddressInput!) {
        setHouseholdMailingAddress(organizationPrefixedId: $org, householdPrefixedId: $householdPrefixedId, input: $input) ${HOUSEHOLD} }`,
      base: { org, householdPrefixedId, input: { address: '12 Oak Street', city: 'Springfield' } },
    },
    {
      field: 'deleteHousehold',
      kind: 'mutation',
      document: `mutation ($org: ID!, $householdPrefixedId: ID!) {
        deleteHousehold(organizationPrefixedId: $org, householdPrefixedId: $householdPrefixedId) { sendMemberStatements } }`,
      base: { org, householdPrefixedId },
    },
    {
      field: 'setHouseholdStatementSettings',
      kind: 'mutation',
      document: `mutation ($org: ID!, $sendMemberStatements: Boolean!) {
        setHouseholdStatementSettings(organizationPrefixedId: $org, sendMemberStatements: $sendMemberStatements) { sendMemberStatements } }`,
      base: { org, sendMemberStatements: false },
    },
  ];
}
