import { REGULATORS } from '@cld/reference/regulators';

/** The 14 law societies as `<option>`s of a select, by name; the value is the slug. */
export function RegulatorOptions() {
  return (
    <>
      {Object.entries(REGULATORS).map(([slug, regulator]) => (
        <option key={slug} value={slug}>
          {regulator.name}
        </option>
      ))}
    </>
  );
}
