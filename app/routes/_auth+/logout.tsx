import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/utils/auth.server.ts";
import { getErrorMessage } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

// Sign-out is a POST only: a GET (a link, a prefetch, an image tag) must never end a session.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  try {
    const setCookie = await signOut(request);
    return redirectWithToast(
      "/",
      { type: "success", title: "Signed out", description: "See you back on the water soon." },
      { headers: { "set-cookie": setCookie } },
    );
  } catch (error) {
    // Spec §4/§8: the error is shown and the user stays signed in.
    console.error("Sign-out failed", error);
    const referer = request.headers.get("referer");
    const back = referer ? new URL(referer).pathname : "/";
    return redirectWithToast(back, {
      type: "error",
      title: "Error",
      description: getErrorMessage(error, "Sign out failed"),
    });
  }
}
