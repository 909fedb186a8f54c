import { htmlLang, ogLocale, type TLanguage } from "../i18n/language.ts";

export type THead = { title: string; description: string; indexable: boolean; language: TLanguage };

function meta(attr: "name" | "property", key: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  return el;
}

/**
 * Keeps the head in step with client-side navigation. The server sends the right tags with the first
 * HTML of every page (from dist/seo.json); this only follows later navigations and language switches.
 */
export function applyHead(head: THead) {
  const { origin, pathname } = window.location;
  const url = head.language === "zh_cn" ? `${origin}${pathname}?lang=zh_cn` : `${origin}${pathname}`;
  document.documentElement.lang = htmlLang[head.language];
  document.title = head.title;
  meta("name", "description").content = head.description;
  meta("property", "og:title").content = head.title;
  meta("property", "og:description").content = head.description;
  meta("property", "og:url").content = url;
  meta("property", "og:locale").content = ogLocale[head.language];
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = url;
  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.indexable) robots?.remove();
  else meta("name", "robots").content = "noindex";
}
