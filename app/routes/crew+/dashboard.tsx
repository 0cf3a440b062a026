// /crew/dashboard (spec §2, issue 16): the vessels the crew member's owners delegated to them, with the work coming up
// on each and their engines' hour meters — log new readings right here (posted to the vessel's page, issue 13's
// rules: never lower than the last unless the meter was replaced) — and any jobs they are crewing.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState } from "~/components/portal-shell.tsx";
import { PlainInput } from "~/components/ui/plain-field.tsx";
import { PlainSelect } from "~/components/ui/plain-select.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatHours } from "~/domain/vessel.ts";
import { assignedWork } from "~/models/assigned-work.server.ts";
import { crewVessels } from "~/models/crew.server.ts";
import { MyJobs } from "~/screens/my-jobs/my-jobs.tsx";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Crew portal | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "crew");
  const [work, vessels] = await Promise.all([assignedWork(user.id), crewVessels(user.id)]);
  return json({ name: user.firstName ?? user.fullName, ...work, vessels });
}

export default function CrewDashboard() {
  const { vessels } = useLoaderData<typeof loader>();
  return (
    <>
      <MyJobs title={(name) => `Crew — ${name}`} description="The boats you look after and the jobs you are crewing." />
      <section className="mt-8 space-y-4" aria-labelledby="crew-vessels">
        <h2 id="crew-vessels" className="text-xl font-bold">
          Vessels I crew
        </h2>
        {vessels.length === 0 ? (
          <EmptyState title="No vessels yet">
            An owner adds you to their boat from its page in the owner portal.
          </EmptyState>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" data-testid="crew-vessels">
            {vessels.map((v) => (
              <li key={v.id} className="card space-y-3 p-4">
                <div>
                  <h3 className="text-lg font-bold">
                    <Link to={`/crew/vessels/${v.id}`}>{v.name}</Link>
                  </h3>
                  <p className="text-sm">
                    Owner {v.owner.fullName}
                    {v.homeMarina ? ` · ${v.homeMarina}` : ""}
                    {v.berth ? ` · berth ${v.berth}` : ""}
                  </p>
                </div>
                <div>
                  <h4 className="text-sm font-semibold">Coming up</h4>
                  {v.jobs.length ? (
                    <ul className="divide-y divide-line text-sm">
                      {v.jobs.map((j) => (
                        <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                          <span>
                            {formatJobNumber(j.number)} · {j.title}
                            <span className="block text-xs">
                              {j.scheduledStartAt ? formatDateTime(j.scheduledStartAt) : "Date to be set"}
                            </span>
                          </span>
                          <JobStatusBadge status={j.status} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm">No work booked.</p>
                  )}
                </div>
                {v.engines.length ? (
                  <Form
                    method="post"
                    action={`/crew/vessels/${v.id}`}
                    className="grid items-end gap-2 sm:grid-cols-[1fr,8rem,auto]"
                    aria-label={`Log engine hours for ${v.name}`}
                  >
                    <input type="hidden" name="intent" value="log-hours" />
                    <PlainSelect
                      id={`engine-${v.id}`}
                      name="engineId"
                      label="Engine"
                      options={v.engines.map((e) => ({
                        value: e.id,
                        label: `${e.label ?? e.make} — ${formatHours(e.hours)}`,
                      }))}
                    />
                    <PlainInput
                      id={`hours-${v.id}`}
                      name="hours"
                      label="Meter now"
                      type="number"
                      step="0.1"
                      min="0"
                      required
                      inputMode="decimal"
                    />
                    <button type="submit" className="btn-primary">
                      Log hours
                    </button>
                  </Form>
                ) : (
                  <p className="text-sm">No engines recorded — the owner adds them on the vessel's page.</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
