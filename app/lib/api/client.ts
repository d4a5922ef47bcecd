/**
 * The typed /v1 client for loaders and the browser. It only knows a transport: in the Worker that is
 * an in-process call into the /v1 app (no network hop); in the browser it is fetch on the same origin.
 */
import type { BrandListing, BrandSummary, CategoryListing, Product, ProductTile, QuickView, Reviews, SearchResults, SitemapData, Suggestions } from "./types/catalog";
import type { Health } from "./types/common";
import type { BlogSummary, ServicePageSummary, SubNavigation } from "./types/content";
import type { BlogArticle, ServicePage } from "../schemas/content";
import type { Cart, CartWriteResult } from "./types/cart";
import type { AddCartItem } from "../schemas/cart";
import type { Addresses, BillingAddress, Address, CustomerProfile, Favourites, LoginResult, LoginStatus, MessageResult, PostcodeLookup, RegisterResult, Subscription } from "./types/account";
import type { AddressInput, CustomerInput, RegisterInput } from "../schemas/account";
import type { CheckoutCustomerInput, PaymentFormInput } from "../schemas/checkout";
import type { CheckoutState, PaymentMethod, PaymentUrlResult, ShippingMethodOption, VatValidation } from "./types/checkout";
import type { Order, OrderStatus, OrderSummary } from "./types/order";
import type { Footer, Homepage, Navigation, NewsletterPopup, Notification, PromoBanner, Textpage, Usps } from "../schemas/content";

export type Transport = (path: string, init?: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field Dutch messages of a refused form payload (`error.fields`), when the API sends them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface Envelope<T> {
  data: T;
}

async function readJson<T>(res: Response): Promise<T> {
  const type = res.headers.get("Content-Type") ?? "";
  if (!type.includes("application/json")) throw new ApiError(res.status, "bad_response", `Expected JSON, got '${type}'.`);
  return (await res.json()) as T;
}

export function createApiClient(transport: Transport) {
  async function get<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await transport(path, { ...init, headers: { Accept: "application/json" } });
    if (!res.ok) {
      let code = "http_error";
      let message = `GET ${path} answered ${res.status}`;
      try {
        const body = await readJson<{ error?: { code?: string; message?: string } }>(res);
        code = body.error?.code ?? code;
        message = body.error?.message ?? message;
      } catch {
        // not JSON: keep the generic message
      }
      throw new ApiError(res.status, code, message);
    }
    return (await readJson<Envelope<T>>(res)).data;
  }

  async function send<T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
    const res = await transport(path, {
      method,
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      let code = "http_error";
      let message = `${method} ${path} answered ${res.status}`;
      let fields: Record<string, string> | undefined;
      try {
        const err = await readJson<{ error?: { code?: string; message?: string; fields?: Record<string, string> } }>(res);
        code = err.error?.code ?? code;
        message = err.error?.message ?? message;
        fields = err.error?.fields;
      } catch {
        // not JSON
      }
      throw new ApiError(res.status, code, message, fields);
    }
    return (await readJson<Envelope<T>>(res)).data;
  }

  return {
    get,
    send,
    health: () => get<Health>("/v1/health"),
    content: {
      navigation: () => get<Navigation>("/v1/content/navigation"),
      footer: () => get<Footer>("/v1/content/footer"),
      usps: () => get<Usps>("/v1/content/usps"),
      notification: () => get<Notification>("/v1/content/notification"),
      newsletterPopup: () => get<NewsletterPopup>("/v1/content/newsletter-popup"),
      homepage: () => get<Homepage>("/v1/content/homepage"),
      textpage: () => get<Textpage>("/v1/content/textpage"),
      subNavigation: (path: string) =>
        get<SubNavigation>(`/v1/content/sub-navigation/?${new URLSearchParams({ path })}`),
      cartPromo: () => get<{ title: string; text: string; link: string; link_text: string }>("/v1/content/cart-promo"),
      promoBanner: () => get<PromoBanner>("/v1/content/promo-banner"),
      servicePage: (slug: string) => get<ServicePage>(`/v1/content/service-page/${encodeURIComponent(slug)}`),
      servicePages: () => get<ServicePageSummary[]>("/v1/content/service-page"),
      blog: () => get<BlogSummary[]>("/v1/content/blog"),
      blogArticle: (slug: string) => get<BlogArticle>(`/v1/content/blog/${encodeURIComponent(slug)}`),
    },
    customer: {
      subscribe: (email: string) => send<{ message: string }>("POST", "/v1/customer/subscription", { email }),
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
      favourites: () => get<Favourites>("/v1/customer/favourites"),
      mergeFavourites: (ids: number[]) => send<Favourites>("POST", "/v1/customer/favourites/merge", { ids }),
      saveFavourites: (ids: number[]) => send<Favourites>("PUT", "/v1/customer/favourites", { ids }),
      orders: () => get<OrderSummary[]>("/v1/customer/orders"),
      order: (number: string) => get<Order>(`/v1/customer/orders/${encodeURIComponent(number)}`),
      deleteAccount: (password: string) => send<MessageResult>("POST", "/v1/customer/delete", { password }),
      /** GET /v1/customer/export: everything the shop keeps about the customer (privacy download). */
      exportData: () => get<Record<string, unknown>>("/v1/customer/export"),
      /** Ends the session; returns the Set-Cookie headers that clear the cookie. */
      logout: async () => {
        const res = await transport("/v1/customer/logout", { headers: { Accept: "application/json" } });
        return { ok: res.ok, setCookies: res.headers.getSetCookie() };
      },
    },
    checkout: {
      state: () => get<CheckoutState>("/v1/checkout"),
      saveCustomer: (body: CheckoutCustomerInput) => send<CheckoutState>("POST", "/v1/checkout/customer", body),
      createAccount: (password: string) => send<CheckoutState>("POST", "/v1/checkout/customer/account", { password }),
      shippingMethods: () => get<ShippingMethodOption[]>("/v1/checkout/shippingmethod"),
      paymentMethods: () => get<PaymentMethod[]>("/v1/checkout/paymentmethod"),
      savePayment: (body: PaymentFormInput) => send<CheckoutState>("POST", "/v1/checkout/paymentmethod", body),
      vat: (country_code: "NL" | "BE", vat_number: string) =>
        get<VatValidation>(`/v1/checkout/vat/validate?${new URLSearchParams({ country_code, vat_number })}`),
      paymentUrl: (idempotency_key: string) => send<PaymentUrlResult>("POST", "/v1/checkout/payment-url", { idempotency_key, terms: true }),
      postcode: (q: { zipcode: string; house_number: string; extension?: string; country_code?: string }, init?: RequestInit) =>
        get<PostcodeLookup>(`/v1/checkout/postcode/autocomplete?${new URLSearchParams({ country_code: "NL", extension: "", ...q })}`, init),
    },
    order: {
      get: (number: string) => get<Order>(`/v1/order/${encodeURIComponent(number)}`),
      status: (number: string) => get<OrderStatus>(`/v1/order/${encodeURIComponent(number)}/status`),
      retry: (body: { order: string; method?: string; issuer?: string; idempotency_key: string }) => send<PaymentUrlResult>("POST", "/v1/order/payment-url", body),
    },
    cart: {
      get: () => get<Cart>("/v1/cart"),
      add: (item: AddCartItem) => send<CartWriteResult>("POST", "/v1/cart/item", item),
      setQuantity: (id: string, quantity: number) => send<CartWriteResult>("PUT", "/v1/cart/item", { id, quantity }),
      remove: (id: string) => send<CartWriteResult>("DELETE", `/v1/cart/item?${new URLSearchParams({ id })}`),
      applyCode: (code: string) => send<CartWriteResult>("POST", "/v1/cart/discount", { discount_code: code }),
      removeCode: () => send<CartWriteResult>("DELETE", "/v1/cart/discount"),
      restore: (token: string) => send<CartWriteResult>("POST", "/v1/cart/restore", { token }),
    },
    catalog: {
      category: (path: string, querystring = "") =>
        get<CategoryListing>(`/v1/catalog/overview/category?${new URLSearchParams({ path, querystring })}`),
      product: (key: string | number) => get<Product>(`/v1/catalog/product/${encodeURIComponent(String(key))}`),
      quickView: (key: string | number) => get<QuickView>(`/v1/catalog/product/${encodeURIComponent(String(key))}?debug=quickview`),
      reviews: (id: number, page = 1) => get<Reviews>(`/v1/catalog/product/${id}/reviews?page=${page}`),
      suggested: (id: number) => get<ProductTile[]>(`/v1/catalog/suggested-products/${id}`),
      tiles: (ids: number[]) => get<ProductTile[]>(`/v1/catalog/suggested-products?ids=${ids.join(",")}`),
      featured: () => get<ProductTile[]>("/v1/catalog/featured-products"),
      brands: () => get<BrandSummary[]>("/v1/catalog/brands"),
      brand: (brand: string, path = "", querystring = "") =>
        get<BrandListing>(`/v1/catalog/overview/brand/products?${new URLSearchParams({ brand, path, querystring })}`),
      sitemap: () => get<Required<SitemapData>>("/v1/catalog/sitemap?components=categories,brands,services,blog"),
      search: (term: string, path = "", querystring = "") =>
        get<SearchResults>(`/v1/catalog/search?${new URLSearchParams({ search_term: term, path, querystring })}`),
      suggestions: (term: string, init?: RequestInit) =>
        get<Suggestions>(`/v1/catalog/search/suggestions?${new URLSearchParams({ search_term: term })}`, init),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: same origin, cookies included. */
export const browserApi = createApiClient((path, init) => fetch(path, { credentials: "same-origin", ...init }));
