import { nationalDigits, toFullPhoneNumber } from '@nearbite/domain/phone';
import type { ConsoleRepository } from '../modules/console/console.repository.js';

export const ADMIN_USAGE = [
  'Usage: npm run admin -- grant <phone>    make the phone a platform admin (e.g. +14155550123)',
  '       npm run admin -- revoke <phone>   take it back',
  '       npm run admin -- list             the phones granted here (PLATFORM_ADMINS adds more)',
].join('\n');

/** A command line the admin command does not understand. */
export class AdminUsageError extends Error {}

export type AdminCommand = { command: 'grant' | 'revoke'; phone: string } | { command: 'list' };

/** Reads `grant <phone>`, `revoke <phone>` or `list`; the phone as its 10 national digits. */
export function parseAdminArgs(args: readonly string[]): AdminCommand {
  const [command, phone, ...rest] = args;
  if (command === 'list' && phone === undefined) return { command };
  if ((command === 'grant' || command === 'revoke') && phone !== undefined && rest.length === 0) {
    const digits = nationalDigits(phone);
    if (digits === null) throw new AdminUsageError(`${phone} is not a US phone number.`);
    return { command, phone: digits };
  }
  throw new AdminUsageError(args.length === 0 ? 'No command given.' : `Unknown command: ${args.join(' ')}`);
}

/**
 * Runs the command against the database and answers what to print. Grants and revocations are written
 * to the audit log as the command line's (no store).
 */
export async function runAdminCommand(
  command: AdminCommand,
  repository: ConsoleRepository,
  at: Date,
): Promise<string> {
  if (command.command === 'list') {
    const phones = await repository.platformAdminPhones();
    return phones.length === 0
      ? 'No platform admins are granted in the database.'
      : phones.map((phone) => toFullPhoneNumber(phone)).join('\n');
  }
  const full = toFullPhoneNumber(command.phone);
  const changed =
    command.command === 'grant'
      ? await repository.grantPlatformAdmin(command.phone)
      : await repository.revokePlatformAdmin(command.phone);
  if (changed) {
    await repository.recordAudit({
      businessId: null,
      actorKind: 'cli',
      action: `platformAdmin.${command.command}`,
      target: full,
      at,
    });
  }
  if (command.command === 'grant') {
    return changed ? `${full} is now a platform admin.` : `${full} already was a platform admin.`;
  }
  return changed ? `${full} is no longer a platform admin.` : `${full} was not a platform admin.`;
}
