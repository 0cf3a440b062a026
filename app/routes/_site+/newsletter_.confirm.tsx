import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { confirmNewsletter } from "~/models/newsletter.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Newsletter confirmation | Bosun",
    description: "Confirm your Bosun newsletter subscription.",
    path: "/newsletter/confirm",
    noindex: true,
  });

const MESSAGES = {
  confirmed: {
    title: "You are subscribed",
    text: "Thanks for confirming. Expect a few e-mails a year with maintenance reminders and offers.",
  },
  already: { title: "Already confirmed", text: "This address is already on our list — nothing more to do." },
  invalid: {
    title: "This link does not work",
    text: "The link is incomplete or has been replaced by a newer one. Sign up again from the footer to get a fresh link.",
  },
} as const;

// A GET that changes data, on purpose: the link in the e-mail must work in one click, and confirming twice
// is harmless (the second visit says so).
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await confirmNewsletter(token, getNow(request));
  return json({ result }, { status: result === "invalid" ? 400 : 200 });
}

export default function NewsletterConfirm() {
  const { result } = useLoaderData<typeof loader>();
  const message = MESSAGES[result];
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-lg text-center" role="status">
        <h1 className="text-2xl font-bold">{message.title}</h1>
        <p className="mt-3">{message.text}</p>
        <Link to="/" className="btn-primary mt-8">
          Return to Home
        </Link>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
