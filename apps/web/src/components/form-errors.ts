import type { FormInstance } from "antd";
import { ApiError } from "../api/api-error.ts";
import { showError } from "../api/feedback.ts";

type TNamePath = (string | number)[];

/** A server field name ("items.0.url", "lines.2.sku") as the form's path (["items", 0, "url"]). */
export const fieldPath = (name: string): TNamePath =>
  name.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const pathKey = (path: readonly (string | number)[]) => path.map(String).join(".");

/** The alert of each form that draws one (`FormErrorAlert`): what it shows, and who listens. */
type TAlert = { text: string | null; listeners: Set<() => void> };
const alerts = new WeakMap<FormInstance, TAlert>();

function alertOf(form: FormInstance): TAlert {
  let alert = alerts.get(form);
  if (!alert) {
    alert = { text: null, listeners: new Set() };
    alerts.set(form, alert);
  }
  return alert;
}

function setAlert(form: FormInstance, text: string | null) {
  const alert = alertOf(form);
  if (alert.text === text) return;
  alert.text = text;
  for (const listener of alert.listeners) listener();
}

/** For `FormErrorAlert`: the form's alert text, and a subscription to its changes. */
export const formAlertStore = (form: FormInstance) => ({
  subscribe(listener: () => void) {
    const alert = alertOf(form);
    alert.listeners.add(listener);
    return () => alert.listeners.delete(listener);
  },
  snapshot: () => alertOf(form).text,
});

/** Empties the form's alert (a new attempt, the modal closed). */
export function clearFormAlert(form: FormInstance) {
  setAlert(form, null);
}

/** A message not tied to a field: in the form's alert when the form draws one, else as a toast. */
function tellForm(form: FormInstance, text: string) {
  if (alertOf(form).listeners.size > 0) setAlert(form, text);
  else showError(text);
}

/** The fields the form holds: every registered field, and every control that forwards its element. */
function holds(form: FormInstance, path: TNamePath, registered: Set<string>) {
  return registered.has(pathKey(path)) || form.getFieldInstance(path) !== undefined;
}

/**
 * The shared way a form shows a failed call. The field messages of a 4001 answer (`data.fields`, nested
 * names such as `lines.2.sku` included) go under the fields the form holds; the ones of no field in the
 * form, or the answer's message when it named no field, go in the form's alert (`FormErrorAlert`, which
 * FormModal draws) or, for a form without one, a toast. Never a bare "Parameter error" when the answer said
 * more. Returns the text shown, for screens that also render it inline.
 */
export function showFormError(form: FormInstance, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) {
    tellForm(form, fallback);
    return fallback;
  }
  error.claim();
  const registered = new Set(form.getFieldsError().map((f) => pathKey(f.name)));
  const fields = Object.entries(error.fieldErrors).map(([name, text]) => ({ path: fieldPath(name), text }));
  const atFields = fields.filter((f) => holds(form, f.path, registered));
  const elsewhere = [...new Set(fields.filter((f) => !atFields.includes(f)).map((f) => f.text))];
  if (atFields.length > 0) form.setFields(atFields.map((f) => ({ name: f.path, errors: [f.text] })));
  const alert =
    elsewhere.length > 0 ? elsewhere.join("; ") : atFields.length > 0 ? null : error.message || fallback;
  if (alert) tellForm(form, alert);
  else clearFormAlert(form);
  return [...atFields.map((f) => f.text), ...(alert ? [alert] : [])].join("; ");
}
