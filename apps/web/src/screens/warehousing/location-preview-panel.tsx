import type { TLocationPreview } from "@wms/contracts";
import { Alert, Card, Col, Flex, Row, Statistic, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";

/** How many codes are shown at each end of the preview; all of them may be thousands. */
const sampleSize = 12;

/** The server's preview of a location pattern: counts, sample codes, codes that exist, new shelves. */
export function LocationPreviewPanel({ preview }: { preview: TLocationPreview }) {
  const { t } = useTranslation();
  const { codes } = preview;
  const head = codes.slice(0, sampleSize);
  const tail = codes.length > sampleSize * 2 ? codes.slice(-sampleSize) : codes.slice(sampleSize);
  const omitted = codes.length - head.length - tail.length;
  return (
    <Card size="small" data-testid="bulk-preview" title={t("warehousing.bulk.previewTitle")}>
      <Row gutter={16}>
        <Col span={6}>
          <Statistic
            title={t("warehousing.bulk.count")}
            value={preview.count}
            data-testid="bulk-preview-count"
          />
        </Col>
        <Col span={6}>
          <Statistic title={t("warehousing.bulk.newCount")} value={preview.new_count} />
        </Col>
        <Col span={6}>
          <Statistic title={t("warehousing.bulk.existingCount")} value={preview.existing.length} />
        </Col>
        <Col span={6}>
          <Statistic title={t("warehousing.bulk.newShelves")} value={preview.new_shelves.length} />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 4 }}>
        {t("warehousing.bulk.sample")}
      </Typography.Paragraph>
      <Flex wrap gap={4}>
        {head.map((code) => (
          <Tag key={code} color={preview.existing.includes(code) ? "warning" : undefined}>
            {code}
          </Tag>
        ))}
        {omitted > 0 && <Tag bordered={false}>{t("warehousing.bulk.more", { count: omitted })}</Tag>}
        {tail.map((code) => (
          <Tag key={code} color={preview.existing.includes(code) ? "warning" : undefined}>
            {code}
          </Tag>
        ))}
      </Flex>
      {preview.existing.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message={t("warehousing.bulk.existingWarning", {
            count: preview.existing.length,
            codes: preview.existing.slice(0, 10).join(", "),
          })}
        />
      )}
    </Card>
  );
}
