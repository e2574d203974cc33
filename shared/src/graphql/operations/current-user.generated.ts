/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PhoneType =
  | 'WhatsApp'
  | 'home'
  | 'mobile'
  | 'other'
  | 'primary'
  | 'secondary'
  | 'work';

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { prefixedId: string, email: string, abilities: Array<string>, isHaloAdmin: boolean, emailVerifiedAt: string | null, pendingEmail: string | null, tenant: { id: string, prefixedId: string, primaryOrganization: { prefixedId: string, name: string, displayName: string } }, person: { prefixedId: string, firstName: string | null, lastName: string | null, imageUrl: string | null, birthdate: string | null, anniversary: string | null, notes: string | null, contact: { email: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, phones: Array<{ prefixedId: string, phone: string, type: Types.PhoneType, contactAgreementAccepted: boolean, isPrimary: boolean }> } } | null } };

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

export const MeDocument = /*#__PURE__*/ new TypedDocumentString(`
    query Me {
  me {
    prefixedId
    email
    abilities
    isHaloAdmin
    emailVerifiedAt
    pendingEmail
    tenant {
      id
      prefixedId
      primaryOrganization {
        prefixedId
        name
        displayName
      }
    }
    person {
      prefixedId
      firstName
      lastName
      imageUrl
      birthdate
      anniversary
      notes
      contact {
        email
        address
        city
        state
        zip
        country
        phones {
          prefixedId
          phone
          type
          contactAgreementAccepted
          isPrimary
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;