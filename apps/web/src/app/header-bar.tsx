import { useQuery } from "@tanstack/react-query";
import { areaOfRole, mailEndpoints, roleDisplayName, type TArea } from "@wms/contracts";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { signOut } from "../api/auth-api.ts";
import { call } from "../api/client.ts";
import { PlainIcon } from "../components/plain-icons.tsx";
import { LanguageSwitch, ThemeSwitch } from "../components/preference-switches.tsx";
import { unreadKey } from "../notifications/use-notification-socket.ts";
import { isPasswordChangeRequired } from "../session/password-change-flag.ts";
import { clearSession, loginPathOf, type TStoredSession } from "../session/session-store.ts";
import { AntdScope } from "./antd-scope.tsx";
import type { TScreen } from "./registry.ts";
import { useSavePreference } from "./use-user-preferences.ts";
import { UserMenu } from "./user-menu.tsx";

// The password form is antd's: it loads when the user opens it (or must: an initial password still in
// use), not with every signed-in screen.
const ChangePasswordModal = lazy(() =>
  import("../screens/settings/change-password-modal.tsx").then((m) => ({ default: m.ChangePasswordModal })),
);

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
  const unreadCount = unread.data?.count ?? 0;

  const leave = async () => {
    await signOut().catch(() => undefined);
    // Silent: the guard would otherwise redirect first and remember this page as ?redirect=.
    clearSession(areaOfRole(session.role), { silent: true });
    await navigate(loginPathOf(area), { replace: true });
  };

  return (
    <header className="wms-header">
      <LanguageSwitch onChange={saveLanguage} />
      <ThemeSwitch onChange={saveTheme} />
      <button
        type="button"
        className="wms-round-button wms-icon-button"
        aria-label={t("header.mail", { count: unreadCount })}
        data-testid="unread-mail-button"
        data-unread={unreadCount}
        disabled={!hasMail}
        onClick={() => void navigate(`/${area}/mail`)}
      >
        <PlainIcon name="mail" />
        {unreadCount > 0 && (
          <span className="wms-count-badge" data-testid="unread-badge" aria-hidden>
            {unreadCount > 99 ? "99+" : unreadCount}
          </span>
        )}
      </button>
      <UserMenu
        label={t("menu.account", { name: session.username })}
        username={session.username}
        roleName={t(`role.${session.role}`, roleDisplayName[session.role])}
        avatar={session.avatar || undefined}
        items={[
          { key: "key", icon: <PlainIcon name="user" />, label: t("menu.keyInformation") },
          { key: "password", icon: <PlainIcon name="lock" />, label: t("settings.security.title") },
          {
            key: "signOut",
            icon: <PlainIcon name="logout" />,
            label: t("auth.signOut"),
            danger: true,
            divided: true,
          },
        ]}
        onChoose={(key) => {
          if (key === "key") void navigate(`/${area}/key-information`);
          if (key === "password") setChangingPassword(true);
          if (key === "signOut") void leave();
        }}
      />
      {(changingPassword || isPasswordChangeRequired(area)) && (
        <AntdScope fallback={null}>
          <ChangePasswordModal open onClose={() => setChangingPassword(false)} area={area} />
        </AntdScope>
      )}
    </header>
  );
}
