import { json, type ActionFunctionArgs } from "@remix-run/node";
import { prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { hashPassword } from "~/utils/password.server.ts";

// End-to-end fixtures only (ENABLE_TEST_HOOKS=1, refused in production): a customer account with a vessel (name,
// HIN) and an e-mail in the outbox, or a newsletter sign-up, as the back-office tests of issue 17 need them.
export async function loader() {
  throw notFound();
}

export async function action({ request }: ActionFunctionArgs) {
  if (getEnv().ENABLE_TEST_HOOKS !== "1") throw notFound();
  const form = await readForm(request);
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" && v.trim() ? v.trim() : null;
  };
  const email = (field("email") ?? "").toLowerCase();
  if (field("newsletter")) {
    const row = await prisma.newsletterSubscriber.create({
      data: { email, source: "/e2e", confirmedAt: field("newsletter") === "confirmed" ? new Date() : null },
      select: { id: true },
    });
    return json({ id: row.id, vesselId: null });
  }
  const customer = await prisma.user.create({
    data: {
      email,
      fullName: field("fullName") ?? "Fixture Customer",
      phone: field("phone"),
      profileType: "vessel_owner",
      roles: { create: [{ role: "owner" }] },
      ...(field("password") ? { password: { create: { hash: await hashPassword(field("password")!) } } } : {}),
      ...(field("vesselName")
        ? {
            vessels: {
              create: [
                { name: field("vesselName")!, type: "sailing_yacht", hin: field("hin"), registration: field("rego") },
              ],
            },
          }
        : {}),
    },
    select: { id: true, vessels: { select: { id: true } } },
  });
  if (field("emailSubject")) {
    await prisma.emailMessage.create({
      data: {
        to: email,
        from: "Bosun <hello@bosun.test>",
        subject: field("emailSubject")!,
        text: "Fixture message",
        transport: "outbox",
        status: "stored",
      },
    });
  }
  return json({ id: customer.id, vesselId: customer.vessels[0]?.id ?? null });
}
