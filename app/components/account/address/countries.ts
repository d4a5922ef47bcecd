/** The countries an address may be in (spec section 5: NL or BE, NL by default). */
export const ADDRESS_COUNTRIES = [
  { value: "NL", label: "Nederland" },
  { value: "BE", label: "België" },
] as const;

/** The values an address form starts with: a saved address, or the customer's names when none is saved. */
export interface AddressDefaults {
  first_name?: string;
  last_name?: string;
  company?: string;
  zipcode?: string;
  house_number?: string;
  extension?: string;
  street?: string;
  city?: string;
  country_code?: string;
}
