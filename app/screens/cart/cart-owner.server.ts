// Whose cart a request is about: the signed-in user's, or a visitor's named by the cart cookie. The cookie is HTTP,
// so it is read here (a screen), and the cart model sees only the owner.
import { mergeVisitorCart, type CartOwner } from "~/models/cart.server.ts";
import { clearVisitorKey, getVisitorKey, newVisitorKey, serializeVisitorKey } from "~/utils/cart-cookie.server.ts";

/**
 * The owner of this request's cart. A visitor without a cart cookie has no cart; with `create`, they get a
 * fresh key and the Set-Cookie header that must go out with the response.
 */
export async function cartOwnerFor(request: Request, user: { id: string } | null, opts: { create?: boolean } = {}) {
  if (user) return { owner: { kind: "user", userId: user.id } as CartOwner, setCookie: null as string | null };
  const key = await getVisitorKey(request);
  if (key) return { owner: { kind: "visitor", key } as CartOwner, setCookie: null };
  if (!opts.create) return { owner: null, setCookie: null };
  const fresh = newVisitorKey();
  return { owner: { kind: "visitor", key: fresh } as CartOwner, setCookie: await serializeVisitorKey(fresh) };
}

/**
 * At sign-in, the visitor's cart joins the account's (issue 4). Returns the Set-Cookie header that forgets the
 * visitor key, or null; a failure is logged and never blocks the sign-in.
 */
export async function mergeCartAtSignIn(request: Request, userId: string, now: Date): Promise<string | null> {
  const key = await getVisitorKey(request);
  if (!key) return null;
  try {
    await mergeVisitorCart(key, userId, now);
    return await clearVisitorKey();
  } catch (error) {
    console.error("Cart merge at sign-in failed", error);
    return null;
  }
}
