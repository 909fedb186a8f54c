import { LockOutlined, LoginOutlined, PlusOutlined, UnlockOutlined, WalletOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountStatuses, paymentMethods, type TCustomer } from "@wms/contracts";
import { Button, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { storeSignIn } from "../../api/auth-api.ts";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { moneyColumn } from "../../components/data-table/money-column.ts";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { IconAction } from "../../components/icon-action.tsx";
import { statusTag } from "../../components/status-tag.tsx";
import { useSession } from "../../session/use-session.ts";
import { BalanceModal } from "./balance-modal.tsx";
import { CreateCustomerModal } from "./create-customer-modal.tsx";
import { customersApi, customersKey } from "./customers-api.ts";
import { EditCustomerModal } from "./edit-customer-modal.tsx";

const AccountStatusTag = statusTag({
  colours: { active: "green", frozen: "red" },
  textKey: "customers.statuses",
});

/** Customer management (/p/customer): the provider's drop-shipper accounts. */
export function CustomersScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isProvider = useSession()?.role === "provider";
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TCustomer | null>(null);
  const [balanceOf, setBalanceOf] = useState<TCustomer | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customersKey });
  const freeze = useMutation({
    mutationFn: ({ id, frozen }: { id: string; frozen: boolean }) => customersApi.freeze(id, frozen),
    onSuccess: refresh,
  });
  const loginAs = useMutation({
    mutationFn: (id: string) => customersApi.loginAs(id),
    onSuccess: (data) => {
      storeSignIn(data);
      window.open("/ds/home", "_blank", "noopener");
    },
  });

  return (
    <>
      <DataTable<TCustomer>
        testId="customers-table"
        title={t("customers.title")}
        queryKey={customersKey}
        fetchPage={customersApi.list}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("customers.search") }}
        filters={[
          valuesFilter({ name: "account_status", label: t("customers.status") }, accountStatuses, (value) =>
            t(`customers.statuses.${value}`),
          ),
          valuesFilter(
            { name: "payment_method", label: t("customers.paymentMethod") },
            paymentMethods,
            (value) => t(`customers.payments.${value}`),
          ),
        ]}
        emptyText={t("customers.empty")}
        actions={() =>
          isProvider && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t("customers.create")}
            </Button>
          )
        }
        columns={[
          textColumn("username", t("auth.username"), { sorter: true }),
          textColumn("store_name", t("auth.storeName")),
          textColumn("owner_code", t("customers.ownerCode"), { sorter: true }),
          textColumn("company", t("customers.company")),
          {
            key: "account_status",
            title: t("customers.status"),
            render: (_v, c) => <AccountStatusTag status={c.account_status} />,
          },
          {
            key: "payment_method",
            title: t("customers.paymentMethod"),
            render: (_v, c) => t(`customers.payments.${c.payment_method}`),
          },
          moneyColumn("balance", t("customers.balance"), (c) => c.balance, { sorter: true }),
          moneyColumn("credit_limit", t("customers.creditLimit"), (c) => c.credit_limit),
          textColumn("phone", t("auth.phone")),
          timeColumn("created_at", t("customers.created")),
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, c) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing(c)} disabled={!isProvider}>
                  {t("common.edit")}
                </Button>
                <Button size="small" icon={<WalletOutlined />} onClick={() => setBalanceOf(c)}>
                  {t("customers.balance")}
                </Button>
                {isProvider && (
                  <Popconfirm
                    title={t(
                      c.account_status === "active" ? "customers.freezeConfirm" : "customers.unfreezeConfirm",
                      {
                        name: c.username,
                      },
                    )}
                    okText={t("common.confirm")}
                    cancelText={t("common.cancel")}
                    onConfirm={() => freeze.mutateAsync({ id: c.id, frozen: c.account_status === "active" })}
                  >
                    <Button
                      size="small"
                      danger={c.account_status === "active"}
                      icon={c.account_status === "active" ? <LockOutlined /> : <UnlockOutlined />}
                    >
                      {t(c.account_status === "active" ? "customers.freeze" : "customers.unfreeze")}
                    </Button>
                  </Popconfirm>
                )}
                <IconAction
                  title={t("customers.loginAs")}
                  icon={<LoginOutlined />}
                  disabled={c.account_status !== "active"}
                  onClick={() => loginAs.mutate(c.id)}
                />
              </Space>
            ),
          },
        ]}
      />
      <CreateCustomerModal open={creating} onClose={() => setCreating(false)} onCreated={refresh} />
      <EditCustomerModal customer={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <BalanceModal customer={balanceOf} onClose={() => setBalanceOf(null)} onChanged={refresh} />
    </>
  );
}
