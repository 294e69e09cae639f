import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { deliveredMessages } from '../db/schema/auth.js';

export interface NewDeliveredMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
}

/** The sandbox providers' mailbox. */
export function createDeliveredMessagesRepository(db: Db) {
  return {
    async insert(message: NewDeliveredMessage): Promise<void> {
      await db.insert(deliveredMessages).values(message);
    },
    async listNewestFirst(options: { recipient?: string; limit: number }) {
      const rows = await db
        .select()
        .from(deliveredMessages)
        .where(options.recipient ? and(eq(deliveredMessages.recipient, options.recipient)) : undefined)
        .orderBy(desc(deliveredMessages.createdAt), desc(deliveredMessages.id))
        .limit(options.limit);
      return rows;
    },
  };
}

export type DeliveredMessagesRepository = ReturnType<typeof createDeliveredMessagesRepository>;
