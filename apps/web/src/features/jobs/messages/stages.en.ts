/** English messages of the stage pipeline's later additions (spec 02 §2.4, §2.5, §4.3, §5.4); spread into jobsEn. */
export const stagesEn = {
  // Move candidates and delete stage (spec 02 §4.3)
  'jobs.stage.moveDeleteTitle': 'Delete the {name} stage',
  'jobs.stage.moveDeleteHint':
    '{count, plural, one {# candidate is} other {# candidates are}} in {name}, archived ones included. Choose the stage they move to.',
  'jobs.stage.moveTo': 'Move candidates to',
  'jobs.stage.moveToRequired': 'Please select the stage to move the candidates to',
  'jobs.stage.moveDelete': 'Move candidates and delete stage',
  // The remaining candidate task editors (spec 02 §2.5, §3.4, §5.4)
  'jobs.video.questionTitle': 'Question {number} title',
  'jobs.video.retakes': 'Retakes for question {number}',
  'jobs.video.remove': 'Remove question {number}',
  'jobs.skill.name': 'Skill {number}',
  'jobs.skill.questionCount': 'Questions for skill {number}',
  'jobs.skill.remove': 'Remove skill {number}',
  'jobs.skill.add': 'Add skill block',
  'jobs.skill.passPercentage': 'Pass percentage',
  'jobs.skill.allowedMinutes': 'Allowed time (minutes)',
  'jobs.task.testName': 'Test name',
  'jobs.task.emailSubject': 'Email subject',
  'jobs.task.emailBody': 'Email body',
  'jobs.rule.passPercentage': 'Enter correct quiz pass percentage',
  'jobs.rule.skillBlocks': 'Atleast one skill block must have more than zero questions',
  'jobs.rule.retakes': 'Retakes are between 1 and 3 per question',
  // Change the stage pipeline template (spec 02 §2.4, §4.3)
  'jobs.template.open': 'Change template',
  'jobs.template.title': 'Change stage pipeline template',
  'jobs.template.required': 'Please select a stage pipeline template',
  'jobs.template.next': 'Next',
  'jobs.template.back': 'Back',
  'jobs.template.change': 'Change template',
  'jobs.template.mapHint': 'Map each stage of this job to a stage of {name}. Stages with candidates must be mapped.',
  'jobs.template.mapsAutomatically': '{name} is locked and maps automatically',
  'jobs.template.mapStage': '{name} ({count, plural, one {# candidate} other {# candidates}})',
  'jobs.template.leaveOut': 'Not mapped: remove this stage',
  'jobs.template.mapRequired': 'Please map the {stage} stage: it has candidates',
  'jobs.template.toast.changed': 'The stage pipeline now follows {name}',
  // The module editor (spec 02 §2.1)
  'jobs.module.pageTitle': 'Edit candidate task',
  'jobs.module.heading': '{job}: candidate task of {stage}',
  'jobs.module.save': 'Save',
} as const;
