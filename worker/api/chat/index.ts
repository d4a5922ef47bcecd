/** The chat assistant Noor (ADR 019): POST /v1/assistant and POST /v1/chat/save. */
export { assistantApi } from "./assistant";
export { chatApi } from "./save";
