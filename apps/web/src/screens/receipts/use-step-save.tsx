import { Alert } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";

/**
 * Saving one receiving step (inspection, putaway): `save(call)` tracks `saving`, calls `onDone` on success
 * and otherwise keeps the API's message (or "save failed") for `errorAlert`, shown above the step's table.
 */
export function useStepSave(onDone: () => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (call: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await call();
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t("receipts.saveFailed"));
    } finally {
      setSaving(false);
    }
  };
  const errorAlert = error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />;
  return { saving, save, setError, errorAlert };
}
