import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TRateCard } from "@wms/contracts";
import { App, Button, Drawer, Flex, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DeleteConfirm } from "../../components/delete-action.tsx";
import { billingApi, billingKey } from "./billing-api.ts";
import { cardName } from "./billing-texts.ts";
import { VersionCard } from "./version-card.tsx";
import { newestFirst, type TVersionTarget, VersionFormModal } from "./version-form-modal.tsx";

const cardKey = (cardId: string | null) => [...billingKey, "card", cardId];

/** "Delete card" of a customer's own card, after saying what prices the customer's work from then on. */
function DeleteCardButton({ card, onDeleted }: { card: TRateCard; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const name = cardName(t, card);
  return (
    <DeleteConfirm
      title={t("billing.drawer.deleteCardConfirm", { name })}
      onConfirm={() =>
        billingApi.removeRateCard(card.id).then(
          () => {
            void message.success(t("billing.drawer.cardDeleted", { name }));
            onDeleted();
          },
          // the client already showed why; the card stays
          () => undefined,
        )
      }
    >
      <Button danger icon={<DeleteOutlined />}>
        {t("billing.drawer.deleteCard")}
      </Button>
    </DeleteConfirm>
  );
}

/** A rate card: its versions newest first with their rates, a new version, edit and delete where allowed. */
export function CardDrawer({ cardId, onClose }: { cardId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<TVersionTarget | null>(null);
  const detail = useQuery({
    queryKey: cardKey(cardId),
    queryFn: () => billingApi.rateCard(cardId as string),
    enabled: Boolean(cardId),
  });
  const card = detail.data;
  /** The card as a change answered it; the rest (the list's dates and counts) read again. */
  const changed = (updated: TRateCard) => {
    queryClient.setQueryData(cardKey(updated.id), updated);
    void queryClient.invalidateQueries({ queryKey: billingKey, predicate: (q) => q.queryKey[1] !== "card" });
  };
  const versions = card ? newestFirst(card.versions) : [];
  return (
    <Drawer
      open={Boolean(cardId)}
      onClose={onClose}
      size={820}
      title={card ? cardName(t, card) : t("billing.drawer.title")}
      loading={detail.isLoading}
      extra={
        card && (
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ card })}>
              {t("billing.drawer.newVersion")}
            </Button>
            {card.customer_id && (
              <DeleteCardButton
                card={card}
                onDeleted={() => {
                  void queryClient.invalidateQueries({ queryKey: billingKey });
                  onClose();
                }}
              />
            )}
          </Space>
        )
      }
    >
      {card && (
        <Flex vertical gap={16} data-testid="card-detail">
          <Typography.Text type="secondary">
            {card.customer_id ? t("billing.drawer.customerIntro") : t("billing.drawer.defaultIntro")}{" "}
            {t("billing.drawer.currency", { currency: card.currency })}
          </Typography.Text>
          {versions.map((version) => (
            <VersionCard
              key={version.id}
              version={version}
              currency={card.currency}
              only={card.versions.length === 1}
              onEdit={() => setTarget({ card, version })}
              remove={() => billingApi.removeVersion(version.id).then(changed)}
              onDeleted={() => undefined}
            />
          ))}
        </Flex>
      )}
      <VersionFormModal target={target} onClose={() => setTarget(null)} onSaved={changed} />
    </Drawer>
  );
}
