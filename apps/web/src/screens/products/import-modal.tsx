import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { productsEndpoints, type TImportProductsResponse } from "@wms/contracts";
import { Alert, App, Button, Flex, Modal, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { downloadFile } from "../../api/download.ts";
import { BulkErrorList } from "./bulk-error-list.tsx";
import { spreadsheetProblem } from "./file-checks.ts";
import { OwnerSelect } from "./owner-select.tsx";
import { productsApi, type TProductScope } from "./products-api.ts";

/**
 * Spreadsheet import: the template in the user's language, an .xlsx up to 10 MB (checked before sending),
 * and the answer: how many were stored and the refused rows as "row N: message" lines.
 */
export function ImportModal(props: {
  scope: TProductScope;
  needsOwner: boolean;
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [owner, setOwner] = useState<string>();
  const [result, setResult] = useState<{ text: string; data: TImportProductsResponse } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: (file: File) => productsApi.importSheet(props.scope, file, owner),
    onMutate: () => {
      setResult(null);
      setFailure(null);
    },
    onSuccess: (envelope) => {
      setResult({ text: envelope.message, data: envelope.data });
      if (envelope.data.created_products > 0) props.onImported();
    },
    onError: (error) => setFailure(error instanceof ApiError ? error.message : t("common.operationFailed")),
  });

  const close = () => {
    setResult(null);
    setFailure(null);
    props.onClose();
  };

  return (
    <Modal
      open={props.open}
      title={t("products.import.title")}
      onCancel={close}
      footer={<Button onClick={close}>{t("common.done")}</Button>}
      width={640}
    >
      <Flex vertical gap={12}>
        <Button
          icon={<DownloadOutlined />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => void downloadFile(productsEndpoints.template, { type: "product" })}
        >
          {t("products.import.template")}
        </Button>
        {props.needsOwner && (
          <OwnerSelect value={owner} onChange={setOwner} placeholder={t("products.import.ownerFirst")} />
        )}
        <div data-testid="import-dropzone">
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            showUploadList={false}
            disabled={run.isPending || (props.needsOwner && !owner)}
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
              {t(run.isPending ? "products.import.running" : "products.import.drop")}
            </p>
            <p className="ant-upload-hint">{t("products.import.hint")}</p>
          </Upload.Dragger>
        </div>
        {failure && <Alert type="error" showIcon message={failure} data-testid="import-failure" />}
        {result && (
          <Alert
            type={result.data.errors.length ? "warning" : "success"}
            showIcon
            data-testid="import-result"
            message={
              result.data.errors.length
                ? t("products.import.refused", { refused: result.data.errors.length })
                : t("products.import.summary", {
                    products: result.data.created_products,
                    variants: result.data.created_variants,
                  })
            }
          />
        )}
        {result && result.data.errors.length > 0 && (
          <BulkErrorList title={result.text} errors={result.data.errors} testId="import-errors" />
        )}
      </Flex>
    </Modal>
  );
}
