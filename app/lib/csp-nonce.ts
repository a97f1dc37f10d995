/**
 * The admin page's Content-Security-Policy nonce. The server puts it in the policy header and
 * on every inline script it renders; in the browser the value is empty (browsers hide it). A
 * public page has none: its policy names its one inline script by its hash (decision 080).
 */
import { createContext, useContext } from "react";

export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
