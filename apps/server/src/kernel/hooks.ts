/**
 * Typed extension points between modules, instead of registrations done by importing a file for its
 * side effects. The module that owns a concern defines the point (`defineRegistry`, `defineSlot`) and
 * exports it from its index; a module that contributes lists `point.provide(value)` among the hooks of
 * its descriptor; `app/modules.ts` installs every descriptor's hooks once, before the first request.
 * So what a module adds to others is written in one place, and nothing depends on import order.
 */

/** One thing a module adds to an extension point; installed by the app, never by an import. */
export type THookContribution = { readonly point: string; install(): void };

/** Many contributions, one per key (installing the same key again replaces it, so installs are idempotent). */
export type TRegistry<T> = {
  readonly name: string;
  provide(value: T): THookContribution;
  get(key: string): T | undefined;
  all(): T[];
  /** Adds a contribution now and returns the function that removes it (tests of the extension point). */
  add(value: T): () => void;
};

export function defineRegistry<T>(name: string, keyOf: (value: T) => string): TRegistry<T> {
  const entries = new Map<string, T>();
  return {
    name,
    provide: (value) => ({ point: name, install: () => void entries.set(keyOf(value), value) }),
    get: (key) => entries.get(key),
    all: () => [...entries.values()],
    add(value) {
      const key = keyOf(value);
      const before = entries.get(key);
      entries.set(key, value);
      return () => {
        if (before) entries.set(key, before);
        else entries.delete(key);
      };
    },
  };
}

/** Exactly one contribution (a lookup another module answers); `require` fails clearly when nothing provides it. */
export type TSlot<T> = {
  readonly name: string;
  provide(value: T): THookContribution;
  get(): T | undefined;
  require(): T;
};

export function defineSlot<T>(name: string): TSlot<T> {
  let current: T | undefined;
  return {
    name,
    provide: (value) => ({
      point: name,
      install() {
        current = value;
      },
    }),
    get: () => current,
    require() {
      if (current === undefined)
        throw new Error(`nothing provides ${name}: is its module listed in app/modules.ts?`);
      return current;
    },
  };
}
