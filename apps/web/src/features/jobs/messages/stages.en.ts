/** English messages of the stage pipeline's later additions (spec 02 §2.4, §2.5, §4.3, §5.4); spread into jobsEn. */
export const stagesEn = {
  // Move candidates and delete stage (spec 02 §4.3)
  'jobs.stage.moveDeleteTitle': 'Delete the {name} stage',
  'jobs.stage.moveDeleteHint':
    '{count, plural, one {# candidate is} other {# candidates are}} in {name}, archived ones included. Choose the stage they move to.',
  'jobs.stage.moveTo': 'Move candidates to',
  'jobs.stage.moveToRequired': 'Please select the stage to move the candidates to',
  'jobs.stage.moveDelete': 'Move candidates and delete stage',
} as const;
