import type { CurrentUser } from '../app/api/api-types';

/** The demo company's Super Admin, as GET /users/me answers. */
export const ADMIN_USER: CurrentUser = {
  id: 'u1',
  firstName: 'Rania',
  lastName: 'Haddad',
  email: 'admin@demo-ats.example',
  roles: ['COMPANY_ADMIN'],
  companyId: 'c1',
  companyName: 'Demo Company',
};
