/**
 * The whole typed /v1 client of loaders and actions (worker/ssr.ts makes it per request): the browser's core
 * client of ./client.ts plus the account, checkout and order calls that only run on the server.
 */
import type { Addresses, BillingAddress, Address, CustomerProfile, Favourites, LoginResult, LoginStatus, MessageResult, RegisterResult, Subscription } from "./types/account";
import type { AddressInput, CustomerInput, RegisterInput } from "../schemas/account";
import type { CheckoutCustomerInput, PaymentFormInput, RetryPaymentInput } from "../schemas/checkout";
import type { CheckoutState, PaymentMethod, PaymentUrlResult, ShippingMethodOption } from "./types/checkout";
import type { Order, OrderStatus, OrderSummary } from "./types/order";
import type { ReturnCreated, ReturnPage } from "./types/returns";
import type { CartReminderChoice, ReminderUnsubscribed } from "./types/abandon";
import { createCoreClient, type CoreClientOptions, type Transport } from "./client";

export function createApiClient(transport: Transport, options: CoreClientOptions = {}) {
  const core = createCoreClient(transport, options);
  const { get, send } = core;
  return {
    ...core,
    customer: {
      ...core.customer,
      status: () => get<LoginStatus>("/v1/customer/login/status"),
      login: (body: { username: string; password: string; remember?: boolean }) => send<LoginResult>("POST", "/v1/customer/login", body),
      register: (body: RegisterInput) => send<RegisterResult>("POST", "/v1/customer", body),
      profile: () => get<CustomerProfile>("/v1/customer"),
      update: (body: CustomerInput) => send<CustomerProfile>("PUT", "/v1/customer", body),
      confirmEmail: (token: string) => send<MessageResult>("POST", "/v1/customer/email/confirm", { token }),
      forgotPassword: (email: string) => send<MessageResult>("POST", "/v1/customer/password/forgot", { email }),
      resetPassword: (body: { token: string; password: string; password_confirmation: string }) =>
        send<MessageResult>("POST", "/v1/customer/password/reset", body),
      changePassword: (body: { current_password: string; password: string; password_confirmation: string }) =>
        send<MessageResult>("PUT", "/v1/customer/password", body),
      addresses: () => get<Addresses>("/v1/customer/addresses"),
      saveBillingAddress: (body: AddressInput & { sameDeliveryAddress?: boolean }) => send<BillingAddress>("PUT", "/v1/customer/address/billing", body),
      saveShippingAddress: (body: AddressInput) => send<Address>("PUT", "/v1/customer/address/shipping", body),
      subscription: (email: string) => get<Subscription>(`/v1/customer/subscription?${new URLSearchParams({ email })}`),
      subscribeAccount: (email: string) => send<Subscription>("POST", "/v1/customer/subscription", { email }),
      confirmSubscription: (token: string) => send<Subscription>("POST", "/v1/customer/subscription/confirm", { token }),
      unsubscribe: (id: number) => send<Subscription>("DELETE", `/v1/customer/subscription/${id}`),
      /** The account's abandoned-cart reminder choice (docs/decisions/028). */
      cartReminders: () => get<CartReminderChoice>("/v1/customer/cart-reminders"),
      setCartReminders: (enabled: boolean) => send<CartReminderChoice>("PUT", "/v1/customer/cart-reminders", { enabled }),
      favourites: () => get<Favourites>("/v1/customer/favourites"),
      orders: () => get<OrderSummary[]>("/v1/customer/orders"),
      order: (number: string) => get<Order>(`/v1/customer/orders/${encodeURIComponent(number)}`),
      deleteAccount: (password: string) => send<MessageResult>("POST", "/v1/customer/delete", { password }),
      /** GET /v1/customer/export: everything the shop keeps about the customer (privacy download). */
      exportData: () => get<Record<string, unknown>>("/v1/customer/export"),
    },
    checkout: {
      ...core.checkout,
      state: () => get<CheckoutState>("/v1/checkout"),
      saveCustomer: (body: CheckoutCustomerInput) => send<CheckoutState>("POST", "/v1/checkout/customer", body),
      createAccount: (password: string) => send<CheckoutState>("POST", "/v1/checkout/customer/account", { password }),
      shippingMethods: () => get<ShippingMethodOption[]>("/v1/checkout/shippingmethod"),
      paymentMethods: (country?: "NL" | "BE") => get<PaymentMethod[]>(`/v1/checkout/paymentmethod${country ? `?country_code=${country}` : ""}`),
      savePayment: (body: PaymentFormInput) => send<CheckoutState>("POST", "/v1/checkout/paymentmethod", body),
      paymentUrl: (idempotency_key: string) => send<PaymentUrlResult>("POST", "/v1/checkout/payment-url", { idempotency_key, terms: true }),
    },
    abandon: {
      /** The reminder mail's unsubscribe link (docs/decisions/028). */
      unsubscribe: (token: string) => send<ReminderUnsubscribed>("POST", "/v1/abandon/unsubscribe", { token }),
    },
    order: {
      get: (number: string) => get<Order>(`/v1/order/${encodeURIComponent(number)}`),
      status: (number: string) => get<OrderStatus>(`/v1/order/${encodeURIComponent(number)}/status`),
      retry: (body: RetryPaymentInput) => send<PaymentUrlResult>("POST", "/v1/order/payment-url", body),
      returns: (number: string) => get<ReturnPage>(`/v1/order/${encodeURIComponent(number)}/returns`),
      startReturn: (number: string, body: Record<string, unknown>) => send<ReturnCreated>("POST", `/v1/order/${encodeURIComponent(number)}/returns`, body),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
