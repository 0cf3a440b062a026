// An owner's (or their crew's) request for work on a vessel becomes a New Enquiry job linked to the vessel, which
// staff see in their job lists; the owner follows it on /owner/service-requests.
import { sydneyWallTimeToUtc, formatDate } from "~/domain/dates.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { OTHER_WORK, URGENCY_LABELS, URGENCY_PRIORITY, type ServiceRequestInput } from "~/domain/service-requests.ts";
import { SERVICE_TYPE_DEFINITIONS } from "~/domain/service-types.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { DocumentInputError, uploadDocument } from "./documents.server.ts";
import { createJob, jobRefSelect } from "./job.server.ts";
import { vesselScope, type Viewer } from "./vessel.server.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";

const NAMES = new Map(SERVICE_TYPE_DEFINITIONS.map((d) => [d.serviceType as string, d.serviceName]));
const nameOf = (t: string) => (t === OTHER_WORK ? "Other work" : (NAMES.get(t) ?? t));

/** Creates the request (a job) for a vessel the viewer owns or crews; null when the vessel is not theirs. */
export async function createServiceRequest(viewer: Viewer & { fullName: string }, input: ServiceRequestInput) {
  const vessel = await prisma.vessel.findFirst({
    where: {
      AND: [{ id: input.vesselId }, { OR: [{ ownerId: viewer.id }, { delegates: { some: { userId: viewer.id } } }] }],
    },
    select: {
      id: true,
      name: true,
      type: true,
      lengthMetres: true,
      year: true,
      homeMarina: true,
      ownerId: true,
      owner: { select: { fullName: true, email: true, phone: true } },
    },
  });
  if (!vessel) return null;
  const names = input.services.map(nameOf);
  const preferred = [input.preferredFrom, input.preferredTo].filter(Boolean) as string[];
  const description = [
    input.description,
    `Urgency: ${URGENCY_LABELS[input.urgency]}.`,
    preferred.length ? `Preferred dates: ${preferred.map(formatServiceDate).join(" to ")}.` : null,
    vessel.ownerId !== viewer.id ? `Raised by crew member ${viewer.fullName}.` : null,
  ]
    .filter(Boolean)
    .join("\n\n");
  const job = await prisma.$transaction((tx) =>
    createJob(tx, {
      title: `${vessel.name}: ${names.join(", ")}`.slice(0, 200),
      description,
      status: "quote_requested",
      source: "owner_request",
      priority: URGENCY_PRIORITY[input.urgency],
      customerId: vessel.ownerId,
      customerContactName: vessel.owner.fullName,
      customerContactEmail: vessel.owner.email,
      customerContactPhone: vessel.owner.phone,
      vesselId: vessel.id,
      vesselName: vessel.name,
      vesselType: vessel.type,
      vesselLengthMetres: vessel.lengthMetres,
      vesselYear: vessel.year,
      locationMarina: vessel.homeMarina,
      requestedServices: JSON.stringify(input.services.filter((s) => s !== OTHER_WORK)),
      preferredDate: input.preferredFrom ? sydneyWallTimeToUtc(input.preferredFrom) : null,
      actorId: viewer.id,
    }),
  );
  const env = getEnv();
  await sendTemplatedEmail("service_request.office", businessSettingsSnapshot().email, {
    customer: vessel.owner.fullName,
    vessel: vessel.name,
    reference: job.number,
    services: names.join(", "),
    urgency: URGENCY_LABELS[input.urgency],
    dates: preferred.length ? `Preferred: ${preferred.join(" to ")}` : "Dates: flexible",
    description: input.description,
    url: `${env.appUrl}/staff/jobs/${job.id}`,
  });
  await sendTemplatedEmail("service_request.received", vessel.owner.email, {
    services: names.join(", "),
    vessel: vessel.name,
    reference: job.number,
    url: `${env.appUrl}/owner/service-requests`,
  });
  return { ...job, vesselId: vessel.id, ownerId: vessel.ownerId };
}

/** Stores a request's photos as the owner's files on the job (they count against the owner's storage). */
export async function attachRequestPhotos(
  job: { id: string; number: number; vesselId: string; ownerId: string },
  photos: readonly { name: string; bytes: Uint8Array }[],
  uploadedById: string,
) {
  let count = 0;
  try {
    for (const [i, photo] of photos.entries()) {
      await uploadDocument(
        { id: job.ownerId, roles: [] },
        {
          title: `Request #${job.number} photo ${i + 1}`,
          kind: "photo",
          vesselId: job.vesselId,
          jobId: job.id,
          fileName: photo.name,
          bytes: photo.bytes,
        },
        uploadedById,
      );
      count += 1;
    }
    return { count, problem: null };
  } catch (error) {
    if (error instanceof DocumentInputError) return { count, problem: error.message };
    throw error;
  }
}

/** The requests on the viewer's vessels, newest first, with any quote sent for each. */
export async function listServiceRequests(viewer: Viewer, opts: { vesselId?: string; take?: number } = {}) {
  const jobs = await prisma.job.findMany({
    where: {
      source: "owner_request",
      vessel: { AND: [vesselScope(viewer), opts.vesselId ? { id: opts.vesselId } : {}] },
    },
    orderBy: { createdAt: "desc" },
    take: opts.take ?? 50,
    select: {
      ...jobRefSelect,
      priority: true,
      createdAt: true,
      scheduledStartAt: true,
      vesselName: true,
      quotes: {
        where: { status: { notIn: ["draft", "revoked"] } },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { token: true, number: true, status: true },
      },
    },
  });
  return jobs.map((j) => ({ ...j, scheduledOn: j.scheduledStartAt ? formatDate(j.scheduledStartAt) : null }));
}
