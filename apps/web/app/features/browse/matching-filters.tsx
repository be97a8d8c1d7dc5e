import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { MapPinIcon } from '@cld/ui/icons';
import { Select } from '@cld/ui/select';
import { DEFAULT_RADIUS_KM, DISTANCE_RADII_KM } from '@cld/reference/practice-details';
import { legalAidPlanShortName } from '@cld/content/legal-aid-names';
import {
  FEE_OFFERS,
  FUNDING_OPTIONS,
  MEETING_MODES,
  type FeeOffer,
  type FundingOption,
  type MeetingMode,
} from '@cld/reference/practice-details';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { CountedCheckboxes } from './counted-checkboxes.tsx';
import { centreOf, changeFilters, roundCoordinate, type BrowseState } from './browse-params.ts';
import { placeName, type AnsweredCentre } from './distance.ts';

interface DistanceFilterProps {
  state: BrowseState;
  onChange: (next: BrowseState) => void;
  /** The centre the API measured from, once it answered. */
  centre: AnsweredCentre | null | undefined;
}

type NearMeStatus = 'locating' | 'located' | 'denied' | 'unavailable' | 'unsupported';

/** How long the browser may take to find the position, and how old a position it may reuse. */
const LOCATE_TIMEOUT_MS = 15_000;
const LOCATE_MAX_AGE_MS = 5 * 60_000;

/**
 * "Within 10 / 25 / 50 / 100 km" of the chosen city, of a city named by a landing page's link, or of
 * the visitor's position ("Near me"): asked of the browser once per click, rounded to about 1 km
 * before it reaches the URL or the API, and kept nowhere else.
 */
export function DistanceFilter({ state, onChange, centre: answered }: DistanceFilterProps) {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState<NearMeStatus | null>(null);
  // The geolocation answer comes later: it changes the state as it is then, not as it was.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const centre = centreOf(state);
  const cityChosen = Boolean(state.province && state.city);
  const position = centre?.kind === 'position';

  function nearMe() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unsupported');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus('located');
        onChange(
          changeFilters(latest.current, {
            lat: roundCoordinate(coords.latitude),
            lng: roundCoordinate(coords.longitude),
          }),
        );
      },
      // 1 is PERMISSION_DENIED; a timeout or no fix is the position being unavailable.
      (error) => setStatus(error.code === 1 ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  }

  function stopNearMe() {
    setStatus(null);
    onChange(changeFilters(state, { lat: null, lng: null, radius: 0 }));
  }

  // A named centre or a position always has a radius (the API's default when none is chosen); a
  // chosen city may also be only itself ("Any distance").
  const radiusChoice = centre || cityChosen;
  const from = position
    ? t('browse.filters.measuredFromYou')
    : t('browse.filters.measuredFrom', {
        place:
          centre?.kind === 'near'
            ? answered?.name
              ? placeName(t, answered.name, answered.province)
              : centre.near
            : placeName(t, state.city, state.province),
      });

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">{t('browse.filters.distance')}</legend>
      {radiusChoice ? (
        <FormField label={t('browse.filters.radius')} description={from}>
          <Select
            value={String(
              centre && centre.kind !== 'city'
                ? state.radius || DEFAULT_RADIUS_KM
                : state.radius || '',
            )}
            onChange={(event) =>
              onChange(changeFilters(state, { radius: Number(event.target.value) || 0 }))
            }
          >
            {!(centre && centre.kind !== 'city') && (
              <option value="">{t('browse.filters.radiusAny')}</option>
            )}
            {DISTANCE_RADII_KM.map((radius) => (
              <option key={radius} value={radius}>
                {t('browse.filters.radiusWithin', { radius })}
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <p className="text-sm text-muted-foreground">{t('browse.filters.distanceHint')}</p>
      )}
      {position ? (
        <Button variant="outline" size="sm" className="w-fit" onClick={stopNearMe}>
          {t('browse.filters.stopNearMe')}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          aria-describedby={`${id}-privacy`}
          disabled={status === 'locating'}
          onClick={nearMe}
        >
          <MapPinIcon />
          {t('browse.filters.nearMe')}
        </Button>
      )}
      <div>
        <p id={`${id}-privacy`} className="text-xs text-muted-foreground">
          {t('browse.filters.nearMePrivacy')}
        </p>
        {/* Always in the page (never hidden), so what it says next is announced, politely. */}
        <p role="status" className="mt-2 text-sm empty:mt-0">
          {status && t(`browse.filters.nearMeStatus.${status}`)}
        </p>
      </div>
    </fieldset>
  );
}

/** The checkboxes of the meeting group that are not a meeting mode. */
const AVAILABILITY = ['stepFree', 'acceptingClients'] as const;

const toggled = <T extends string>(list: readonly T[], value: T, checked: boolean): T[] =>
  checked ? [...list, value] : list.filter((item) => item !== value);

/**
 * Cost, funding, and how and when (issue 20): what lawyers state, a lawyer matching when they state
 * every ticked one. "Accepts legal aid" names the plan of the chosen (or measured-from) province.
 */
export function DetailFilters({
  state,
  onChange,
  centre,
}: {
  state: BrowseState;
  onChange: (next: BrowseState) => void;
  centre: AnsweredCentre | null | undefined;
}) {
  const t = useT();
  const plan = legalAidPlanShortName(state.province || centre?.province, useLocale());
  return (
    <>
      <CountedCheckboxes
        legend={t('browse.filters.cost')}
        items={FEE_OFFERS.map((name) => ({ name }))}
        isChecked={(offer) => state.offers.includes(offer as FeeOffer)}
        onToggle={(offer, checked) =>
          onChange(
            changeFilters(state, { offers: toggled(state.offers, offer as FeeOffer, checked) }),
          )
        }
        labelOf={(offer) => t(`browse.filters.offers.${offer as FeeOffer}`)}
      />
      <CountedCheckboxes
        legend={t('browse.filters.fundingTitle')}
        items={FUNDING_OPTIONS.map((name) => ({ name }))}
        isChecked={(option) => state.funding.includes(option as FundingOption)}
        onToggle={(option, checked) =>
          onChange(
            changeFilters(state, {
              funding: toggled(state.funding, option as FundingOption, checked),
            }),
          )
        }
        labelOf={(option) =>
          option === 'legal-aid' && plan
            ? t('browse.filters.legalAidPlan', { plan })
            : t(`browse.filters.funding.${option as FundingOption}`)
        }
      />
      <CountedCheckboxes
        legend={t('browse.filters.meetingTitle')}
        items={[...MEETING_MODES, ...AVAILABILITY].map((name) => ({ name }))}
        isChecked={(name) =>
          name === 'stepFree' || name === 'acceptingClients'
            ? state[name]
            : state.meeting.includes(name as MeetingMode)
        }
        onToggle={(name, checked) =>
          onChange(
            changeFilters(
              state,
              name === 'stepFree' || name === 'acceptingClients'
                ? { [name]: checked }
                : { meeting: toggled(state.meeting, name as MeetingMode, checked) },
            ),
          )
        }
        labelOf={(name) =>
          name === 'stepFree' || name === 'acceptingClients'
            ? t(`browse.filters.${name}`)
            : t(`browse.filters.meeting.${name as MeetingMode}`)
        }
      />
      <p className="-mt-3 text-xs text-muted-foreground">{t('browse.filters.statedByLawyers')}</p>
    </>
  );
}
