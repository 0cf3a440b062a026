import { PHOTO_KINDS, photoProblem, sniffPhoto } from "~/domain/job-card.ts";
import { isOneOf } from "~/domain/labelled-values.ts";
import { displayCopy } from "./images.server.ts";

/**
 * Takes the uploaded file out of a multipart form, so the form's schema parses only the rest (issue 21: the admin
 * upload pages did this each by hand). Its name, size and bytes, or null when no file (or an empty one) was sent.
 */
export async function takeUpload(formData: FormData, name = "file") {
  const file = formData.get(name);
  formData.delete(name);
  return file instanceof File && file.size > 0
    ? { name: file.name, size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) }
    : null;
}

const isPhotoKind = isOneOf(PHOTO_KINDS);

/**
 * A before or after photo posted from a job card or a work order's dashboard (issue 16): its kind, the page view's
 * fresh key, the original (checked by its bytes: JPEG, PNG or HEIC, 12 MB) and a resized copy for the page; or why
 * it is refused, in words for the worker.
 */
export async function takePhotoPost(formData: FormData) {
  const kind = String(formData.get("kind") ?? "");
  if (!isPhotoKind(kind)) return { problem: "Choose before or after", photo: null };
  const postKey = String(formData.get("key") ?? "");
  const file = formData.get("photo");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
  const problem =
    (!/^[A-Za-z0-9_-]{8,80}$/.test(postKey) ? "Reload the page and try again" : null) ??
    photoProblem(file instanceof File && bytes ? { size: file.size, bytes } : null);
  if (problem || !bytes) return { problem: problem ?? "Choose a photo", photo: null };
  const original = { bytes, type: sniffPhoto(bytes)! };
  return { problem: null, photo: { kind, postKey, original, display: await displayCopy(bytes) } };
}
