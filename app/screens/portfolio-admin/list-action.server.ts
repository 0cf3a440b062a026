// The action frame the two portfolio lists share (/admin/portfolio images and /admin/portfolio/projects; issue 18,
// ADR 181 addendum of 2026-11-27): admin guard, the posted intent, back to the same page and filter, the ↑/↓ moves,
// an inline edit form whose refusal names which card answered, and any refusal as an error toast.
import { json } from "@remix-run/node";
import type { z } from "zod";
import { Refusal } from "~/domain/refusal.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { safeRedirectPath, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export interface ListActionArgs {
  formData: FormData;
  id: string;
  back: string;
  actorId: string;
}

export async function portfolioListAction(
  request: Request,
  opts: {
    fallback: string;
    move: (id: string, direction: "up" | "down", actorId: string) => Promise<boolean>;
    intents: Record<string, (a: ListActionArgs) => Promise<Response>>;
  },
) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const back = safeRedirectPath(formData.get("redirectTo"), opts.fallback);
  const args = { formData, back, id: String(formData.get("id") ?? ""), actorId: ctx.actor.id };
  const intent = String(formData.get("intent") ?? "");
  try {
    if (intent === "up" || intent === "down") {
      const moved = await opts.move(args.id, intent, args.actorId);
      return redirectWithToast(back, {
        type: moved ? "success" : "info",
        title: moved ? "Order changed" : intent === "up" ? "Already first" : "Already last",
      });
    }
    const handler = Object.hasOwn(opts.intents, intent) ? opts.intents[intent] : undefined;
    if (!handler) throw unknownIntent();
    return await handler(args);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return redirectWithToast(back, { type: "error", title: "Not changed", description: error.message });
  }
}

/** An inline edit form of one card: bad input or a refusal answers that card (`editId`), with what was typed. */
export async function saveCardEdit<S extends z.ZodTypeAny>(
  a: ListActionArgs,
  schema: S,
  save: (value: z.output<S>) => Promise<unknown>,
  title: string,
) {
  const submission = parseForm(a.formData, { schema });
  if (submission.status !== "success") return json({ editId: a.id, result: submission.reply() }, { status: 400 });
  try {
    await save(submission.value as z.output<S>);
  } catch (error) {
    if (error instanceof Refusal) return json({ editId: a.id, ...refusalResult(submission, error) }, { status: 400 });
    throw error;
  }
  return redirectWithToast(a.back, { type: "success", title });
}
