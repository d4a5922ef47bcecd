import { z } from "./zod";

/**
 * POST /v1/catalog/guided-selling (spec section 7): the wizard's code, the category whose products are
 * counted (optional: the wizard's own category) and the answers so far, question id -> answer id or ids.
 */
export const MAX_WIZARD_ANSWERS = 20;

const answerId = z.number({ error: "Een antwoord is een getal (het id van het antwoord)." }).int("Een antwoord is een getal (het id van het antwoord).").positive("Een antwoord is een getal (het id van het antwoord).");

export const guidedSellingSchema = z.object({
  code: z.string({ error: "Geef de code van de keuzehulp op." }).regex(/^[a-z0-9-]{1,40}$/u, "Geef de code van de keuzehulp op."),
  category_id: z.number({ error: "Geef een geldig categorienummer op." }).int("Geef een geldig categorienummer op.").positive("Geef een geldig categorienummer op.").optional(),
  qs: z
    .record(
      z.string().regex(/^\d{1,9}$/u),
      z.union([answerId, z.array(answerId, { error: "Een antwoord is een getal (het id van het antwoord)." }).max(MAX_WIZARD_ANSWERS, "Te veel antwoorden op één vraag.")], {
        error: "Een antwoord is een getal (het id van het antwoord).",
      }),
      { error: "De antwoorden (qs) moeten een lijst van vraag en antwoord zijn." },
    )
    .refine((qs) => Object.keys(qs).length <= MAX_WIZARD_ANSWERS, "Te veel vragen beantwoord.")
    .default({}),
});

export type GuidedSellingInput = z.input<typeof guidedSellingSchema>;
