// What a page needs to render <AddToCartForm> (app/components/add-to-cart-form.tsx): call it from the page's
// loader and spread the result into the component. Service pages (issue 3) use it like this:
//   loader:    return json({ addToCart: await addToCartProps(request, { serviceType: "external_clean" }) })
//   component: <AddToCartForm {...data.addToCart} redirectTo="/services/external-clean" />
import { earliestBookableDate } from "~/domain/booking.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { loadCatalogue, servicePickerOptions } from "./pricing.server.ts";
import { vesselsOf } from "./cart.server.ts";

export async function addToCartProps(request: Request, opts: { serviceType?: string } = {}) {
  const [user, catalogue] = await Promise.all([getUser(request), loadCatalogue()]);
  const vessels = user ? await vesselsOf(user.id) : [];
  const services = servicePickerOptions(catalogue).filter((s) => !opts.serviceType || s.serviceType === opts.serviceType);
  return {
    services,
    vessels: vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres })),
    signedIn: !!user,
    minDate: earliestBookableDate(getNow(request)),
  };
}
export type AddToCartProps = Awaited<ReturnType<typeof addToCartProps>>;
