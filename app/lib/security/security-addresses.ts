/** Where the security center's pages and feed are (decision 059), without the language prefix. */
export const SECURITY_PATH = "/security";
export const SECURITY_REPORT_PATH = "/security/report";
export const SECURITY_FEED_PATH = "/security/feed.atom";
export const advisoryPath = (code: string) => `${SECURITY_PATH}/${code}`;
