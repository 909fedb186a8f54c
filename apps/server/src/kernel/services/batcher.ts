/**
 * Group commit: items added while a write is under way go together in the next one, so a burst costs a few
 * statements instead of one each, and a lone item is written at once (no timer). `write` answers one
 * result per item, in order; if it fails, every item of that batch fails with it.
 */
export function batcher<T, R>(write: (items: T[]) => Promise<R[]>, maxBatch = 200) {
  let waiting: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  let writing = false;

  const flush = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        const results = await write(batch.map((w) => w.item));
        for (const [i, w] of batch.entries()) w.resolve(results[i] as R);
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    writing = false;
  };

  return (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void flush();
    });
}
