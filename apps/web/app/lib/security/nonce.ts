import { createContext, useContext } from 'react';

/**
 * This document's CSP nonce, given by the server entry. In the browser it is empty: the scripts it
 * guarded have run, and browsers hide a nonce from the DOM anyway.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
