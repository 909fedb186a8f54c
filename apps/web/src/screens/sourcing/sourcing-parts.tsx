import type { TSourcingStatus, TSourcingSummary } from "@wms/contracts";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
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

/** What the request asks for, by its mode: the link, the keywords, the image or the product. */
export function SourcingSubject({ request }: { request: TSourcingSummary }) {
  const { t } = useTranslation();
  const mode = t(`sourcing.mode.${request.mode}`);
  switch (request.mode) {
    case "link":
      return (
        <Typography.Link
          href={request.url}
          target="_blank"
          rel="noopener noreferrer"
          ellipsis
          style={{ maxWidth: 280 }}
        >
          {request.url}
        </Typography.Link>
      );
    case "keywords":
      return <Typography.Text>{request.keywords}</Typography.Text>;
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
