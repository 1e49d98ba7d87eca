import type { z } from 'zod';
import type * as S from '../../clinic-api/schemas';

/** A conversation of the demo inbox: one per lead. The API's view is computed from it, its lead and its messages. */
export interface DemoConversation {
  id: string;
  clinicId: string;
  leadId: string;
  status: 'open' | 'closed';
  createdAt: string;
  /** The conversation's own last change (message, read, open/closed); the lead's changes are on the lead. */
  updatedAt: string;
  /** The patient's Instagram user id, when the clinic knows it. */
  igUserId: string | null;
}

export type DemoMessage = z.infer<typeof S.ConversationMessage> & {
  clinicId: string;
  /**
   * A chat lead's first chat message: the enquiry. The API shows it as `lead.message`, not in the message list,
   * but it still counts as the patient having written on the chat.
   */
  enquiry?: boolean;
};

/** What the clinic has connected in its panel; each missing piece is a channel reason code. */
export interface ClinicInboxConfig {
  /** Conversations switched on for the clinic (else 403 `feature_disabled` on the list). */
  enabled: boolean;
  emailDomain: boolean;
  smsapiToken: boolean;
  metaPlatform: boolean;
  whatsapp: boolean;
  instagram: boolean;
}

/** A message template; `{imie}` and `{klinika}` are filled in for the patient. */
export interface DemoTemplate {
  id: string;
  clinicId: string;
  name: string;
  text: string;
  channels: S.Channel[] | null;
}

export interface InboxState {
  conversations: DemoConversation[];
  messages: DemoMessage[];
  templates: DemoTemplate[];
  configs: Record<string, ClinicInboxConfig>;
  /** Control-room switch: the next send fails at the provider (502 `send_failed`). */
  failNextSend: boolean;
}
