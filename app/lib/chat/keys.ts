/**
 * What the chat launcher needs (it is in every Default-layout page's initial JavaScript, so this stays
 * tiny and import-free; the box's strings are in ./messages.ts, loaded with the box).
 */
export const CHAT_LAUNCHER_LABEL = "Chat met Noor";

/** sessionStorage key of the conversation (see ./storage.ts for why sessionStorage). */
export const CHAT_STORAGE_KEY = "droomnest:chat";
