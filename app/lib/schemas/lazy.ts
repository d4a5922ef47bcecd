/**
 * The form schemas as the browser loads them: on demand, when a form is first used (focus, press or
 * submit), not with the page. zod and the schemas are then a chunk of their own, so pages with a form stay
 * within the JavaScript budget (docs/decisions/009); the route actions import the schemas directly.
 */
import type { z } from "zod";

export type SchemaLoader = () => Promise<z.ZodType>;

const account = () => import("./account");

export const lazySchemas = {
  register: () => account().then((m) => m.registerSchema),
  login: () => account().then((m) => m.loginSchema),
  customer: () => account().then((m) => m.customerSchema),
  changePassword: () => account().then((m) => m.changePasswordSchema),
  forgotPassword: () => account().then((m) => m.forgotPasswordSchema),
  resetPassword: () => account().then((m) => m.resetPasswordSchema),
  billingAddress: () => account().then((m) => m.billingAddressSchema),
  shippingAddress: () => account().then((m) => m.shippingAddressSchema),
  deleteAccount: () => import("./privacy").then((m) => m.deleteAccountSchema),
} satisfies Record<string, SchemaLoader>;
