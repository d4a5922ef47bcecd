/**
 * The typed /v1 client for loaders and the browser. It only knows a transport: in the Worker that is
 * an in-process call into the /v1 app (no network hop); in the browser it is fetch on the same origin.
 */
import type { BrandListing, BrandSummary, CategoryListing, Product, ProductTile, QuickView, Reviews, SearchResults, SitemapData, Suggestions } from "./types/catalog";
import type { Health } from "./types/common";
import type { BlogSummary, CategoryHeader, ServicePageSummary, SubNavigation } from "./types/content";
import type { BlogArticle, ServicePage } from "../schemas/content";
import type { Cart, CartWriteResult } from "./types/cart";
import type { AddCartItem } from "../schemas/cart";
import type { Favourites, PostcodeLookup } from "./types/account";
import type { VatValidation } from "./types/checkout";
import type { Wizard } from "./types/wizard";
import type { GuidedSellingInput } from "../schemas/advice";
import type { AssistantReply, ChatSaved } from "./types/chat";
import type { AssistantRequest, ChatSaveRequest } from "../schemas/chat";
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

/**
 * The client of the browser (and the core of the server's): content, catalogue, cart, and the few account
 * and checkout calls a page makes after hydration (favourites, postcode lookup, VAT check). Loaders and
 * actions use the whole client of ./server-client.ts; keeping the rest out of here keeps it out of every
 * page's JavaScript (docs/decisions/009).
 */
export interface CoreClientOptions {
  /**
   * An answer already parsed, when the transport's side has one (the Worker's render memo: worker/ssr-memo.ts):
   * its JSON envelope, or null to go through the transport. Only 200 answers without cookies are given here.
   */
  parsed?: (path: string) => Promise<{ parsed: unknown } | null>;
}

export function createCoreClient(transport: Transport, options: CoreClientOptions = {}) {
  async function get<T>(path: string, init?: RequestInit): Promise<T> {
    const hit = options.parsed ? await options.parsed(path) : null;
    if (hit) return (hit.parsed as Envelope<T>).data;
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
      categoryHeader: (path: string) => get<CategoryHeader>(`/v1/content/category/?${new URLSearchParams({ path })}`),
      cartPromo: () => get<{ title: string; text: string; link: string; link_text: string }>("/v1/content/cart-promo"),
      promoBanner: () => get<PromoBanner>("/v1/content/promo-banner"),
      servicePage: (slug: string) => get<ServicePage>(`/v1/content/service-page/${encodeURIComponent(slug)}`),
      servicePages: () => get<ServicePageSummary[]>("/v1/content/service-page"),
      blog: () => get<BlogSummary[]>("/v1/content/blog"),
      blogArticle: (slug: string) => get<BlogArticle>(`/v1/content/blog/${encodeURIComponent(slug)}`),
    },
    customer: {
      subscribe: (email: string) => send<{ message: string }>("POST", "/v1/customer/subscription", { email }),
      mergeFavourites: (ids: number[]) => send<Favourites>("POST", "/v1/customer/favourites/merge", { ids }),
      saveFavourites: (ids: number[]) => send<Favourites>("PUT", "/v1/customer/favourites", { ids }),
      /** Ends the session; returns the Set-Cookie headers that clear the cookie. */
      logout: async () => {
        const res = await transport("/v1/customer/logout", { headers: { Accept: "application/json" } });
        return { ok: res.ok, setCookies: res.headers.getSetCookie() };
      },
    },
    checkout: {
      vat: (country_code: "NL" | "BE", vat_number: string) =>
        get<VatValidation>(`/v1/checkout/vat/validate?${new URLSearchParams({ country_code, vat_number })}`),
      postcode: (q: { zipcode: string; house_number: string; extension?: string; country_code?: string }, init?: RequestInit) =>
        get<PostcodeLookup>(`/v1/checkout/postcode/autocomplete?${new URLSearchParams({ country_code: "NL", extension: "", ...q })}`, init),
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
    chat: {
      ask: (req: AssistantRequest) => send<AssistantReply>("POST", "/v1/assistant", req),
      save: (req: ChatSaveRequest) => send<ChatSaved>("POST", "/v1/chat/save", req),
    },
    catalog: {
      category: (path: string, querystring = "") =>
        get<CategoryListing>(`/v1/catalog/overview/category?${new URLSearchParams({ path, querystring })}`),
      /** `variant`: the variant to choose (a search result's ?variant=); the API ignores one not of this product. */
      product: (key: string | number, variant?: string | null) =>
        get<Product>(`/v1/catalog/product/${encodeURIComponent(String(key))}${variant ? `?variant=${encodeURIComponent(variant)}` : ""}`),
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
      /** POST /v1/catalog/guided-selling: a wizard's questions, count and results URL for the answers so far. */
      guidedSelling: (body: GuidedSellingInput) => send<Wizard>("POST", "/v1/catalog/guided-selling", body),
    },
  };
}


/** The browser's client: same origin, cookies included. */
export const browserApi = createCoreClient((path, init) => fetch(path, { credentials: "same-origin", ...init }));
