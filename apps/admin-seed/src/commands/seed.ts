import type { ImportLawyer } from '@cld/contract/admin';
import { LAW_SOCIETIES } from '@cld/content/law-societies';
import {
  DEFAULT_DIRECTORY_SEED,
  DEFAULT_DIRECTORY_SIZE,
  generateDirectory,
} from '@cld/content/demo-directory.server';
import type { DemoLawyer } from '@cld/content/demo-directory.types';
import { findPracticeArea } from '@cld/content/practice-areas';
import { openAdminSession } from '../admin-session.ts';
import { API_URL_HELP } from '../api-client.ts';
import { type CliIo, write } from '../cli-io.ts';
import { importInBatches } from '../lawyer-import.ts';
import { API_OPTIONS, parseOptions, parseWholeNumber } from '../parse-options.ts';
import { MAX_LAWYERS } from './generate.ts';

export const SEED_HELP = `Usage: admin-seed seed [options]

Generates the deterministic demo directory (as "admin-seed generate" does) and adds it to the
directory through the API, 500 lawyers per request, with a progress bar on standard error.
Needs "admin-seed login" first.

Options:
  --lawyers N            number of lawyers, 1 to ${MAX_LAWYERS} (default ${DEFAULT_DIRECTORY_SIZE})
  --seed S               whole-number seed (default ${DEFAULT_DIRECTORY_SEED}, the API's demo seed)
${API_URL_HELP}
  -h, --help             show this help
`;

/** The bar of each province: where a demo lawyer marked verified was (fictionally) checked. */
const BAR_OF_PROVINCE = new Map(
  LAW_SOCIETIES.filter((society) => society.regulates === 'lawyers').map((society) => [
    society.province,
    society.slug,
  ]),
);

const DAY_MS = 86_400_000;
const areaName = (slug: string) => findPracticeArea(slug)?.name ?? slug;

/**
 * A demo lawyer as the import endpoint takes it; verified ones get a fictional licence number. A
 * statement about new clients is dated the generator's number of days before `now`.
 */
export function demoLawyerToImport(
  lawyer: DemoLawyer,
  index: number,
  now: Date = new Date(),
): ImportLawyer {
  const [primaryArea = '', ...otherAreas] = lawyer.practiceAreas;
  const accepting = lawyer.acceptingClients ?? null;
  return {
    name: lawyer.name,
    firmName: lawyer.firmName ?? undefined,
    email: lawyer.email,
    phone: lawyer.phone,
    practiceArea: areaName(primaryArea),
    otherPracticeAreas: otherAreas.map(areaName),
    location: lawyer.location ?? `${lawyer.city}, ${lawyer.province}`,
    city: lawyer.city,
    province: lawyer.province,
    address: lawyer.address,
    experience: lawyer.experience,
    hourlyRate: lawyer.hourlyRate,
    feeStructure: lawyer.feeStructure,
    bio: lawyer.bio ?? undefined,
    bioFr: lawyer.bioFr ?? undefined,
    specializations: lawyer.specializations,
    languages: lawyer.languages,
    website: lawyer.website ?? undefined,
    linkedin: lawyer.linkedin ?? undefined,
    freeConsultationMinutes: lawyer.freeConsultationMinutes ?? undefined,
    flatFees: lawyer.flatFees,
    feeOffers: lawyer.feeOffers,
    funding: lawyer.funding,
    meetingModes: lawyer.meetingModes,
    stepFreeAccess: lawyer.stepFreeAccess ?? undefined,
    officeHours: lawyer.officeHours,
    ...(accepting
      ? {
          acceptingClients: accepting.accepting,
          acceptingConfirmedAt: new Date(
            now.getTime() - accepting.confirmedDaysAgo * DAY_MS,
          ).toISOString(),
        }
      : {}),
    isDemo: true,
    ...(lawyer.isVerified
      ? {
          isVerified: true,
          licenceNumber: `DEMO-${String(index + 1).padStart(7, '0')}`,
          regulator: BAR_OF_PROVINCE.get(lawyer.province),
        }
      : {}),
  };
}

export async function runSeed(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions('seed', args, {
    lawyers: { type: 'string' },
    seed: { type: 'string' },
    ...API_OPTIONS,
  });
  if (options.help) {
    write(io.stdout, SEED_HELP);
    return 0;
  }
  const count =
    options.lawyers === undefined
      ? DEFAULT_DIRECTORY_SIZE
      : parseWholeNumber({
          command: 'seed',
          name: 'lawyers',
          value: options.lawyers,
          min: 1,
          max: MAX_LAWYERS,
        });
  const seed =
    options.seed === undefined
      ? DEFAULT_DIRECTORY_SEED
      : parseWholeNumber({
          command: 'seed',
          name: 'seed',
          value: options.seed,
          min: Number.MIN_SAFE_INTEGER,
          max: Number.MAX_SAFE_INTEGER,
        });
  const session = await openAdminSession({ command: 'seed', apiUrl: options['api-url'], io });
  const now = new Date();
  const rows = Array.from(generateDirectory({ count, seed }), (lawyer, index) => ({
    line: index + 1,
    lawyer: demoLawyerToImport(lawyer, index, now),
  }));
  const { imported } = await importInBatches({
    command: 'seed',
    session,
    rows,
    io,
    label: 'Seeding',
    rowName: 'lawyer',
  });
  write(io.stdout, `Imported ${imported} demo lawyers (seed ${seed}) into ${session.baseUrl}`);
  return 0;
}
