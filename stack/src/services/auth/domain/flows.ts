import type { AuthContext } from './context.ts';
import type { Queryable } from '../infra/db.ts';
import type { MailType } from './mailer.ts';
import { AuthError } from '../errors.ts';
import { assertMailFrequency, createFlowState, issueToken, TOKEN_COLUMNS, type PkceParams, type TokenType } from './one-time-tokens.ts';
import type { UserRow } from './users.ts';

/** The `type` a mail's link verifies as, with the token column it uses and the PKCE flow's authentication method. */
const MAIL_FLOWS = {
  signup: { mail: 'confirmation', token: 'confirmation_token', method: 'email/signup' },
  invite: { mail: 'invite', token: 'confirmation_token', method: 'invite' },
  magiclink: { mail: 'magic_link', token: 'recovery_token', method: 'magiclink' },
  recovery: { mail: 'recovery', token: 'recovery_token', method: 'recovery' },
  reauthentication: { mail: 'reauthentication', token: 'reauthentication_token', method: 'reauthentication' },
} as const satisfies Record<string, { mail: MailType; token: TokenType; method: string }>;
export type MailFlow = keyof typeof MAIL_FLOWS;

export interface SendOptions {
  redirectTo: string;
  pkce?: { params: PkceParams; method: 's256' | 'plain' } | undefined;
  /** Admin generate_link: build the link without sending anything or counting against limits. */
  dryRun?: boolean;
  data?: Record<string, unknown>;
}

export function verifyUrl(ctx: AuthContext, hash: string, type: string, redirectTo: string): string {
  const base = ctx.config.external_url.replace(/\/+$/, '');
  return `${base}/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

async function deliver(ctx: AuthContext, type: MailType, to: string, values: Parameters<AuthContext['mailer']['send']>[2]) {
  try {
    await ctx.mailer.send(type, to, values);
  } catch (error) {
    ctx.log.error('mail failed', { type, error: (error as Error).message });
    throw new AuthError(500, 'unexpected_failure', `Error sending ${type === 'magic_link' ? 'magic link' : type} email`);
  }
}

/** Issues the flow's token and mails its link and code (or, for generate_link, only returns them). */
export async function sendMail(ctx: AuthContext, db: Queryable, user: UserRow, flow: MailFlow, options: SendOptions) {
  const { mail, token, method } = MAIL_FLOWS[flow];
  const email = user.email ?? '';
  if (!options.dryRun) {
    assertMailFrequency(ctx.config, user[TOKEN_COLUMNS[token].sentAt]);
    ctx.mailer.reserve();
  }
  const issued = await issueToken(db, ctx.config, user, token, email, options.pkce !== undefined);
  if (flow === 'invite') await db.query('update auth.users set invited_at = now() where id = $1', [user.id]);
  if (options.pkce) await createFlowState(db, user.id, options.pkce.params, options.pkce.method, method);
  const link = verifyUrl(ctx, issued.hash, flow, options.redirectTo);
  const hookData = { token: issued.otp, token_hash: issued.hash, redirect_to: options.redirectTo, email_action_type: flow };
  if (!options.dryRun && !(await ctx.hooks.sendEmail(db, user, { ...hookData, site_url: ctx.config.external_url }))) {
    await deliver(ctx, mail, email, {
      ConfirmationURL: link,
      Token: issued.otp,
      TokenHash: issued.hash,
      SiteURL: ctx.siteUrl,
      RedirectTo: options.redirectTo,
      Email: email,
      NewEmail: '',
      Data: user.raw_user_meta_data ?? {},
    });
  }
  return { link, otp: issued.otp, hash: issued.hash, verificationType: flow };
}

/**
 * An e-mail change: with double_confirm_changes a link to each address (both must be followed), else to the new one.
 * The pending address waits in `email_change`.
 */
export async function sendEmailChange(ctx: AuthContext, db: Queryable, user: UserRow, newEmail: string, options: SendOptions) {
  if (!options.dryRun) {
    assertMailFrequency(ctx.config, user.email_change_sent_at);
    ctx.mailer.reserve();
  }
  await db.query('update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1', [user.id, newEmail]);
  const current = user.email ?? '';
  const both = ctx.config.email.double_confirm_changes && current !== '';
  const pkce = options.pkce !== undefined;
  const toNew = await issueToken(db, ctx.config, user, 'email_change_token_new', newEmail, pkce);
  const toCurrent = both ? await issueToken(db, ctx.config, user, 'email_change_token_current', current, pkce) : undefined;
  if (options.pkce) await createFlowState(db, user.id, options.pkce.params, options.pkce.method, 'email_change');
  const newLink = verifyUrl(ctx, toNew.hash, 'email_change', options.redirectTo);
  const currentLink = toCurrent ? verifyUrl(ctx, toCurrent.hash, 'email_change', options.redirectTo) : undefined;
  // GoTrue's email_data for a change to both addresses: token for the current one, token_new for the new one (and its
  // token_hash fields crossed, as GoTrue's own comment on this event admits).
  const hookData = {
    token: toCurrent?.otp ?? toNew.otp,
    token_hash: toNew.hash,
    token_new: toCurrent ? toNew.otp : '',
    token_hash_new: toCurrent?.hash ?? '',
    redirect_to: options.redirectTo,
    email_action_type: 'email_change',
    site_url: ctx.config.external_url,
  };
  if (!options.dryRun && !(await ctx.hooks.sendEmail(db, user, hookData))) {
    const values = {
      SiteURL: ctx.siteUrl,
      RedirectTo: options.redirectTo,
      Email: current,
      NewEmail: newEmail,
      Data: user.raw_user_meta_data ?? {},
    };
    await deliver(ctx, 'email_change', newEmail, { ...values, ConfirmationURL: newLink, Token: toNew.otp, TokenHash: toNew.hash });
    if (toCurrent && currentLink) {
      await deliver(ctx, 'email_change', current, {
        ...values,
        ConfirmationURL: currentLink,
        Token: toCurrent.otp,
        TokenHash: toCurrent.hash,
      });
    }
  }
  return { newLink, currentLink, newOtp: toNew.otp, newHash: toNew.hash, currentOtp: toCurrent?.otp, currentHash: toCurrent?.hash };
}
