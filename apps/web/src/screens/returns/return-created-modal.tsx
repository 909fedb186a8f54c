import { PrinterOutlined } from "@ant-design/icons";
import type { TReturnDetail } from "@wms/contracts";
import { Button, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { usePrintSlip } from "./return-print.ts";

/**
 * After "New return": the RMA's code and what to do next, with "Print return slip" (the slip goes in the
 * parcel, its barcode is scanned when the parcel arrives). Open while `rma` is set.
 */
export function ReturnCreatedModal(props: {
  rma: TReturnDetail | null;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const printSlip = usePrintSlip(props.providerUuid);
  return (
    <Modal
      open={props.rma !== null}
      title={t("returns.created.title", { code: props.rma?.code ?? "" })}
      onCancel={props.onClose}
      data-testid="return-created-modal"
      footer={[
        <Button key="close" onClick={props.onClose}>
          {t("common.close")}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          data-testid="return-created-print"
          onClick={() => props.rma && void printSlip(props.rma.id)}
        >
          {t("returns.created.print")}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t("returns.created.intro")}</Typography.Paragraph>
    </Modal>
  );
}
