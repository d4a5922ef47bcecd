import type { Context } from "hono";
import type { AppEnv } from "../../env";

/**
 * At login (called by POST /v1/customer/login after the session is made): the guest cart of the cookie
 * merges into the customer's cart and the cart cookie names the customer's cart.
 * Skeleton created by the lead; the owning helper fills it in.
 */
export async function cartAtLogin(_c: Context<AppEnv>, _customerId: number): Promise<void> {}
