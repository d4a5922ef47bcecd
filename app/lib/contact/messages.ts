import { FIELD_MESSAGES } from "../form/messages";

/** Dutch messages of the contact form (zod-free, so the form can use them without loading zod), defined once (the form and POST /v1/contact use them). */
export const CONTACT_MESSAGES = {
  name: "Vul je naam in",
  nameMax: "Je naam mag hooguit 100 tekens lang zijn",
  email: FIELD_MESSAGES.email,
  orderNumber: "Vul een geldig ordernummer in (alleen cijfers, hooguit 7, eventueel met KJD ervoor)",
  question: "Vul je vraag in (minimaal 10 tekens)",
  questionMax: "Je vraag mag hooguit 2000 tekens lang zijn",
  success: "Bedankt! We beantwoorden je vraag binnen één werkdag.",
  rateLimited: "Je hebt net al een paar berichten gestuurd. Probeer het over een uur opnieuw of bel ons.",
  failed: "Je bericht kon niet worden verstuurd. Probeer het later opnieuw of bel ons.",
} as const;

export const CONTACT_QUESTION = { min: 10, max: 2000 } as const;
