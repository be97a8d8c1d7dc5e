import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import { PROVINCES } from '@cld/content/provinces';
import { FormField } from '@cld/ui/field';
import { Select } from '@cld/ui/select';
import { useT } from '../../i18n/i18n.ts';
import { useCities } from '../reference/use-reference.ts';
import type { FieldErrors } from '../../lib/forms.ts';

interface PlaceFieldsProps {
  /** The controls' ids, for a form whose error summary links to them. */
  ids?: { province?: string; city?: string };
  province: string;
  city: string;
  errors: FieldErrors;
  required?: boolean;
  /** A new province clears the city (spec §4). */
  onProvinceChange: (province: string) => void;
  onCityChange: (city: string) => void;
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
  const t = useT();
  const { cities } = useCities({ province, page: 'browse' });
  const cityNames = cities.map((item) => item.city);
  // A saved city stays selectable even if the list no longer has it.
  if (city && !cityNames.includes(city)) cityNames.unshift(city);
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
          value={province}
          placeholder={t('accounts.profileFields.provincePlaceholder')}
          onChange={(event) => onProvinceChange(event.target.value)}
        >
          {PROVINCES.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
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
          name="city"
          value={city}
          disabled={!province}
          placeholder={
            province
              ? t('accounts.profileFields.cityPlaceholder')
              : t('accounts.profileFields.cityPlaceholderDisabled')
          }
          onChange={(event) => onCityChange(event.target.value)}
        >
          {cityNames.map((name) => (
            <option key={name} value={name}>
              {name}
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
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <FormField
      id={id}
      label={t('accounts.profileFields.practiceArea')}
      error={error}
      required={required}
    >
      <Select
        name="practiceArea"
        value={value}
        placeholder={t('accounts.profileFields.practiceAreaPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
      >
        {PRACTICE_AREAS.map((area) => (
          <option key={area.slug} value={area.name}>
            {area.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
