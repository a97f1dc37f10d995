/**
 * The platforms the download center filters by (decision 024's address, decision 034): a
 * resource's platform is free text ("Windows x64, Linux ARM64"), and a family matches it when its
 * word appears in it, whatever the case. Names of systems, the same in every language.
 */
export const PLATFORM_FAMILIES = {
  windows: { label: "Windows", word: "windows" },
  macos: { label: "macOS", word: "mac ?os" },
  linux: { label: "Linux", word: "linux" },
  android: { label: "Android", word: "android" },
  ios: { label: "iOS", word: "ios" },
} as const;

export type PlatformFamily = keyof typeof PLATFORM_FAMILIES;

export const isPlatformFamily = (value: string | null): value is PlatformFamily =>
  value !== null && Object.hasOwn(PLATFORM_FAMILIES, value);
