import { z } from "./zod";
import { NO_INPUT_MESSAGE } from "../beheer/messages/common";

/**
 * The body of a back-office action that takes no input (an order to processing, a parcel delivered, a review
 * approved, an import confirmed): an empty object, anything else refused (docs/decisions/013 on hostile input).
 */
export const noInputSchema = z.strictObject({}, { error: NO_INPUT_MESSAGE });
