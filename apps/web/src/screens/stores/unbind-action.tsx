import { DisconnectOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TShop } from "@wms/contracts";
import { App, Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../session/use-session.ts";
import { storesApi, syncSessionShops } from "./stores-api.ts";

/**
 * Unbind one of the drop shipper's active shops, after a confirmation saying that its orders stop
 * syncing; then the list and the session's shops are refreshed. Unbinding the last shop closes the
 * store menu, so the user is sent home (where binding starts) before the session changes.
 */
export function UnbindAction({ shop, providerUuid }: { shop: TShop; providerUuid: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const unbind = useMutation({
    mutationFn: () => storesApi.unbind({ shop_id: shop.shop_id, provider_uuid: providerUuid }),
    onSuccess: async (res) => {
      void message.success(res.message);
      const last = (session?.shops ?? []).every((s) => s.shop_id === shop.shop_id);
      // The session learns first that no shop is left (a store screen then sends to binding), and only
      // then the shipper goes home: the other order raced, and the binding screen could win.
      await syncSessionShops(queryClient);
      if (last) void navigate("/ds/home");
    },
  });
  return (
    <Popconfirm
      title={t("stores.unbindConfirm", { shop: shop.shop_url })}
      description={t("stores.unbindWarning")}
      okText={t("stores.unbind")}
      okButtonProps={{ danger: true }}
      cancelText={t("common.cancel")}
      // the client already showed why it failed; the row stays
      onConfirm={() => unbind.mutateAsync().catch(() => undefined)}
    >
      <Button size="small" danger icon={<DisconnectOutlined />} data-testid={`unbind-${shop.shop_url}`}>
        {t("stores.unbind")}
      </Button>
    </Popconfirm>
  );
}
