import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import { PROVINCES } from '@cld/content/provinces';
import { FormField } from '@cld/ui/field';
import { Select } from '@cld/ui/select';
import type { ChangeEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { useCities, useNames } from '../reference/index.ts';
import type { FieldErrors } from '../../lib/forms.ts';

interface PlaceFieldsProps {
  /** The controls' ids, for a form whose error summary links to them. */
  ids?: { province?: string; city?: string };
  province: string;
  city: string;
  errors: FieldErrors;
  required?: boolean;
  /**
   * A new province clears the city (spec §4). Without the two handlers the selects are
   * uncontrolled (a Conform form, which tracks the province itself): `province` and `city` are
   * then their first values, and the city select starts anew with each province.
   */
  onProvinceChange?: (province: string) => void;
  onCityChange?: (city: string) => void;
}

/** Province, then the cities of that province from the API: enabled once a province is chosen. */
export function PlaceFields({
  ids = {},
  province,
  city,
  errors,
  required = false,
  onProvinceChange,
  onCityChange,
}: PlaceFieldsProps) {
  const t = useT(accountsMessages);
  const names = useNames();
  const { cities } = useCities({ province, page: 'browse' });
  const cityNames = cities.map((item) => item.city);
  // A saved city stays selectable even if the list no longer has it (the dashboard's, controlled).
  // A form the server sent back offers the posted province's cities only: a city of the province
  // chosen before, or a forged one, is not kept as this province's.
  if (onCityChange && city && !cityNames.includes(city)) cityNames.unshift(city);
  const provinceProps = onProvinceChange
    ? {
        value: province,
        onChange: (event: ChangeEvent<HTMLSelectElement>) => onProvinceChange(event.target.value),
      }
    : { defaultValue: province };
  const cityProps = onCityChange
    ? {
        value: city,
        onChange: (event: ChangeEvent<HTMLSelectElement>) => onCityChange(event.target.value),
      }
    : // Not a city the list lacks: the browser would select the first city in its place.
      { defaultValue: cityNames.includes(city) ? city : '' };
  return (
    <>
      <FormField
        id={ids.province}
        label={t('accounts.profileFields.province')}
        error={errors.province}
        required={required}
      >
        <Select
          name="province"
          placeholder={t('accounts.profileFields.provincePlaceholder')}
          {...provinceProps}
        >
          {PROVINCES.map((item) => (
            <option key={item.code} value={item.code}>
              {names.province(item.code)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id={ids.city}
        label={t('accounts.profileFields.city')}
        error={errors.city}
        required={required}
      >
        <Select
          // Uncontrolled, a new province starts a new select, with its own default.
          key={onCityChange ? undefined : province}
          name="city"
          {...cityProps}
          disabled={!province}
          placeholder={
            province
              ? t('accounts.profileFields.cityPlaceholder')
              : t('accounts.profileFields.cityPlaceholderDisabled')
          }
        >
          {cityNames.map((name) => (
            <option key={name} value={name}>
              {names.city(name)}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}

/** The practice-area taxonomy (it holds the dashboard's fourteen areas), as the API stores them. */
export function PracticeAreaField({
  id,
  value,
  error,
  required = false,
  onChange,
}: {
  /** The control's id, for a form whose error summary links to it. */
  id?: string;
  value: string;
  error: string | undefined;
  required?: boolean;
  /** Without it the select is uncontrolled and `value` is its first value. */
  onChange?: (value: string) => void;
}) {
  const t = useT(accountsMessages);
  const names = useNames();
  return (
    <FormField
      id={id}
      label={t('accounts.profileFields.practiceArea')}
      error={error}
      required={required}
    >
      <Select
        name="practiceArea"
        placeholder={t('accounts.profileFields.practiceAreaPlaceholder')}
        {...(onChange
          ? {
              value,
              onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value),
            }
          : { defaultValue: value })}
      >
        {PRACTICE_AREAS.map((area) => (
          <option key={area.slug} value={area.name}>
            {names.practiceArea(area.slug)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
