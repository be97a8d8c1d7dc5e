import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { MapPinIcon } from '@cld/ui/icons';
import { Select } from '@cld/ui/select';
import { DEFAULT_RADIUS_KM, DISTANCE_RADII_KM } from '@cld/reference/practice-details';
import { legalAidPlanShortName } from '@cld/content/legal-aid-names';
import type { SearchInterpretation } from '@cld/contract/lawyers';
import {
  FILTER_GROUP_LEGENDS,
  SEARCH_FILTERS,
  activeFilterValues,
  filterValueLabel,
  searchFilter,
  type SearchFilterParam,
} from '@cld/reference/search-filters';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { CountedCheckboxes } from './counted-checkboxes.tsx';
import { centreOf, changeFilters, type BrowseState } from './browse-params.ts';
import { locateVisitor, placeName, type AnsweredCentre } from './distance.ts';
import { withoutDetail } from './matching-chips.ts';

interface DistanceFilterProps {
  state: BrowseState;
  onChange: (next: BrowseState) => void;
  /** The centre the API measured from, once it answered. */
  centre: AnsweredCentre | null | undefined;
}

type NearMeStatus = 'locating' | 'located' | 'denied' | 'unavailable' | 'unsupported';

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
    // A browser that answers at once (or cannot) replaces this status within the call.
    setStatus('locating');
    locateVisitor((position) => {
      setStatus('located');
      onChange(changeFilters(latest.current, position));
    }, setStatus);
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

/** The panel's groups, in order, each with its values: a list's options, a yes/no filter itself. */
const GROUPS = (['cost', 'funding', 'meeting'] as const).map((group) => ({
  group,
  items: SEARCH_FILTERS.filter((filter) => filter.group === group).flatMap(
    (filter): { param: SearchFilterParam; value: string }[] =>
      filter.kind === 'flag'
        ? [{ param: filter.param, value: 'true' }]
        : (filter.options as readonly { value: string }[]).map((o) => ({
            param: filter.param,
            value: o.value,
          })),
  ),
}));

const itemName = (param: string, value: string) => `${param}:${value}`;

/**
 * Cost, funding, and how and when (issues 20 and 35): what lawyers state, a lawyer matching when they
 * state every ticked one, each box from its entry in `@cld/reference/search-filters`. A detail the
 * search text named ("free consultation") shows ticked; unticking it takes its words out of the text.
 * "Accepts legal aid" names the plan of the chosen (or measured-from) province.
 */
export function DetailFilters({
  state,
  onChange,
  centre,
  understood,
}: {
  state: BrowseState;
  onChange: (next: BrowseState) => void;
  centre: AnsweredCentre | null | undefined;
  understood?: SearchInterpretation | null;
}) {
  const t = useT();
  const locale = useLocale();
  const plan = legalAidPlanShortName(state.province || centre?.province, locale);
  const ticked = new Set(
    activeFilterValues(state).map(({ filter, value }) => itemName(filter.param, String(value))),
  );
  const wordsOf = new Map<string, string[]>();
  for (const detail of understood?.details ?? []) {
    wordsOf.set(itemName(detail.param, detail.value), detail.matched);
  }

  async function toggle(name: string, checked: boolean) {
    const [param, value] = name.split(':') as [SearchFilterParam, string];
    if (checked) {
      const filter = searchFilter(param);
      const current = filter.kind === 'list' ? (state[filter.param] as readonly string[]) : [];
      onChange(
        changeFilters(state, {
          [param]: filter.kind === 'flag' ? true : [...current, value],
        }),
      );
      return;
    }
    const words = wordsOf.get(name);
    let next = withoutDetail(state, param, value);
    if (words?.length) {
      const { withoutWords } = await import('../lawyers/chip-removal.ts');
      next = { ...next, search: withoutWords(state.search, words, understood?.ignored) };
    }
    onChange(next);
  }

  return (
    <>
      {GROUPS.map(({ group, items }) => (
        <CountedCheckboxes
          key={group}
          legend={FILTER_GROUP_LEGENDS[group][locale]}
          items={items.map(({ param, value }) => ({ name: itemName(param, value) }))}
          isChecked={(name) => ticked.has(name) || wordsOf.has(name)}
          onToggle={(name, checked) => void toggle(name, checked)}
          labelOf={(name) => {
            const [param, value] = name.split(':') as [SearchFilterParam, string];
            return param === 'funding' && value === 'legal-aid' && plan
              ? t('browse.filters.legalAidPlan', { plan })
              : filterValueLabel(searchFilter(param), value === 'true' ? true : value, locale);
          }}
        />
      ))}
      <p className="-mt-3 text-xs text-muted-foreground">{t('browse.filters.statedByLawyers')}</p>
    </>
  );
}
