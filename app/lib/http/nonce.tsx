import { createContext, useContext } from "react";

/**
 * The request's CSP nonce, provided by entry.server. In the browser it is empty:
 * browsers hide nonce attributes from script, and hydration does not need them.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
