/* eslint-disable */
// Generated from schema.graphql by `npm run codegen -w @halo/api`; do not edit.
import type { GraphQLResolveInfo } from 'graphql';
import type { UserRow, OrganizationRow, PersonRow, ContactData } from '../db/schema';
import type { GraphQLContext } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user (spec §3 'Current user'). */
  me: CurrentUser;
};

/** A donor account. It belongs to one organization. */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  prefixedId: Scalars['ID']['output'];
  /** Lowercased. */
  email: Scalars['String']['output'];
  abilities: Array<Scalars['String']['output']>;
  isHaloAdmin: Scalars['Boolean']['output'];
  /** ISO 8601 timestamp; null until the address is verified. */
  emailVerifiedAt?: Maybe<Scalars['String']['output']>;
  tenant: Tenant;
  /** Null for an account that has no person record yet. */
  person?: Maybe<Person>;
};

/** The organization space the account lives in. */
export type Tenant = {
  __typename?: 'Tenant';
  /** The tenant key: the organization's subdomain. */
  id: Scalars['ID']['output'];
  /** The organization's prefixed id (what X-Landlord-Organization carries). */
  prefixedId: Scalars['ID']['output'];
  primaryOrganization: OrganizationSummary;
};

export type OrganizationSummary = {
  __typename?: 'OrganizationSummary';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
};

/** Person data of a donor (spec §3). */
export type Person = {
  __typename?: 'Person';
  prefixedId: Scalars['ID']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  birthdate?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  anniversary?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  contact: Contact;
};

export type Contact = {
  __typename?: 'Contact';
  email?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, e.g. US. */
  country?: Maybe<Scalars['String']['output']>;
  phones: Array<Phone>;
};

export type Phone = {
  __typename?: 'Phone';
  prefixedId: Scalars['ID']['output'];
  phone: Scalars['String']['output'];
  type: PhoneType;
  contactAgreementAccepted: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
};

export type PhoneType = 'primary' | 'secondary' | 'mobile' | 'home' | 'work' | 'WhatsApp' | 'other';

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  CurrentUser: ResolverTypeWrapper<UserRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Tenant: ResolverTypeWrapper<OrganizationRow>;
  OrganizationSummary: ResolverTypeWrapper<OrganizationRow>;
  Person: ResolverTypeWrapper<PersonRow>;
  Contact: ResolverTypeWrapper<ContactData>;
  Phone: ResolverTypeWrapper<Phone>;
  PhoneType: PhoneType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Query: Record<PropertyKey, never>;
  CurrentUser: UserRow;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  Tenant: OrganizationRow;
  OrganizationSummary: OrganizationRow;
  Person: PersonRow;
  Contact: ContactData;
  Phone: Phone;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
};

export type CurrentUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  abilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isHaloAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailVerifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
};

export type TenantResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  primaryOrganization?: Resolver<ResolversTypes['OrganizationSummary'], ParentType, ContextType>;
};

export type OrganizationSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrganizationSummary'] =
    ResolversParentTypes['OrganizationSummary'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  anniversary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
};

export type ContactResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact'],
> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
};

export type PhoneResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PhoneType'], ParentType, ContextType>;
  contactAgreementAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Query?: QueryResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
  OrganizationSummary?: OrganizationSummaryResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
};
