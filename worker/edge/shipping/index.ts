/**
 * The shipping platform by configuration (docs/decisions/036): Sendcloud when SHIPPING_PROVIDER is
 * "sendcloud" and both keys are set (worker/config/providers.ts says which environment needs what), else
 * the embedded platform with demo codes and labels. Staff can always type carrier and code by hand instead.
 */
import type { Env } from "../../env";
import { embeddedShipping } from "./embedded";
import type { LabelFacts } from "./label-pdf";
import { sendcloudShipping } from "./sendcloud";
import type { ShippingPlatformAdapter } from "./types";

export type { Parcel, ParcelLine, ParcelOrder, PlatformName, ShippingPlatformAdapter } from "./types";

export interface ShippingOptions {
  fetch?: typeof fetch;
  /** The embedded platform's label facts of a parcel id (read from D1 by the caller). */
  recipient: (parcelId: string) => Promise<LabelFacts | null>;
}

export function shippingPlatform(
  env: Pick<Env, "SHIPPING_PROVIDER" | "SENDCLOUD_PUBLIC_KEY" | "SENDCLOUD_SECRET_KEY" | "SENDCLOUD_SHIPPING_METHOD_ID">,
  options: ShippingOptions,
): ShippingPlatformAdapter {
  if (env.SHIPPING_PROVIDER === "sendcloud" && env.SENDCLOUD_PUBLIC_KEY && env.SENDCLOUD_SECRET_KEY) {
    const method = Number(env.SENDCLOUD_SHIPPING_METHOD_ID);
    return sendcloudShipping({
      publicKey: env.SENDCLOUD_PUBLIC_KEY,
      secretKey: env.SENDCLOUD_SECRET_KEY,
      shippingMethodId: Number.isInteger(method) && method > 0 ? method : undefined,
      fetch: options.fetch,
    });
  }
  return embeddedShipping(options.recipient);
}
