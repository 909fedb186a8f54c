import { DeleteOutlined } from "@ant-design/icons";
import { countLimits, textCaps } from "@wms/contracts";
import { Empty, Flex, Input, InputNumber, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { IconAction } from "../../components/icon-action.tsx";
import type { TCountedLine } from "./use-count-session.ts";

/**
 * What was counted at the open location, one line per SKU or barcode: its code, the units (scans add to
 * them; typed for a full case), an optional batch and a remove button. Enter in a box goes back to the
 * scan field. Only what was counted is shown, never what the ledger expects (the count is blind).
 */
export function CountLinesEditor(props: {
  lines: TCountedLine[];
  onEdit: (index: number, patch: Partial<TCountedLine>) => void;
  onRemove: (index: number) => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (props.lines.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("counts.bench.noLines")} />;
  return (
    <Flex vertical role="list" aria-label={t("counts.bench.lines")} data-testid="count-lines">
      {props.lines.map((line, index) => (
        <Flex
          key={line.code}
          vertical
          gap={8}
          role="listitem"
          data-testid="count-line"
          style={{ padding: "8px 0", borderBottom: `1px solid ${token.colorSplit}` }}
        >
          <Typography.Text strong>{line.code}</Typography.Text>
          <Flex gap={8} wrap align="center">
            <InputNumber
              aria-label={t("counts.bench.quantityOf", { code: line.code })}
              min={0}
              max={countLimits.unitsPerLine}
              precision={0}
              value={line.quantity}
              onChange={(quantity) => props.onEdit(index, { quantity })}
              onPressEnter={props.onEnter}
              style={{ width: 120 }}
            />
            <Input
              aria-label={t("counts.bench.batchOf", { code: line.code })}
              placeholder={t("counts.bench.batch")}
              maxLength={textCaps.code}
              value={line.batch}
              autoComplete="off"
              onChange={(e) => props.onEdit(index, { batch: e.target.value })}
              onPressEnter={props.onEnter}
              style={{ flex: "1 1 140px", minWidth: 0 }}
            />
            <IconAction
              title={t("counts.bench.removeLine", { code: line.code })}
              icon={<DeleteOutlined />}
              danger
              onClick={() => props.onRemove(index)}
            />
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
