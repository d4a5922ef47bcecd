/** The chat assistant Noor (issue 11): POST /v1/assistant and POST /v1/chat/save. */
export { assistantApi } from "./assistant";
export { chatApi } from "./save";
