/** Moving an application to another job, adding the candidate to another job, deleting an application (spec 02 §2.13, §4.4). */
export const jobChangeEn = {
  'jobChange.action.moveToJob': 'Move to job',
  'jobChange.action.delete': 'Delete application',
  'jobChange.action.addToJob': 'Add to job',
  'jobChange.move.title': 'Move {name} to another job',
  'jobChange.move.confirm': 'Move',
  'jobChange.add.title': 'Add {name} to another job',
  'jobChange.add.confirm': 'Add to job',
  'jobChange.job': 'Job',
  'jobChange.stage': 'Stage',
  'jobChange.stageDefault': 'The first stage for their origin',
  'jobChange.delete.title': 'Delete the application of {name} for {job}?',
  'jobChange.toast.moved': 'Moved to {job}',
  'jobChange.toast.added': 'Added to {job}',
  'jobChange.toast.deleted': 'Application deleted',
  'timeline.movedToJob': 'Moved from {fromJob} ({fromStage}) to {job} ({stage})',
  'timeline.applicationDeleted': 'The application was deleted',
} as const;
