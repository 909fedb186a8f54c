import type { FormInstance } from "antd";
import { ApiError } from "../../api/api-error.ts";
import { showError } from "../../api/feedback.ts";

/** "product_variants.2.sku" -> ["product_variants", 2, "sku"], the antd name path of that input. */
export function namePathOf(field: string): (string | number)[] {
  return field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Like components/form-errors.ts, for a form with a variant list: the server names variant fields by
 * dotted paths (4001 and the 4009 "SKU taken"), which go under the input of that variant.
 */
export function showProductFormError(form: FormInstance, error: unknown, fallback: string) {
  if (!(error instanceof ApiError)) return void showError(fallback);
  const fields = Object.entries(error.fieldErrors).map(([name, text]) => ({
    name: namePathOf(name),
    errors: [text],
  }));
  const known = fields.filter((f) => form.getFieldInstance(f.name) !== undefined);
  if (known.length > 0) {
    form.setFields(known);
    void form.scrollToField(known[0]?.name ?? []);
    return;
  }
  showError(error.message || fallback);
}
