/**
 * Light or dark theme: light by default, kept in local storage under a key
 * named for biometrics. The document script applies it before the first paint and its toggle
 * switches it (components/islands/document-script.ts).
 */
export const THEME_STORAGE_KEY = "biometrics-theme";
