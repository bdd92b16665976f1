import { stringify, type Stringifier } from 'csv-stringify';

/**
 * A cell a spreadsheet would run as a formula (= + - @, and tab or carriage return that some read the same way)
 * gets a leading apostrophe: the text is kept and shown, never evaluated (OWASP "CSV injection").
 */
export const neutraliseFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV writer (csv-stringify: quoting, escaping, line endings) whose text cells are neutralised. */
export const csvWriter = (columns: readonly string[]): Stringifier =>
  stringify({
    header: true,
    columns: [...columns],
    cast: {
      string: (value) => neutraliseFormula(value),
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? 'true' : 'false'),
    },
  });

/** A download's Content-Disposition: an ASCII name, as the server chose it (no user input). */
export const attachment = (fileName: string): string => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
