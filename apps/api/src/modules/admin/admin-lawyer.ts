import type { AdminLawyer, AdminLawyerRow, ExportLawyer } from '@cld/contract/admin';
import type { ProvinceCode } from '@cld/contract/lawyers';
import type { RegulatorSlug } from '@cld/validation/licence';
import type { AdminLawyerRecord } from './queries.ts';

/** An optional timestamp as ISO text. */
export const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function toAdminLawyer(record: AdminLawyerRecord): AdminLawyer {
  const practiceAreas = record.practice_area_names.length
    ? record.practice_area_names
    : record.practice_areas;
  return {
    id: record.id,
    ownerId: record.owner_id,
    ownerEmail: record.owner_email,
    name: record.name,
    firmName: record.firm_name,
    email: record.email,
    phone: record.phone,
    practiceArea: practiceAreas[0] ?? '',
    practiceAreas,
    location: `${record.city}, ${record.province}`,
    city: record.city,
    province: record.province as ProvinceCode,
    address: record.address,
    experience: record.experience,
    hourlyRate: record.hourly_rate,
    feeStructure: record.fee_structure,
    bio: record.bio,
    specializations: record.specializations,
    languages: record.languages,
    website: record.website,
    linkedin: record.linkedin,
    isHidden: record.is_hidden,
    hiddenReason: record.hidden_reason,
    verificationStatus: record.verification_status,
    licenceNumber: record.licence_number,
    regulator: record.regulator as RegulatorSlug | null,
    licenceClass: record.licence_class as AdminLawyer['licenceClass'],
    verificationNotes: record.verification_notes,
    rejectionReason: record.rejection_reason,
    verificationRequestedAt: iso(record.verification_requested_at),
    verifiedAt: iso(record.verified_at),
    verifiedBy: record.verified_by_email,
    createdAt: new Date(record.created_at).toISOString(),
    updatedAt: new Date(record.updated_at).toISOString(),
  };
}

export function toAdminLawyerRow(record: AdminLawyerRecord): AdminLawyerRow {
  const lawyer = toAdminLawyer(record);
  return {
    id: lawyer.id,
    name: lawyer.name,
    firmName: lawyer.firmName,
    email: lawyer.email,
    city: lawyer.city,
    province: lawyer.province,
    practiceArea: lawyer.practiceArea,
    isHidden: lawyer.isHidden,
    verificationStatus: lawyer.verificationStatus,
    licenceNumber: lawyer.licenceNumber,
    regulator: lawyer.regulator,
    verificationRequestedAt: lawyer.verificationRequestedAt,
    verifiedAt: lawyer.verifiedAt,
    updatedAt: lawyer.updatedAt,
  };
}

export function toExportLawyer(record: AdminLawyerRecord): ExportLawyer {
  const { ownerEmail: _owner, verifiedBy: _by, ...lawyer } = toAdminLawyer(record);
  return lawyer;
}
