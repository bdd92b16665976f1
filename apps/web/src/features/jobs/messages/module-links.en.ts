/** English messages of the stage pipeline's links to the module editor (spec 02 §2.1, §2.4); spread into jobsEn. */
export const moduleLinksEn = {
  'jobs.stage.editTaskOf': 'Edit {task} in {name}',
};
