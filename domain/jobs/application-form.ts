/** Spec 02 §3.2: LinkedIn and portfolio links are each Mandatory, Optional or Off. */
export type LinkFieldSetting = 'MANDATORY' | 'OPTIONAL' | 'OFF';
export const LINK_FIELD_SETTINGS: readonly LinkFieldSetting[] = ['MANDATORY', 'OPTIONAL', 'OFF'];

/**
 * The apply form of a job. E-mail, full name, phone and CV are always asked and cannot be turned off, so
 * they are not settings at all; the DEI questions each offer 'Prefer not to say' to the candidate.
 */
export type ApplicationForm = {
  linkedInLink: LinkFieldSetting;
  portfolioLink: LinkFieldSetting;
  askGender: boolean;
  askNationality: boolean;
  customFieldIds: string[];
};

export const MANDATORY_APPLICATION_FIELDS = ['email', 'fullName', 'phoneNumber', 'cv'] as const;

export const defaultApplicationForm = (): ApplicationForm => ({
  linkedInLink: 'OPTIONAL',
  portfolioLink: 'OFF',
  askGender: false,
  askNationality: false,
  customFieldIds: [],
});
