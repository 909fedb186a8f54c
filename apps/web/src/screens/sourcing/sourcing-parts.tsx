import type { TSourcingStatus, TSourcingSummary } from "@wms/contracts";
import { Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CellText } from "../../components/data-table/columns.tsx";
import { statusTag } from "../../components/status-tag.tsx";

const colours: Record<TSourcingStatus, string> = {
  submitted: "processing",
  sourcing: "warning",
  pending_confirmation: "gold",
  completed: "success",
  rejected: "error",
  cancelled: "default",
  expired: "default",
};

export const SourcingStatusTag = statusTag({
  colours,
  textKey: "sourcing.status",
  testId: "sourcing-status",
});

/**
 * What the request asks for, by its mode: the link, the keywords, the image or the product. In a list
 * (`oneLine`) a long link or keywords are cut at the column's width, the whole text in their title.
 */
export function SourcingSubject({ request, oneLine }: { request: TSourcingSummary; oneLine?: boolean }) {
  const { t } = useTranslation();
  const mode = t(`sourcing.mode.${request.mode}`);
  const fit = (text: string, shown: ReactNode) =>
    oneLine ? <CellText text={text}>{shown}</CellText> : shown;
  switch (request.mode) {
    case "link":
      return fit(
        request.url,
        <Typography.Link href={request.url} target="_blank" rel="noopener noreferrer">
          {request.url}
        </Typography.Link>,
      );
    case "keywords":
      return fit(request.keywords, <Typography.Text>{request.keywords}</Typography.Text>);
    case "image":
      return (
        <Typography.Link href={request.image_url} target="_blank" rel="noopener noreferrer">
          <img
            src={request.image_url}
            alt={request.description || mode}
            width={40}
            height={40}
            style={{ objectFit: "cover" }}
          />
        </Typography.Link>
      );
    default:
      return <Typography.Text>{request.product_title ?? t("sourcing.productGone")}</Typography.Text>;
  }
}
