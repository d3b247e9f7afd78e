/** [auth] and its subsections (apps/cli-go/pkg/config/auth.go). */
import {
  absoluteUrl,
  boolean,
  duration,
  integer,
  oneOf,
  port,
  record,
  secret,
  section,
  string,
  stringList,
  table,
  uint,
} from '../fields.ts';

const SMS_TEMPLATE = 'Your code is {{ .Code }}';

export const hookSchema = table({
  enabled: boolean().default(false),
  uri: string().optional(),
  secrets: secret().optional(),
}).optional();

export const factorSchema = section({
  enroll_enabled: boolean().default(false),
  verify_enabled: boolean().default(false),
});

export const emailTemplateSchema = table({
  subject: string().optional(),
  content_path: string().optional(),
  // Accepted only to reject it with the CLI's advice (use content_path).
  content: string().optional(),
});

export const notificationSchema = table({
  enabled: boolean().default(false),
  subject: string().optional(),
  content_path: string().optional(),
  content: string().optional(),
});

export const twilioSchema = section({
  enabled: boolean().default(false),
  account_sid: string().default(''),
  message_service_sid: string().default(''),
  auth_token: secret().default(''),
});

export const providerSchema = table({
  enabled: boolean().default(false),
  client_id: string().default(''),
  secret: secret().default(''),
  url: string().default(''),
  redirect_uri: string().default(''),
  skip_nonce_check: boolean().default(false),
  email_optional: boolean().default(false),
});

const jwtSecret = () =>
  secret().refine((value) => value === '' || value.length >= 16, {
    // Never echo a secret back in an error message.
    error: (issue) => `expected at least 16 characters, got ${typeof issue.input === 'string' ? issue.input.length : 0}`,
  });

export const authSchema = section({
  enabled: boolean().default(true),
  site_url: absoluteUrl().default('http://127.0.0.1:3000'),
  external_url: string().optional(),
  additional_redirect_urls: stringList().default(() => ['https://127.0.0.1:3000']),
  jwt_expiry: integer(1, 604_800).default(3600),
  jwt_issuer: string().optional(),
  jwt_secret: jwtSecret().optional(),
  signing_keys_path: string().optional(),
  enable_refresh_token_rotation: boolean().default(true),
  refresh_token_reuse_interval: uint().default(10),
  enable_signup: boolean().default(true),
  enable_anonymous_sign_ins: boolean().default(false),
  enable_manual_linking: boolean().default(false),
  minimum_password_length: uint().default(6),
  password_requirements: oneOf(['', 'letters_digits', 'lower_upper_letters_digits', 'lower_upper_letters_digits_symbols']).default(''),
  // API keys: when absent, shared/keys.ts derives the CLI's well-known local values.
  anon_key: secret().optional(),
  service_role_key: secret().optional(),
  publishable_key: secret().optional(),
  secret_key: secret().optional(),
  passkey: table({ enabled: boolean().default(false) }).optional(),
  webauthn: table({
    rp_display_name: string().optional(),
    rp_id: string().optional(),
    rp_origins: stringList().default(() => []),
  }).optional(),
  rate_limit: section({
    email_sent: uint().default(2),
    sms_sent: uint().default(30),
    anonymous_users: uint().default(30),
    token_refresh: uint().default(150),
    sign_in_sign_ups: uint().default(30),
    token_verifications: uint().default(30),
    web3: uint().default(30),
  }),
  captcha: table({
    enabled: boolean().default(false),
    provider: oneOf(['hcaptcha', 'turnstile']).optional(),
    secret: secret().optional(),
  }).optional(),
  hook: section({
    mfa_verification_attempt: hookSchema,
    password_verification_attempt: hookSchema,
    custom_access_token: hookSchema,
    send_sms: hookSchema,
    send_email: hookSchema,
    before_user_created: hookSchema,
  }),
  mfa: section({
    max_enrolled_factors: uint().default(10),
    totp: factorSchema,
    phone: section({
      enroll_enabled: boolean().default(false),
      verify_enabled: boolean().default(false),
      otp_length: uint().default(6),
      template: string().default(SMS_TEMPLATE),
      max_frequency: duration().default('5s'),
    }),
    web_authn: factorSchema,
  }),
  sessions: section({
    timebox: duration().optional(),
    inactivity_timeout: duration().optional(),
  }),
  email: section({
    enable_signup: boolean().default(true),
    double_confirm_changes: boolean().default(true),
    enable_confirmations: boolean().default(false),
    secure_password_change: boolean().default(false),
    max_frequency: duration().default('1s'),
    otp_length: uint().default(6),
    otp_expiry: uint().default(3600),
    template: record(emailTemplateSchema).default(() => ({})),
    notification: record(notificationSchema).default(() => ({})),
    smtp: table({
      // Declaring [auth.email.smtp] enables it unless it says otherwise (as in the CLI).
      enabled: boolean().default(true),
      host: string().optional(),
      port: port().optional(),
      user: string().optional(),
      pass: secret().optional(),
      admin_email: string().optional(),
      sender_name: string().optional(),
    }).optional(),
  }),
  sms: section({
    enable_signup: boolean().default(false),
    enable_confirmations: boolean().default(false),
    template: string().default(SMS_TEMPLATE),
    max_frequency: duration().default('5s'),
    test_otp: record(string()).default(() => ({})),
    twilio: twilioSchema,
    twilio_verify: twilioSchema,
    messagebird: section({
      enabled: boolean().default(false),
      originator: string().default(''),
      access_key: secret().default(''),
    }),
    textlocal: section({
      enabled: boolean().default(false),
      sender: string().default(''),
      api_key: secret().default(''),
    }),
    vonage: section({
      enabled: boolean().default(false),
      from: string().default(''),
      api_key: string().default(''),
      api_secret: secret().default(''),
    }),
  }),
  external: record(providerSchema).default(() => ({})),
  web3: section({
    solana: section({ enabled: boolean().default(false) }),
    ethereum: section({ enabled: boolean().default(false) }),
  }),
  oauth_server: section({
    enabled: boolean().default(false),
    authorization_url_path: string().default('/oauth/consent'),
    allow_dynamic_registration: boolean().default(false),
  }),
  third_party: section({
    firebase: section({ enabled: boolean().default(false), project_id: string().default('') }),
    auth0: section({ enabled: boolean().default(false), tenant: string().default(''), tenant_region: string().default('') }),
    aws_cognito: section({
      enabled: boolean().default(false),
      user_pool_id: string().default(''),
      user_pool_region: string().default(''),
    }),
    clerk: section({ enabled: boolean().default(false), domain: string().default('') }),
    workos: section({ enabled: boolean().default(false), issuer_url: string().default('') }),
  }),
});

export const SMS_REQUIRED_FIELDS = {
  twilio: ['account_sid', 'message_service_sid', 'auth_token'],
  twilio_verify: ['account_sid', 'message_service_sid', 'auth_token'],
  messagebird: ['originator', 'access_key'],
  textlocal: ['sender', 'api_key'],
  vonage: ['from', 'api_key', 'api_secret'],
} as const;
export type SmsProvider = keyof typeof SMS_REQUIRED_FIELDS;
export const THIRD_PARTY_REQUIRED_FIELDS = {
  firebase: ['project_id'],
  auth0: ['tenant'],
  aws_cognito: ['user_pool_id', 'user_pool_region'],
  clerk: ['domain'],
  workos: ['issuer_url'],
} as const;
export type ThirdPartyProvider = keyof typeof THIRD_PARTY_REQUIRED_FIELDS;
