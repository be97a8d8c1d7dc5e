import type { SearchInterpretation } from '@cld/contract/lawyers';
import { Button } from '@cld/ui/button';
import { Checkbox } from '@cld/ui/checkbox';
import { FormField } from '@cld/ui/field';
import { Label } from '@cld/ui/label';
import { Options, Select } from '@cld/ui/select';
import { Slider } from '@cld/ui/slider';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useCities, useNames, usePracticeAreas, useProvinces } from '../reference/index.ts';
import { EXPERIENCE_MAX, type BrowseState, changeFilters } from './browse-params.ts';
import { CountedCheckboxes } from './counted-checkboxes.tsx';
import type { AnsweredCentre } from './distance.ts';

import { DetailFilters, DistanceFilter } from './matching-filters.tsx';

/** One checkbox's count: how many lawyers match it under the other filters. */
export interface Facet {
  name: string;
  count: number;
}

interface FilterPanelProps {
  state: BrowseState;
  /** How many lawyers speak each language under the other filters (the API's facet). */
  languageFacets: readonly Facet[] | undefined;
  /**
   * How many lawyers practise each area under the other filters (the API's facet); until it comes,
   * the directory's own counts per area.
   */
  areaFacets?: readonly Facet[] | undefined;
  /** Where the API measured distances from (its answer's `centre`). */
  centre?: AnsweredCentre | null;
  /** What the API read in the search text: its areas and details show ticked (issue 35). */
  understood?: SearchInterpretation | null;
  onChange: (next: BrowseState) => void;
  onClearAll: () => void;
  activeCount: number;
  /** After the heading row's Clear All: the phone's sheet puts its close button there. */
  headerEnd?: ReactNode;
}

/**
 * The browse filters (spec §2): practice areas, province, city once a province is set, distance,
 * languages, what lawyers state of cost, funding and how they meet (issue 20), experience.
 */
export function FilterPanel({
  state,
  languageFacets,
  areaFacets,
  centre,
  understood,
  onChange,
  onClearAll,
  activeCount,
  headerEnd,
}: FilterPanelProps) {
  const t = useT();
  const names = useNames();
  const id = useId();
  const practiceAreas = usePracticeAreas('browse');
  const provinces = useProvinces('browse');
  const { cities } = useCities({ province: state.province, page: 'browse' });

  /** Areas the search text named ("divorce"): ticked like the chosen ones, with their words. */
  const understoodAreas = new Map(
    (understood?.practiceAreas ?? []).map((area) => [area.name, area.matched]),
  );

  async function togglePracticeArea(name: string, checked: boolean) {
    const practiceAreas = checked
      ? [...state.practiceAreas, name]
      : state.practiceAreas.filter((area) => area !== name);
    const words = checked ? undefined : understoodAreas.get(name);
    let search = state.search;
    if (words?.length) {
      const { withoutWords } = await import('../lawyers/chip-removal.ts');
      search = withoutWords(state.search, words, understood?.ignored);
    }
    onChange(changeFilters(state, { practiceAreas, search }));
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="mr-auto text-lg font-semibold">{t('browse.filters.title')}</h2>
        {activeCount > 0 && (
          <Button variant="link" size="sm" className="h-auto min-h-6 px-0" onClick={onClearAll}>
            {t('browse.filters.clearAll')}
          </Button>
        )}
        {headerEnd}
      </div>

      <CountedCheckboxes
        legend={t('browse.filters.practiceAreas')}
        items={practiceAreas.map((area) => ({
          name: area.name,
          count: areaFacets
            ? (areaFacets.find((facet) => facet.name === area.name)?.count ?? 0)
            : Number(area.count),
        }))}
        isChecked={(name) => state.practiceAreas.includes(name) || understoodAreas.has(name)}
        onToggle={(name, checked) => void togglePracticeArea(name, checked)}
        labelOf={names.practiceArea}
        className="max-h-80"
      />

      <FormField label={t('browse.filters.province')}>
        <Select
          value={state.province}
          onChange={(event) =>
            onChange(
              changeFilters(state, {
                // The options are the API's province codes (and '' for any).
                province: event.target.value as BrowseState['province'],
              }),
            )
          }
        >
          <option value="">{t('browse.filters.anyProvince')}</option>
          <Options
            items={provinces}
            value={(province) => province.province}
            label={(province) => names.province(province.province)}
          />
        </Select>
      </FormField>

      {state.province && (
        <FormField label={t('browse.filters.city')}>
          <Select
            value={state.city}
            onChange={(event) => onChange(changeFilters(state, { city: event.target.value }))}
          >
            <option value="">{t('browse.filters.anyCity')}</option>
            {/* A city from a shared link stays selectable even before the list arrives. */}
            {state.city && !cities.some((city) => city.city === state.city) && (
              <option value={state.city}>{state.city}</option>
            )}
            <Options items={cities} value={(city) => city.city} />
          </Select>
        </FormField>
      )}

      <DistanceFilter state={state} onChange={onChange} centre={centre} />

      <div className="flex items-center gap-3">
        <Checkbox
          id={`${id}-verified`}
          checked={state.verified}
          onCheckedChange={(checked) =>
            onChange(changeFilters(state, { verified: checked === true }))
          }
        />
        <Label htmlFor={`${id}-verified`} className="font-normal">
          {t('browse.filters.verifiedOnly')}
        </Label>
      </div>

      <LanguageFilter
        facets={languageFacets}
        selected={state.languages}
        onChange={(languages) => onChange(changeFilters(state, { languages }))}
      />

      <DetailFilters state={state} onChange={onChange} centre={centre} understood={understood} />

      <ExperienceFilter
        value={state.experience}
        onCommit={(experience) => onChange(changeFilters(state, { experience }))}
      />
    </div>
  );
}

/**
 * The languages lawyers speak under the other filters, with their counts; a chosen language stays
 * listed (at 0) so it can be unticked.
 */
function LanguageFilter({
  facets = [],
  selected,
  onChange,
}: {
  facets: readonly Facet[] | undefined;
  selected: string[];
  onChange: (languages: string[]) => void;
}) {
  const t = useT();
  const names = useNames();
  const isSelected = (name: string) =>
    selected.some((language) => language.toLowerCase() === name.toLowerCase());
  const shown = [
    ...facets.filter((facet) => facet.count > 0 || isSelected(facet.name)),
    ...selected
      .filter((name) => !facets.some((facet) => facet.name.toLowerCase() === name.toLowerCase()))
      .map((name) => ({ name, count: 0 })),
  ];
  if (shown.length === 0) return null;

  function toggle(name: string, checked: boolean) {
    onChange(
      checked
        ? [...selected, name]
        : selected.filter((language) => language.toLowerCase() !== name.toLowerCase()),
    );
  }

  return (
    <CountedCheckboxes
      legend={t('browse.filters.languages')}
      items={shown}
      isChecked={isSelected}
      onToggle={toggle}
      labelOf={names.language}
      className="max-h-64"
    />
  );
}

/**
 * Moves freely while dragged; the URL (and the search) changes once the thumb is let go. The same
 * input stays mounted through every change (a new one each value lost the keyboard's focus after
 * each arrow key, issue 22): the draft follows the URL when it changes from elsewhere (Clear All).
 * An address this slider asked for itself that arrives after a later key press (a busy phone) is
 * not from elsewhere: taken as the draft, it moved the thumb back and the next arrow key lost a step.
 */
export function ExperienceFilter({
  value,
  onCommit,
}: {
  value: number;
  onCommit: (value: number) => void;
}) {
  const t = useT();
  const labelId = useId();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // Values committed whose address has not arrived yet, oldest first.
  const [asked, setAsked] = useState<number[]>([]);
  if (value !== shownValue) {
    setShownValue(value);
    const own = asked.indexOf(value);
    if (own === -1) {
      setDraft(value);
      setAsked([]);
    } else {
      setAsked(asked.slice(own + 1));
    }
  }
  const valueText = (years: number) => t('browse.filters.experienceValue', { count: years });
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-semibold">
          {t('browse.filters.experience')}
        </span>
        <span className="text-sm font-medium text-primary tabular-nums" aria-hidden="true">
          {valueText(draft)}
        </span>
      </div>
      <Slider
        min={0}
        max={EXPERIENCE_MAX}
        step={1}
        value={[draft]}
        labelledBy={labelId}
        getValueText={valueText}
        onValueChange={([next]) => setDraft(next ?? 0)}
        onValueCommit={([next = 0]) => {
          setAsked((pending) => [...pending, next]);
          onCommit(next);
        }}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{t('browse.filters.experienceMin')}</span>
        <span>{t('browse.filters.experienceMax')}</span>
      </div>
    </div>
  );
}
