/**
 * The checkout forms' flat schemas as the browser loads them (./lazy-schemas.ts imports this module on first
 * use). A module of its own: the route actions import ./form-values statically on the server, and a module
 * both imported statically and dynamically would not be split off (the build's INEFFECTIVE_DYNAMIC_IMPORT).
 */
export { checkoutCustomerFormSchema, payAgainFormSchema, payFormSchema, paymentFormFlatSchema } from "./form-values";
