import { useQueryClient } from "@tanstack/react-query";
import type { TEnvelope, THandleExceptionResponse } from "@wms/contracts";
import { App, Button, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { BulkErrorList } from "../products/bulk-error-list.tsx";
import { exceptionsKey, shelfReturnsKey } from "./shipping-api.ts";

type TSend = () => Promise<TEnvelope<THandleExceptionResponse>>;

/**
 * Runs one exception call (handle or report) on selected orders; refused orders are listed as
 * "order code: message" (code 3000 partial, or every order refused), a single refusal as a message.
 * Answers whether anything was done, so the caller can clear its selection.
 */
export function useExceptionBulk() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<{ title: string; errors: THandleExceptionResponse["errors"] } | null>(
    null,
  );
  const run = async (send: TSend, count: number) => {
    try {
      const envelope = await send();
      if (envelope.data.errors.length) setFailed({ title: envelope.message, errors: envelope.data.errors });
      else void message.success(t("shipping.exceptions.done", { count: envelope.data.done.length }));
      return true;
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as THandleExceptionResponse | null) : null;
      if (data?.errors?.length && count > 1)
        setFailed({ title: (error as Error).message, errors: data.errors });
      else void message.error(error instanceof Error ? error.message : t("shipping.failed"));
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: exceptionsKey });
      await queryClient.invalidateQueries({ queryKey: shelfReturnsKey });
    }
  };
  const errorsModal = (
    <Modal
      open={failed !== null}
      title={t("shipping.exceptions.resultTitle")}
      onCancel={() => setFailed(null)}
      footer={<Button onClick={() => setFailed(null)}>{t("shipping.close")}</Button>}
    >
      {failed && (
        <BulkErrorList
          title={failed.title}
          testId="exception-bulk-errors"
          errors={failed.errors.map((e) => ({ key: e.order_id ?? e.key ?? "", message: e.message }))}
        />
      )}
    </Modal>
  );
  return { run, errorsModal };
}
