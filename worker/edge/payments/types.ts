/** The payment adapter's interface, its error and deadline (worker/edge/payments/index.ts picks the provider). */
import type { PaymentStatus } from "../../domain/order-state";
import type { PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import type { Order } from "../../../app/lib/api/types/order";

export const PAYMENT_TIMEOUT_MS = 5000;

export interface CreatePaymentInput {
  orderNumber: string;
  /** Cents, VAT included. */
  amount: number;
  description: string;
  method: PaymentMethodCode;
  issuer: string;
  /** Absolute URL the PSP sends the browser back to. */
  redirectUrl: string;
  /** Absolute URL the PSP posts `id=...` to when the status changes. */
  webhookUrl: string;
  locale: "nl_NL" | "nl_BE";
  /**
   * This payment attempt of the order (its number and the payments it had before): a PSP that takes an
   * idempotency key derives it from this, so a retry of the same attempt never makes a second payment.
   */
  attempt?: string;
  /**
   * The frozen order (lines, addresses, totals as stored in D1): a PSP whose pay-later methods need the
   * order lines and addresses (Mollie) sends them; the sandbox does not need it.
   */
  order?: Order;
  /** The pay-later fields the shopper gave for this payment (step 2 or pay again); none for other methods. */
  consumer?: PaymentConsumer;
}

/** The payment form's personal fields of a pay-later or instalment method, as a PSP takes them. */
export interface PaymentConsumer {
  /** ISO yyyy-mm-dd, "" when the method does not ask for it. */
  dob: string;
  gender: "" | "man" | "vrouw";
  /** As the shopper typed it (normalised: 0612345678); "" when not asked. */
  phone: string;
  installment: number | null;
}

export interface CreatedPayment {
  id: string;
  checkoutUrl: string;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  method: string;
  /** The amount in cents of `currency` (the webhook compares both with the order's frozen total). */
  amount: number;
  /** ISO 4217, e.g. "EUR". */
  currency: string;
  /** Cents refunded of this payment so far (Mollie's amountRefunded); absent or 0 when none. */
  refunded?: number;
}

export interface ProviderMethod {
  code: PaymentMethodCode;
  issuers: { id: string; name: string }[];
}

/** A refund of a payment (docs/decisions/037). */
export interface CreateRefundInput {
  /** Cents, at most what is left of the payment (the PSP refuses more). */
  amount: number;
  /** The PSP keeps it: a repeated request with the same key answers the first refund, never a second one. */
  idempotencyKey: string;
  description: string;
}

/** A refund's own state at the PSP, in the shop's words: pending until it is refunded or failed. */
export type RefundStatus = "pending" | "refunded" | "failed";

export interface ProviderRefund {
  id: string;
  status: RefundStatus;
}

export interface PaymentAdapter {
  readonly name: "sandbox" | "mollie";
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** null: the PSP does not know this id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  methods(country: "NL" | "BE"): Promise<ProviderMethod[]>;
  /** Refunds (part of) a paid payment; a refusal (more than is left, not paid) throws PaymentProviderError with refused. */
  createRefund(paymentId: string, input: CreateRefundInput): Promise<ProviderRefund>;
  /** null: the PSP does not know this refund of this payment. */
  getRefund(paymentId: string, refundId: string): Promise<ProviderRefund | null>;
}

/** The PSP failed, answered an error or did not answer in time. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The PSP answered and said no (e.g. a refund above what is left): retrying the same request will not help. */
    readonly refused = false,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** Runs a PSP call with a deadline. */
export async function withTimeout<T>(work: Promise<T>, ms = PAYMENT_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError(`payment provider timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(String(error));
  } finally {
    clearTimeout(timer);
  }
}
