import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/api-error.ts";
import { registerFeedback, toastMs } from "../api/feedback.ts";
import { antdThemeOf } from "../theme/theme.ts";
import { ThemeStateProvider, useThemeState } from "../theme/theme-context.tsx";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // An answered error (bad input, not found, forbidden) will answer the same again.
      retry: (count, error) => !(error instanceof ApiError && error.code < 990) && count < 2,
    },
  },
});

/** Lets the API client show messages in the themed antd App. */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    registerFeedback({ error: (text) => void message.error({ content: text, duration: toastMs / 1000 }) });
  }, [message]);
  return null;
}

function ThemedAntd({ children }: { children: ReactNode }) {
  const { theme } = useThemeState();
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={antdThemeOf(theme)} locale={i18n.language === "zh_cn" ? zhCN : enUS}>
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeStateProvider>
        <ThemedAntd>{children}</ThemedAntd>
      </ThemeStateProvider>
    </QueryClientProvider>
  );
}
