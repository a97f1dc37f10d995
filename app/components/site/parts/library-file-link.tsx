import type { ComponentProps } from "react";
import { useFileAddress } from "./image-descriptions";

/** A link to a file that may be in the media library: at the address of its current version, so that a replaced file is not taken from the browser's cache (decision 063). */
export function LibraryFileLink({ href, ...props }: Omit<ComponentProps<"a">, "href"> & { href: string }) {
  return <a href={useFileAddress(href)} {...props} />;
}
