import { buildTrackingUrl } from "@wms/contracts";
import { Typography } from "antd";

/** A tracking number as a link to the carrier's page (orders use it); plain text without a usable template. */
export function TrackingLink(props: { template: string | null | undefined; trackingNumber: string }) {
  const href = buildTrackingUrl(props.template, props.trackingNumber);
  if (!href) return <Typography.Text>{props.trackingNumber}</Typography.Text>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {props.trackingNumber}
    </Typography.Link>
  );
}
