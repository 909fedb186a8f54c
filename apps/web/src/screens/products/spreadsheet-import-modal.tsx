import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { productsEndpoints } from "@wms/contracts";
import { Alert, App, Button, Flex, Modal, Upload } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { downloadFile } from "../../api/download.ts";
import { BulkErrorList } from "./bulk-error-list.tsx";
import { spreadsheetProblem } from "./file-checks.ts";
import { OwnerSelect } from "./owner-select.tsx";

/** What an import call answers: the server's summary line and the refused rows. */
type TImportAnswer<D> = { message: string; data: D };
type TImportData = { errors: { key?: string; message: string }[] };

/** The texts of one import modal, already translated. */
export type TImportTexts<D> = {
  title: string;
  template: string;
  ownerFirst: string;
  drop: string;
  running: string;
  hint: string;
  close: string;
  /** Shown when the call fails without a server message. */
  failed: string;
  refused: (count: number) => string;
  summary: (data: D) => string;
};

/**
 * Spreadsheet import (products, orders): the template, an .xlsx up to 10 MB (checked before sending),
 * an owner to pick first when `needsOwner`, and the answer: a summary or the refused rows as "row N: message".
 */
export function SpreadsheetImportModal<D extends TImportData>(props: {
  open: boolean;
  onClose: () => void;
  /** The template kind the download asks for. */
  templateType: "order" | "product" | "sourcing";
  /** Shown above the drop zone (an option of the import). */
  extra?: ReactNode;
  needsOwner: boolean;
  texts: TImportTexts<D>;
  importFile: (file: File, owner: string | undefined) => Promise<TImportAnswer<D>>;
  /** After an answer; the modal shows "running" until it settles. */
  onImported?: (data: D) => unknown;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { texts } = props;
  const [owner, setOwner] = useState<string>();
  const [result, setResult] = useState<TImportAnswer<D> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: (file: File) => props.importFile(file, owner),
    onMutate: () => {
      setResult(null);
      setFailure(null);
    },
    onSuccess: async (envelope) => {
      setResult(envelope);
      await props.onImported?.(envelope.data);
    },
    onError: (error) => setFailure(error instanceof ApiError ? error.message : texts.failed),
  });

  const close = () => {
    setResult(null);
    setFailure(null);
    props.onClose();
  };

  return (
    <Modal
      open={props.open}
      title={texts.title}
      onCancel={close}
      footer={<Button onClick={close}>{texts.close}</Button>}
      width={640}
    >
      <Flex vertical gap={12}>
        <Button
          icon={<DownloadOutlined />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => void downloadFile(productsEndpoints.template, { type: props.templateType })}
        >
          {texts.template}
        </Button>
        {props.extra}
        {props.needsOwner && <OwnerSelect value={owner} onChange={setOwner} placeholder={texts.ownerFirst} />}
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
            <p className="ant-upload-text">{run.isPending ? texts.running : texts.drop}</p>
            <p className="ant-upload-hint">{texts.hint}</p>
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
                ? texts.refused(result.data.errors.length)
                : texts.summary(result.data)
            }
          />
        )}
        {result && result.data.errors.length > 0 && (
          <BulkErrorList
            title={result.message}
            errors={result.data.errors.map((e) => ({ key: e.key ?? "", message: e.message }))}
            testId="import-errors"
          />
        )}
      </Flex>
    </Modal>
  );
}
