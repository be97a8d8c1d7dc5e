import { FEE_STRUCTURES } from '@cld/content/fee-structures';
import { LEGAL_AID_PLAN_NAMES } from '@cld/content/legal-aid-names';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import {
  FUNDING_OPTIONS,
  MAX_FLAT_FEES,
  MAX_FREE_CONSULTATION_MINUTES,
  MIN_FREE_CONSULTATION_MINUTES,
  STATED_FEE_OFFERS,
  type FundingOption,
} from '@cld/reference/practice-details';
import type { ProvinceCode } from '@cld/reference/provinces';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { useNames } from '../reference/index.ts';
import { CheckboxChoice, ChoiceGrid, ChoiceGroup, FormSection } from './form-groups.tsx';
import {
  addFlatFee,
  hasFeeStructure,
  removeFlatFee,
  toggleChoice,
  toggleFeeStructure,
  updateFlatFee,
  type FlatFeeRow,
} from './profile-form-values.ts';
import { groupError, type ProfileForm } from './use-profile-form.ts';

/** The hourly rate, the ways of billing, a free first consultation, flat fees, ways to pay. */
export function FeeFields({ form }: { form: ProfileForm }) {
  const t = useT(accountsMessages);
  const names = useNames();
  const { values, errors, bind } = form;
  return (
    <FormSection legend={t('accounts.profileFields.feesLegend')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('accounts.profileFields.hourlyRate')}
          error={errors.hourlyRate}
          required
        >
          <Input type="number" min={0} step={1} inputMode="numeric" {...bind('hourlyRate')} />
        </FormField>
      </div>
      <ChoiceGroup
        legend={t('accounts.profileFields.feeStructure')}
        error={errors.feeStructure}
        required
      >
        <div className="grid gap-2 sm:grid-cols-4">
          {FEE_STRUCTURES.map((structure) => (
            <CheckboxChoice
              key={structure}
              name="feeStructure"
              value={structure}
              label={names.feeStructure(structure)}
              checked={hasFeeStructure(values.feeStructure, structure)}
              onChange={(checked) =>
                form.setValue(
                  'feeStructure',
                  toggleFeeStructure({ current: values.feeStructure, structure, checked }),
                )
              }
            />
          ))}
        </div>
      </ChoiceGroup>

      <div className="grid gap-3">
        <CheckboxChoice
          name="freeConsultation"
          value="yes"
          label={t('accounts.profileFields.freeConsultation')}
          checked={values.freeConsultation}
          onChange={(checked) =>
            form.setValues((current) => ({
              ...current,
              freeConsultation: checked,
              // A common length to start from; the lawyer changes it.
              freeConsultationMinutes:
                checked && current.freeConsultationMinutes === ''
                  ? '30'
                  : current.freeConsultationMinutes,
            }))
          }
        />
        {values.freeConsultation && (
          <FormField
            label={t('accounts.profileFields.freeConsultationMinutes')}
            error={errors.freeConsultationMinutes}
            required
            className="sm:max-w-xs"
          >
            <Input
              type="number"
              min={MIN_FREE_CONSULTATION_MINUTES}
              max={MAX_FREE_CONSULTATION_MINUTES}
              step={5}
              inputMode="numeric"
              {...bind('freeConsultationMinutes')}
            />
          </FormField>
        )}
      </div>

      <FlatFeeFields form={form} />

      <ChoiceGroup
        legend={`${t('accounts.profileFields.feeOffersLegend')} ${t('accounts.profileFields.optional')}`}
        error={groupError(errors, 'feeOffers')}
      >
        <ChoiceGrid>
          {STATED_FEE_OFFERS.map((offer) => (
            <CheckboxChoice
              key={offer}
              name="feeOffers"
              value={offer}
              label={t(`accounts.profileFields.feeOffers.${offer}`)}
              checked={values.feeOffers.includes(offer)}
              onChange={(checked) =>
                form.setValue(
                  'feeOffers',
                  toggleChoice(STATED_FEE_OFFERS, values.feeOffers, offer, checked),
                )
              }
            />
          ))}
        </ChoiceGrid>
      </ChoiceGroup>
    </FormSection>
  );
}

/** Flat-fee services, a row each: added and removed here, a wholly blank row ignored. */
function FlatFeeFields({ form }: { form: ProfileForm }) {
  const t = useT(accountsMessages);
  const { values, errors } = form;
  const rows = values.flatFees;
  const setRows = (next: FlatFeeRow[]) => form.setValue('flatFees', next);
  const cell = (index: number, field: keyof FlatFeeRow) => ({
    name: `flatFees[${index}].${field}`,
    value: rows[index]![field],
    onChange: (event: { target: { value: string } }) =>
      setRows(updateFlatFee(rows, index, field, event.target.value)),
  });
  return (
    <ChoiceGroup
      legend={`${t('accounts.profileFields.flatFees')} ${t('accounts.profileFields.optional')}`}
      hint={t('accounts.profileFields.flatFeesHint')}
      error={errors.flatFees}
    >
      <ol className="grid gap-3">
        {rows.map((_, index) => {
          const number = index + 1;
          const error = (field: keyof FlatFeeRow) => errors[`flatFees.${index}.${field}`];
          return (
            <li key={index}>
              <fieldset className="grid min-w-0 gap-3 rounded-md border border-input p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start">
                <legend className="sr-only">
                  {t('accounts.profileFields.flatFeeRow', { number })}
                </legend>
                <FormField
                  label={t('accounts.profileFields.flatFeeService')}
                  error={error('service')}
                >
                  <Input maxLength={120} {...cell(index, 'service')} />
                </FormField>
                <FormField
                  label={t('accounts.profileFields.flatFeeMinPrice')}
                  error={error('minPrice')}
                >
                  <Input
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    {...cell(index, 'minPrice')}
                  />
                </FormField>
                <FormField
                  label={t('accounts.profileFields.flatFeeMaxPrice')}
                  error={error('maxPrice')}
                >
                  <Input
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    {...cell(index, 'maxPrice')}
                  />
                </FormField>
                <Button
                  type="button"
                  variant="outline"
                  className="sm:mt-7"
                  aria-label={t('accounts.profileFields.removeFlatFeeName', { number })}
                  onClick={() => setRows(removeFlatFee(rows, index))}
                >
                  {t('accounts.profileFields.removeFlatFee')}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < MAX_FLAT_FEES ? (
        <div>
          <Button type="button" variant="outline" onClick={() => setRows(addFlatFee(rows))}>
            {t('accounts.profileFields.addFlatFee')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('accounts.profileFields.flatFeesLimit', { max: MAX_FLAT_FEES })}
        </p>
      )}
    </ChoiceGroup>
  );
}

/** The plan of a province, in the page's language; none before a province is chosen. */
function legalAidPlan(province: string, locale: 'en' | 'fr'): string | undefined {
  return Object.hasOwn(LEGAL_AID_PLAN_NAMES, province)
    ? LEGAL_AID_PLAN_NAMES[province as ProvinceCode][locale]
    : undefined;
}

/** Legal aid (the plan of the lawyer's province, named), pro bono, contingency. */
export function FundingFields({ form }: { form: ProfileForm }) {
  const t = useT(accountsMessages);
  const { values, errors } = form;
  const plan = legalAidPlan(values.province, t.locale);
  const label = (option: FundingOption) =>
    option === 'legal-aid'
      ? plan
        ? t('accounts.profileFields.funding.legalAid', { plan })
        : t('accounts.profileFields.funding.legalAidNoProvince')
      : t(`accounts.profileFields.funding.${option}`);
  return (
    <FormSection
      legend={t('accounts.profileFields.fundingLegend')}
      error={groupError(errors, 'funding')}
    >
      <ChoiceGrid>
        {FUNDING_OPTIONS.map((option) => (
          <CheckboxChoice
            key={option}
            name="funding"
            value={option}
            label={label(option)}
            checked={values.funding.includes(option)}
            onChange={(checked) =>
              form.setValue(
                'funding',
                toggleChoice(FUNDING_OPTIONS, values.funding, option, checked),
              )
            }
          />
        ))}
      </ChoiceGrid>
    </FormSection>
  );
}
