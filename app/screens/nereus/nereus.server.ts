// /nereus's assistant half (issue 20, ADR 200): each question is a POST (works without JavaScript); the earlier
// questions of the conversation come back as hidden fields and are answered again — the answers are deterministic, so
// the conversation needs no storage. A signed-in owner is answered from their own records too.
import { json } from "@remix-run/node";
import { NEREUS_MAX_HISTORY, nereusQuestionSchema } from "~/domain/nereus.ts";
import { askNereus } from "~/models/nereus.server.ts";
import { addToCartProps } from "~/screens/add-to-cart/add-to-cart.server.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm } from "~/utils/forms.server.ts";
import { hitLimits, RATE_LIMITS } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";

export async function nereusAction(request: Request, formData: FormData) {
  const submission = parseForm(formData, { schema: nereusQuestionSchema });
  if (submission.status !== "success")
    return json({ nereus: { result: submission.reply(), answers: [], addToCart: null } }, { status: 400 });
  const limited = await hitLimits([[`nereus:${getClientIp(request)}`, { ...RATE_LIMITS.publicForm, limit: 120 }]]);
  if (limited)
    return json(
      { nereus: { result: submission.reply({ formErrors: [limited] }), answers: [], addToCart: null } },
      { status: 429 },
    );
  const user = await getUser(request);
  const questions = [...submission.value.history.filter(Boolean).slice(-NEREUS_MAX_HISTORY), submission.value.question];
  const answers = await askNereus(questions, user, getNow(request));
  const suggested = [...new Set(answers.at(-1)!.suggestions.map((s) => s.serviceType))];
  return json({
    nereus: {
      result: submission.reply({ resetForm: true }),
      answers,
      addToCart: suggested.length ? await addToCartProps(request, { serviceTypes: suggested }) : null,
    },
  });
}
