import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { setAnalyticsAllowed } from '../../lib/analytics/events.ts';
import { consentCookie, type ConsentChoices } from '../../lib/consent/consent.ts';

/** Where the optional providers load from (configuration, given by the root loader). */
export interface ThirdPartyConfig {
  analyticsScriptUrl: string | null;
  adsense: { client: string; slots: Record<string, string> } | null;
}

const NO_THIRD_PARTY: ThirdPartyConfig = { analyticsScriptUrl: null, adsense: null };

interface ConsentState {
  /** null until the visitor chooses. */
  choices: ConsentChoices | null;
  choose: (choices: ConsentChoices) => void;
  /** Whether the preferences panel is shown (always, until a first choice). */
  isOpen: boolean;
  open: () => void;
  thirdParty: ThirdPartyConfig;
}

// Outside a provider (a component shown on its own): nothing chosen, nothing allowed.
const ConsentContext = createContext<ConsentState>({
  choices: null,
  choose: () => {},
  isOpen: false,
  open: () => {},
  thirdParty: NO_THIRD_PARTY,
});

export function ConsentProvider({
  initial,
  thirdParty = NO_THIRD_PARTY,
  children,
}: {
  initial: ConsentChoices | null;
  thirdParty?: ThirdPartyConfig;
  children: ReactNode;
}) {
  const [choices, setChoices] = useState(initial);
  const [reopened, setReopened] = useState(false);
  // An explicit "no" to statistics stops even the anonymous first-party counting (decision 009);
  // what a page queued before this runs is dropped with it.
  useEffect(() => setAnalyticsAllowed(choices?.analytics !== false), [choices?.analytics]);

  const choose = useCallback((next: ConsentChoices) => {
    document.cookie = consentCookie(next, window.location.protocol === 'https:');
    setChoices(next);
    setReopened(false);
  }, []);
  const open = useCallback(() => setReopened(true), []);

  const value = useMemo(
    () => ({ choices, choose, isOpen: choices === null || reopened, open, thirdParty }),
    [choices, choose, reopened, open, thirdParty],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
