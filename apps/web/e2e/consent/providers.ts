/** Stand-in analytics and ad providers for the web server under test (their hosts are never reached). */
export const ANALYTICS_SCRIPT_URL = 'https://stats.example.com/script.js';
export const ADSENSE_CLIENT_ID = 'ca-pub-1234567890123456';
export const ADSENSE_SCRIPT_HOST = 'https://pagead2.googlesyndication.com';

export const THIRD_PARTY_ENV = {
  ANALYTICS_SCRIPT_URL,
  ADSENSE_CLIENT_ID,
  ADSENSE_SLOTS: 'PROFILE_TOP=1111111111,PROFILE_BOTTOM=2222222222,BROWSE_TOP=3333333333',
  CSP_THIRD_PARTY_ORIGINS: `https://stats.example.com,${ADSENSE_SCRIPT_HOST}`,
};
