const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A file's size as the library shows it: "12.5 KB", "2.1 MB". */
export const describeSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${numberFormat.format(bytes / 1024)} KB` : `${numberFormat.format(bytes / 1024 / 1024)} MB`;
