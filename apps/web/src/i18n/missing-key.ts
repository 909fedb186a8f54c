/** How a translation key that no catalogue has is reported on the console (i18n.ts); tests fail on it. */
export const missingKeyReport = "Missing translation key:";
