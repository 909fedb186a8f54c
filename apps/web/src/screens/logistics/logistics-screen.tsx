import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ApiAccountsTable } from "./api-accounts-table.tsx";
import { ChannelsTable } from "./channels-table.tsx";
import { TrackUrlsTable } from "./track-urls-table.tsx";

const tabs = ["channels", "api", "urls"] as const;
type TTab = (typeof tabs)[number];

/** Logistics (/p/logistics, provider, My account): channels, logistics API accounts and track URLs. */
export function LogisticsScreen() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const tab: TTab = tabs.includes(params.tab as TTab) ? (params.tab as TTab) : "channels";
  return (
    <Tabs
      activeKey={tab}
      // each tab's list starts from a clean filter set
      onChange={(key) =>
        update({
          tab: key === "channels" ? undefined : key,
          keyword: undefined,
          sort: undefined,
          order: undefined,
          scope: undefined,
          carrier_kind: undefined,
          warehouse_id: undefined,
          status: undefined,
        })
      }
      items={[
        {
          key: "channels",
          label: t("logistics.tabs.channels"),
          children: tab === "channels" && <ChannelsTable />,
        },
        { key: "api", label: t("logistics.tabs.api"), children: tab === "api" && <ApiAccountsTable /> },
        { key: "urls", label: t("logistics.tabs.urls"), children: tab === "urls" && <TrackUrlsTable /> },
      ]}
    />
  );
}
