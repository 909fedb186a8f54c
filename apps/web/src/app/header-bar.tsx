import { DownOutlined, LockOutlined, LogoutOutlined, MailOutlined, UserOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { areaOfRole, mailEndpoints, roleDisplayName, type TArea } from "@wms/contracts";
import { Avatar, Badge, Button, Dropdown, Layout, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { signOut } from "../api/auth-api.ts";
import { call } from "../api/client.ts";
import { LanguageSwitch, ThemeSwitch } from "../components/preference-switches.tsx";
import { unreadKey } from "../notifications/use-notification-socket.ts";
import { ChangePasswordModal } from "../screens/settings/change-password-modal.tsx";
import { clearSession, loginPathOf, type TStoredSession } from "../session/session-store.ts";
import type { TScreen } from "./registry.ts";
import { useSavePreference } from "./use-user-preferences.ts";

export function HeaderBar({
  area,
  session,
  allowed,
}: {
  area: TArea;
  session: TStoredSession;
  allowed: TScreen[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const { saveTheme, saveLanguage } = useSavePreference(area);
  const hasMail = allowed.some((s) => s.path === "mail");
  const unread = useQuery({
    queryKey: unreadKey(area),
    queryFn: () => call(mailEndpoints.unreadCount, undefined, { area, skipErrorMessage: true }),
    refetchInterval: 120_000,
  });

  const leave = async () => {
    await signOut().catch(() => undefined);
    // Silent: the guard would otherwise redirect first and remember this page as ?redirect=.
    clearSession(areaOfRole(session.role), { silent: true });
    await navigate(loginPathOf(area), { replace: true });
  };

  return (
    <Layout.Header
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "flex-end",
        gap: 12,
        paddingInline: 24,
      }}
    >
      <Space size="middle" align="center">
        <LanguageSwitch onChange={saveLanguage} />
        <ThemeSwitch onChange={saveTheme} />
        <Badge count={unread.data?.count ?? 0} size="small" data-testid="unread-badge">
          <Button
            type="text"
            shape="circle"
            icon={<MailOutlined />}
            aria-label={t("header.mail", { count: unread.data?.count ?? 0 })}
            data-testid="unread-mail-button"
            data-unread={unread.data?.count ?? 0}
            disabled={!hasMail}
            onClick={() => void navigate(`/${area}/mail`)}
          />
        </Badge>
        <Dropdown
          trigger={["click"]}
          menu={{
            items: [
              { key: "key", icon: <UserOutlined />, label: t("menu.keyInformation") },
              { key: "password", icon: <LockOutlined />, label: t("settings.security.title") },
              { type: "divider" },
              { key: "signOut", icon: <LogoutOutlined />, label: t("auth.signOut"), danger: true },
            ],
            onClick: ({ key }) => {
              if (key === "key") void navigate(`/${area}/key-information`);
              if (key === "password") setChangingPassword(true);
              if (key === "signOut") void leave();
            },
          }}
        >
          <Button type="text" data-testid="user-menu" style={{ height: 48 }}>
            <Space>
              <Avatar size="small" src={session.avatar || undefined} icon={<UserOutlined />} />
              <span
                style={{
                  display: "inline-flex",
                  flexDirection: "column",
                  lineHeight: 1.2,
                  textAlign: "left",
                }}
              >
                <Typography.Text strong>{session.username}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="user-role">
                  {t(`role.${session.role}`, roleDisplayName[session.role])}
                </Typography.Text>
              </span>
              <DownOutlined style={{ fontSize: 10 }} />
            </Space>
          </Button>
        </Dropdown>
      </Space>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} area={area} />
    </Layout.Header>
  );
}
