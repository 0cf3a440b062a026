// The customer's answer to a quote (/quotes/{token}/respond): the schemas the action parses with, and their
// constraints sent to the browser as data, so the page ships neither Zod nor Conform (ADR 030).
import { getZodConstraint } from "@conform-to/zod";
import {
  acceptQuoteSchema,
  changesQuoteSchema,
  declineQuoteSchema,
  recalculateQuoteSchema,
} from "~/domain/quote-schemas.ts";

/** The schema behind each intent of the respond page's forms ("recalculate" is the no-JavaScript total update). */
export const QUOTE_ANSWER_SCHEMAS = {
  accept: acceptQuoteSchema,
  decline: declineQuoteSchema,
  changes: changesQuoteSchema,
  recalculate: recalculateQuoteSchema,
} as const;

export const quoteAnswerConstraints = {
  accept: getZodConstraint(acceptQuoteSchema),
  decline: getZodConstraint(declineQuoteSchema),
  changes: getZodConstraint(changesQuoteSchema),
};
