import type { moduleLinksEn } from './module-links.en';

/** Arabic messages of the stage pipeline's links to the module editor: exactly the keys of `moduleLinksEn`. */
export const moduleLinksAr: Record<keyof typeof moduleLinksEn, string> = {
  'jobs.stage.editTaskOf': 'تعديل {task} في مرحلة {name}',
};
