import { Alert, type FormInstance } from "antd";
import { useMemo, useSyncExternalStore } from "react";
import { formAlertStore } from "./form-errors.ts";

/**
 * Where a form shows what the server said that belongs to none of its fields (showFormError): an error
 * alert above the fields, read out when it appears. Nothing while there is nothing to say.
 */
export function FormErrorAlert({ form }: { form: FormInstance }) {
  const store = useMemo(() => formAlertStore(form), [form]);
  const text = useSyncExternalStore(store.subscribe, store.snapshot);
  if (!text) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={text}
      style={{ marginBottom: 16 }}
      data-testid="form-error-alert"
    />
  );
}
