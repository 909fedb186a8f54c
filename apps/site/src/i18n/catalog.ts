import type { TNamespace } from "../app/route-table.ts";
import type { TLanguage } from "./language.ts";

export type TMessageValue = string | TMessageValue[] | { [key: string]: TMessageValue };
export type TMessages = { [key: string]: TMessageValue };

/** One lazily loaded chunk per language and namespace: a page downloads only its own texts. */
const loaders = import.meta.glob<TMessages>("../locales/*/*.json", { import: "default" });
const pending = new Map<string, Promise<TMessages>>();
const loaded = new Map<string, TMessages>();

const id = (lang: TLanguage, ns: TNamespace) => `../locales/${lang}/${ns}.json`;

export function loadNamespace(lang: TLanguage, ns: TNamespace): Promise<TMessages> {
  const key = id(lang, ns);
  let promise = pending.get(key);
  if (!promise) {
    const loader = loaders[key];
    if (!loader) throw new Error(`no locale file ${key}`);
    promise = loader().then((messages) => {
      loaded.set(key, messages);
      return messages;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

export function preloadNamespaces(lang: TLanguage, list: readonly TNamespace[]): Promise<TMessages[]> {
  return Promise.all(list.map((ns) => loadNamespace(lang, ns)));
}

/** The namespace when already loaded (no suspense), else the promise to wait for. */
export function namespaceOrPromise(lang: TLanguage, ns: TNamespace): TMessages | Promise<TMessages> {
  return loaded.get(id(lang, ns)) ?? loadNamespace(lang, ns);
}
