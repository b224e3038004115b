/** Every text of the auth screens, word for word from spec §2, §4 and §8. */
export const AUTH_TEXTS = {
  product: 'Larder',
  signInTitle: 'Sign in to Larder',
  signUpTitle: 'Create your Larder account',
  email: 'Email',
  password: 'Password',
  emailPlaceholder: 'you@example.com',
  sendMagicLink: 'Send magic link',
  forgotPassword: 'Forgot password?',
  /** Shown when the admins switched password sign-in off: admins keep it (the server checks). */
  adminPasswordSignIn: 'Admin? Sign in with your password',
  signIn: 'Sign in',
  signUp: 'Sign up',
  google: 'Sign in with Google',
  needAccount: 'Need an account? Sign up',
  signupsClosed: 'Sign-ups are closed at the moment. Ask an admin if you need an account.',
  haveAccount: 'Already have an account? Sign in',
  contactUs: 'Contact Us',
  contactEmail: 'hello@larder.app',
  or: 'or',
  working: 'Please wait...',
  resetTitle: 'Reset Your Password',
  resetIntro: "Enter your email and we'll send you a link to reset your password.",
  sendReset: 'Send Reset Instructions',
  resetSentTitle: 'Password Reset Email Sent',
  resetSentBody: (email: string) =>
    `We sent password reset instructions to ${email}. Follow the link in the email to choose a new password.`,
  backToLogin: 'Back to login',
  backToLoginCapital: 'Back to Login',
  checkEmailTitle: 'Check Your Email',
  verificationBody: (email: string) =>
    `We sent a verification link to ${email}. Open it to confirm your account.`,
  magicLinkBody: (email: string) =>
    `We sent a magic link to ${email}. Open it on this device to sign in.`,
  resendVerification: 'Resend Verification Email',
  resendMagicLink: 'Resend Magic Link',
  codeLabel: 'Or enter the 6-digit code from the email',
  verifyCode: 'Verify code',
  errorTitle: 'Error',
  newPasswordTitle: 'Set a new password',
  newPassword: 'New password',
  saveNewPassword: 'Save new password',
  later: 'Later',
  mfaTitle: 'Two-factor authentication',
  mfaIntro: 'Enter the 6-digit code from your authenticator app.',
  mfaCode: 'Verification code',
  mfaVerify: 'Verify',
  mfaCancel: 'Cancel and sign out',
} as const;

/** Messages of spec §8. */
export const AUTH_MESSAGES = {
  probeNotFound:
    "The email address you entered doesn't exist. Please check your spelling or create a new account.",
  invalidLogin: "Incorrect password. Please try again or use the 'Forgot Password' option.",
  notConfirmed:
    'Your email has not been verified. Please check your inbox for the verification email.',
  alreadyRegistered:
    'This email is already registered but not verified. Please check your inbox for the verification email.',
  magicLinkNotFound:
    "We couldn't find an account with that email. Please check your spelling or create a new account.",
  resetNotFound: "We couldn't find an account with that email. Please check your spelling.",
  badCode: 'Enter the 6-digit code from the email.',
  network: 'Could not reach the server. Check your connection and try again.',
  banned: 'This account is suspended. Contact us if you think this is a mistake.',
  signupsClosed: 'Sign-ups are closed at the moment. Ask an admin if you need an account.',
} as const;

/** Apart in toast-texts.ts: the auth state sync in the first load needs only these. */
export { AUTH_TOASTS } from './toast-texts';
