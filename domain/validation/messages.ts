/** The generic input check's messages, word for word from spec §5. */
export const VALIDATION_MESSAGES = Object.freeze({
  required: 'This field is required',
  tooLong: (max: number): string => `Input must be ${max} characters or less`,
  tooShort: (min: number): string => `Input must be at least ${min} characters`,
  invalidFormat: 'Input format is invalid',
  unsafe: 'Input contains potentially unsafe content',
  emailRequired: 'Email is required',
  emailTooLong: (max: number): string => `Email must be ${max} characters or less`,
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooLong: (max: number): string => `Password must be ${max} characters or less`,
});
