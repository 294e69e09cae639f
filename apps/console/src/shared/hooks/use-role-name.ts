import type { StaffRole } from '@nearbite/domain/staff-roles';
import { commonTexts } from '../i18n/common-texts';
import { useTexts } from '../i18n/texts';

/** A role's name in the console's language: Owner / 店主. */
export function useRoleName(): (role: StaffRole) => string {
  const common = useTexts(commonTexts);
  return (role) => ({ owner: common.roleOwner, manager: common.roleManager, staff: common.roleStaff })[role];
}
