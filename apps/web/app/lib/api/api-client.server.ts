import { contract } from '@cld/contract/contract';
import { initClient } from '@ts-rest/core';
import { getEnv } from '../../config/env.server.ts';

/**
 * The typed API client for server code that is not a page (resource routes such as the sitemaps):
 * public answers only, so it sends no visitor's cookie.
 */
export function apiClient() {
  return initClient(contract, { baseUrl: getEnv().API_URL, throwOnUnknownStatus: true });
}
