// GET /api/profiles?email= (spec §7): an array holding the profile for that e-mail, or an empty array. Yourself
// always; staff, managers and admins anyone; anybody else gets [] for other addresses whether or not an account
// exists (domain/customers.ts profileLookup), so the call never tells a customer who else has an account.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { profileLookup } from "~/domain/customers.ts";
import { profileByEmail } from "~/models/customer-admin.server.ts";
import { apiHandler, apiJson, onlyGet, readQuery, requireApiPortal } from "~/utils/api.server.ts";

const query = z.object({
  email: z
    .string({ required_error: "Give an e-mail address" })
    .trim()
    .max(254, "That e-mail address is too long")
    .email("Give a valid e-mail address"),
});

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    const ctx = await requireApiPortal(request, "customer");
    const { email } = readQuery(request, query);
    if (profileLookup(ctx.user, email) === "none") return apiJson([]);
    const profile = await profileByEmail(email);
    return apiJson(profile ? [profile] : []);
  });

export const action = onlyGet;
