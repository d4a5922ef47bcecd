import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { clientIp, rateLimits } from "../../middleware/rate-limit";

const isPost = (c: Context<AppEnv>) => c.req.method === "POST";

/**
 * Login attempts per client address a minute (the RL_LOGIN_IP Rate Limiting binding; IPv6 by /64), counted
 * before the body is read, on every login route: POST /v1/customer/login (also the /account/login page's
 * in-process call), POST /api/auth/login and POST /login (spec section 7). It comes on top of the per-account
 * and per-client lock of login-flow.ts, which counts failures over a longer window (docs/decisions/014).
 */
export const loginIpLimit = rateLimits({ name: "login-ip", binding: "RL_LOGIN_IP", key: clientIp, when: isPost });
