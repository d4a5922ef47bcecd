import { Hono } from "hono";
import type { AppEnv } from "../env";

/** /v1/contact: the contact form of the klantenservice-contact page. */
export const contactApi = new Hono<AppEnv>();
