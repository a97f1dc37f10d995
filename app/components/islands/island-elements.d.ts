/** The custom elements islands are written with (island-markup.ts), as JSX knows them. */
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type CustomElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "site-island": CustomElement;
      "island-slot": CustomElement;
    }
  }
}
