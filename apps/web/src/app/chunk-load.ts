/**
 * A screen's code that did not download. After a deploy, a tab opened on the old build asks for chunks
 * the server no longer has (their names carry the old build's hashes); a network blip fails one too. The
 * download is tried again once; if it fails again, the page reloads once to pick up the new build. A second
 * failure soon after that reload (the chunk really is away, or the network is) is left to the screen's
 * error boundary (screen-error-boundary.tsx): a reload loop would never end.
 */
const reloadStampKey = "wms.chunkReloadAt";
/** A reload for a missing chunk within this long of the last one is a loop: the page stays. */
export const reloadGuardMs = 60_000;

function readStamp(): number {
  try {
    return Number(sessionStorage.getItem(reloadStampKey)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Reloads the page to fetch the new build, unless it did so for a missing chunk in the last minute (the
 * stamp lives in sessionStorage: this tab only, and it survives the reload). Answers whether it reloads.
 */
export function reloadForNewBuild(now = Date.now(), reload = () => window.location.reload()): boolean {
  const last = readStamp();
  if (last > 0 && now - last >= 0 && now - last < reloadGuardMs) return false;
  try {
    sessionStorage.setItem(reloadStampKey, String(now));
  } catch {
    return false; // without the stamp a reload could loop
  }
  reload();
  return true;
}

/** How a failed download recovers; tests replace its parts (and put them back). */
export const chunkRecovery = {
  retryDelayMs: 400,
  reloadForNewBuild: (): boolean => reloadForNewBuild(),
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `load()`, tried a second time when it fails; after a second failure the page reloads once for the new
 * build (the promise then never settles: the page is going away), or, with a reload just done, rejects.
 */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch {
    await pause(chunkRecovery.retryDelayMs);
  }
  try {
    return await load();
  } catch (error) {
    if (chunkRecovery.reloadForNewBuild()) return new Promise<M>(() => {});
    throw error;
  }
}
