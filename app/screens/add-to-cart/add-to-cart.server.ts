// What a page needs to render <AddToCartForm> (app/components/add-to-cart-form.tsx): call it from the page's
// loader and spread the result into the component. Service pages use it like this:
//   loader:    return json({ addToCart: await addToCartProps(request, { serviceType: "external_clean" }) })
//   component: <AddToCartForm {...data.addToCart} />
import { getZodConstraint } from "@conform-to/zod";
import { earliestBookableDate } from "~/domain/booking.ts";
import { addToCartSchema } from "~/domain/cart-schemas.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { loadCatalogue, servicePickerOptions } from "~/models/pricing.server.ts";
import { vesselsOf } from "~/models/cart.server.ts";

const constraints = {
  visitor: getZodConstraint(addToCartSchema({ signedIn: false })),
  member: getZodConstraint(addToCartSchema({ signedIn: true })),
};

/** The add-to-cart schema's native validation attributes, sent to the browser as data (no Zod there). */
export function addToCartConstraint(signedIn: boolean) {
  return signedIn ? constraints.member : constraints.visitor;
}

/** `serviceType` offers one service (no picker); `serviceTypes` limits the picker; neither offers every service. */
export async function addToCartProps(
  request: Request,
  opts: { serviceType?: string; serviceTypes?: readonly string[] } = {},
) {
  const [user, catalogue] = await Promise.all([getUser(request), loadCatalogue()]);
  const vessels = user ? await vesselsOf(user.id) : [];
  const wanted = opts.serviceType ? [opts.serviceType] : opts.serviceTypes;
  const services = servicePickerOptions(catalogue).filter((s) => !wanted || wanted.includes(s.serviceType));
  return {
    services,
    vessels: vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres })),
    signedIn: !!user,
    minDate: earliestBookableDate(getNow(request)),
    constraint: addToCartConstraint(!!user),
  };
}
export type AddToCartProps = Awaited<ReturnType<typeof addToCartProps>>;
