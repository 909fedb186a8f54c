import { useQueryClient } from "@tanstack/react-query";
import type { TArea, TChangedDomain, TNotification } from "@wms/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TStoredSession } from "../session/session-store.ts";
import { openNotificationSocket } from "./notification-socket.ts";

export const unreadKey = (area: TArea) => ["mail", "unread", area] as const;

/**
 * What reads again when a domain's documents change (`changed`): its own lists, and the floor's screens
 * that show those documents at a step: the benches' waiting queues (["packing", "queue"]: an order picked
 * joins the review queue), the waves screen (confirmed orders are its candidates), the dashboards' counters.
 */
const followersOf: Record<TChangedDomain, readonly (readonly string[])[]> = {
  orders: [["orders"], ["packing", "queue"], ["waves"], ["dashboard"]],
  receipts: [["receipts"], ["dashboard"]],
  returns: [["returns"], ["dashboard"]],
};

/**
 * Opens the user's live channel (/websocket) while signed in: keeps the unread-mail count, the tasks, the
 * open order and receipt lists and the floor's queues current, and shows a toast (`notify`, the signed-in
 * frame's) in the user's language. `wsPort`: init-config's ws_port.
 */
export function useNotificationSocket(
  area: TArea,
  session: TStoredSession | null,
  wsPort: number | null,
  notify: (kind: "info" | "success", text: string) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handler = useRef<(n: TNotification) => void>(() => undefined);
  handler.current = (n) => {
    switch (n.type) {
      case "mail":
        queryClient.setQueryData(unreadKey(area), { count: n.unread });
        break;
      case "mission":
        void queryClient.invalidateQueries({ queryKey: ["missions"] });
        if (n.status === "completed" || n.status === "failed")
          notify("info", t(`notify.mission.${n.status}`));
        break;
      case "export":
        notify("success", t("notify.export", { filename: n.filename }));
        break;
      case "sourcing":
        void queryClient.invalidateQueries({ queryKey: ["sourcing"] });
        notify(
          "info",
          t("notify.sourcing", { id: n.code ?? n.sourcing_id, status: t(`sourcing.status.${n.status}`) }),
        );
        break;
      case "changed":
        // Open lists of the domain read again, whoever made the change and on whichever screen.
        for (const queryKey of followersOf[n.domain]) void queryClient.invalidateQueries({ queryKey });
        // The provider's staff are told what its customers send in.
        if (area === "p" && n.status === "submitted")
          notify("info", t(`notify.submitted.${n.domain}`, { count: n.count, code: n.code ?? "" }));
        break;
      default:
        break;
    }
  };
  const token = session?.accessToken;
  useEffect(() => {
    if (!token) return;
    return openNotificationSocket({ token, wsPort, onNotification: (n) => handler.current(n) });
  }, [token, wsPort]);
}
