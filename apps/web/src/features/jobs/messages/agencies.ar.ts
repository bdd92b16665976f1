import type { agenciesEn } from './agencies.en';

/** Arabic messages of the agencies assigned to a job: exactly the keys of `agenciesEn`. */
export const agenciesAr: Record<keyof typeof agenciesEn, string> = {
  'jobs.agencies.heading': 'الوكالات المعيّنة',
  'jobs.agencies.empty': 'لا توجد وكالات معيّنة',
  'jobs.agencies.count':
    '{count, plural, zero {لا توجد وكالات معيّنة لهذه الوظيفة} one {وكالة واحدة معيّنة لهذه الوظيفة} two {وكالتان معيّنتان لهذه الوظيفة} few {# وكالات معيّنة لهذه الوظيفة} many {# وكالة معيّنة لهذه الوظيفة} other {# وكالة معيّنة لهذه الوظيفة}}',
};
