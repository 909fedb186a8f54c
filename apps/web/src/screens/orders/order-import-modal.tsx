import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { productsEndpoints, type TImportOrdersResponse } from "@wms/contracts";
import { Alert, App, Button, Flex, Modal, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { downloadFile } from "../../api/download.ts";
import { BulkErrorList } from "../products/bulk-error-list.tsx";
import { spreadsheetProblem } from "../products/file-checks.ts";
import { OwnerSelect } from "../products/owner-select.tsx";
import { ordersApi, ordersKey } from "./orders-api.ts";

/** Order import: the template, an .xlsx up to 10 MB, and the refused rows as "row N: message". */
export function OrderImportModal(props: {
  open: boolean;
  staff: boolean;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [customerId, setCustomerId] = useState<string>();
  const [result, setResult] = useState<{ text: string; data: TImportOrdersResponse } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (file: File) =>
      ordersApi.importSheet(file, { provider_uuid: props.providerUuid, customer_id: customerId }),
    onMutate: () => {
      setResult(null);
      setFailure(null);
    },
    onSuccess: async (envelope) => {
      setResult({ text: envelope.message, data: envelope.data });
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: (error) => setFailure(error instanceof ApiError ? error.message : t("orders.failed")),
  });
  const close = () => {
    setResult(null);
    setFailure(null);
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={t("orders.import.title")}
      onCancel={close}
      footer={<Button onClick={close}>{t("orders.close")}</Button>}
      width={640}
    >
      <Flex vertical gap={12}>
        <Button
          icon={<DownloadOutlined />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => void downloadFile(productsEndpoints.template, { type: "order" })}
        >
          {t("orders.import.template")}
        </Button>
        {props.staff && (
          <OwnerSelect
            value={customerId}
            onChange={setCustomerId}
            placeholder={t("orders.import.customerFirst")}
          />
        )}
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          disabled={run.isPending || (props.staff && !customerId)}
          beforeUpload={(file) => {
            const problem = spreadsheetProblem(file);
            if (problem) {
              void message.error(t(problem));
              return Upload.LIST_IGNORE;
            }
            run.mutate(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {t(run.isPending ? "orders.import.running" : "orders.import.drop")}
          </p>
          <p className="ant-upload-hint">{t("orders.import.hint")}</p>
        </Upload.Dragger>
        {failure && <Alert type="error" showIcon message={failure} />}
        {result && (
          <Alert
            type={result.data.errors.length ? "warning" : "success"}
            showIcon
            message={
              result.data.errors.length
                ? t("orders.import.refused", { refused: result.data.errors.length })
                : t("orders.import.summary", {
                    created: result.data.created_orders,
                  })
            }
          />
        )}
        {result && result.data.errors.length > 0 && (
          <BulkErrorList
            title={result.text}
            errors={result.data.errors.map((e) => ({ key: e.key ?? "", message: e.message }))}
          />
        )}
      </Flex>
    </Modal>
  );
}
