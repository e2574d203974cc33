// The donor portal's GraphQL rows of the authorization matrix (graphqlMatrix.ts): each operation of
// the signed-in donor, with a document and variables that succeed for the victim and aim at the
// victim's records, and what a donor of the same church and of another church must get.
import type { World } from './authorizationWorld';
import type { GraphqlRow } from './graphqlMatrix';

const org = (_world: World, organizationPrefixedId: string) => ({ org: organizationPrefixedId });

export const PORTAL_MATRIX_ROWS: GraphqlRow[] = [
  {
    field: 'Query.me',
    owner: 'victim',
    document: 'query { me { prefixedId email person { prefixedId imageUrl contact { email } } } }',
    variables: () => ({}),
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: null,
    ownerShowsVictimData: true,
  },
  {
    field: 'Query.donorContributions',
    owner: 'victim',
    document: `query($org: ID!, $gift: ID!) {
      donorContributions(organizationPrefixedId: $org, filters: { contributionPrefixedId: $gift, perPage: 250 }) {
        totalResults totalAmount items { prefixedId memo amount fundParts { name amount } }
      }
    }`,
    variables: (world, organizationPrefixedId) => ({
      org: organizationPrefixedId,
      gift: world.records.giftId,
    }),
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Query.donorContributionsReport',
    owner: 'victim',
    document: `query($org: ID!, $gift: ID!) {
      donorContributionsReport(organizationPrefixedId: $org, filters: { contributionPrefixedId: $gift },
        type: Receipt, format: PDF) { url fileName contentType }
    }`,
    variables: (world, organizationPrefixedId) => ({
      org: organizationPrefixedId,
      gift: world.records.giftId,
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
  },
  {
    field: 'Query.DonorDashboardReport',
    owner: 'victim',
    document:
      'query($org: ID!) { DonorDashboardReport(organizationPrefixedId: $org) { totalGifts activeRecurringGifts singleGifts } }',
    variables: org,
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Query.RecentActivity',
    owner: 'victim',
    document:
      'query($org: ID!) { RecentActivity(organizationPrefixedId: $org) { type description amount contributionPrefixedId fundParts { name amount } } }',
    variables: org,
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Query.S3PresignedUrl',
    owner: 'victim',
    // The victim's image key as the file name: the URL must still be for the caller's own folder.
    document: `query($file: String!) {
      S3PresignedUrl(command: DeleteObject, directory: "profile-images", fileName: $file) { url method publicUrl }
    }`,
    variables: (world) => ({ file: new URL(world.records.imageUrl).pathname.replace('/api/files/', '') }),
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: null,
    ownerShowsVictimData: true,
  },
  {
    field: 'Query.letterTemplates',
    owner: 'victim',
    // The church's templates are the same for each of its donors: nobody's own data.
    document:
      'query($org: ID!) { letterTemplates(organizationPrefixedId: $org) { prefixedId title isPrimary } }',
    variables: org,
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
  },
  {
    field: 'Query.organizationDonors',
    // The statements administrator's view: her session is "the victim's" in the CSRF columns, and
    // the data aimed at is the demo donor's email in the list.
    owner: 'admin',
    document: `query($org: ID!, $search: String) {
      organizationDonors(organizationPrefixedId: $org, search: $search) { prefixedId name email }
    }`,
    variables: (world, organizationPrefixedId) => ({
      org: organizationPrefixedId,
      search: world.victim.email,
    }),
    sameChurch: 'forbidden',
    otherChurch: 'forbidden',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Query.donorPaymentMethods',
    owner: 'victim',
    document:
      'query($org: ID!) { donorPaymentMethods(organizationPrefixedId: $org) { processorId nickname lastFour } }',
    variables: org,
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Query.donorRecurringGivings',
    owner: 'victim',
    document: `query($org: ID!) {
      donorRecurringGivings(organizationPrefixedId: $org) { totalResults items { prefixedId memo donor { email } } }
    }`,
    variables: org,
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Mutation.updateDonor',
    owner: 'victim',
    // The victim's email and image: another donor may take neither.
    document: `mutation($email: String, $image: String) {
      updateDonor(email: $email, image_url: $image) { prefixedId imageUrl contact { email } }
    }`,
    variables: (world) => ({ email: world.victim.email, image: world.records.imageUrl }),
    sameChurch: 'validation',
    otherChurch: 'validation',
    otherChurchVictimOrganization: null,
    ownerShowsVictimData: true,
  },
  {
    field: 'Mutation.sendContributionStatementReport',
    owner: 'victim',
    document: `mutation($donors: [ID!]!) {
      sendContributionStatementReport(donorPrefixedIds: $donors, mode: email) { sent message }
    }`,
    variables: (world) => ({ donors: [world.victim.userPrefixedId] }),
    sameChurch: 'forbidden',
    otherChurch: 'forbidden',
    otherChurchVictimOrganization: null,
    ownerShowsVictimData: false,
  },
  {
    field: 'Mutation.updatePaymentMethod',
    owner: 'victim',
    document: `mutation($input: UpdatePaymentMethodInput!) {
      updatePaymentMethod(input: $input) { processorId nickname cardholderName }
    }`,
    variables: (world, organizationPrefixedId) => ({
      input: {
        organizationPrefixedId,
        processorId: world.records.cardId,
        nickname: 'Taken over',
        cardholderName: 'Mallory',
        // Unchanged: the recurring gift rows name the card by its saved expiration.
        expDate: world.records.cardExpiration,
      },
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Mutation.moveRecurringGivings',
    owner: 'victim',
    document: `mutation($org: ID!, $from: ID!, $to: ID!) {
      moveRecurringGivings(organizationPrefixedId: $org, fromProcessorId: $from, toProcessorId: $to) {
        prefixedId
      }
    }`,
    // From the spare card (no gifts use it) to her main card: the owner's request succeeds and moves
    // nothing, so the rows after it still find her gifts and her spare card as they were.
    variables: (world, organizationPrefixedId) => ({
      org: organizationPrefixedId,
      from: world.records.spareCardId,
      to: world.records.cardId,
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
  },
  {
    field: 'Mutation.deletePaymentMethod',
    owner: 'victim',
    document:
      'mutation($org: ID!, $card: ID!) { deletePaymentMethod(organizationPrefixedId: $org, processorId: $card) }',
    variables: (world, organizationPrefixedId) => ({
      org: organizationPrefixedId,
      card: world.records.spareCardId,
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
  },
  {
    field: 'Mutation.skipRecurringGiving',
    owner: 'victim',
    document: `mutation($id: ID!, $org: ID!) {
      skipRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { prefixedId status nextOccurrence }
    }`,
    variables: (world, organizationPrefixedId) => ({
      id: world.records.activeRecurringId,
      org: organizationPrefixedId,
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Mutation.pauseRecurringGiving',
    owner: 'victim',
    document: `mutation($id: ID!, $org: ID!) {
      pauseRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { prefixedId status }
    }`,
    variables: (world, organizationPrefixedId) => ({
      id: world.records.activeRecurringId,
      org: organizationPrefixedId,
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Mutation.resumeRecurringGiving',
    owner: 'victim',
    document: `mutation($id: ID!, $org: ID!) {
      resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { prefixedId status }
    }`,
    variables: (world, organizationPrefixedId) => ({
      id: world.records.pausedRecurringId,
      org: organizationPrefixedId,
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Mutation.updateRecurringGiving',
    owner: 'victim',
    document: `mutation($id: ID!, $org: ID!, $card: ID!, $lastFour: String!, $expiration: String!, $fund: ID!) {
      updateRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, stripePaymentMethodId: $card,
        stripeCardLastFour: $lastFour, stripeCardExpiration: $expiration, type: monthly,
        amountsByFundAccount: [{ fundAccountPrefixedId: $fund, amount: 5000 }], memo: "Taken over") {
        prefixedId status memo
      }
    }`,
    variables: (world, organizationPrefixedId) => ({
      id: world.records.pausedRecurringId,
      org: organizationPrefixedId,
      card: world.records.cardId,
      lastFour: world.records.cardLastFour,
      expiration: world.records.cardExpiration,
      fund: world.records.generalFundId,
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: true,
  },
  {
    field: 'Mutation.deleteRecurringGiving',
    owner: 'victim',
    document:
      'mutation($id: ID!, $org: ID!) { deleteRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) }',
    variables: (world, organizationPrefixedId) => ({
      id: world.records.activeRecurringId,
      org: organizationPrefixedId,
    }),
    sameChurch: 'notFound',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
  },
];
