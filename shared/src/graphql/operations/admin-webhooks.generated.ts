/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminWebhookEndpointFieldsFragment = { prefixedId: string, url: string, events: Array<string>, createdAt: string, removedAt: string | null, waiting: number, failed: number, lastDelivery: { type: string, createdAt: string, state: string, attempts: number, responseCode: number | null } | null };

export type AdminWebhookDeliveryFieldsFragment = { eventId: string, type: string, createdAt: string, state: string, attempts: number, lastResponseCode: number | null, lastError: string | null, nextAttemptAt: string | null };

export type AdminWebhooksQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminWebhooksQuery = { adminWebhooks: { eventTypes: Array<string>, maxEndpoints: number, endpoints: Array<{ prefixedId: string, url: string, events: Array<string>, createdAt: string, removedAt: string | null, waiting: number, failed: number, lastDelivery: { type: string, createdAt: string, state: string, attempts: number, responseCode: number | null } | null }> } };

export type AdminWebhookDeliveriesQueryVariables = Exact<{
  organizationPrefixedId: string;
  endpointPrefixedId: string;
  after: string | null | undefined;
  first: number | null | undefined;
}>;


export type AdminWebhookDeliveriesQuery = { adminWebhookDeliveries: { nextCursor: string | null, items: Array<{ eventId: string, type: string, createdAt: string, state: string, attempts: number, lastResponseCode: number | null, lastError: string | null, nextAttemptAt: string | null }> } };

export type AddWebhookEndpointMutationVariables = Exact<{
  organizationPrefixedId: string;
  url: string;
  events: Array<string> | string;
}>;


export type AddWebhookEndpointMutation = { addWebhookEndpoint: { secret: string, endpoint: { prefixedId: string, url: string, events: Array<string>, createdAt: string, removedAt: string | null, waiting: number, failed: number, lastDelivery: { type: string, createdAt: string, state: string, attempts: number, responseCode: number | null } | null } } };

export type RemoveWebhookEndpointMutationVariables = Exact<{
  organizationPrefixedId: string;
  endpointPrefixedId: string;
}>;


export type RemoveWebhookEndpointMutation = { removeWebhookEndpoint: { prefixedId: string, url: string, events: Array<string>, createdAt: string, removedAt: string | null, waiting: number, failed: number, lastDelivery: { type: string, createdAt: string, state: string, attempts: number, responseCode: number | null } | null } };

export type ResendWebhookEventMutationVariables = Exact<{
  organizationPrefixedId: string;
  eventId: string;
}>;


export type ResendWebhookEventMutation = { resendWebhookEvent: number };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminWebhookEndpointFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminWebhookEndpointFields on AdminWebhookEndpoint {
  prefixedId
  url
  events
  createdAt
  removedAt
  waiting
  failed
  lastDelivery {
    type
    createdAt
    state
    attempts
    responseCode
  }
}
    `, {"fragmentName":"AdminWebhookEndpointFields"}) as unknown as TypedDocumentString<AdminWebhookEndpointFieldsFragment, unknown>;
export const AdminWebhookDeliveryFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminWebhookDeliveryFields on AdminWebhookDelivery {
  eventId
  type
  createdAt
  state
  attempts
  lastResponseCode
  lastError
  nextAttemptAt
}
    `, {"fragmentName":"AdminWebhookDeliveryFields"}) as unknown as TypedDocumentString<AdminWebhookDeliveryFieldsFragment, unknown>;
export const AdminWebhooksDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminWebhooks($organizationPrefixedId: ID!) {
  adminWebhooks(organizationPrefixedId: $organizationPrefixedId) {
    endpoints {
      ...AdminWebhookEndpointFields
    }
    eventTypes
    maxEndpoints
  }
}
    fragment AdminWebhookEndpointFields on AdminWebhookEndpoint {
  prefixedId
  url
  events
  createdAt
  removedAt
  waiting
  failed
  lastDelivery {
    type
    createdAt
    state
    attempts
    responseCode
  }
}`) as unknown as TypedDocumentString<AdminWebhooksQuery, AdminWebhooksQueryVariables>;
export const AdminWebhookDeliveriesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminWebhookDeliveries($organizationPrefixedId: ID!, $endpointPrefixedId: ID!, $after: String, $first: Int) {
  adminWebhookDeliveries(
    organizationPrefixedId: $organizationPrefixedId
    endpointPrefixedId: $endpointPrefixedId
    after: $after
    first: $first
  ) {
    items {
      ...AdminWebhookDeliveryFields
    }
    nextCursor
  }
}
    fragment AdminWebhookDeliveryFields on AdminWebhookDelivery {
  eventId
  type
  createdAt
  state
  attempts
  lastResponseCode
  lastError
  nextAttemptAt
}`) as unknown as TypedDocumentString<AdminWebhookDeliveriesQuery, AdminWebhookDeliveriesQueryVariables>;
export const AddWebhookEndpointDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation AddWebhookEndpoint($organizationPrefixedId: ID!, $url: String!, $events: [String!]!) {
  addWebhookEndpoint(
    organizationPrefixedId: $organizationPrefixedId
    url: $url
    events: $events
  ) {
    endpoint {
      ...AdminWebhookEndpointFields
    }
    secret
  }
}
    fragment AdminWebhookEndpointFields on AdminWebhookEndpoint {
  prefixedId
  url
  events
  createdAt
  removedAt
  waiting
  failed
  lastDelivery {
    type
    createdAt
    state
    attempts
    responseCode
  }
}`) as unknown as TypedDocumentString<AddWebhookEndpointMutation, AddWebhookEndpointMutationVariables>;
export const RemoveWebhookEndpointDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RemoveWebhookEndpoint($organizationPrefixedId: ID!, $endpointPrefixedId: ID!) {
  removeWebhookEndpoint(
    organizationPrefixedId: $organizationPrefixedId
    endpointPrefixedId: $endpointPrefixedId
  ) {
    ...AdminWebhookEndpointFields
  }
}
    fragment AdminWebhookEndpointFields on AdminWebhookEndpoint {
  prefixedId
  url
  events
  createdAt
  removedAt
  waiting
  failed
  lastDelivery {
    type
    createdAt
    state
    attempts
    responseCode
  }
}`) as unknown as TypedDocumentString<RemoveWebhookEndpointMutation, RemoveWebhookEndpointMutationVariables>;
export const ResendWebhookEventDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ResendWebhookEvent($organizationPrefixedId: ID!, $eventId: ID!) {
  resendWebhookEvent(
    organizationPrefixedId: $organizationPrefixedId
    eventId: $eventId
  )
}
    `) as unknown as TypedDocumentString<ResendWebhookEventMutation, ResendWebhookEventMutationVariables>;