import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { RegisterChange, RegisterImportReport } from '@cld/contract/claims';
import type { Database, RegisterStatus } from '@cld/db/schema';
import type { RegulatorSlug } from '@cld/reference/regulators';
import type { RegisterEntry } from '@cld/validation/register';
import { msg } from '@cld/validation/messages';
import { AppError, type AppErrorIssue } from '../../errors.ts';
import { changedFields, recordAudit } from '../audit/audit-log.ts';
import { createDirectoryReference } from '../lawyers/directory-reference.ts';
import { findCityNamed } from '../lawyers/distance.ts';

/**
 * The import of a regulator's public register (issue 39, DESIGN §8.6). Listings are matched on the
 * regulator and the licence number; the whole file is applied in one transaction, or (dry run)
 * only compared, by the same code, so a dry run reports exactly what the real run then does.
 *
 * - A practising person the directory does not list becomes a new, unowned listing holding only the
 *   register's data (no bio, fees, hours or meeting modes: nothing is invented).
 * - A listing whose status is no longer `practising` is hidden (never deleted), with the register's
 *   word and date as the reason; back to `practising`, a listing the register hid shows again (a
 *   listing hidden for another reason stays hidden).
 * - A claimed listing is its lawyer's profile: the register still sets its status (and so hides
 *   it), but no longer its name, firm, place, areas, languages or contact details.
 * - An entry older than the listing's register date changes nothing (an old file cannot undo a
 *   newer one); a newer date with the same data only moves the date, which is not a change.
 * - Every change leaves an audit entry, with the fields before and after; one more sums the run.
 */

/** `hidden_reason` of a listing the register hid: the import shows it again only if it hid it. */
export const REGISTER_HIDDEN_PREFIX = 'Register: ';

const NO_HOURS = JSON.stringify({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

interface ExistingListing {
  id: number;
  licence_number: string;
  name: string;
  firm_name: string | null;
  city: string;
  province: string;
  practice_areas: string[];
  languages: string[];
  phone: string;
  register_email: string | null;
  register_status: RegisterStatus;
  register_date: string;
  is_hidden: boolean;
  hidden_reason: string | null;
  owner_id: number | null;
}

/**
 * The entries' cities by index, named as the search understands a place (`findCityNamed`: accents,
 * case, hyphens, dots and "St"/"Saint" ignored, "City, Province" read), within the entry's province;
 * an unknown one is an issue naming the entry.
 */
async function resolveCities(
  db: Kysely<Database>,
  entries: readonly RegisterEntry[],
): Promise<{ cityIds: number[]; cityNames: string[]; issues: AppErrorIssue[] }> {
  const directory = createDirectoryReference({ db });
  const reference = await directory.current();
  const cityIds: number[] = [];
  const cityNames: string[] = [];
  const issues: AppErrorIssue[] = [];
  for (const [index, entry] of entries.entries()) {
    const city = findCityNamed({
      reference,
      text: entry.city,
      folded: await directory.fold(entry.city),
      province: entry.province,
    });
    if (city?.province === entry.province) {
      cityIds[index] = city.id;
      cityNames[index] = city.name;
    } else {
      issues.push({ path: ['entries', index, 'city'], message: msg('register.unknownCity') });
    }
  }
  return { cityIds, cityNames, issues };
}

function duplicateIssues(entries: readonly RegisterEntry[]): AppErrorIssue[] {
  const seen = new Set<string>();
  const issues: AppErrorIssue[] = [];
  entries.forEach((entry, index) => {
    const key = entry.licenceNumber.toUpperCase();
    if (seen.has(key)) {
      issues.push({
        path: ['entries', index, 'licenceNumber'],
        message: msg('register.duplicate'),
      });
    }
    seen.add(key);
  });
  return issues;
}

/** The fields the register owns, as the report and the audit compare them. */
function registerFields(
  source: {
    name: string;
    firm: string | null;
    city: string;
    province: string;
    practiceAreas: readonly string[];
    languages: readonly string[];
    phone: string;
    email: string | null;
    status: RegisterStatus;
  },
  claimed: boolean,
): Record<string, unknown> {
  if (claimed) return { status: source.status };
  return {
    name: source.name,
    firm: source.firm,
    city: source.city,
    province: source.province,
    practiceAreas: [...source.practiceAreas].sort(),
    languages: [...source.languages].sort(),
    phone: source.phone,
    email: source.email,
    status: source.status,
  };
}

export async function importRegister({
  db,
  actorId,
  regulator,
  dryRun,
  entries,
  demo = false,
}: {
  db: Kysely<Database>;
  actorId: number;
  regulator: RegulatorSlug;
  dryRun: boolean;
  entries: readonly RegisterEntry[];
  /** The demo's own fictional register (decision 019): its new listings are the demo's. */
  demo?: boolean;
}): Promise<RegisterImportReport> {
  const { cityIds, cityNames, issues } = await resolveCities(db, entries);
  issues.push(...duplicateIssues(entries));
  if (issues.length) {
    throw new AppError('bad_request', 'Invalid register file', {
      issues: issues.sort((a, b) => Number(a.path[1]) - Number(b.path[1])),
    });
  }

  return db.transaction().execute(async (trx) => {
    const { rows: existing } = await sql<ExistingListing>`
      select l.id, l.licence_number, l.name, l.firm_name, c.name as city, l.province,
             l.practice_areas, l.languages, l.phone, l.register_email, l.register_status,
             to_char(l.register_date, 'YYYY-MM-DD') as register_date, l.is_hidden,
             l.hidden_reason, l.owner_id
        from lawyers l join cities c on c.id = l.city_id
       where l.regulator = ${regulator} and l.register_status is not null
       for update of l
    `.execute(trx);
    const byLicence = new Map(existing.map((row) => [row.licence_number.toUpperCase(), row]));

    const report: RegisterImportReport = {
      dryRun,
      regulator,
      added: [],
      changed: [],
      noLongerPractising: [],
      unchanged: 0,
      notListed: 0,
      notInFile: 0,
    };
    const seen = new Set<number>();
    const audits: Parameters<typeof recordAudit>[0][] = [];
    const audit = (
      action: 'register.add' | 'register.change' | 'register.hide',
      id: number,
      change: RegisterChange,
    ) =>
      audits.push({
        db: trx,
        actorId,
        action,
        target: { type: 'lawyer', id },
        details: { regulator, licenceNumber: change.licenceNumber, fields: change.fields },
      });

    for (const [index, entry] of entries.entries()) {
      const cityId = cityIds[index] as number;
      const city = cityNames[index] as string;
      const current = byLicence.get(entry.licenceNumber.toUpperCase());
      const incoming = {
        name: entry.name,
        firm: entry.firm ?? null,
        city,
        province: entry.province,
        practiceAreas: entry.practiceAreas,
        languages: entry.languages,
        phone: entry.phone ?? '',
        email: entry.email ?? null,
        status: entry.status,
      };

      if (!current) {
        if (entry.status !== 'practising') {
          report.notListed += 1;
          continue;
        }
        const change: RegisterChange = {
          licenceNumber: entry.licenceNumber,
          name: entry.name,
          lawyerId: null,
          fields: changedFields({}, registerFields(incoming, false)),
        };
        if (!dryRun) {
          const inserted = await trx
            .insertInto('lawyers')
            .values({
              name: entry.name,
              firm_name: incoming.firm,
              practice_areas: entry.practiceAreas,
              city_id: cityId,
              province: entry.province,
              address: '',
              phone: incoming.phone,
              email: '',
              experience: 0,
              hourly_rate: 0,
              fee_structure: '',
              bio: null,
              bio_fr: null,
              specializations: [],
              languages: entry.languages,
              meeting_modes: sql<string[]>`'{}'::text[]`,
              office_hours: NO_HOURS,
              regulator,
              licence_number: entry.licenceNumber,
              register_status: entry.status,
              register_date: entry.registerDate,
              register_email: incoming.email,
              // No reviews: the same standing as any profile without one.
              rating: 0,
              is_demo: demo,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          change.lawyerId = inserted.id;
          audit('register.add', inserted.id, change);
        }
        report.added.push(change);
        continue;
      }

      seen.add(current.id);
      if (entry.registerDate < current.register_date) {
        report.unchanged += 1;
        continue;
      }
      const claimed = current.owner_id !== null;
      const before = registerFields(
        {
          name: current.name,
          firm: current.firm_name,
          city: current.city,
          province: current.province,
          practiceAreas: current.practice_areas,
          languages: current.languages,
          phone: current.phone,
          email: current.register_email,
          status: current.register_status,
        },
        claimed,
      );
      const fields = changedFields(before, registerFields(incoming, claimed));
      const change: RegisterChange = {
        licenceNumber: current.licence_number,
        name: entry.name,
        lawyerId: current.id,
        fields,
      };
      const wasPractising = current.register_status === 'practising';
      const practising = entry.status === 'practising';
      const hiddenByRegister =
        current.is_hidden && (current.hidden_reason ?? '').startsWith(REGISTER_HIDDEN_PREFIX);
      const newDate = entry.registerDate !== current.register_date;
      if (Object.keys(fields).length === 0) {
        report.unchanged += 1;
        if (newDate && !dryRun) {
          await trx
            .updateTable('lawyers')
            .set({ register_date: entry.registerDate })
            .where('id', '=', current.id)
            .execute();
        }
        continue;
      }
      const hides = wasPractising && !practising;
      if (!dryRun) {
        await trx
          .updateTable('lawyers')
          .set({
            register_status: entry.status,
            register_date: entry.registerDate,
            ...(claimed
              ? {}
              : {
                  name: entry.name,
                  firm_name: incoming.firm,
                  city_id: cityId,
                  province: entry.province,
                  practice_areas: entry.practiceAreas,
                  languages: entry.languages,
                  phone: incoming.phone,
                  register_email: incoming.email,
                  location_text: null,
                }),
            ...(practising
              ? hiddenByRegister
                ? { is_hidden: false, hidden_reason: null }
                : {}
              : current.is_hidden && !hiddenByRegister
                ? {}
                : {
                    is_hidden: true,
                    hidden_reason: `${REGISTER_HIDDEN_PREFIX}${entry.status} (${entry.registerDate})`,
                  }),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', current.id)
          .execute();
        audit(hides ? 'register.hide' : 'register.change', current.id, change);
      }
      (hides ? report.noLongerPractising : report.changed).push(change);
    }

    report.notInFile = existing.filter((row) => !seen.has(row.id)).length;
    if (!dryRun) {
      for (const entry of audits) await recordAudit(entry);
      await recordAudit({
        db: trx,
        actorId,
        action: 'register.import',
        details: {
          regulator,
          entries: entries.length,
          added: report.added.length,
          changed: report.changed.length,
          noLongerPractising: report.noLongerPractising.length,
          unchanged: report.unchanged,
          notListed: report.notListed,
          notInFile: report.notInFile,
        },
      });
    }
    return report;
  });
}
