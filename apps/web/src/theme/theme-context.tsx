import type { TTheme } from "@wms/contracts";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { applyDocumentTheme, initialTheme, rememberTheme } from "./theme.ts";

type TThemeState = { theme: TTheme; setTheme: (theme: TTheme) => void };

const ThemeContext = createContext<TThemeState | null>(null);

export function ThemeStateProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<TTheme>(() => {
    const first = initialTheme();
    applyDocumentTheme(first);
    return first;
  });
  const setTheme = useCallback((next: TTheme) => {
    applyDocumentTheme(next);
    rememberTheme(next);
    setThemeState(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useThemeState(): TThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error("useThemeState outside ThemeStateProvider");
  return state;
}
