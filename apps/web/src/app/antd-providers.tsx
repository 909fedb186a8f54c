import { App as AntApp, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { registerFeedback, toastMs } from "../api/feedback.ts";
import { useMediaQuery } from "../components/use-media-query.ts";
import { antdThemeOf } from "../theme/antd-theme.ts";
import { useThemeState } from "../theme/theme-context.tsx";
import { AntdA11y } from "./antd-a11y.tsx";

/** Lets the API client show messages in the themed antd App. */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    registerFeedback({ error: (text) => void message.error({ content: text, duration: toastMs / 1000 }) });
  }, [message]);
  return null;
}

/** antd in the user's theme and language, with its App (message, modal, notification) and the API's messages. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { theme } = useThemeState();
  const { i18n } = useTranslation();
  // The system asks for reduced motion: antd draws without its animations (followed live).
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  return (
    <ConfigProvider
      theme={antdThemeOf(theme, reducedMotion)}
      locale={i18n.language === "zh_cn" ? zhCN : enUS}
    >
      <AntApp>
        <FeedbackBridge />
        <AntdA11y />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
