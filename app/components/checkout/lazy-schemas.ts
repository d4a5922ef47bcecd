/**
 * The checkout forms' schemas as the browser loads them: when a form is first used, not with the page
 * (zod and the schemas are a chunk of their own; see app/lib/schemas/lazy.ts). The route actions import
 * ./form-values directly (./form-schemas is only ever imported here).
 */
import type { SchemaLoader } from "../../lib/schemas/lazy";

const forms = () => import("./form-schemas");

export const checkoutSchemas = {
  customer: () => forms().then((m) => m.checkoutCustomerFormSchema),
  payment: () => forms().then((m) => m.paymentFormFlatSchema),
  pay: () => forms().then((m) => m.payFormSchema),
  payAgain: () => forms().then((m) => m.payAgainFormSchema),
} satisfies Record<string, SchemaLoader>;
