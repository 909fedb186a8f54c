import {
  AuditOutlined,
  CarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  FileDoneOutlined,
  InboxOutlined,
  PrinterOutlined,
} from "@ant-design/icons";
import type { TReturnAction, TReturnSummary } from "@wms/contracts";
import { Button, Flex, Space } from "antd";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconAction } from "../../components/icon-action.tsx";

/** What a button does to an RMA: one of its `actions`, or printing its slip. */
export type TReturnAct = TReturnAction | "print";

const icons: Record<TReturnAct, ReactNode> = {
  print: <PrinterOutlined />,
  ship: <CarOutlined />,
  receive: <InboxOutlined />,
  inspect: <AuditOutlined />,
  finish: <FileDoneOutlined />,
  close: <CheckCircleOutlined />,
  cancel: <CloseCircleOutlined />,
};

/** The slip is printed while the parcel is still to be sent (it goes in the parcel). */
const slipPrintable = (rma: TReturnSummary) => rma.status === "requested" || rma.status === "in_transit";

/** The buttons of an RMA: "Print slip" before it is received, then what the server says may be done now. */
export function returnActs(rma: TReturnSummary): TReturnAct[] {
  return [...(slipPrintable(rma) ? (["print"] as const) : []), ...rma.actions];
}

/**
 * An RMA's buttons, from what the server says the caller may do with it now (`actions`): in a list row
 * small icons named by their tooltips (`compact`: the list fits its window), in the drawer whole buttons.
 * A row's button does not open the row.
 */
export function ReturnActionButtons(props: {
  rma: TReturnSummary;
  onAct: (act: TReturnAct, rma: TReturnSummary) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { rma } = props;
  const acts = returnActs(rma);
  if (acts.length === 0) return null;
  const act = (a: TReturnAct) => (event: MouseEvent) => {
    event.stopPropagation();
    props.onAct(a, rma);
  };
  if (props.compact)
    return (
      <Space size={4}>
        {acts.map((a) => (
          <IconAction
            key={a}
            type="text"
            title={t(`returns.actions.${a}`)}
            icon={icons[a]}
            danger={a === "cancel"}
            data-testid={`return-${a}-${rma.id}`}
            onClick={act(a)}
          />
        ))}
      </Space>
    );
  return (
    <Flex gap={8} wrap data-testid="return-actions">
      {acts.map((a) => (
        <Button
          key={a}
          icon={icons[a]}
          danger={a === "cancel"}
          type={a === "inspect" || a === "receive" ? "primary" : "default"}
          onClick={act(a)}
        >
          {t(`returns.actions.${a}`)}
        </Button>
      ))}
    </Flex>
  );
}
