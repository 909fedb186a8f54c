import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import type { TNamespace } from "../app/route-table.ts";
import { namespaceOrPromise, preloadNamespaces } from "./catalog.ts";
import { htmlLang, type TLanguage, writeLanguageCookie } from "./language.ts";
import { makeTranslator, type TTranslator } from "./translate.ts";

type TLanguageState = {
  language: TLanguage;
  /** Loads the texts of the given namespaces first, so the page never flashes a fallback. */
  setLanguage(lang: TLanguage, preload: readonly TNamespace[]): Promise<void>;
};

const LanguageContext = createContext<TLanguageState | null>(null);

export function I18nProvider(props: { initial: TLanguage; children: ReactNode }) {
  const [language, setState] = useState(props.initial);
  const setLanguage = useCallback(async (lang: TLanguage, preload: readonly TNamespace[]) => {
    writeLanguageCookie(lang);
    await preloadNamespaces(lang, preload);
    document.documentElement.lang = htmlLang[lang];
    startTransition(() => setState(lang));
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{props.children}</LanguageContext>;
}

export function useLanguage(): TLanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error("useLanguage outside I18nProvider");
  return state;
}

/** The translator of one namespace in the current language; suspends while its chunk loads. */
export function useT(ns: TNamespace): TTranslator {
  const { language } = useLanguage();
  const found = namespaceOrPromise(language, ns);
  const messages = found instanceof Promise ? use(found) : found;
  return useMemo(() => makeTranslator(messages), [messages]);
}
