// Nereus's conversation (issue 20, ADR 200): a plain form — each question a POST, the conversation rendered by the
// server — with the facts' sources under each answer, an add-to-cart form for the services it suggests, and a
// person one form away.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import type { NereusAnswer } from "~/domain/nereus.ts";
import { NEREUS_MAX_QUESTION } from "~/domain/nereus-limits.ts";
import { formatCents } from "~/domain/money.ts";
import { lazyComponent } from "~/components/lazy-component.tsx";
import type { AddToCartFormProps } from "~/screens/add-to-cart/add-to-cart-form.tsx";

// Shown only under an answer with prices: its script loads then, not with the page (ADR 030, the JavaScript budget).
const AddToCartForm = lazyComponent(() =>
  import("~/screens/add-to-cart/add-to-cart-form.tsx").then((m) => m.AddToCartForm),
);

export interface NereusState {
  result?: SubmissionResult<string[]> | null;
  answers: NereusAnswer[];
  addToCart: AddToCartFormProps | null;
}

const EXAMPLES = [
  "How much is an external clean for my 12 m boat?",
  "What is due on my boat?",
  "When is my next booking?",
  "Do you come to Pittwater?",
];

export function NereusChat({ state }: { state: NereusState | null }) {
  const answers = state?.answers ?? [];
  const typed = (state?.result?.initialValue?.question as string | undefined) ?? "";
  const errors = state?.result?.error?.question ?? state?.result?.error?.[""] ?? undefined;
  const last = answers.at(-1);
  return (
    <div className="space-y-4">
      {answers.length ? (
        <ol className="space-y-4" aria-label="Conversation" data-testid="nereus-conversation">
          {answers.map((a, i) => (
            <li key={i} className="space-y-2">
              <p className="ml-auto w-fit max-w-[85%] rounded-theme bg-primary px-4 py-2 text-white">{a.question}</p>
              <div
                className="max-w-[92%] rounded-theme border border-line bg-white px-4 py-3"
                data-testid="nereus-answer"
              >
                {a.paragraphs.map((p, j) => (
                  <p key={j} className={j ? "mt-2" : ""}>
                    {p}
                  </p>
                ))}
                {a.citations.length ? (
                  <p className="mt-2 text-xs">
                    Sources:{" "}
                    {a.citations.map((c, j) => (
                      <span key={j}>
                        {j ? " · " : ""}
                        <a href={c.href} className="link">
                          {c.label}
                        </a>
                      </span>
                    ))}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <div className="text-sm">
          <p>
            Ask about our services and prices, hours and where we work — or, signed in, about your own boats: what is
            due, your next booking, what you owe.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {EXAMPLES.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          <p className="mt-2">
            <a href="/auth?redirectTo=/nereus" className="link">
              Sign in
            </a>{" "}
            and Nereus answers from your own vessels, bookings and invoices.
          </p>
        </div>
      )}

      {last?.suggestions.length && state?.addToCart ? (
        <div className="rounded-theme border border-line p-4" data-testid="nereus-cart">
          <p className="text-sm font-semibold">
            Add {last.suggestions.map((s) => `${s.serviceName} (${formatCents(s.priceCents)})`).join(", ")} to your
            cart:
          </p>
          <AddToCartForm {...state.addToCart} id="nereus-add-to-cart" redirectTo="/cart" />
        </div>
      ) : null}

      <Form method="post" className="space-y-2" aria-label="Ask Nereus">
        <input type="hidden" name="intent" value="ask" />
        {answers.map((a, i) => (
          <input key={i} type="hidden" name={`history[${i}]`} value={a.question} />
        ))}
        <label htmlFor="nereus-question" className="field-label">
          Your question
        </label>
        <textarea
          id="nereus-question"
          name="question"
          rows={2}
          required
          minLength={3}
          maxLength={NEREUS_MAX_QUESTION}
          defaultValue={answers.length ? "" : typed}
          key={answers.length}
          className="field-input"
          {...(errors?.length ? { "aria-invalid": true, "aria-describedby": "nereus-question-error" } : {})}
        />
        <ErrorList id="nereus-question-error" errors={errors} />
        <StatusButton value="ask" pendingText="Nereus is looking..." className="btn-primary">
          Ask Nereus
        </StatusButton>
      </Form>
    </div>
  );
}
