import { REGULATORS } from '@cld/reference/regulators';

/** The 14 law societies as `<option>`s of a select, by name; the value is the slug. */
export function RegulatorOptions() {
  return (
    <>
      {REGULATORS.map((regulator) => (
        <option key={regulator.slug} value={regulator.slug}>
          {regulator.name}
        </option>
      ))}
    </>
  );
}
