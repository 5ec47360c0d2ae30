// The fixed texts of the sign-in, sign-up, password reset and subscribe screens (spec §2).
import type { AccountFormKind } from './account-forms';

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

export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const socialButtonLabel = (kind: 'signIn' | 'signUp', provider: SocialProvider): string =>
  kind === 'signIn' ? `Continue with ${provider}` : `Sign up with ${provider}`;

export const socialNotAvailable = (provider: SocialProvider): string =>
  `Signing in with ${provider} is not available yet. Accounts open soon.`;

/** Said plainly after a submit: nothing pretends an account exists. */
export const ACCOUNTS_NOT_OPEN: Record<AccountFormKind, string> = {
  login:
    'Accounts are not open yet, so you cannot sign in. Nothing was sent; you can keep browsing every deal without an account.',
  register:
    'Accounts are not open yet, so no account was created. Nothing was sent; you can keep browsing every deal without an account.',
  forgotPassword: 'Accounts are not open yet, so there is no password to reset and no e-mail was sent.',
};

// Subscribe dialog
export const SUBSCRIBE_TEXTS = {
  title: 'Get deal alerts',
  intro: 'Choose the categories you want to hear about.',
  delivery:
    'Your choice is kept on this device. Alerts will be delivered once notifications launch; nothing is sent until then.',
  legend: 'Categories',
  save: 'Save my choice',
  cancel: 'Cancel',
  loadFailed: 'Your saved choice could not be read; you can choose again.',
  saveFailed: 'Your choice could not be saved on this device. Please try again.',
} as const;

export const subscribeSaved = (names: readonly string[]): string =>
  names.length === 0
    ? 'Saved. You will not get deal alerts.'
    : `Saved. You will hear about ${names.join(', ')} once notifications launch.`;
