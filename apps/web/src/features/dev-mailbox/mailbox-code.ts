/** The first standalone 6-digit number of a message: a sign-in or verification code. */
export const codeIn = (text: string): string | null => /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? null;
