/**
 * How the API client talks to the screen without importing React: the app shell registers a message
 * function and a navigate function once it is mounted. Identical messages are not stacked (3 s).
 */
type TFeedback = {
  error: (text: string) => void;
  /** Goes to `path`; `notice` is a message for the screen there to show (the sign-in page shows it). */
  navigate: (path: string, notice?: string) => void;
};

let feedback: TFeedback = {
  error: (text) => console.error(text),
  navigate: (path) => window.location.assign(path),
};

export const toastMs = 3000;
const recent = new Map<string, number>();

/** The shell registers how messages are shown; main.tsx registers the router's navigate. */
export function registerFeedback(next: Partial<TFeedback>) {
  feedback = { ...feedback, ...next };
}

export function showError(text: string, now = Date.now()) {
  const shownAt = recent.get(text);
  if (shownAt !== undefined && now - shownAt < toastMs) return false;
  recent.set(text, now);
  feedback.error(text);
  return true;
}

export function navigateTo(path: string, notice?: string) {
  feedback.navigate(path, notice);
}
