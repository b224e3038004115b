/** Limits of spec §9. */
export const INPUT_MAX_LENGTH = 1000;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
