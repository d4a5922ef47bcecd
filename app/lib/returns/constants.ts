/** Returns (docs/decisions/038): routes and limits shared by the pages and the Worker. */

/** Return requests per client address and hour (POST /v1/order/{number}/returns). */
export const RETURN_RATE_LIMIT = { limit: 10, windowS: 3600 } as const;

/** The shopper's return page of an order: in the account, or as a guest with the order's access cookie. */
export const accountReturnPath = (order: string) => `/account/orders/${order}/retour/`;
export const guestReturnPath = (order: string) => `/retour/${order}/`;

/** The order page's link to the return page (a constant here, so shop pages do not load the return form's strings). */
export const RETURN_LINK_TEXT = "Retour aanmelden";
