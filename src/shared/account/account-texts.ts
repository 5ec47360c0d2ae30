// The fixed texts of the sign-in, sign-up, password reset, account and subscribe screens (spec §2), and
// the messages the server's account routes answer with.

export const ACCOUNT_FIELDS = {
  name: 'Full Name',
  email: 'Email Address',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  rememberMe: 'Remember me',
} as const;

export const ACCOUNT_ACTIONS = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  createAccount: 'Create Account',
  forgotPassword: 'Forgot Password?',
  sendResetLink: 'Send Reset Link',
  backToSignIn: 'Back to Sign In',
} as const;

export const ACCOUNT_PROMPTS = {
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  resetHelp: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  or: 'or',
} as const;

/** The terms checkbox reads: I agree to the {Terms of Service} and {Privacy Policy}. */
export const TERMS_AGREEMENT = {
  before: 'I agree to the',
  terms: 'Terms of Service',
  between: 'and',
  privacy: 'Privacy Policy',
} as const;

/** Shown if a value gets past the browser's own checks but not the form's rules. */
export const CHECK_FIELDS = 'Please fill in every required field with a valid value.';

/** What a field's problem is, shown beside the field (and sent by the server, which checks the same). */
export const FIELD_ERRORS = {
  email: 'Please enter a valid e-mail address.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep your name under 100 characters.',
  passwordTooShort: 'Use at least 8 characters. A few words strung together make a strong password.',
  passwordTooLong: 'Use at most 256 characters.',
  passwordTooCommon: 'This password is one of the most common ones and easy to guess. Please choose another.',
  passwordsDiffer: 'The two passwords are not the same.',
  currentPasswordWrong: 'This is not your current password.',
  terms: 'Please accept the Terms of Service and Privacy Policy to create an account.',
  passkeyName: 'Give the passkey a name of 1 to 60 characters.',
} as const;

export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const socialButtonLabel = (kind: 'signIn' | 'signUp', provider: SocialProvider): string =>
  kind === 'signIn' ? `Continue with ${provider}` : `Sign up with ${provider}`;

/** The site's operator has not given the provider's keys (GOOGLE_CLIENT_ID, FACEBOOK_CLIENT_ID, ...). */
export const socialNotSetUp = (provider: SocialProvider): string =>
  `Signing in with ${provider} is not set up on this site. Please use your e-mail address and password, or a passkey.`;

export const PASSKEY_TEXTS = {
  signIn: 'Sign in with a passkey',
  add: 'Add a passkey',
  rename: 'Rename',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  nameLabel: 'Passkey name',
  none: 'You have no passkeys yet. A passkey lets you sign in with your fingerprint, face or device PIN instead of a password.',
  notSupported: 'This browser cannot use passkeys.',
  cancelled: 'The passkey request was cancelled or timed out.',
  added: 'Passkey added. Next time you can sign in with it.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
} as const;

/** What the account screens say after each step. */
export const ACCOUNT_MESSAGES = {
  registered: (email: string) =>
    `Almost done: we sent a link to ${email}. Open it to confirm your address, then sign in. If no mail arrives within a few minutes, check your spam folder.`,
  resetRequested:
    'If an account exists for that address, we sent a link to it. The link works once, for 15 minutes.',
  resetDone:
    'Your password is changed and you are signed out everywhere. Please sign in with the new password.',
  resetNoToken: 'This page needs the link from our e-mail. Ask for a new link if yours does not work.',
  verifying: 'Confirming your e-mail address…',
  verified: 'Your e-mail address is confirmed.',
  verifyFailed:
    'This link does not work any more: it is older than 24 hours or not complete. Sign in and ask for a new one from your account page.',
  signedOut: 'You are signed out.',
  needsNetwork: 'Signing in needs an internet connection. Please try again once you are online.',
  offline: 'You are offline. This needs an internet connection; please try again once you are online.',
  serverUnreachable: 'We could not reach RareFinds. Please check your connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again later.',
} as const;

export const ACCOUNT_PAGE_TEXTS = {
  profileHeading: 'Your name',
  emailHeading: 'E-mail address',
  verified: 'Confirmed',
  unverified: 'Not confirmed yet: confirm it to post deals, votes and comments.',
  resend: 'Send the confirmation link again',
  resent: 'We sent a new confirmation link. It works for 24 hours.',
  passwordHeading: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change password',
  passwordChanged: 'Your password is changed. Your other devices are signed out.',
  noPassword: 'Your account has no password: you sign in with a passkey or another service.',
  passkeysHeading: 'Passkeys',
  devicesHeading: 'Signed-in devices',
  thisDevice: 'This device',
  endSession: 'Sign out this device',
  endOthers: 'Sign out all other devices',
  othersEnded: 'Your other devices are signed out.',
  sessionEnded: 'That device is signed out.',
  dataHeading: 'Your data',
  dataIntro: 'Download everything we hold about you as a JSON file.',
  download: 'Download my data',
  deleteHeading: 'Delete account',
  deleteIntro:
    'Deleting your account removes your profile, wishlist, passkeys and sign-ins for good. It cannot be undone.',
  deletePassword: 'Your password, to confirm',
  deleteButton: 'Delete my account',
  deleted: 'Your account and everything we held about you are deleted.',
  saved: 'Saved.',
  saveName: 'Save name',
  offlineCopy:
    'You are offline: this is your account as last seen on this device. Changes need a connection.',
  signInFirst: 'Please sign in to see your account.',
  loading: 'Loading your account…',
  memberSince: 'Member since',
} as const;

/** The signed-in header: the member's name opens a menu. */
export const MEMBER_MENU = {
  label: (name: string) => `Account menu for ${name}`,
  account: 'Account',
  wishlist: 'Wishlist',
  signOut: 'Sign out',
} as const;

export const RESET_PASSWORD_TEXTS = {
  intro:
    'Choose a new password for your account. At least 8 characters; a few words strung together work well.',
  submit: 'Set New Password',
} as const;

// Subscribe dialog
export const SUBSCRIBE_TEXTS = {
  title: 'Get deal alerts',
  intro: 'Choose the categories you want to hear about.',
  delivery:
    'No account needed: we tell you about new deals in these categories as notifications on this device, in an e-mail digest, or both.',
  legend: 'Categories',
  save: 'Save my choice',
  cancel: 'Cancel',
  loadFailed: 'Your saved choice could not be read; you can choose again.',
  saveFailed: 'Your choice could not be saved on this device. Please try again.',
} as const;

export const subscribeSaved = (names: readonly string[]): string =>
  names.length === 0
    ? 'Saved. You will not get deal alerts.'
    : `Saved. You will hear about new deals in ${names.join(', ')}.`;

const SIGN_IN_AGAIN = 'For your safety, please sign out and sign in again before doing this.';

/**
 * The words the server answers with for the account service's error codes (better-auth's and the passkey
 * plugin's), with the field each one concerns when it concerns one.
 */
export const AUTH_ERRORS: Record<string, { message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { message: 'The e-mail address or the password is not right.' },
  INVALID_EMAIL: { message: FIELD_ERRORS.email, field: 'email' },
  INVALID_TOKEN: {
    message:
      'This link does not work any more: it was used already or is older than 15 minutes. Please ask for a new one.',
  },
  TOKEN_EXPIRED: { message: ACCOUNT_MESSAGES.verifyFailed },
  USER_NOT_FOUND: { message: ACCOUNT_MESSAGES.verifyFailed },
  INVALID_PASSWORD: { message: FIELD_ERRORS.currentPasswordWrong, field: 'currentPassword' },
  PASSWORD_TOO_SHORT: { message: FIELD_ERRORS.passwordTooShort, field: 'password' },
  PASSWORD_TOO_LONG: { message: FIELD_ERRORS.passwordTooLong, field: 'password' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { message: ACCOUNT_PAGE_TEXTS.noPassword },
  SESSION_EXPIRED: { message: SIGN_IN_AGAIN },
  SESSION_NOT_FRESH: { message: SIGN_IN_AGAIN },
  UNAUTHORIZED: { message: 'Please sign in first.' },
  EMAIL_ALREADY_VERIFIED: { message: ACCOUNT_MESSAGES.verified },
  PASSKEY_NOT_FOUND: {
    message:
      'This passkey is not registered here. Sign in with your password, then add it on your account page.',
  },
  AUTHENTICATION_FAILED: { message: 'The passkey could not be checked. Please try again.' },
  CHALLENGE_NOT_FOUND: { message: 'The passkey request expired. Please try again.' },
  FAILED_TO_VERIFY_REGISTRATION: { message: 'The passkey could not be added. Please try again.' },
  ACCOUNT_DISABLED: {
    message: 'This account has been disabled. Please contact us if you think this is a mistake.',
  },
};

/** A signed-in device as its browser and system ("Chrome on Linux"), as device-label.ts reads them. */
export const deviceOnSystem = (browser: string, system: string): string => `${browser} on ${system}`;
/** A signed-in device whose browser and system are not known. */
export const UNKNOWN_DEVICE = 'Unknown device';
