import type { FormInstance } from "antd";
import { ApiError } from "../api/api-error.ts";
import { showError } from "../api/feedback.ts";

/** A server field name ("items.0.url") as the form's path (["items", 0, "url"]). */
const fieldPath = (name: string) => name.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The shared way a form shows a failed call: field errors of a 4001 answer go under their fields,
 * anything else becomes one message. Returns the text shown, for screens that also render it inline.
 */
export function showFormError(form: FormInstance, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fieldErrors);
    const known = fields.filter(([name]) => form.getFieldInstance(fieldPath(name)) !== undefined);
    if (known.length > 0) {
      form.setFields(known.map(([name, text]) => ({ name: fieldPath(name), errors: [text] })));
      return known.map(([, text]) => text).join("; ");
    }
    showError(error.message || fallback);
    return error.message || fallback;
  }
  showError(fallback);
  return fallback;
}
