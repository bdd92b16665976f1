/** The permission strings of these settings (spec 01 §6.2, 02 §6.2, 03 §6), spelt verbatim. */
export const SETTINGS_PERMISSIONS = {
  locationList: 'COMPANY::LOCATION::LIST',
  locationAdd: 'COMPANY::LOCATION::ADD',
  locationEdit: 'COMPANY::LOCATION::EDIT',
  locationDelete: 'COMPANY::LOCATION::DELETE',
  departmentList: 'COMPANY::DEPARTMENT::LIST',
  departmentAdd: 'COMPANY::DEPARTMENT::ADD',
  departmentEdit: 'COMPANY::DEPARTMENT::EDIT',
  departmentDelete: 'COMPANY::DEPARTMENT::DELETE',
  pipelineList: 'COMPANY::DEFAULT_STAGE_PIPELINE::LIST',
  pipelineAdd: 'COMPANY::DEFAULT_STAGE_PIPELINE::ADD',
  pipelineEdit: 'COMPANY::DEFAULT_STAGE_PIPELINE::EDIT',
  pipelineDelete: 'COMPANY::DEFAULT_STAGE_PIPELINE::DELETE',
  archivalReasonList: 'COMPANY::DEFAULT_ARCHIVAL_REASON::LIST',
  archivalReasonAdd: 'COMPANY::DEFAULT_ARCHIVAL_REASON::ADD',
  archivalReasonDelete: 'COMPANY::DEFAULT_ARCHIVAL_REASON::DELETE',
  /** Custom fields name only LIST and '*' (01 §6.2 COMPANY::CUSTOM_FIELDS::{*, LIST}): '*' asks for the whole group. */
  customFieldsList: 'COMPANY::CUSTOM_FIELDS::LIST',
  customFieldsManage: 'COMPANY::CUSTOM_FIELDS::*',
  /** Each agency route needs its own; the settings page and its menu link need all four (spec 01 "Agencies ... need all of their listed permissions"). */
  agencyList: 'COMPANY::AGENCY::LIST',
  agencyAdd: 'COMPANY::AGENCY::ADD',
  agencyEdit: 'COMPANY::AGENCY::EDIT',
  agencyDelete: 'COMPANY::AGENCY::DELETE',
  /** Job editors pick a location, department and template without managing them. */
  jobsAdd: 'COMPANY::JOBS::ADD',
  jobsEdit: 'COMPANY::JOBS::EDIT',
} as const;
