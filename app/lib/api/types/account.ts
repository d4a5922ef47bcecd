/** What the account API answers (spec sections 3 and 7). Paths the spec does not show are ours (ADR 014). */

export type CustomerType = "private" | "company";

/** GET/PUT /v1/customer: the customer form of spec section 3, as stored. birthdate: dd-mm-yyyy or "". */
export interface CustomerProfile {
  id: number;
  type: CustomerType;
  first_name: string;
  last_name: string;
  birthdate: string;
  email: string;
  phone_number: string;
  company: string;
  vat_number: string;
  coc_number: string;
  gender: "" | "man" | "vrouw";
  email_confirmed: boolean;
}

/** GET /v1/customer/login/status */
export interface LoginStatus {
  loggedIn: boolean;
}

/** The spec's User: customer.first_name and scope (section 3). GET /api/auth/user, login answers. */
export interface AuthUser {
  customer: { id: number; first_name: string; last_name: string; email: string };
  scope: string[];
}

/** POST /v1/customer/login (the session cookie is set on the response). */
export interface LoginResult {
  loggedIn: true;
  user: AuthUser;
}

/** POST /api/auth/login and POST /login: the same, plus the token for clients that send it as a Bearer. */
export interface TokenLoginResult extends LoginResult {
  token: string;
  access_token: string;
  expires_in: number;
}

/** POST /v1/customer (register): 201. */
export interface RegisterResult {
  message: string;
  email: string;
}

/** Answers that only carry a Dutch message (forgot, reset, confirm, password change, delete). */
export interface MessageResult {
  message: string;
}

/** An address as stored (spec section 3); name is first and last name joined. */
export interface Address {
  first_name: string;
  last_name: string;
  name: string;
  company: string;
  zipcode: string;
  house_number: string;
  extension: string;
  street: string;
  city: string;
  country_code: "NL" | "BE";
  /**
   * A Dutch address whose street and city the shopper typed because the postcode lookup did not know the
   * postcode or failed (docs/decisions/015-postcode-adapter.md); absent when the lookup confirmed it, and for BE.
   */
  unverified?: true;
}

export interface BillingAddress extends Address {
  sameDeliveryAddress: boolean;
}

/** GET /v1/customer/addresses: null when none was saved yet. */
export interface Addresses {
  billing: BillingAddress | null;
  shipping: Address | null;
}

/** GET /v1/checkout/postcode/autocomplete (spec section 4 "Address lookup"): valid false empties street and city. */
export interface PostcodeLookup {
  valid: boolean;
  street: string;
  city: string;
}

/** GET/POST /v1/customer/subscription: the newsletter state of an address (double opt-in). */
export interface Subscription {
  id: number | null;
  email: string;
  status: "none" | "pending" | "subscribed";
  message?: string;
}

/** GET/PUT /v1/customer/favourites and POST /v1/customer/favourites/merge: product ids, newest first. */
export interface Favourites {
  ids: number[];
}
