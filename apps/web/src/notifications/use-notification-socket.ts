import { useQueryClient } from "@tanstack/react-query";
import type { TArea, TNotification } from "@wms/contracts";
import { App } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TStoredSession } from "../session/session-store.ts";
import { openNotificationSocket } from "./notification-socket.ts";

export const unreadKey = (area: TArea) => ["mail", "unread", area] as const;

/** Opens the user's notification channel while signed in; toasts in the user's language. */
export function useNotificationSocket(area: TArea, session: TStoredSession | null) {
  const { notification } = App.useApp();
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
          notification.info({ title: t(`notify.mission.${n.status}`), placement: "bottomRight" });
        break;
      case "export":
        notification.success({
          title: t("notify.export", { filename: n.filename }),
          placement: "bottomRight",
        });
        break;
      case "sourcing":
        notification.info({
          title: t("notify.sourcing", {
            id: n.sourcing_id,
            status: t(`sourcingStatus.${n.status}`, n.status),
          }),
          placement: "bottomRight",
        });
        break;
      default:
        break;
    }
  };
  const token = session?.accessToken;
  const relatedId = session?.relatedId;
  useEffect(() => {
    if (!token || !relatedId) return;
    return openNotificationSocket({ relatedId, token, onNotification: (n) => handler.current(n) });
  }, [token, relatedId]);
}
