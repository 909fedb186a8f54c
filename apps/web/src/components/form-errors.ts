import type { FormInstance } from "antd";
import { ApiError } from "../api/api-error.ts";
import { showError } from "../api/feedback.ts";

/**
 * The shared way a form shows a failed call: field errors of a 4001 answer go under their fields,
 * anything else becomes one message. Returns the text shown, for screens that also render it inline.
 */
export function showFormError(form: FormInstance, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fieldErrors);
    const known = fields.filter(([name]) => form.getFieldInstance(name) !== undefined);
    if (known.length > 0) {
      form.setFields(known.map(([name, text]) => ({ name, errors: [text] })));
      return known.map(([, text]) => text).join("; ");
    }
    showError(error.message || fallback);
    return error.message || fallback;
  }
  showError(fallback);
  return fallback;
}
