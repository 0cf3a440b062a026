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
