/**
 * Constants of the chat box (spec sections 4, 8 and 9), defined once. Its Dutch strings are in ./messages.ts;
 * what the launcher (in every page's initial JavaScript) needs is in ./keys.ts.
 */

/** Spec section 9: the chat ends this long after a message with profanity (ms). */
export const PROFANITY_CHAT_END = 3000;
