import type { ReactNode } from 'react';
import { PlanGate } from '@ats/web/app/components/plan-gate';
import { hasHiringPlanEnabled } from '@ats/web/app/shell/navigation';

/**
 * Every hiring-plan page needs COMPANY::HIRING_PLAN on the company's plan, as its tab does (issue 10): without it the
 * page opened by its address shows 'Upgrade Required' and makes none of the calls the API would refuse.
 */
export const HiringPlanGate = ({ children }: { children: ReactNode }) => (
  <PlanGate feature="nav.hiringPlan" enabled={hasHiringPlanEnabled}>
    {children}
  </PlanGate>
);
