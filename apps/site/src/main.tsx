import "./styles/base.css";
import "./styles/layout.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App, preloadPageOf } from "./app/app.tsx";
import { namespacesOfPath } from "./app/route-table.ts";
import { preloadNamespaces } from "./i18n/catalog.ts";
import { I18nProvider } from "./i18n/i18n-context.tsx";
import { htmlLang, initialLanguage, writeLanguageCookie } from "./i18n/language.ts";

const language = initialLanguage(window.location.search, document.cookie);
if (new URLSearchParams(window.location.search).has("lang")) writeLanguageCookie(language);
document.documentElement.lang = htmlLang[language];

function render() {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root missing in index.html");
  createRoot(root).render(
    <StrictMode>
      <I18nProvider initial={language}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </I18nProvider>
    </StrictMode>,
  );
}

// The first page's code and texts load in parallel; render either way (a failed chunk is retried on render).
const { pathname } = window.location;
Promise.all([preloadNamespaces(language, namespacesOfPath(pathname)), preloadPageOf(pathname)]).then(
  render,
  render,
);
