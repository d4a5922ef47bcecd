import type { ChatMessage } from "../../schemas/chat";

/** What POST /v1/assistant answers (spec section 7: data.message with role and content). */
export interface AssistantReply {
  message: ChatMessage;
}

/** What POST /v1/chat/save answers. */
export interface ChatSaved {
  saved: true;
}
