// Pages with several plain forms (no Conform) post an `intent` and answer with which form it was and Conform's reply
// to it: the job card, the subcontractor's work orders and the office's work-order panel read them the same way.

/** What such an action answers. */
export type IntentReply = {
  intent?: string;
  result?: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
};

/** Readers of the answer: each gives nothing unless the answer is for the form of `intent`. */
export function intentReply(actionData: IntentReply | null) {
  const errorsOf = (intent: string, field: string) =>
    actionData?.intent === intent ? (actionData.result?.error?.[field] ?? null) : null;
  const typedOf = (intent: string, field: string) =>
    actionData?.intent === intent ? String(actionData.result?.initialValue?.[field] ?? "") : undefined;
  /** The name, the value typed last time and the errors of a field, for PlainInput, PlainTextarea or PlainSelect. */
  const fieldOf = (intent: string, name: string) => ({
    name,
    defaultValue: typedOf(intent, name),
    errors: errorsOf(intent, name),
  });
  return { errorsOf, typedOf, fieldOf };
}
