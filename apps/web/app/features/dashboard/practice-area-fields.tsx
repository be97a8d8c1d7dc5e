import { findPracticeArea, PRACTICE_AREAS } from '@cld/content/practice-areas';
import { SPECIALIZATIONS } from '@cld/content/specializations';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { MAX_OTHER_PRACTICE_AREAS } from '@cld/reference/practice-details';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import { Suspense } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { PracticeAreaField } from '../auth/index.ts';
import { useNames, useSpecializationNames } from '../reference/index.ts';
import { CheckboxChoice, ChoiceGrid, ChoiceGroup } from './form-groups.tsx';
import {
  canAddPracticeArea,
  toggleValue,
  withPrimaryArea,
  type ProfileFormValues,
} from './profile-form-values.ts';
import { groupError, type ProfileForm } from './use-profile-form.ts';

/** The practice areas chosen, the primary first, as the taxonomy's slugs. */
function chosenAreas(values: ProfileFormValues): PracticeAreaSlug[] {
  const slugs = [values.practiceArea, ...values.otherPracticeAreas]
    .map((area) => findPracticeArea(area)?.slug)
    .filter((slug): slug is PracticeAreaSlug => slug !== undefined);
  return [...new Set(slugs)];
}

/** The primary practice area, up to four others, and the specializations of each. */
export function PracticeAreaFields({ form }: { form: ProfileForm }) {
  const t = useT(accountsMessages);
  const names = useNames();
  const { values, errors } = form;
  const canAdd = canAddPracticeArea(values);
  return (
    <>
      <PracticeAreaField
        value={values.practiceArea}
        error={errors.practiceArea}
        required
        onChange={(value) => form.setValues((current) => withPrimaryArea(current, value))}
      />
      <ChoiceGroup
        legend={`${t('accounts.profileFields.otherPracticeAreas')} ${t('accounts.profileFields.optional')}`}
        hint={t('accounts.profileFields.otherPracticeAreasHint', {
          max: MAX_OTHER_PRACTICE_AREAS,
        })}
        error={groupError(errors, 'otherPracticeAreas')}
      >
        <ChoiceGrid>
          {PRACTICE_AREAS.filter((area) => area.name !== values.practiceArea).map((area) => {
            const checked = values.otherPracticeAreas.includes(area.name);
            return (
              <CheckboxChoice
                key={area.slug}
                name="otherPracticeAreas"
                value={area.name}
                label={names.practiceArea(area.slug)}
                checked={checked}
                // Four at most: the others wait until one is unticked.
                disabled={!checked && !canAdd}
                onChange={(on) =>
                  form.setValue(
                    'otherPracticeAreas',
                    toggleValue(values.otherPracticeAreas, area.name, on),
                  )
                }
              />
            );
          })}
        </ChoiceGrid>
      </ChoiceGroup>
      <SpecializationFields form={form} />
    </>
  );
}

/** The specializations of each chosen area, the lawyer's own, and a field for more. */
function SpecializationFields({ form }: { form: ProfileForm }) {
  const t = useT(accountsMessages);
  const names = useNames();
  const { values, errors } = form;
  const areas = chosenAreas(values);
  const listed = new Set(areas.flatMap((slug) => SPECIALIZATIONS[slug]));
  const own = values.specializations.filter((item) => !listed.has(item));
  const toggle = (value: string, checked: boolean) =>
    form.setValue('specializations', toggleValue(values.specializations, value, checked));
  return (
    <ChoiceGroup
      legend={t('accounts.profileFields.specializations')}
      hint={
        areas.length > 0
          ? t('accounts.profileFields.specializationsHint')
          : t('accounts.profileFields.specializationsChooseArea')
      }
      error={groupError(errors, 'specializations')}
      required
    >
      {areas.map((slug) => (
        <Suspense key={slug} fallback={null}>
          <AreaSpecializations
            legend={names.practiceArea(slug)}
            options={SPECIALIZATIONS[slug]}
            chosen={values.specializations}
            onToggle={toggle}
          />
        </Suspense>
      ))}
      {own.length > 0 && (
        <ChoiceGroup legend={t('accounts.profileFields.ownSpecializations')}>
          <ChoiceGrid>
            {own.map((item) => (
              <CheckboxChoice
                key={item}
                name="specializations"
                value={item}
                label={item}
                checked
                onChange={(checked) => toggle(item, checked)}
              />
            ))}
          </ChoiceGrid>
        </ChoiceGroup>
      )}
      <FormField
        label={`${t('accounts.profileFields.newSpecializations')} ${t('accounts.profileFields.optional')}`}
        description={t('accounts.profileFields.newSpecializationsHint')}
      >
        <Input {...form.bind('newSpecializations')} />
      </FormField>
    </ChoiceGroup>
  );
}

/** One area's specializations: stored in English, named in the page's language. */
function AreaSpecializations({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  options: readonly string[];
  chosen: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  // Suspends on a French page until the French names are there (the boundary is per area).
  const labels = useSpecializationNames(options);
  return (
    <ChoiceGroup legend={legend}>
      <ChoiceGrid>
        {options.map((option, index) => (
          <CheckboxChoice
            key={option}
            name="specializations"
            value={option}
            label={labels[index]}
            checked={chosen.includes(option)}
            onChange={(checked) => onToggle(option, checked)}
          />
        ))}
      </ChoiceGrid>
    </ChoiceGroup>
  );
}
