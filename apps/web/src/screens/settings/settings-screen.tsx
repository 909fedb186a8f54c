import { Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useArea } from "../../session/use-session.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { ContactSettings } from "./contact-settings.tsx";
import { GoogleLinkSettings } from "./google-link-settings.tsx";
import { NotificationSettings } from "./notification-settings.tsx";
import { OutgoingMailTab } from "./outgoing-mail-tab.tsx";
import { PersonalSettings } from "./personal-settings.tsx";

/**
 * Settings: Personal, Security and Authentication, Contact, and for a provider its Outgoing mail, for a drop
 * shipper its Notifications (how it hears of shipped orders) (tab kept
 * in ?tab= so links can open one).
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const area = useArea();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") ?? "personal";
  return (
    <Card title={t("menu.settings")}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          {
            key: "personal",
            label: t("settings.personal.title"),
            children: <PersonalSettings area={area} />,
          },
          {
            key: "security",
            label: t("settings.security.title"),
            children: (
              <>
                <ChangePasswordForm area={area} />
                <GoogleLinkSettings />
              </>
            ),
          },
          { key: "contact", label: t("settings.contact.title"), children: <ContactSettings area={area} /> },
          ...(area === "p"
            ? [{ key: "outgoing-mail", label: t("outgoingMail.title"), children: <OutgoingMailTab /> }]
            : [
                {
                  key: "notifications",
                  label: t("settings.notifications.title"),
                  children: <NotificationSettings area={area} />,
                },
              ]),
        ]}
      />
    </Card>
  );
}
