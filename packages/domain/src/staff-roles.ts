/**
 * Who may do what in a store's console. Roles rank owner > manager > staff; a platform admin acts on every
 * store as an owner would, and is the only one who makes or removes owners.
 */

/** A store's roles, highest first. */
export const STAFF_ROLES = ['owner', 'manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Someone acting in a store's console: their role there, or a platform admin (who may have none). */
export interface ConsoleActor {
  role: StaffRole | null;
  isPlatformAdmin: boolean;
}

/**
 * What the console lets a role do in its store (beyond what every staff member may: the order board, kitchen
 * tickets and printing).
 */
export type ConsoleAction =
  | 'readStaff'
  | 'manageStaff'
  | 'readApiKeys'
  | 'manageApiKeys'
  | 'readAuditLog'
  /** Change the board's settings: auto-accept, busy mode, pausing new orders, printing. */
  | 'manageBoardSettings'
  | 'managePrinters'
  /** The store's profile, photos, hours and tables. */
  | 'manageStoreProfile'
  | 'manageMenu'
  /** Tax, service fees, tips, delivery fees and pickup addresses: what diners pay. */
  | 'manageMoneySettings'
  | 'managePromotions'
  | 'readReports';

const ACTIONS_BY_ROLE: Record<StaffRole, ReadonlySet<ConsoleAction>> = {
  owner: new Set([
    'readStaff',
    'manageStaff',
    'readApiKeys',
    'manageApiKeys',
    'readAuditLog',
    'manageBoardSettings',
    'managePrinters',
    'manageStoreProfile',
    'manageMenu',
    'manageMoneySettings',
    'managePromotions',
    'readReports',
  ]),
  // A manager runs the store day to day but does not set what diners pay.
  manager: new Set([
    'readStaff',
    'manageStaff',
    'readApiKeys',
    'readAuditLog',
    'manageBoardSettings',
    'managePrinters',
    'manageStoreProfile',
    'manageMenu',
    'managePromotions',
    'readReports',
  ]),
  staff: new Set(),
};

/** Whether the actor may take the action in the store at all (which roles they may touch is `canManageRole`). */
export function mayDo(actor: ConsoleActor, action: ConsoleAction): boolean {
  if (actor.isPlatformAdmin) return true;
  return actor.role !== null && ACTIONS_BY_ROLE[actor.role].has(action);
}

/**
 * Whether the actor may invite someone as, or revoke someone holding, the role: an owner manages managers
 * and staff, a manager staff only, a platform admin every role (owners included).
 */
export function canManageRole(actor: ConsoleActor, role: StaffRole): boolean {
  if (actor.isPlatformAdmin) return true;
  if (actor.role === 'owner') return role !== 'owner';
  if (actor.role === 'manager') return role === 'staff';
  return false;
}
