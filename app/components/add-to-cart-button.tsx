// One-click "Add to cart" for a page that sells one service (the service pages): the same intent=add POST to the
// /cart action as <AddToCartForm>, without its fields — vessel, date and place are set in the cart. Its own module,
// so a page that only needs the button does not load the full form.
import { Form } from "@remix-run/react";
import type { AddToCartFormProps } from "~/screens/add-to-cart/add-to-cart-form.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { Icon } from "./icons.tsx";
import { StatusButton } from "./ui/status-button.tsx";

/** Adds the one service in `services`; an owner's only vessel prices it, else the cart's vessel (or none yet). */
export function AddToCartButton({
  services,
  vessels,
  signedIn,
  redirectTo = "/cart",
  id = "add-to-cart",
  className = "btn-secondary w-full px-6 py-3 text-base sm:w-auto",
}: Pick<AddToCartFormProps, "services" | "vessels" | "signedIn" | "redirectTo" | "id"> & { className?: string }) {
  const service = services.length === 1 ? services[0]! : null;
  if (!service) return null;
  return (
    <Form method="post" action="/cart" id={id} className="contents">
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="serviceType" value={service.serviceType} />
      {signedIn && vessels.length === 1 ? <input type="hidden" name="vesselId" value={vessels[0]!.id} /> : null}
      <StatusButton value="add" pendingText="Adding..." className={className} formAction="/cart">
        <Icon name="cart" className="h-5 w-5" />
        Add to cart
      </StatusButton>
    </Form>
  );
}
