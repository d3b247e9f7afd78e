// Mailpit's API models (what the inbox's HTTP API returns), apart from the parser so the search can use them too.

/** An address as Mailpit's API writes it (Go's `net/mail.Address`). */
export interface MailAddress {
  Name: string;
  Address: string;
}

/** Attachment summary, Mailpit's `Attachment` model. */
export interface AttachmentInfo {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
}

/** Mailpit's `MessageSummary` model: what lists and searches return. */
export interface MessageSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  Created: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}

export interface ListUnsubscribe {
  Header: string;
  Links: string[];
  Errors: string;
  HeaderPost: string;
}

/** Mailpit's `Message` model: one message with its bodies, without attachment contents. */
export interface MessageDetail {
  ID: string;
  MessageID: string;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  ListUnsubscribe: ListUnsubscribe;
  Date: string;
  Tags: string[];
  Username: string;
  Text: string;
  HTML: string;
  Size: number;
  Inline: AttachmentInfo[];
  Attachments: AttachmentInfo[];
}

/** What is stored next to each raw message: the API's views of it plus what searches need. */
export interface StoredMessage {
  /** Arrival order, so messages received in the same millisecond keep their order. */
  sequence: number;
  summary: MessageSummary;
  detail: Omit<MessageDetail, 'ID' | 'Tags' | 'Size'>;
  /** From, recipients, subject, text and attachment names as Mailpit's cleanString leaves them, for plain-word searches. */
  searchText: string;
}

export interface Envelope {
  from: string;
  recipients: string[];
  username: string;
}

// Mailpit's IDs are 22-character short UUIDs in this alphabet; ours look the same.
