// The one way to set up a Conform form on a Zod schema (issue 21): the browser gets the schema's constraints (so it
// validates natively before JavaScript loads), validates with the same schema once it has, on blur by default, and
// the server's answer (lastResult) puts its errors next to the fields with everything typed kept.
// A field with an error is checked again as it is typed in (onInput), not on blur: an error that vanished on blur
// moved the form up between the press and the release of the submit button, so that click missed the button and the
// corrected form was never sent.
import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

type Shape = Record<string, any>;
type Options<Input extends Shape, Output> = Omit<
  Parameters<typeof useForm<Input, Output>>[0],
  "constraint" | "onValidate"
>;

export function useZodForm<Schema extends z.ZodType<Shape, z.ZodTypeDef, Shape>>(
  schema: Schema,
  options: Options<z.input<Schema>, z.output<Schema>>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...options,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
