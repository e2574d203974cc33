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

export type Contact = {
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, e.g. US. */
  country: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  phones: Array<Phone>;
  state: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** A donor account. It belongs to one organization. */
export type CurrentUser = {
  abilities: Array<Scalars['String']['output']>;
  /** Lowercased. */
  email: Scalars['String']['output'];
  /** ISO 8601 timestamp; null until the address is verified. */
  emailVerifiedAt: Maybe<Scalars['String']['output']>;
  isHaloAdmin: Scalars['Boolean']['output'];
  /** Null for an account that has no person record yet. */
  person: Maybe<Person>;
  prefixedId: Scalars['ID']['output'];
  tenant: Tenant;
};

export type OrganizationSummary = {
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
};

/** Person data of a donor (spec §3). */
export type Person = {
  /** YYYY-MM-DD. */
  anniversary: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  birthdate: Maybe<Scalars['String']['output']>;
  contact: Contact;
  firstName: Maybe<Scalars['String']['output']>;
  imageUrl: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  prefixedId: Scalars['ID']['output'];
};

export type Phone = {
  contactAgreementAccepted: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  type: PhoneType;
};

export type PhoneType = 'WhatsApp' | 'home' | 'mobile' | 'other' | 'primary' | 'secondary' | 'work';

export type Query = {
  /** The signed-in user (spec §3 'Current user'). */
  me: CurrentUser;
};

/** The organization space the account lives in. */
export type Tenant = {
  /** The tenant key: the organization's subdomain. */
  id: Scalars['ID']['output'];
  /** The organization's prefixed id (what X-Landlord-Organization carries). */
  prefixedId: Scalars['ID']['output'];
  primaryOrganization: OrganizationSummary;
};
