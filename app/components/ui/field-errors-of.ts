/**
 * The errors a form's reply gives one field that is not in its schema's fields — the file of a multipart form, which
 * the action takes out before parsing the rest and answers next to its input.
 */
export function fieldErrorsOf(result: { error?: unknown } | undefined, name = "file"): string[] | undefined {
  return (result?.error as Record<string, string[]> | undefined)?.[name];
}
