/** A release as the admin area names it: its label, or "Release of {date}" for one without (decision 034). */
export const versionLabel = (version: { version: string | null; releasedOn: string }) =>
  version.version ?? `Release of ${version.releasedOn}`;
