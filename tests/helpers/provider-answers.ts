/**
 * Answers of the shop's third parties in the shape their documentation gives (field names, nesting, types and
 * the extra fields the adapters do not read), for the adapters' tests; each builder takes overrides.
 * - Mollie Payments API v2: the payment object (docs.mollie.com, "Create payment" / "Get payment") and the
 *   methods list ("List payment methods", include=issuers).
 * - VIES REST API: POST check-vat-number and its error answer (errorWrappers).
 * - PDOK Locatieserver v3_1: the `free` answer (Solr response with docs of the fields asked in fl).
 * - OpenAI chat completions: `chat.completion` and a stream's `chat.completion.chunk`.
 */

export function molliePayment(overrides: Record<string, unknown> = {}) {
  const id = (overrides.id as string | undefined) ?? "tr_5B8cwPMGnU";
  return {
    resource: "payment",
    id,
    mode: "test",
    createdAt: "2026-11-28T12:00:00+00:00",
    amount: { value: "1234.56", currency: "EUR" },
    description: "Droomnest bestelling KJD1234567",
    method: "ideal",
    metadata: { order: "KJD1234567" },
    status: "open",
    isCancelable: false,
    expiresAt: "2026-11-28T12:15:00+00:00",
    details: null,
    profileId: "pfl_QkEhN94Ba",
    sequenceType: "oneoff",
    redirectUrl: "https://www.droomnest.nl/checkout/status/KJD1234567/",
    webhookUrl: "https://www.droomnest.nl/webhooks/payments",
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${id}`, type: "application/hal+json" },
      checkout: { href: `https://www.mollie.com/checkout/select-method/${id.slice(3)}`, type: "text/html" },
      dashboard: { href: `https://www.mollie.com/dashboard/org_12345678/payments/${id}`, type: "text/html" },
      documentation: { href: "https://docs.mollie.com/reference/create-payment", type: "text/html" },
    },
    ...overrides,
  };
}

export function mollieMethods(ids: { id: string; issuers?: { id: string; name: string }[] }[]) {
  return {
    count: ids.length,
    _embedded: {
      methods: ids.map(({ id, issuers }) => ({
        resource: "method",
        id,
        description: id,
        minimumAmount: { value: "0.01", currency: "EUR" },
        maximumAmount: { value: "50000.00", currency: "EUR" },
        image: { size1x: `https://www.mollie.com/external/icons/payment-methods/${id}.png`, size2x: `https://www.mollie.com/external/icons/payment-methods/${id}%402x.png`, svg: `https://www.mollie.com/external/icons/payment-methods/${id}.svg` },
        status: "activated",
        ...(issuers ? { issuers: issuers.map((i) => ({ resource: "issuer", ...i, image: { size1x: "https://www.mollie.com/x.png", size2x: "https://www.mollie.com/x@2x.png", svg: "https://www.mollie.com/x.svg" } })) } : {}),
        _links: { self: { href: `https://api.mollie.com/v2/methods/${id}`, type: "application/hal+json" } },
      })),
    },
    _links: { self: { href: "https://api.mollie.com/v2/methods", type: "application/hal+json" }, documentation: { href: "https://docs.mollie.com/reference/list-methods", type: "text/html" } },
  };
}

export function viesCheck(countryCode: string, vatNumber: string, valid: boolean) {
  return {
    countryCode,
    vatNumber,
    requestDate: "2026-11-28T12:00:00.000Z",
    valid,
    requestIdentifier: "",
    name: valid ? "DROOMNEST B.V." : "---",
    address: valid ? "OUDEGRACHT 10\n3511AB UTRECHT" : "---",
    traderName: "",
    traderStreet: "",
    traderPostalCode: "",
    traderCity: "",
    traderCompanyType: "",
    traderNameMatch: "NOT_PROCESSED",
    traderStreetMatch: "NOT_PROCESSED",
    traderPostalCodeMatch: "NOT_PROCESSED",
    traderCityMatch: "NOT_PROCESSED",
    traderCompanyTypeMatch: "NOT_PROCESSED",
  };
}

export function viesError(error = "MS_UNAVAILABLE") {
  return { actionSucceed: false, errorWrappers: [{ error, message: "The requested Member State service is unavailable" }] };
}

export function pdokFree(docs: { straatnaam: string; woonplaatsnaam: string; postcode: string; huisnummer: number }[]) {
  return { response: { numFound: docs.length, start: 0, maxScore: docs.length ? 7.0845 : 0, numFoundExact: true, docs } };
}

export function chatCompletion(content: string | null) {
  return {
    id: "chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT",
    object: "chat.completion",
    created: 1764331200,
    model: "gpt-4o-mini-2024-07-18",
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null, annotations: [] }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 19, completion_tokens: 10, total_tokens: 29 },
    service_tier: "default",
    system_fingerprint: "fp_06737a9306",
  };
}

export function chatChunk(content: string | undefined, finish: string | null = null) {
  return {
    id: "chatcmpl-123",
    object: "chat.completion.chunk",
    created: 1764331200,
    model: "gpt-4o-mini-2024-07-18",
    system_fingerprint: "fp_44709d6fcb",
    choices: [{ index: 0, delta: content === undefined ? {} : { role: "assistant", content }, logprobs: null, finish_reason: finish }],
  };
}

/** A server-sent-events body of chunks, ending with `data: [DONE]`. */
export function sseBody(chunks: unknown[]): string {
  return [...chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`), "data: [DONE]\n\n"].join("");
}
